package io.github.nanometer.history.store;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The top level of the git working tree that holds a directory, found without a git process: the
 * nearest directory, from the given one upwards, that holds a {@code .git} entry (a directory in a
 * clone, a file in a linked worktree or a submodule).
 */
final class GitTopLevel {
  private GitTopLevel() {}

  /** The top level above or at {@code directory} (made absolute and normalised), or empty outside a repository. */
  static Optional<Path> of(Path directory) {
    for (Path dir = directory.toAbsolutePath().normalize(); dir != null; dir = dir.getParent()) {
      if (Files.exists(dir.resolve(".git"))) {
        return Optional.of(dir);
      }
    }
    return Optional.empty();
  }
}
