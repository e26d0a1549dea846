package io.github.nanometer.measure;

import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.BiFunction;

/**
 * Where the tuning cache lives, from the process's settings: {@code nanometer.cacheDir}; else
 * {@code $XDG_CACHE_HOME/nanometer} when absolute (the XDG spec says relative values are
 * ignored); else {@code ~/.cache/nanometer} when {@code user.home} is an absolute, writable
 * directory; else {@code <java.io.tmpdir>/nanometer-cache-<user>} with a note. Never a path relative
 * to the working directory: a uid without a passwd entry makes {@code user.home} "?", and the
 * cache must not land in {@code ./?/.cache}.
 *
 * @param cacheDirProperty {@code nanometer.cacheDir}, or null
 * @param xdgCacheHome {@code $XDG_CACHE_HOME}, or null
 * @param userHome {@code user.home}, or null
 * @param tempDir {@code java.io.tmpdir}
 * @param userName {@code user.name}, or null
 */
record CacheLocation(String cacheDirProperty, String xdgCacheHome, String userHome, String tempDir, String userName) {

  /** The directory and the notes explaining a fallback, handed to {@code make}. */
  <T> T resolve(BiFunction<Path, List<String>, T> make) {
    if (cacheDirProperty != null && !cacheDirProperty.isBlank()) {
      return make.apply(Path.of(cacheDirProperty.strip()).toAbsolutePath(), List.of());
    }
    Path xdg = absolute(xdgCacheHome);
    if (xdg != null) {
      return make.apply(xdg.resolve("nanometer"), List.of());
    }
    Path home = absolute(userHome);
    if (home != null && Files.isDirectory(home) && Files.isWritable(home)) {
      return make.apply(home.resolve(".cache").resolve("nanometer"), List.of());
    }
    String user = userName == null || userName.isBlank() ? "unknown" : userName.replaceAll("[^A-Za-z0-9._-]", "_");
    Path fallback = Path.of(tempDir == null || tempDir.isBlank() ? "/tmp" : tempDir).toAbsolutePath()
        .resolve("nanometer-cache-" + user);
    return make.apply(fallback, List.of("user.home '" + userHome + "' is not an absolute writable directory; "
        + "the tuning cache is in " + fallback + " (set -Dnanometer.cacheDir=DIR or XDG_CACHE_HOME to choose)"));
  }

  private static Path absolute(String text) {
    if (text == null || text.isBlank()) {
      return null;
    }
    try {
      Path p = Path.of(text.strip());
      return p.isAbsolute() ? p : null;
    } catch (InvalidPathException e) {
      return null;
    }
  }
}
