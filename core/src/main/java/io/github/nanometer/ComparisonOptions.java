package io.github.nanometer;

import java.util.Objects;

/**
 * Settings of a paired comparison beyond the run {@link Options} (budget, seed, batch size, ...).
 * Built with {@link #builder()} (threshold and confidence are both fractions, so there is no
 * positional constructor to swap them in); every instance is valid.
 *
 * <p>{@code trimOutliers} also reports Yuen's trimmed mean difference, cutting a proportion fixed
 * in advance ({@code compare.PairedAnalysis.TRIM_PROPORTION}, 10%) from each tail of the
 * differences; a robust companion only: the verdict always judges the untrimmed estimand.
 *
 * <p>{@code estimand} names what the verdict judges ({@link PairedEstimand}; the change of means by
 * default), part of the plan and never switched by the data.
 */
public final class ComparisonOptions {

  /**
   * {@link Defaults#THRESHOLD_FRACTION} threshold, {@link Defaults#CONFIDENCE} confidence, no trimmed
   * companion, the change of means judged.
   */
  public static final ComparisonOptions DEFAULTS = builder().build();

  private final double thresholdFraction;
  private final double confidence;
  private final boolean trimOutliers;
  private final PairedEstimand estimand;

  private ComparisonOptions(Builder b) {
    this.thresholdFraction = b.thresholdFraction;
    this.confidence = b.confidence;
    this.trimOutliers = b.trimOutliers;
    this.estimand = b.estimand;
  }

  /** A builder starting from {@link Defaults}. */
  public static Builder builder() {
    return new Builder();
  }

  /** A builder starting from these options. */
  public Builder toBuilder() {
    return new Builder().thresholdFraction(thresholdFraction).confidence(confidence).trimOutliers(trimOutliers)
        .estimand(estimand);
  }

  /** The smallest relative change that matters, within {@link OptionSpecs#THRESHOLD} (0.02 = 2%). */
  public double thresholdFraction() {
    return thresholdFraction;
  }

  /** The confidence level of intervals, within {@link OptionSpecs#CONFIDENCE}. */
  public double confidence() {
    return confidence;
  }

  /**
   * Whether to drop the same number of extreme differences from both tails when the extremes are
   * symmetric (Bazhenov), never one-sided delays.
   */
  public boolean trimOutliers() {
    return trimOutliers;
  }

  /** What the verdict judges ({@link OptionSpecs#ESTIMAND}): the change of means unless chosen otherwise. */
  public PairedEstimand estimand() {
    return estimand;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof ComparisonOptions c && Double.compare(c.thresholdFraction, thresholdFraction) == 0
        && Double.compare(c.confidence, confidence) == 0 && c.trimOutliers == trimOutliers && c.estimand == estimand;
  }

  @Override
  public int hashCode() {
    return Objects.hash(thresholdFraction, confidence, trimOutliers, estimand);
  }

  @Override
  public String toString() {
    return "ComparisonOptions[thresholdFraction=" + thresholdFraction + ", confidence=" + confidence
        + ", trimOutliers=" + trimOutliers + ", estimand=" + estimand.cliName() + "]";
  }

  /** Builds {@link ComparisonOptions}; each method checks its argument and names it in the message. */
  public static final class Builder {
    private double thresholdFraction = Defaults.THRESHOLD_FRACTION;
    private double confidence = Defaults.CONFIDENCE;
    private boolean trimOutliers = OptionSpecs.TRIM_OUTLIERS.defaultValue();
    private PairedEstimand estimand = OptionSpecs.ESTIMAND.defaultValue();

    private Builder() {}

    /** The smallest relative change that matters ({@link OptionSpecs#THRESHOLD}; default {@link Defaults#THRESHOLD_FRACTION}). */
    public Builder thresholdFraction(double fraction) {
      this.thresholdFraction = OptionSpecs.THRESHOLD.check(fraction);
      return this;
    }

    /** The confidence level of intervals ({@link OptionSpecs#CONFIDENCE}; default {@link Defaults#CONFIDENCE}). */
    public Builder confidence(double level) {
      this.confidence = OptionSpecs.CONFIDENCE.check(level);
      return this;
    }

    /** Whether symmetric extremes are trimmed ({@link OptionSpecs#TRIM_OUTLIERS}; default false). */
    public Builder trimOutliers(boolean trim) {
      this.trimOutliers = trim;
      return this;
    }

    /**
     * What the verdict judges ({@link OptionSpecs#ESTIMAND}; default {@link PairedEstimand#MEAN}).
     *
     * @throws IllegalArgumentException when {@code estimand} is null
     */
    public Builder estimand(PairedEstimand estimand) {
      if (estimand == null) {
        throw new IllegalArgumentException("estimand must be mean or typical-pair, got null");
      }
      this.estimand = estimand;
      return this;
    }

    /** The options (every member was checked when set). */
    public ComparisonOptions build() {
      return new ComparisonOptions(this);
    }
  }
}
