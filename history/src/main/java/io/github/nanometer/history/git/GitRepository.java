package io.github.nanometer.history.git;

import io.github.nanometer.history.store.CommitFacts;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The git facts the history needs, read through the {@code git} executable in one working tree:
 * its top level, HEAD, the current branch, a commit's facts, a branch's first-parent order, whether
 * a commit is in the repository, and whether the repository is a shallow clone (which has no commit
 * order, and which the history refuses by name with the fix).
 *
 * <p>Every failure is a {@link GitException} with a one-line message: git missing, not a
 * repository, an unknown commit or branch, a shallow clone.
 */
public final class GitRepository {

  /** The refusal of a shallow clone, with the fix. */
  static final String SHALLOW = "a shallow clone (git clone --depth, CI's default fetch-depth 1) has no commit order:"
      + " fetch the full history, e.g. actions/checkout with fetch-depth: 0, or git fetch --unshallow";

  /** Fields of one commit in git's output, separated by this (a character no field contains). */
  private static final String SEPARATOR = "%x1f";

  /** A commit's sha, parents, committer time (epoch seconds) and subject; commits end with %x1e. */
  private static final String COMMIT_FORMAT = "%H" + SEPARATOR + "%P" + SEPARATOR + "%ct" + SEPARATOR + "%s%x1e";

  private final GitProcess git;
  private final Path topLevel;

  private GitRepository(GitProcess git, Path topLevel) {
    this.git = git;
    this.topLevel = topLevel;
  }

  /**
   * The repository whose working tree holds {@code directory}, through the {@code git} on the PATH.
   *
   * @throws GitException when git is missing or {@code directory} is not in a git working tree
   */
  public static GitRepository at(Path directory) {
    return at(directory, "git");
  }

  /** As {@link #at(Path)}, through {@code executable} (a path, or a name looked up on the PATH). */
  static GitRepository at(Path directory, String executable) {
    if (directory == null || !Files.isDirectory(directory)) {
      throw new GitException("not a directory: " + directory);
    }
    GitProcess git = new GitProcess(directory, executable);
    GitProcess.Output out = git.run("rev-parse", "--show-toplevel");
    if (out.status() != 0) {
      throw new GitException(directory + " is not in a git working tree (" + out.firstErrorLine() + "); run the"
          + " command inside the repository whose commits were measured");
    }
    Path top = Path.of(out.stdout().strip());
    return new GitRepository(new GitProcess(top, executable), top);
  }

  /** The working tree's top level. */
  public Path topLevel() {
    return topLevel;
  }

  /** HEAD's full object name. */
  public String head() {
    return resolve("HEAD");
  }

  /** The branch checked out, e.g. {@code "main"}; empty when HEAD is detached (a CI checkout of a commit). */
  public Optional<String> currentBranch() {
    GitProcess.Output out = git.run("symbolic-ref", "--quiet", "--short", "HEAD");
    return out.status() == 0 ? Optional.of(out.stdout().strip()) : Optional.empty();
  }

  /** Whether {@code revision} names a commit of this repository. */
  public boolean contains(String revision) {
    return lookUp(revision).isPresent();
  }

  /**
   * The full object name of the commit {@code revision} names (a sha, a prefix of one, a branch, a tag).
   *
   * @throws GitException when it names no commit of this repository
   */
  public String resolve(String revision) {
    return lookUp(revision).orElseThrow(() -> new GitException("commit " + revision + " is not in the repository at "
        + topLevel + " (fetch it, or check the sha)"));
  }

  /**
   * The facts of the commit {@code revision} names: sha, parents (first parent first), committer
   * time, subject (control characters in it as blanks).
   *
   * @throws GitException when it names no commit of this repository
   */
  public CommitFacts commit(String revision) {
    String sha = resolve(revision);
    List<CommitFacts> one = commits(git.run("show", "--no-patch", "--format=" + COMMIT_FORMAT, sha), "commit " + sha);
    return one.get(0);
  }

  /**
   * The first-parent order of the commits {@code revision} reaches, oldest first (each commit's
   * first parent is the one before): a branch's order when {@code revision} is its tip.
   *
   * @throws GitException when {@code revision} names no commit, or the repository is a shallow clone
   */
  public List<CommitFacts> firstParentOrder(String revision) {
    requireFullHistory();
    String sha = resolve(revision);
    return commits(git.run("log", "--first-parent", "--reverse", "--format=" + COMMIT_FORMAT, sha, "--"),
        "the first-parent order of " + revision);
  }

  /** Whether the repository is a shallow clone (its history cut off at some depth). */
  public boolean isShallow() {
    GitProcess.Output out = git.run("rev-parse", "--is-shallow-repository");
    if (out.status() != 0) {
      throw new GitException("git rev-parse --is-shallow-repository failed in " + topLevel + ": "
          + out.firstErrorLine());
    }
    return out.stdout().strip().equals("true");
  }

