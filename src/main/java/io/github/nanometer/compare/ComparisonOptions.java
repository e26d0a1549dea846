package io.github.nanometer.compare;

import java.time.Duration;

/**
 * The resolved options of a sequential comparison of two commands (cbdr METHOD.md, balanced). Built
 * with {@link #builder()}; the {@code DEFAULT_*} constants feed both the builder and the CLI help.
 *
 * @param baseCommand the reference shell command
 * @param featureCommand the shell command under test
 * @param thresholdPercent the change, in percent of the base mean, that counts as a regression (2 means +2%)
 * @param confidence the interval's confidence, a fraction in (0.5, 1)
 * @param oneSided whether each interval endpoint is a one-sided bound at {@code confidence}
 * @param timeLimit the total time budget including warm-up; the run in progress finishes its block
 * @param warmupRuns runs of each command discarded before measuring
 * @param seed the seed of the block order
 */
public record ComparisonOptions(String baseCommand, String featureCommand, double thresholdPercent, double confidence,
    boolean oneSided, Duration timeLimit, int warmupRuns, long seed) {

  /** cbdr's "is the whole interval under +2%". */
  public static final double DEFAULT_THRESHOLD_PERCENT = 2;
  /** Confidence of the interval. */
  public static final double DEFAULT_CONFIDENCE = 0.95;
  /** Time budget: long enough for second-long benchmarks to settle, short enough for CI. */
  public static final Duration DEFAULT_TIME_LIMIT = Duration.ofMinutes(5);
  /** One discarded run of each, to get files cached (cbdr METHOD.md). */
  public static final int DEFAULT_WARMUP_RUNS = 1;

  /** Validates every field; messages name the field, the value and the accepted range. */
  public ComparisonOptions {
    if (baseCommand == null || baseCommand.isBlank()) {
      throw new IllegalArgumentException("baseCommand must be a non-empty shell command");
    }
    if (featureCommand == null || featureCommand.isBlank()) {
      throw new IllegalArgumentException("featureCommand must be a non-empty shell command");
    }
    if (!Double.isFinite(thresholdPercent) || thresholdPercent <= -100) {
      throw new IllegalArgumentException("thresholdPercent must be finite and above -100, got " + thresholdPercent);
    }
    if (!(confidence > 0.5 && confidence < 1)) {
      throw new IllegalArgumentException("confidence must be a fraction in (0.5, 1), got " + confidence);
    }
    if (timeLimit == null || timeLimit.isNegative() || timeLimit.isZero()) {
      throw new IllegalArgumentException("timeLimit must be positive, got " + timeLimit);
    }
    if (warmupRuns < 0) {
      throw new IllegalArgumentException("warmupRuns must be >= 0, got " + warmupRuns);
    }
  }

  /** A builder with the defaults and a seed from {@link System#nanoTime()}. */
  public static Builder builder() {
    return new Builder();
  }

  /** Builds {@link ComparisonOptions}; each method is named after the option it sets. */
  public static final class Builder {
    private String baseCommand;
    private String featureCommand;
    private double thresholdPercent = DEFAULT_THRESHOLD_PERCENT;
    private double confidence = DEFAULT_CONFIDENCE;
    private boolean oneSided;
    private Duration timeLimit = DEFAULT_TIME_LIMIT;
    private int warmupRuns = DEFAULT_WARMUP_RUNS;
    private long seed = System.nanoTime();

    private Builder() {}

    /** The reference command. */
    public Builder baseCommand(String command) {
      this.baseCommand = command;
      return this;
    }

    /** The command under test. */
    public Builder featureCommand(String command) {
      this.featureCommand = command;
      return this;
    }

    /** The regression threshold in percent of the base mean. */
    public Builder thresholdPercent(double percent) {
      this.thresholdPercent = percent;
      return this;
    }

    /** The confidence, a fraction. */
    public Builder confidence(double fraction) {
      this.confidence = fraction;
      return this;
    }

    /** One-sided bounds at each end. */
    public Builder oneSided(boolean oneSided) {
      this.oneSided = oneSided;
      return this;
    }

    /** The total time budget. */
    public Builder timeLimit(Duration limit) {
      this.timeLimit = limit;
      return this;
    }

    /** Discarded runs of each command. */
    public Builder warmupRuns(int runs) {
      this.warmupRuns = runs;
      return this;
    }

    /** The seed of the block order. */
    public Builder seed(long seed) {
      this.seed = seed;
      return this;
    }

    /** The validated options. */
    public ComparisonOptions build() {
      return new ComparisonOptions(baseCommand, featureCommand, thresholdPercent, confidence, oneSided, timeLimit,
          warmupRuns, seed);
    }
  }
}
