package io.github.nanometer;

import java.util.Objects;

/**
 * Settings of a paired comparison beyond the run {@link Options} (budget, seed, batch size, ...).
 * Built with {@link #builder()} (threshold and confidence are both fractions, so there is no
 * positional constructor to swap them in); every instance is valid.
 */
public final class ComparisonOptions {

  /** {@link Defaults#THRESHOLD_FRACTION} threshold, {@link Defaults#CONFIDENCE} confidence, symmetric trimming on. */
  public static final ComparisonOptions DEFAULTS = builder().build();

  private final double thresholdFraction;
  private final double confidence;
  private final boolean trimOutliers;

  private ComparisonOptions(Builder b) {
    this.thresholdFraction = b.thresholdFraction;
    this.confidence = b.confidence;
    this.trimOutliers = b.trimOutliers;
  }

  /** A builder starting from {@link Defaults}. */
  public static Builder builder() {
    return new Builder();
  }

  /** A builder starting from these options. */
  public Builder toBuilder() {
    return new Builder().thresholdFraction(thresholdFraction).confidence(confidence).trimOutliers(trimOutliers);
  }

  /** The smallest relative change that matters, on [0, 1) (0.02 = 2%). */
  public double thresholdFraction() {
    return thresholdFraction;
  }

  /** The confidence level of intervals, on (0, 1). */
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

  @Override
  public boolean equals(Object o) {
    return o instanceof ComparisonOptions c && Double.compare(c.thresholdFraction, thresholdFraction) == 0
        && Double.compare(c.confidence, confidence) == 0 && c.trimOutliers == trimOutliers;
  }

  @Override
  public int hashCode() {
    return Objects.hash(thresholdFraction, confidence, trimOutliers);
  }

  @Override
  public String toString() {
    return "ComparisonOptions[thresholdFraction=" + thresholdFraction + ", confidence=" + confidence
        + ", trimOutliers=" + trimOutliers + "]";
  }

  /** Builds {@link ComparisonOptions}; each method checks its argument and names it in the message. */
  public static final class Builder {
    private double thresholdFraction = Defaults.THRESHOLD_FRACTION;
    private double confidence = Defaults.CONFIDENCE;
    private boolean trimOutliers = true;

    private Builder() {}

    /** The smallest relative change that matters, on [0, 1) (default {@link Defaults#THRESHOLD_FRACTION}). */
    public Builder thresholdFraction(double fraction) {
      if (!(fraction >= 0 && fraction < 1)) {
        throw new IllegalArgumentException("thresholdFraction must be in [0, 1), got " + fraction);
      }
      this.thresholdFraction = fraction;
      return this;
    }

    /** The confidence level of intervals, on (0, 1) (default {@link Defaults#CONFIDENCE}). */
    public Builder confidence(double level) {
      if (!(level > 0 && level < 1)) {
        throw new IllegalArgumentException("confidence must be in (0, 1), got " + level);
      }
      this.confidence = level;
      return this;
    }

    /** Whether symmetric extremes are trimmed (default true). */
    public Builder trimOutliers(boolean trim) {
      this.trimOutliers = trim;
      return this;
    }

    /** The options (every member was checked when set). */
    public ComparisonOptions build() {
      return new ComparisonOptions(this);
    }
  }
}
