package io.github.nanometer;

import java.nio.file.Path;
import java.util.List;

/**
 * The main source directories of every module of the build, relative to the repository root (the
 * tests' working directory), the library's first: what the tests that read all of the project's
 * sources (architecture, type names, settings) walk. A module added to the build is added here.
 */
public final class SourceRoots {
  private SourceRoots() {}

  /** The library's main sources, {@code core/src/main/java}. */
  public static final Path LIBRARY = Path.of("core", "src", "main", "java");

  /** Every module's main sources: the library, then the tools on it, then the suite. */
  public static final List<Path> MAIN = List.of(LIBRARY, Path.of("report", "src", "main", "java"),
      Path.of("commands", "src", "main", "java"), Path.of("jmh", "src", "main", "java"),
      Path.of("junit", "src", "main", "java"), Path.of("bench-suite", "src", "main", "java"),
      Path.of("history", "src", "main", "java"));
}
