package io.github.nanometer.history.bisect;

/**
 * Where the bisection gets builds of commits: temporary git worktrees and the user's build command
 * ({@link WorktreeBuilds}), or a simulation in tests. Closing it removes every build it made.
 */
public interface Builds extends AutoCloseable {

  /**
   * Checks out and builds {@code sha}.
   *
   * @throws UnbuildableException when it cannot be built (its message says why: the build command's
   *     exit status and the end of its output)
   * @throws BisectException when the checkout itself fails (the repository, not the commit, is at fault)
   */
  Build build(String sha) throws UnbuildableException, BisectException;

  /** Removes a build made by {@link #build} and everything it wrote; it may not be run afterwards. */
  void discard(Build build);

  /** Removes every build still present; safe to call more than once and from a shutdown hook. */
  @Override
  void close();
}
