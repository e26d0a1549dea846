package io.github.nanometer.history.cli;

import io.github.nanometer.cli.spi.CommandArguments;
import io.github.nanometer.cli.spi.UsageException;
import io.github.nanometer.history.bisect.BisectException;
import io.github.nanometer.history.bisect.Commit;
import io.github.nanometer.history.bisect.ProbeOutcome;
import io.github.nanometer.history.bisect.ProbeRuns;
import io.github.nanometer.history.git.GitException;
import io.github.nanometer.history.git.GitRepository;
import io.github.nanometer.history.record.BisectRuns;
import io.github.nanometer.history.store.BranchSeries;
import io.github.nanometer.history.store.HistoryStore;
import io.github.nanometer.history.store.HistoryStoreException;
import io.github.nanometer.history.store.RecordedChangePoint;
import io.github.nanometer.history.store.RunRecord;
import io.github.nanometer.history.store.SeriesKey;
import io.github.nanometer.history.store.SeriesPoint;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

/**
 * Records a bisection of a stored change point into the history: after each probe, the last good
 * build's values and the probe build's (one per invocation of the run command, warm-up excluded) as
 * two runs of reason {@code bisect}, at the last good commit and at the probed one, in the change's
 * series ({@link BisectRuns}). {@code history show} draws them; {@code history changes} never
 * scans them. A run's id is derived from the question, the seed, the probe's number and the side, so
 * a resumed bisection records nothing twice.
 */
final class BisectRecorder implements AutoCloseable {
  private final HistoryStore store;
  private final GitRepository git;
  private final RunRecord like;
  private final SeriesPoint seriesPoint;
  private final BisectQuestion question;
  private final long seed;
  private final double confidence;

  private BisectRecorder(HistoryStore store, GitRepository git, RunRecord like, SeriesPoint seriesPoint,
      BisectQuestion question, long seed, double confidence) {
    this.store = store;
    this.git = git;
    this.like = like;
    this.seriesPoint = seriesPoint;
    this.question = question;
    this.seed = seed;
    this.confidence = confidence;
  }

  /**
   * A recorder into the history {@code args} names (as {@code --change} read it), for {@code change}'s
   * series on the branch {@code --branch} names or the latest recorded run's; its runs take their
   * machine and JVM from the series' run at the first bad commit (else its latest).
   *
   * @param seed the bisection's seed (a resumed one's, from its state), part of each run's id
   *
   * @throws UsageException when the series or its runs are no longer in the history
   */
  static BisectRecorder open(CommandArguments args, Path repo, PrintStream err, RecordedChangePoint change,
      BisectQuestion question, long seed, double confidence) throws UsageException {
    HistoryStore store = HistoryOptions.open(args, repo, System.getenv(), err, false);
    try {
      String seriesId = change.latest().seriesId();
      SeriesKey key = store.series(seriesId).orElseThrow(() -> new UsageException("--change " + change.id()
          + ": its series " + seriesId + " is not in the history"));
      BranchSeries series = store.readSeries(key, HistoryOptions.branch(args, store));
      List<SeriesPoint> points = series.points();
      if (points.isEmpty()) {
        throw new UsageException("--change " + change.id() + ": its series has no runs on branch " + series.branch()
            + " (--branch NAME names the branch it was found on)");
      }
      SeriesPoint point = points.stream().filter(p -> p.commitSha().equals(change.latest().firstBadSha()))
          .findFirst().orElse(points.get(points.size() - 1));
      RunRecord like = store.readRun(point.runId()).orElseThrow();
      return new BisectRecorder(store, question.git(), like, point, question, seed, confidence);
    } catch (UsageException | RuntimeException e) {
      store.close();
      throw e;
    }
  }

  /** What the recorder records into, for the line that says so. */
  String describe() {
    return "each probe is recorded as two bisect runs (last good and probe) in " + store.location() + ", series "
        + seriesPoint.result().benchmark().name() + " (" + seriesPoint.result().unit() + ") on branch "
        + like.branch() + ": history show draws them";
  }

  /**
   * Records probe {@code number}'s two runs; a probe with fewer than 2 measured pairs records none.
   *
   * @throws BisectException when the history or git cannot be read or written
   */
  void record(int number, Commit commit, ProbeOutcome outcome, ProbeRuns runs) throws BisectException {
    if (runs.pairs() < 2) {
      return;
    }
    Instant end = Instant.now();
    Instant start = end.minus(Duration.ofNanos(outcome.measuringNanos()));
    String goodSha = question.commits().get(0).sha();
    try {
      store.recordRun(BisectRuns.of(runId(number, "good"), git.commit(goodSha), like, seriesPoint.result(),
          runs.good(), confidence, start, end));
      store.recordRun(BisectRuns.of(runId(number, "probe"), git.commit(commit.sha()), like, seriesPoint.result(),
          runs.probe(), confidence, start, end));
    } catch (HistoryStoreException | GitException | IllegalArgumentException e) {
      throw new BisectException("recording probe " + number + " into the history failed: " + e.getMessage());
    }
  }

  /** The id of probe {@code number}'s run of {@code side}: the question, the seed, the number and the side. */
  private String runId(int number, String side) {
    return BisectRuns.runId(question.commits().get(0).sha(), question.commits().get(question.commits().size() - 1).sha(),
        question.build(), question.run(), Double.toString(question.stepFraction()), Long.toString(seed),
        Integer.toString(number), side);
  }

  @Override
  public void close() {
    store.close();
  }
}
