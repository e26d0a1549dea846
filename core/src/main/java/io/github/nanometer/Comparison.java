package io.github.nanometer;

import java.util.List;

/**
 * The outcome of a paired comparison: every pair, the statistics of the pairs, and the verdict.
 * Times are nanoseconds per evaluation; changes are fractions of the baseline (0.031 = candidate
 * 3.1% slower).
 *
 * <p>The verdict judges {@link #relativeChangeInterval}, the interval of the estimand that {@link
 * ComparisonOptions#estimand} named before measuring: by default the paired Fieller interval of
 * {@code candidate mean / baseline mean} minus 1, or the typical per-pair ratio minus 1 ({@link
 * ComparisonAnalysis#judged}). Judging the mean, a verdict is inconclusive where the pairs show
 * one-sided delays and the typical pair decides otherwise ({@link ComparisonAnalysis#disagreement}).
 * The other intervals in {@link #analysis} are companions and do not decide.
 *
 * @param baselineName the baseline benchmark's name
 * @param candidateName the candidate benchmark's name
 * @param options the run options (seed, budget, ...)
 * @param comparisonOptions threshold, confidence, trimming, estimand
 * @param environment the JVM, machine, blackhole, thread placement, clock facts (with tick length)
 *     and doctor report, captured when the pairs were measured
 * @param evaluationsPerSample evaluations in every sample of both benchmarks
 * @param baselineNanos per-evaluation time of the baseline in each pair
 * @param candidateNanos per-evaluation time of the candidate in each pair
 * @param candidateFirst whether the candidate ran first in each pair
 * @param analysis the statistics of all pairs, each interval named by what it covers
 * @param verdict the judgement of {@code analysis.judged()} against the threshold
 * @param notes remarks (unsettled warm-up, degraded loops; that the pairs were measured in one JVM)
 */
public record Comparison(String baselineName, String candidateName, Options options,
    ComparisonOptions comparisonOptions, Environment environment, int evaluationsPerSample, double[] baselineNanos,
    double[] candidateNanos, boolean[] candidateFirst, ComparisonAnalysis analysis, Verdict verdict,
    List<String> notes) {

  /** Requires the environment; copies arrays and lists. */
  public Comparison {
    if (environment == null) {
      throw new IllegalArgumentException("environment must not be null (Environment.capture at measurement time)");
    }
    baselineNanos = baselineNanos.clone();
    candidateNanos = candidateNanos.clone();
    candidateFirst = candidateFirst.clone();
    notes = List.copyOf(notes);
  }

  /**
   * Whether the intervals come from one JVM's samples, so that the spread between JVMs is not in
   * them: a note says so ({@link NoteKind#ONE_JVM}'s message), as it does in every comparison
   * {@link Nanometer#compare} measures, in the calling JVM.
   */
  public boolean oneJvm() {
    return notes.contains(Note.ONE_JVM_MESSAGE);
  }

  /** The facts of the clock that timed the pairs (from the environment). */
  public ClockSummary clock() {
    return environment.clock();
  }

  /** Number of pairs measured. */
  public int pairCount() {
    return baselineNanos.length;
  }

  /**
   * The judged relative change, a fraction: {@code candidate mean / baseline mean - 1}, or the
   * typical per-pair ratio minus 1 when one-sided delays were detected ({@link ComparisonAnalysis#judged}).
   */
  public double relativeChange() {
    return analysis.judged().estimate();
  }

  /** The judged interval of {@link #relativeChange} at the confidence level. */
  public Interval relativeChangeInterval() {
    return analysis.judged().interval();
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
}
