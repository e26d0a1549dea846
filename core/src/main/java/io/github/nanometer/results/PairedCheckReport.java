package io.github.nanometer.results;

import io.github.nanometer.Comparison;
import io.github.nanometer.Verdict;
import io.github.nanometer.stats.Descriptive;
import java.util.List;

/**
 * What {@code nanometer paired-check} measured: run {@code i} is an A/A comparison (a workload
 * against itself) and a comparison against a known change (the same workload with more steps). The
 * aggregates (false alarms, noise floor, sign right, significant) derive from the comparisons.
 *
 * @param confidence the confidence level of every interval, a fraction on (0, 1)
 * @param changeFraction the real extra work of the candidate, (candidate steps - steps) / steps
 * @param steps LCG steps of the baseline workload
 * @param background the CPU-bound neighbour run during the check, in words ({@code "none"} without)
 * @param placement where the measuring thread ran, one line
 * @param aa the A/A comparisons, one per run
 * @param known the known-change comparisons, one per run
 * @param secondsPerComparison wall seconds of each known-change comparison (warm-up and tuning included)
 */
public record PairedCheckReport(double confidence, double changeFraction, int steps, String background,
    String placement, List<Comparison> aa, List<Comparison> known, double[] secondsPerComparison) {

  /** Copies the lists and the array; every run has one of each. */
  public PairedCheckReport {
    aa = List.copyOf(aa);
    known = List.copyOf(known);
    secondsPerComparison = secondsPerComparison.clone();
    if (aa.isEmpty() || known.size() != aa.size() || secondsPerComparison.length != aa.size()) {
      throw new IllegalArgumentException("aa, known and secondsPerComparison must hold one entry per run (at least 1),"
          + " got " + aa.size() + ", " + known.size() + " and " + secondsPerComparison.length);
    }
  }

  /** A copy of the wall seconds of each known-change comparison. */
  @Override
  public double[] secondsPerComparison() {
    return secondsPerComparison.clone();
  }

  /** The number of runs of each experiment. */
  public int runs() {
    return aa.size();
  }

  /**
   * A/A comparisons with a verdict of a difference. At a 0% threshold an A/A interval straddling
   * zero is INCONCLUSIVE, the right answer; only FASTER or SLOWER is a false alarm.
   */
  public int falseAlarms() {
    return (int) aa.stream().filter(c -> c.verdict() == Verdict.FASTER || c.verdict() == Verdict.SLOWER).count();
  }

  /** The median half-width of the A/A judged intervals, a fraction: the smallest change a run resolves. */
  public double noiseFloorHalfWidth() {
    return Descriptive.median(aa.stream().mapToDouble(c -> c.relativeChangeInterval().width() / 2).toArray());
  }

  /** Known-change comparisons whose mean change is positive (the candidate does more work). */
  public int signRight() {
    return (int) known.stream().filter(c -> c.relativeChange() > 0).count();
  }

  /** Known-change comparisons judged SLOWER: the interval lies wholly above zero. */
  public int significant() {
    return (int) known.stream().filter(c -> c.verdict() == Verdict.SLOWER).count();
  }

  /** The median of {@link #secondsPerComparison()}. */
  public double medianSecondsPerComparison() {
    return Descriptive.median(secondsPerComparison);
  }

  /** The median measured change of the known-change comparisons, a fraction. */
  public double medianMeasuredChange() {
    return Descriptive.median(known.stream().mapToDouble(Comparison::relativeChange).toArray());
  }
}
