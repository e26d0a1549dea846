package io.github.nanometer.history.bisect;

import io.github.nanometer.Interval;
import io.github.nanometer.stats.Sides;
import io.github.nanometer.toolstats.ConfidenceSequence;
import io.github.nanometer.toolstats.PairedMoments;
import java.util.Random;
import java.util.function.LongSupplier;
import java.util.List;
import java.util.ArrayList;

/**
 * Decides whether one probe build is like the last good build or like the bad one, by paired runs:
 * pair after pair, the two builds' run commands are invoked once each in an order a seeded coin
 * picks, so drifts of the machine hit both alike, and the probe is compared only with runs made
 * beside it, never with numbers measured on another day.
 *
 * <p>The stopping rule is {@code nanometer compare}'s ({@code comparison.SequentialComparison}):
 * after each pair, the always-valid {@link ConfidenceSequence} of {@code mean(probe) / mean(good) -
 * 1} over the pairs; from {@link BisectSettings#minPairs()} on, the probe is decided as soon as the
 * sequence lies wholly on one side of half the step ({@link BisectSettings#decisionFraction()}):
 * beyond it, on the step's side, like bad; short of it, like good. Because the sequence holds at
 * every pair at once, looking after every pair does not raise the error rate: a wrong verdict has
 * probability at most {@code (1 - confidence) / 2} per side even at a true change of exactly half
 * the step, and far less at the good value or the bad one. Still undecided after {@link
 * BisectSettings#maxPairs()} pairs, the probe is {@link ProbeVerdict#UNDECIDED}.
 */
public final class PairedProbe {
  /**
   * The sequence is tightest at 30 pairs: a step of three run-to-run noise scales is decided in
   * 10 to 30 pairs (BisectionSimulationTest), far fewer than a command comparison's hundred.
   */
  static final int TIGHTEST_AT_PAIRS = 30;

  private final BisectSettings settings;
  private final LongSupplier nanoClock;
  private final ConfidenceSequence sequence;

  /**
   * @param settings the step, the confidence and the pair limits
   * @param nanoClock monotonic time for the measuring time ({@code System::nanoTime}, or a fake)
   */
  public PairedProbe(BisectSettings settings, LongSupplier nanoClock) {
    this.settings = settings;
    this.nanoClock = nanoClock;
    this.sequence = new ConfidenceSequence(settings.confidence(), Sides.TWO_SIDED, TIGHTEST_AT_PAIRS);
  }

  /**
   * What one probe decided, and the values its measured pairs gave.
   *
   * @param outcome the verdict with the pairs, the last interval and the measuring time
   * @param runs the values of the measured pairs, warm-up excluded
   */
  public record Decision(ProbeOutcome outcome, ProbeRuns runs) {}

  /**
   * Runs pairs of {@code good} and {@code probe} until the rule decides or the pair limit is reached.
   *
   * @param order the coin that orders each pair (seeded by the caller)
   * @return the verdict with the pairs, the last interval and the measuring time (its build time is
   *     0), and the measured values
   * @throws RunFailedException when a run of either build fails (its {@link RunFailedException#sha()} says which)
   */
  public Decision decide(Build good, Build probe, Random order) throws RunFailedException {
    long start = nanoClock.getAsLong();
    for (int w = 0; w < settings.warmupPairs(); w++) {
      runPair(good, probe, order);
    }
    PairedMoments moments = new PairedMoments();
    Interval change = sequence.unbounded();
    ProbeVerdict verdict = ProbeVerdict.UNDECIDED;
    List<double[]> pairs = new ArrayList<>();
    while (moments.count() < settings.maxPairs() && verdict == ProbeVerdict.UNDECIDED) {
      double[] pair = runPair(good, probe, order);
      pairs.add(pair);
      moments.add(pair[0], pair[1]);
      change = sequence.relativeChange(moments);
      if (moments.count() >= settings.minPairs()) {
        verdict = verdict(change);
      }
    }
    ProbeOutcome outcome = new ProbeOutcome(probe.sha(), verdict, (int) moments.count(), change.low(), change.high(),
        0, nanoClock.getAsLong() - start, "");
    return new Decision(outcome, new ProbeRuns(pairs.stream().mapToDouble(p -> p[0]).toArray(),
        pairs.stream().mapToDouble(p -> p[1]).toArray()));
  }

  /** Like bad when the interval lies wholly beyond half the step, like good when wholly short of it. */
  private ProbeVerdict verdict(Interval change) {
    double half = settings.decisionFraction();
    boolean beyond = half > 0 ? change.isWhollyAbove(half) : change.isWhollyBelow(half);
    boolean shortOf = half > 0 ? change.isWhollyBelow(half) : change.isWhollyAbove(half);
    return beyond ? ProbeVerdict.LIKE_BAD : shortOf ? ProbeVerdict.LIKE_GOOD : ProbeVerdict.UNDECIDED;
  }

  /** One run of each build, in the coin's order: {good value, probe value}. */
  private static double[] runPair(Build good, Build probe, Random order) throws RunFailedException {
    double[] pair = new double[2];
    if (order.nextBoolean()) {
      pair[0] = good.runOnce();
      pair[1] = probe.runOnce();
    } else {
      pair[1] = probe.runOnce();
      pair[0] = good.runOnce();
    }
    return pair;
  }
}
