package io.github.nanometer.history.git;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.history.store.CommitFacts;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Git facts read from real temporary repositories with fixed commit dates. */
class GitRepositoryTest {

  @TempDir
  Path dir;

  @Test
  void headBranchAndACommitsFacts() throws Exception {
    TempGit repo = TempGit.init(Files.createDirectory(dir.resolve("repo")));
    String first = repo.commit("first");
    String second = repo.commit("second: the subject");
    Path sub = Files.createDirectories(repo.dir().resolve("a/b"));
    GitRepository git = GitRepository.at(sub);
    assertEquals(repo.dir().toRealPath(), git.topLevel().toRealPath());
    assertEquals(second, git.head());
    assertEquals(Optional.of("main"), git.currentBranch());
    assertEquals(new CommitFacts(second, List.of(first), TempGit.T0.plusSeconds(3600), "second: the subject"),
        git.commit("HEAD"));
    assertEquals(new CommitFacts(first, List.of(), TempGit.T0, "first"), git.commit(first.substring(0, 10)));
    assertTrue(git.contains(first));
    assertFalse(git.contains("0123456789abcdef0123456789abcdef01234567"));
    assertFalse(git.contains("no-such-branch"));
  }

  @Test
  void firstParentOrderIsOldestFirstWithoutTheMergedSideCommits() {
    TempGit repo = TempGit.init(dir);
    String a = repo.commit("a");
    repo.run("checkout", "--quiet", "-b", "side");
    String side = repo.commit("side work");
    repo.run("checkout", "--quiet", "main");
    String b = repo.commit("b");
    String merge = repo.merge("side", "merge side");
    String c = repo.commit("c");
    GitRepository git = GitRepository.at(dir);
    List<CommitFacts> order = git.firstParentOrder("main");
    assertEquals(List.of(a, b, merge, c), order.stream().map(CommitFacts::sha).toList());
    assertEquals(List.of(b, side), order.get(2).parents(), "the merge keeps both parents, the first first");
    assertEquals(List.of(a, side), git.firstParentOrder("side").stream().map(CommitFacts::sha).toList());
    assertEquals(Optional.of("refs/heads/side"), git.branchRef("side"));
    assertEquals(Optional.empty(), git.branchRef("nope"));
  }

  @Test
  void aDetachedHeadHasNoBranch() {
    TempGit repo = TempGit.init(dir);
    String first = repo.commit("first");
    repo.commit("second");
    repo.run("checkout", "--quiet", first);
    GitRepository git = GitRepository.at(dir);
    assertEquals(Optional.empty(), git.currentBranch());
    assertEquals(first, git.head());
  }

  @Test
  void anUnknownCommitIsOneLineNamingIt() {
    TempGit.init(dir).commit("first");
    GitRepository git = GitRepository.at(dir);
    GitException e = assertThrows(GitException.class, () -> git.commit("deadbeef"));
    assertEquals("commit deadbeef is not in the repository at " + git.topLevel() + " (fetch it, or check the sha)",
        e.getMessage());
    assertTrue(assertThrows(GitException.class, () -> git.commit("--all")).getMessage()
        .startsWith("a commit must be named by a sha, branch or tag"));
  }

  @Test
  void outsideARepositoryOrWithoutGitTheMessageSaysWhatToDo() throws Exception {
    Path plain = Files.createDirectory(dir.resolve("plain"));
    GitException notRepo = assertThrows(GitException.class, () -> GitRepository.at(plain));
    assertTrue(notRepo.getMessage().startsWith(plain + " is not in a git working tree ("), notRepo.getMessage());
    assertFalse(notRepo.getMessage().contains("\n"));
    GitException noGit = assertThrows(GitException.class,
        () -> GitRepository.at(plain, dir.resolve("no-such-git").toString()));
    assertTrue(noGit.getMessage().startsWith("git could not be run in " + plain), noGit.getMessage());
    assertTrue(noGit.getMessage().endsWith("install git and put it on the PATH"), noGit.getMessage());
  }

  @Test
  void aShallowCloneIsRefusedByNameWithTheFix() throws Exception {
    TempGit origin = TempGit.init(Files.createDirectory(dir.resolve("origin")));
    origin.commit("one");
    origin.commit("two");
    String three = origin.commit("three");
    Path clone = dir.resolve("clone");
    origin.run("clone", "--quiet", "--depth", "1", "file://" + origin.dir(), clone.toString());
    GitRepository git = GitRepository.at(clone);
    assertTrue(git.isShallow());
    assertEquals(three, git.head(), "a shallow clone still knows its commits");
    GitException e = assertThrows(GitException.class, () -> git.firstParentOrder("HEAD"));
    assertEquals("the repository at " + git.topLevel() + " is a shallow clone (git clone --depth, CI's default"
        + " fetch-depth 1) has no commit order: fetch the full history, e.g. actions/checkout with fetch-depth: 0, or"
        + " git fetch --unshallow", e.getMessage());
    assertFalse(GitRepository.at(origin.dir()).isShallow());
  }
}
