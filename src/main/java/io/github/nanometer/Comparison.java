package io.github.nanometer;

import io.github.nanometer.clock.ClockFacts;
import io.github.nanometer.stats.Interval;
import java.util.List;
import java.util.Locale;

/**
 * The outcome of a paired comparison: every pair, the statistics of the per-pair differences, and
 * the verdict. Times are nanoseconds per evaluation; changes are fractions of the baseline
 * (0.031 = candidate 3.1% slower).
 *
 * @param baselineName the baseline benchmark's name
 * @param candidateName the candidate benchmark's name
 * @param options the run options (seed, budget, ...)
 * @param comparisonOptions threshold, confidence, trimming
 * @param clock the clock facts
 * @param evaluationsPerSample evaluations in every sample of both benchmarks
 * @param baselineNanos per-evaluation time of the baseline in each pair
 * @param candidateNanos per-evaluation time of the candidate in each pair
 * @param candidateFirst whether the candidate ran first in each pair
 * @param trimmedPerTail pairs dropped from each tail of the differences by symmetric trimming
 * @param minimumChange (min candidate - min baseline) / min baseline
 * @param meanChange mean difference / baseline mean, over kept pairs
 * @param meanChangeInterval interval of {@code meanChange} at the confidence level
 * @param ratio candidate mean / baseline mean, over kept pairs
 * @param ratioInterval Fieller interval of the ratio (paired, with covariance)
 * @param z mean difference / standard error
 * @param verdict the judgement against the threshold
 * @param notes remarks (unsettled warm-up, degraded loops)
 */
public record Comparison(String baselineName, String candidateName, Options options,
    ComparisonOptions comparisonOptions, ClockFacts clock, int evaluationsPerSample, double[] baselineNanos,
    double[] candidateNanos, boolean[] candidateFirst, int trimmedPerTail, double minimumChange, double meanChange,
    Interval meanChangeInterval, double ratio, Interval ratioInterval, double z, Verdict verdict, List<String> notes) {

  /** Copies arrays and lists. */
  public Comparison {
    baselineNanos = baselineNanos.clone();
    candidateNanos = candidateNanos.clone();
    candidateFirst = candidateFirst.clone();
    notes = List.copyOf(notes);
  }

  /** Number of pairs measured (before trimming). */
  public int pairCount() {
    return baselineNanos.length;
  }

  @Override
  public double[] baselineNanos() {
    return baselineNanos.clone();
  }

  @Override
  public double[] candidateNanos() {
    return candidateNanos.clone();
  }

  @Override
  public boolean[] candidateFirst() {
    return candidateFirst.clone();
  }

  /**
   * One sentence, e.g. {@code "candidate is 3.1% +- 0.4% slower (95% confidence)"}, or for an
   * inconclusive result the interval and the threshold it straddles.
   */
  public String summary() {
    double centre = 100 * meanChangeInterval.centre();
    double half = 100 * meanChangeInterval.width() / 2;
    int level = (int) Math.round(comparisonOptions.confidence() * 100);
    String who = candidateName;
    return switch (verdict) {
      case SLOWER -> String.format(Locale.ROOT, "%s is %.1f%% +- %.1f%% slower than %s (%d%% confidence)",
          who, centre, half, baselineName, level);
      case FASTER -> String.format(Locale.ROOT, "%s is %.1f%% +- %.1f%% faster than %s (%d%% confidence)",
          who, -centre, half, baselineName, level);
      case NO_CHANGE -> String.format(Locale.ROOT,
          "%s: no change beyond +-%.1f%% (%+.1f%% +- %.1f%%, %d%% confidence)", who,
          100 * comparisonOptions.thresholdFraction(), centre, half, level);
      case INCONCLUSIVE -> String.format(Locale.ROOT,
          "%s: inconclusive, change between %+.1f%% and %+.1f%% straddles +-%.1f%% (%d%% confidence)", who,
          100 * meanChangeInterval.low(), 100 * meanChangeInterval.high(),
          100 * comparisonOptions.thresholdFraction(), level);
    };
  }
}