  /**
   * Refuses a shallow clone by name, with the fix.
   *
   * @throws GitException when {@link #isShallow()}
   */
  public void requireFullHistory() {
    if (isShallow()) {
      throw new GitException("the repository at " + topLevel + " is " + SHALLOW);
    }
  }

  /** The branch ref's full name ({@code refs/heads/NAME}, else {@code refs/remotes/origin/NAME}) when it exists. */
  public Optional<String> branchRef(String branch) {
    for (String ref : List.of("refs/heads/" + branch, "refs/remotes/origin/" + branch)) {
      if (git.run("show-ref", "--verify", "--quiet", ref).status() == 0) {
        return Optional.of(ref);
      }
    }
    return Optional.empty();
  }

  /**
   * The first-parent line from {@code goodSha} to {@code badSha}, both included, oldest first: the
   * commits a bisection chooses among.
   *
   * @throws GitException when either names no commit, they are the same commit, or {@code goodSha} is
   *     not on {@code badSha}'s first-parent line (the message names both)
   */
  public List<CommitFacts> firstParentRange(String goodSha, String badSha) {
    CommitFacts good = commit(goodSha);
    String bad = resolve(badSha);
    GitProcess.Output out = git.run("log", "--first-parent", "--reverse", "--format=" + COMMIT_FORMAT,
        good.sha() + ".." + bad, "--");
    List<CommitFacts> range = new ArrayList<>(List.of(good));
    if (out.status() == 0 && !out.stdout().isBlank()) {
      range.addAll(commits(out, "the commits from " + good.sha() + " to " + bad));
    }
    if (range.size() < 2) {
      throw new GitException("the bad commit " + bad + " is not a descendant of the good commit " + good.sha());
    }
    List<String> firstParent = range.get(1).parents();
    if (firstParent.isEmpty() || !firstParent.get(0).equals(good.sha())) {
      throw new GitException("the good commit " + good.sha() + " is not on the first-parent line of the bad commit "
          + bad + " (bisect between two commits of one branch, the good one older)");
    }
    return List.copyOf(range);
  }

  /**
   * Adds a detached worktree of {@code sha} at {@code dir}, which must not exist yet; the user's
   * checkout and index are untouched.
   *
   * @throws GitException when git refuses
   */
  public void addWorktree(Path dir, String sha) {
    checked(git.run("worktree", "add", "--detach", "--quiet", dir.toString(), sha), "add a worktree at " + dir);
  }

  /**
   * Removes the worktree at {@code dir}, its files and git's record of it.
   *
   * @throws GitException when git refuses
   */
  public void removeWorktree(Path dir) {
    checked(git.run("worktree", "remove", "--force", dir.toString()), "remove the worktree at " + dir);
  }

  /**
   * Forgets worktrees whose directories are gone.
   *
   * @throws GitException when git refuses
   */
  public void pruneWorktrees() {
    checked(git.run("worktree", "prune"), "prune worktrees");
  }

  private void checked(GitProcess.Output out, String what) {
    if (out.status() != 0) {
      throw new GitException("git could not " + what + " in " + topLevel + ": " + out.firstErrorLine());
    }
  }

  private Optional<String> lookUp(String revision) {
    if (revision == null || revision.isBlank() || revision.startsWith("-")) {
      throw new GitException("a commit must be named by a sha, branch or tag, got \"" + revision + "\"");
    }
    GitProcess.Output out = git.run("rev-parse", "--verify", "--quiet", "--end-of-options", revision + "^{commit}");
    return out.status() == 0 ? Optional.of(out.stdout().strip()) : Optional.empty();
  }

  private List<CommitFacts> commits(GitProcess.Output out, String what) {
    if (out.status() != 0) {
      throw new GitException("git could not list " + what + " in " + topLevel + ": " + out.firstErrorLine());
    }
    List<CommitFacts> commits = new ArrayList<>();
    for (String record : out.stdout().split("\u001e")) {
      String r = record.strip();
      if (r.isEmpty()) {
        continue;
      }
      String[] f = r.split("\u001f", -1);
      if (f.length != 4) {
        throw new GitException("git printed an unexpected line for " + what + ": " + r);
      }
      List<String> parents = f[1].isBlank() ? List.of() : List.of(f[1].strip().split(" "));
      commits.add(new CommitFacts(f[0], parents, Instant.ofEpochSecond(Long.parseLong(f[2])),
          GitException.oneLine(f[3])));
    }
    if (commits.isEmpty()) {
      throw new GitException("git listed no commit for " + what + " in " + topLevel);
    }
    return commits;
  }
}
