package io.github.nanometer.history.bisect;

import java.util.List;
import java.util.OptionalInt;
import java.util.Random;
import java.util.function.LongSupplier;

/**
 * One bisection of a first-parent range by paired runs: the last good commit is built once, then
 * each probe commit that {@link BisectSearch} picks is built, decided against it by {@link
 * PairedProbe} and discarded, and the state is saved after every probe, so an interrupted
 * bisection resumes where its last probe ended. A commit whose build or run fails is skipped; the
 * last good commit failing to build or run ends the bisection, since nothing can be compared with it.
 */
public final class Bisection {

  /** Where the state goes after every probe ({@link BisectStateFile#write}, or a list in tests). */
  @FunctionalInterface
  public interface StateSink {
    /**
     * Keeps {@code state}.
     *
     * @throws BisectException when it cannot be kept; the bisection stops
     */
    void save(BisectState state) throws BisectException;
  }

  /** Hears of each probe as it ends, after its state is saved (progress on stderr, the history's bisect runs). */
  @FunctionalInterface
  public interface Listener {
    /**
     * @param number the probe's number, 1 for the first of this bisection (resumed ones included)
     * @param commit the probed commit
     * @param outcome what it decided
     * @param runs the values of its measured pairs ({@link ProbeRuns#NONE} when it was skipped before any)
     * @throws BisectException when what it does with them fails; the bisection stops (the state is saved)
     */
    void probed(int number, Commit commit, ProbeOutcome outcome, ProbeRuns runs) throws BisectException;
  }

  private final List<Commit> commits;
  private final BisectSettings settings;
  private final Builds builds;
  private final PairedProbe probe;
  private final LongSupplier nanoClock;
  private final Listener listener;

  /**
   * @param commits the first-parent range, the last good commit first and the first bad one last
   * @param settings the step, the decision rule's limits, the probe limit and the seed
   * @param builds where builds come from
   * @param nanoClock monotonic time for the build times ({@code System::nanoTime}, or a fake)
   * @param listener hears of each probe
   */
  public Bisection(List<Commit> commits, BisectSettings settings, Builds builds, LongSupplier nanoClock,
      Listener listener) {
    this.commits = List.copyOf(commits);
    this.settings = settings;
    this.builds = builds;
    this.probe = new PairedProbe(settings, nanoClock);
    this.nanoClock = nanoClock;
    this.listener = listener;
  }

  /**
   * Probes until the range is narrowed to one commit, every commit in it is probed, or {@link
   * BisectSettings#maxProbes()} probes (resumed ones included) are taken.
   *
   * @param start the state to resume from (no probes for a new bisection)
   * @param sink receives the state after every probe
   * @throws BisectException when the last good commit cannot be built or run, a checkout fails, or
   *     the state cannot be saved
   */
  public BisectResult run(BisectState start, StateSink sink) throws BisectException {
    BisectState state = start;
    BisectSearch search = new BisectSearch(commits, state.verdicts());
    if (!canGoOn(search, state)) {
      return result(search, state);
    }
    String goodSha = commits.get(0).sha();
    Build good;
    try {
      good = builds.build(goodSha);
    } catch (UnbuildableException e) {
      throw new BisectException("the last good commit " + goodSha + " does not build: " + e.getMessage());
    }
    try {
      while (canGoOn(search, state)) {
        Commit commit = commits.get(search.next().getAsInt());
        int number = state.probes().size() + 1;
        PairedProbe.Decision decision = probe(good, commit, new Random(coinSeed(settings.seed(), number)));
        state = state.with(decision.outcome());
        sink.save(state);
        listener.probed(number, commit, decision.outcome(), decision.runs());
        search = new BisectSearch(commits, state.verdicts());
      }
    } finally {
      builds.discard(good);
    }
    return result(search, state);
  }

  private boolean canGoOn(BisectSearch search, BisectState state) {
    OptionalInt next = search.next();
    return next.isPresent() && state.probes().size() < settings.maxProbes();
  }

  /** Builds one commit and decides it; a failing build or run of the probe skips it. */
  private PairedProbe.Decision probe(Build good, Commit commit, Random order) throws BisectException {
    long start = nanoClock.getAsLong();
    Build candidate;
    try {
      candidate = builds.build(commit.sha());
    } catch (UnbuildableException e) {
      return skipped(ProbeOutcome.unbuildable(commit.sha(), nanoClock.getAsLong() - start, 0, e.getMessage()));
    }
    long buildNanos = nanoClock.getAsLong() - start;
    long measuring = nanoClock.getAsLong();
    try {
      PairedProbe.Decision decision = probe.decide(good, candidate, order);
      return new PairedProbe.Decision(decision.outcome().withBuildNanos(buildNanos), decision.runs());
    } catch (RunFailedException e) {
      if (e.sha().equals(good.sha())) {
        throw new BisectException("the run command failed on the last good commit " + good.sha() + ": "
            + e.getMessage());
      }
      return skipped(ProbeOutcome.unbuildable(commit.sha(), buildNanos, nanoClock.getAsLong() - measuring,
          "the run command failed: " + e.getMessage()));
    } finally {
      builds.discard(candidate);
    }
  }

  private static PairedProbe.Decision skipped(ProbeOutcome outcome) {
    return new PairedProbe.Decision(outcome, ProbeRuns.NONE);
  }

  private BisectResult result(BisectSearch search, BisectState state) {
    boolean exhausted = search.next().isEmpty();
    return new BisectResult(commits, state.probes(), search.lastGood(), search.candidates(), !exhausted);
  }

  /** The seed of probe {@code number}'s coin: distinct per probe, the same when resumed. */
  static long coinSeed(long seed, int number) {
    return seed + 0x9E3779B97F4A7C15L * number;
  }
}
