package io.github.nanometer.history.record;

import io.github.nanometer.history.git.GitRepository;
import io.github.nanometer.history.git.GitException;

import io.github.nanometer.history.store.CommitFacts;
import io.github.nanometer.history.store.HistoryStore;
import io.github.nanometer.history.store.RecordOutcome;
import io.github.nanometer.history.store.RunReason;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Records saved documents into a history: every document is read first ({@link RunDocuments}), so
 * a bad one refuses the whole call before anything is written; then the commit's facts and the
 * branch's first-parent order come from git, and each document's run is recorded in a transaction
 * of its own. Recording is idempotent: a document whose run is already recorded adds nothing
 * ({@link RecordOutcome#ALREADY_RECORDED}; the store keys runs by run id and checks the content hash).
 *
 * <p>The branch's order: the first-parent order of the branch's ref ({@code refs/heads/NAME}, else
 * {@code refs/remotes/origin/NAME}); where the repository has no such ref (a CI checkout of a
 * detached commit), that of the measured commit for a push or manual run, and none for a pull
 * request or bisect run (stored, never scanned). An order that is a strict prefix of the one
 * already recorded (an older commit recorded late) leaves the recorded one in place.
 */
public final class Recorder {

  private final HistoryStore store;
  private final GitRepository git;

  /** A recorder into {@code store} (opened and migrated) of commits of {@code git}. */
  public Recorder(HistoryStore store, GitRepository git) {
    if (store == null || git == null) {
      throw new IllegalArgumentException("store and git must be given");
    }
    this.store = store;
    this.git = git;
  }

  /**
   * Records {@code documents} as runs of {@code commit} on {@code branch}.
   *
   * @param documents the saved documents, at least one
   * @param commit the measured commit: a sha, branch or tag of the repository
   * @param branch the branch the runs belong to, e.g. {@code "main"}
   * @param machineLabel the user's name for the machine ({@code --machine}), when given
   * @param reason why the runs were made
   * @throws DocumentException when a document cannot be recorded (nothing is recorded then)
   * @throws GitException when git is missing, the commit is not in the repository, or the repository
   *     is a shallow clone
   * @throws IllegalArgumentException when an argument is missing or the branch is blank
   */
  public Recording record(List<Path> documents, String commit, String branch, Optional<String> machineLabel,
      RunReason reason) {
    return record(documents, commit, branch, machineLabel, reason, false);
  }

  /**
   * Records {@code documents} as {@link #record(List, String, String, Optional, RunReason)} does,
   * with the raw samples of their results when {@code withSamples} ({@link RunDocuments#read(Path,
   * Optional, boolean)}): a run already recorded from the same document gets the samples it lacks.
   *
   * @param withSamples whether to store the documents' raw samples too
   * @throws DocumentException when a document cannot be recorded (nothing is recorded then)
   * @throws GitException as {@link #record(List, String, String, Optional, RunReason)} does
   * @throws IllegalArgumentException when an argument is missing or the branch is blank
   */
  public Recording record(List<Path> documents, String commit, String branch, Optional<String> machineLabel,
      RunReason reason, boolean withSamples) {
    if (documents == null || documents.isEmpty() || commit == null || machineLabel == null || reason == null) {
      throw new IllegalArgumentException("documents (at least one), commit, machineLabel and reason must be given");
    }
    if (branch == null || branch.isBlank()) {
      throw new IllegalArgumentException("branch must name a branch such as main, got \"" + branch + "\"");
    }
    List<DocumentRun> runs = new ArrayList<>();
    for (Path document : documents) {
      runs.add(RunDocuments.read(document, machineLabel, withSamples));
    }
    git.requireFullHistory();
    CommitFacts facts = git.commit(commit);
    List<CommitFacts> order = branchOrder(branch, facts, reason);
    int recordedOrder = recordOrder(branch, order);
    List<Recording.RecordedDocument> recorded = new ArrayList<>();
    for (DocumentRun run : runs) {
      RecordOutcome outcome = store.recordRun(run.toRunRecord(facts, branch, reason), run.samples());
      recorded.add(new Recording.RecordedDocument(run.document(), run.runId(), run.results().size(), outcome,
          run.notes(), run.samples().size()));
    }
    return new Recording(facts, branch, recorded, recordedOrder);
  }

  private List<CommitFacts> branchOrder(String branch, CommitFacts commit, RunReason reason) {
    Optional<String> ref = git.branchRef(branch);
    if (ref.isPresent()) {
      return git.firstParentOrder(ref.get());
    }
    boolean scanned = reason == RunReason.PUSH || reason == RunReason.MANUAL;
    return scanned ? git.firstParentOrder(commit.sha()) : List.of();
  }

  /** Records {@code order} unless it is empty or a strict prefix of the recorded one; its length, or 0. */
  private int recordOrder(String branch, List<CommitFacts> order) {
    if (order.isEmpty()) {
      return 0;
    }
    List<CommitFacts> recorded = store.branchOrder(branch);
    boolean prefix = recorded.size() > order.size()
        && recorded.get(order.size() - 1).sha().equals(order.get(order.size() - 1).sha());
    if (prefix) {
      return 0;
    }
    store.recordBranchOrder(branch, order);
    return order.size();
  }
}
