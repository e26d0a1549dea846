package io.github.nanometer.measure;

import io.github.nanometer.text.Tokens;
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

  /**
   * The directory and the notes explaining a fallback, handed to {@code make}; the notes are not
   * empty exactly when the directory is the fallback in the shared temporary directory.
   */
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
    String user = userName == null || userName.isBlank() ? "unknown" : safeName(userName);
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

  /**
   * Why the fallback directory {@code dir} in the shared temporary directory must not be trusted,
   * or null when it may be used (it does not exist yet, or it is a real directory of this user that
   * no one else may write): another user could otherwise plant entries, or swap the file between a
   * check and its use.
   */
  static String distrust(Path dir) {
    java.nio.file.attribute.PosixFileAttributes a;
    try {
      a = Files.readAttributes(dir, java.nio.file.attribute.PosixFileAttributes.class,
          java.nio.file.LinkOption.NOFOLLOW_LINKS);
    } catch (java.nio.file.NoSuchFileException e) {
      return null;
    } catch (java.io.IOException | UnsupportedOperationException | SecurityException e) {
      return dir + " cannot be checked (" + e.getMessage() + ")";
    }
    if (a.isSymbolicLink()) {
      return dir + " is a symbolic link";
    }
    if (!a.isDirectory()) {
      return dir + " is not a directory";
    }
    Object owner = uid(dir);
    Object me = uid(Path.of("/proc/self"));
    if (owner == null || me == null) {
      return dir + ": its owner cannot be compared with this user's";
    }
    if (!owner.equals(me)) {
      return dir + " is owned by another user (" + a.owner().getName() + "); set -Dnanometer.cacheDir=DIR";
    }
    var perms = a.permissions();
    if (perms.contains(java.nio.file.attribute.PosixFilePermission.GROUP_WRITE)
        || perms.contains(java.nio.file.attribute.PosixFilePermission.OTHERS_WRITE)) {
      return dir + " is writable by other users (mode "
          + java.nio.file.attribute.PosixFilePermissions.toString(perms) + "); chmod go-w it";
    }
    return null;
  }

  private static Object uid(Path p) {
    try {
      return Files.getAttribute(p, "unix:uid");
    } catch (java.io.IOException | RuntimeException e) {
      return null;
    }
  }

  /** {@code name} with every character other than an ASCII letter, digit, '.', '_' or '-' made '_'. */
  private static String safeName(String name) {
    StringBuilder sb = new StringBuilder(name.length());
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      sb.append(Tokens.isWordChar(c, "._-") ? c : '_');
    }
    return sb.toString();
  }
}
