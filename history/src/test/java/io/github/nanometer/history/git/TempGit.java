package io.github.nanometer.history.git;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A temporary git repository for tests, driven by the real {@code git}: commits with fixed author
 * and committer dates ({@code GIT_COMMITTER_DATE}), so their shas and times are the same on every run.
 */
public final class TempGit {

  /** The first commit's time; each next commit is an hour later. */
  public static final Instant T0 = Instant.parse("2026-01-05T09:00:00Z");

  private final Path dir;
  private int commits;

  private TempGit(Path dir) {
    this.dir = dir;
  }

  /** A new repository in {@code dir} on branch {@code main}. */
  public static TempGit init(Path dir) {
    TempGit git = new TempGit(dir);
    git.run("init", "--quiet", "--initial-branch=main");
    git.run("config", "user.name", "Test");
    git.run("config", "user.email", "test@example.com");
    git.run("config", "commit.gpgsign", "false");
    return git;
  }

  public Path dir() {
    return dir;
  }

  /** The time the next commit gets. */
  public Instant nextTime() {
    return T0.plusSeconds(3600L * commits);
  }

  /** Commits a new file (one per commit, so branches merge without conflicts) with {@code subject}; returns its sha. */
  public String commit(String subject) {
    String file = "file-" + commits + ".txt";
    try {
      Files.writeString(dir.resolve(file), subject + "\n", StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    run("add", file);
    String date = nextTime().getEpochSecond() + " +0000";
    commits++;
    runWith(Map.of("GIT_AUTHOR_DATE", date, "GIT_COMMITTER_DATE", date), "commit", "--quiet", "-m", subject);
    return run("rev-parse", "HEAD").strip();
  }

  /** Merges {@code branch} into the current branch with a merge commit; returns its sha. */
  public String merge(String branch, String subject) {
    String date = nextTime().getEpochSecond() + " +0000";
    commits++;
    runWith(Map.of("GIT_AUTHOR_DATE", date, "GIT_COMMITTER_DATE", date), "merge", "--quiet", "--no-ff", "-m", subject,
        branch);
    return run("rev-parse", "HEAD").strip();
  }

  /** Runs {@code git args...} in the repository and returns its output; fails the test on a non-zero status. */
  public String run(String... args) {
    return runWith(Map.of(), args);
  }

  private String runWith(Map<String, String> env, String... args) {
    List<String> command = new ArrayList<>(List.of("git"));
    command.addAll(List.of(args));
    ProcessBuilder pb = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true);
    pb.environment().putAll(env);
    try {
      Process p = pb.start();
      String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      if (p.waitFor() != 0) {
        throw new IllegalStateException("git " + String.join(" ", args) + " failed: " + out);
      }
      return out;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }
}
