package io.github.nanometer;

/**
 * What a paired comparison's verdict estimates, named in its {@link ComparisonOptions} before any
 * pair is measured, so the data never choose which question is answered.
 *
 * <p>{@link #MEAN}, the default, judges the change of mean cost, the quantity a throughput or a
 * bill depends on; the typical pair is reported beside it. {@link #TYPICAL_PAIR} judges the typical
 * per-pair ratio instead, the question when rare slow events on one side are noise of the machine
 * rather than cost of the code (a page fault, a preemption), which the mean of few pairs cannot
 * estimate; the mean is then reported beside it.
 */
public enum PairedEstimand {
  /**
   * {@code candidate mean / baseline mean - 1} with the paired Fieller interval (the default). Where
   * the pairs show one-sided delays and the typical pair's interval decides otherwise against the
   * threshold, the verdict is inconclusive and says why.
   */
  MEAN,
  /**
   * The typical per-pair ratio minus 1: the Hodges-Lehmann estimate of {@code ln(candidate /
   * baseline)} with its signed-rank interval, exponentiated (unbounded below 6 pairs at 95%).
   */
  TYPICAL_PAIR;

  /** The CLI and document spelling: {@code mean} or {@code typical-pair}. */
  public String cliName() {
    return this == MEAN ? "mean" : "typical-pair";
  }
}
