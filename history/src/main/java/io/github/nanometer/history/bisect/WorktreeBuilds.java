package io.github.nanometer.history.bisect;

import io.github.nanometer.history.git.GitException;
import io.github.nanometer.history.git.GitRepository;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

/**
 * Builds in temporary detached git worktrees: each commit is checked out into a directory of its
 * own under one temporary directory, the user's build command runs there ({@code /bin/sh -c}, its
 * output in a log beside the worktree), and the run command runs there too. The run command's
 * contract: it prints the measured value as its last non-blank stdout line, a positive number
 * (nanoseconds per operation, say; larger is more), and exits 0; its own wall time is not the
 * measure. Closing removes every worktree and the temporary directory; the user's checkout is never
 * touched.
 */
public final class WorktreeBuilds implements Builds {
  private final GitRepository git;
  private final String buildCommand;
  private final String runCommand;
  private final Path root;
  private final Set<Path> live = ConcurrentHashMap.newKeySet();
  private final AtomicInteger made = new AtomicInteger();

  /**
   * Creates the temporary directory.
   *
   * @param git the repository
   * @param buildCommand the shell command that builds a worktree
   * @param runCommand the shell command that runs the benchmark once and prints its value last
   * @param tempParent where the temporary directory is made (the system's temporary directory)
   * @throws BisectException when it cannot be made
   */
  public WorktreeBuilds(GitRepository git, String buildCommand, String runCommand, Path tempParent)
      throws BisectException {
    this.git = git;
    this.buildCommand = buildCommand;
    this.runCommand = runCommand;
    try {
      this.root = Files.createTempDirectory(tempParent, "nanometer-bisect-");
    } catch (IOException e) {
      throw new BisectException("cannot make a temporary directory in " + tempParent + ": " + e.getMessage());
    }
  }

  /** The temporary directory holding the worktrees. */
  public Path root() {
    return root;
  }

  @Override
  public Build build(String sha) throws UnbuildableException, BisectException {
    String name = sha.substring(0, Math.min(12, sha.length())) + "-" + made.incrementAndGet();
    Path dir = root.resolve(name);
    live.add(dir);
    try {
      git.addWorktree(dir, sha);
    } catch (GitException e) {
      live.remove(dir);
      throw new BisectException(e.getMessage());
    }
    Path log = root.resolve(name + ".build.log");
    ShellCommand.Ending end;
    try {
      end = ShellCommand.runLogged(buildCommand, dir, log);
    } catch (IOException e) {
      throw new BisectException("the build command cannot be started: " + e.getMessage());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new BisectException("interrupted while building " + sha);
    }
    if (end.exitCode() != 0) {
      remove(dir);
      throw new UnbuildableException("the build command exited with status " + end.exitCode()
          + (end.logTail().isEmpty() ? "" : ": " + end.logTail()));
    }
    return new WorktreeBuild(sha, dir, root.resolve(name + ".run.log"));
  }

  @Override
  public void discard(Build build) {
    if (build instanceof WorktreeBuild w) {
      remove(w.dir);
    }
  }

  @Override
  public void close() {
    List.copyOf(live).forEach(this::remove);
    try {
      git.pruneWorktrees();
    } catch (GitException e) {
      // Only git's bookkeeping of directories already deleted; 'git worktree prune' later forgets them too.
    }
    deleteTree(root);
  }

  private void remove(Path dir) {
    if (!live.remove(dir)) {
      return;
    }
    try {
      git.removeWorktree(dir);
    } catch (GitException e) {
      deleteTree(dir); // a worktree git never finished adding, or one already gone
    }
  }

  private static void deleteTree(Path dir) {
    if (!Files.exists(dir)) {
      return;
    }
    try (Stream<Path> files = Files.walk(dir)) {
      files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
    } catch (IOException | UncheckedIOException e) {
      // Left in the system's temporary directory, which the system cleans.
    }
  }

  /** One built worktree. */
  private final class WorktreeBuild implements Build {
    private final String sha;
    private final Path dir;
    private final Path log;

    WorktreeBuild(String sha, Path dir, Path log) {
      this.sha = sha;
      this.dir = dir;
      this.log = log;
    }

    @Override
    public String sha() {
      return sha;
    }

    @Override
    public double runOnce() throws RunFailedException {
      ShellCommand.Ending end;
      try {
        end = ShellCommand.runForLastLine(runCommand, dir, log);
      } catch (IOException e) {
        throw new RunFailedException(sha, "the run command cannot be started: " + e.getMessage());
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new RunFailedException(sha, "interrupted");
      }
      if (end.exitCode() != 0) {
        throw new RunFailedException(sha, "exit status " + end.exitCode()
            + (end.logTail().isEmpty() ? "" : ": " + end.logTail()));
      }
      return RunValue.parse(sha, end.lastLine());
    }
  }
}
