package io.github.nanometer.history.bisect;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The git operations of a bisection, through the {@code git} command: names resolved to commits,
 * the first-parent range between two commits, and detached worktrees added and removed. Never
 * touches the user's checkout: a worktree is a separate directory with its own index.
 */
public final class GitRepository {
  private final Path directory;

  /** @param directory any directory inside the repository (the user's checkout) */
  public GitRepository(Path directory) {
    this.directory = directory;
  }

  /**
   * The full sha of the commit {@code name} names (a sha, a branch, a tag, {@code HEAD~3}).
   *
   * @throws BisectException naming {@code name} when it names no commit
   */
  public String resolve(String name) throws BisectException {
    if (name.isBlank() || name.startsWith("-")) {
      throw new BisectException("'" + name + "' is not a commit name");
    }
    return git("rev-parse", "--verify", "--quiet", name + "^{commit}").strip();
  }

  /**
   * The first-parent line from {@code goodSha} to {@code badSha}, both included, oldest first.
   *
   * @throws BisectException when {@code goodSha} is not on {@code badSha}'s first-parent line
   *     (names both), or the two are the same commit
   */
  public List<Commit> firstParentRange(String goodSha, String badSha) throws BisectException {
    String log = git("log", "--first-parent", "--reverse", "--format=%H %P%x00%s", goodSha + ".." + badSha);
    List<Commit> commits = new ArrayList<>();
    commits.add(new Commit(goodSha, subject(goodSha)));
    for (String line : log.split("\n")) {
      if (line.isEmpty()) {
        continue;
      }
      int nul = line.indexOf('\0');
      String[] shas = line.substring(0, nul).split(" ");
      if (commits.size() == 1 && (shas.length < 2 || !shas[1].equals(goodSha))) {
        throw new BisectException("the good commit " + goodSha + " is not on the first-parent line of the bad commit "
            + badSha + " (bisect between two commits of one branch, the good one older)");
      }
      commits.add(new Commit(shas[0], line.substring(nul + 1)));
    }
    if (commits.size() < 2) {
      throw new BisectException("the bad commit " + badSha + " is not a descendant of the good commit " + goodSha);
    }
    return commits;
  }

  /** The subject line of {@code sha}. */
  public String subject(String sha) throws BisectException {
    return git("log", "-1", "--format=%s", sha).strip();
  }

  /** Adds a detached worktree of {@code sha} at {@code dir}, which must not exist yet. */
  public void addWorktree(Path dir, String sha) throws BisectException {
    git("worktree", "add", "--detach", "--quiet", dir.toString(), sha);
  }

  /** Removes the worktree at {@code dir} (its files and git's record of it), as far as it exists. */
  public void removeWorktree(Path dir) throws BisectException {
    git("worktree", "remove", "--force", dir.toString());
  }

  /** Forgets worktrees whose directories are gone. */
  public void pruneWorktrees() throws BisectException {
    git("worktree", "prune");
  }

  private String git(String... args) throws BisectException {
    List<String> command = new ArrayList<>(List.of("git", "-C", directory.toString()));
    command.addAll(List.of(args));
    try {
      Process p = new ProcessBuilder(command).redirectInput(ProcessBuilder.Redirect.from(Path.of("/dev/null").toFile()))
          .start();
      byte[] err;
      String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      err = p.getErrorStream().readAllBytes();
      int status = p.waitFor();
      if (status != 0) {
        String message = new String(err, StandardCharsets.UTF_8).strip();
        throw new BisectException("git " + String.join(" ", args) + " failed (exit " + status + ")"
            + (message.isEmpty() ? "" : ": " + message.replace('\n', ' ')));
      }
      return out;
    } catch (IOException e) {
      throw new BisectException("git cannot be run (is it installed and on PATH?): " + e.getMessage());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new BisectException("interrupted while running git " + args[0]);
    }
  }
}
