package io.github.nanometer.comparison;

import io.github.nanometer.Defaults;
import io.github.nanometer.stats.Arguments;
import io.github.nanometer.toolstats.ConfidenceLevels;
import java.time.Duration;
import java.util.Optional;

/**
 * The resolved, validated options of a sequential comparison of two commands ({@code nanometer
 * compare}). Only {@link #builder()} makes them (no positional constructor, so two same-typed
 * arguments cannot be swapped); the {@code DEFAULT_*} constants feed both the builder and the CLI
 * help. Fractions throughout: a threshold of 0.02 means +2%.
 */
public final class CommandComparisonOptions {

  /** Confidence of the sequence. */
  public static final double DEFAULT_CONFIDENCE = 0.95;
  /** The shortest grace period after the time limit before the run in progress is killed. */
  public static final Duration MIN_GRACE = Duration.ofSeconds(1);
  /** The longest grace period. */
  public static final Duration MAX_GRACE = Duration.ofMinutes(1);

  private final String baseCommand;
  private final String featureCommand;
  private final double thresholdFraction;
  private final double confidence;
  private final boolean oneSided;
  private final Duration timeLimit;
  private final Duration runTimeout;
  private final int warmupRuns;
  private final int minBlocks;
  private final long seed;

  private CommandComparisonOptions(Builder b) {
    if (b.baseCommand == null || b.baseCommand.isBlank()) {
      throw new IllegalArgumentException("baseCommand must be a non-empty shell command");
    }
    if (b.featureCommand == null || b.featureCommand.isBlank()) {
      throw new IllegalArgumentException("featureCommand must be a non-empty shell command");
    }
    Arguments.within("compareThreshold", b.thresholdFraction, Defaults.MIN_COMPARE_THRESHOLD_FRACTION, Defaults.MAX_COMPARE_THRESHOLD_FRACTION);
    ConfidenceLevels.check("confidence", b.confidence);
    if (b.oneSided) {
      Arguments.inside("confidence", b.confidence, 0.5, 1); // one-sided: a bound at 50% says nothing
    }
    requirePositive(b.timeLimit, "timeLimit");
    if (b.runTimeout != null) {
      requirePositive(b.runTimeout, "runTimeout");
    }
    Arguments.within("warmupRuns", b.warmupRuns, 0, Defaults.MAX_COMPARE_WARMUP_RUNS);
    Arguments.within("minBlocks", b.minBlocks, Defaults.MIN_COMPARE_BLOCKS, Defaults.MAX_COMPARE_BLOCKS);
    this.baseCommand = b.baseCommand;
    this.featureCommand = b.featureCommand;
    this.thresholdFraction = b.thresholdFraction;
    this.confidence = b.confidence;
    this.oneSided = b.oneSided;
    this.timeLimit = b.timeLimit;
    this.runTimeout = b.runTimeout;
    this.warmupRuns = b.warmupRuns;
    this.minBlocks = b.minBlocks;
    this.seed = b.seed;
  }

  private static void requirePositive(Duration d, String name) {
    if (d == null || d.isNegative() || d.isZero()) {
      throw new IllegalArgumentException(name + " must be a positive duration, got " + d);
    }
  }

  /** A builder with the defaults, no run timeout and a seed from {@link System#nanoTime()}. */
  public static Builder builder() {
    return new Builder();
  }

  /** The reference shell command. */
  public String baseCommand() {
    return baseCommand;
  }

  /** The shell command under test. */
  public String featureCommand() {
    return featureCommand;
  }

  /** The command of one side. */
  public String command(Side side) {
    return side == Side.BASE ? baseCommand : featureCommand;
  }

  /** The change, as a fraction of the base mean, above which the feature is a regression (0.02 is +2%). */
  public double thresholdFraction() {
    return thresholdFraction;
  }

  /** The confidence of the sequence, a fraction. */
  public double confidence() {
    return confidence;
  }

  /** Whether each end of the sequence is a one-sided bound at {@link #confidence()}. */
  public boolean oneSided() {
    return oneSided;
  }

  /** The total time budget, warm-up included; the block in progress may finish within {@link #gracePeriod()}. */
  public Duration timeLimit() {
    return timeLimit;
  }

  /**
   * How long after the time limit the run in progress may still take before its process group is
   * killed: a tenth of the time limit, clamped to [{@link #MIN_GRACE}, {@link #MAX_GRACE}].
   */
  public Duration gracePeriod() {
    Duration tenth = timeLimit.dividedBy(10);
    return tenth.compareTo(MIN_GRACE) < 0 ? MIN_GRACE : tenth.compareTo(MAX_GRACE) > 0 ? MAX_GRACE : tenth;
  }

  /** The longest one run may take before it is killed and counted as a failure; empty for no limit. */
  public Optional<Duration> runTimeout() {
    return Optional.ofNullable(runTimeout);
  }

  /** Runs of each command discarded before measuring. */
  public int warmupRuns() {
    return warmupRuns;
  }

  /** The number of blocks before which no verdict is given. */
  public int minBlocks() {
    return minBlocks;
  }

  /** The seed of the random order within blocks. */
  public long seed() {
    return seed;
  }

  /** Builds {@link CommandComparisonOptions}; each method is named after the option it sets. */
  public static final class Builder {
    private String baseCommand;
    private String featureCommand;
    private double thresholdFraction = Defaults.COMPARE_THRESHOLD_FRACTION;
    private double confidence = DEFAULT_CONFIDENCE;
    private boolean oneSided;
    private Duration timeLimit = Defaults.COMPARE_TIME_LIMIT;
    private Duration runTimeout;
    private int warmupRuns = Defaults.COMPARE_WARMUP_RUNS;
    private int minBlocks = Defaults.COMPARE_MIN_BLOCKS;
    private long seed = System.nanoTime();

    private Builder() {}

    /** The reference command (required, not blank). */
    public Builder baseCommand(String command) {
      this.baseCommand = command;
      return this;
    }

    /** The command under test (required, not blank). */
    public Builder featureCommand(String command) {
      this.featureCommand = command;
      return this;
    }

    /**
     * The regression threshold as a fraction of the base mean, in [{@link
     * Defaults#MIN_COMPARE_THRESHOLD_FRACTION}, {@link Defaults#MAX_COMPARE_THRESHOLD_FRACTION}].
     */
    public Builder thresholdFraction(double fraction) {
      this.thresholdFraction = fraction;
      return this;
    }

    /** The confidence, a fraction in (0, 1); above 0.5 when one-sided. */
    public Builder confidence(double fraction) {
      this.confidence = fraction;
      return this;
    }

    /** One-sided bounds at each end. */
    public Builder oneSided(boolean oneSided) {
      this.oneSided = oneSided;
      return this;
    }

    /** The total time budget, positive. */
    public Builder timeLimit(Duration limit) {
      this.timeLimit = limit;
      return this;
    }

    /** The longest one run may take, positive. */
    public Builder runTimeout(Duration timeout) {
      this.runTimeout = timeout;
      return this;
    }

    /** Discarded runs of each command, in [0, {@link Defaults#MAX_COMPARE_WARMUP_RUNS}]. */
    public Builder warmupRuns(int runs) {
      this.warmupRuns = runs;
      return this;
    }

    /**
     * Blocks before any verdict, in [{@link Defaults#MIN_COMPARE_BLOCKS}, {@link
     * Defaults#MAX_COMPARE_BLOCKS}].
     */
    public Builder minBlocks(int blocks) {
      this.minBlocks = blocks;
      return this;
    }

    /** The seed of the block order. */
    public Builder seed(long seed) {
      this.seed = seed;
      return this;
    }

    /**
     * The validated options.
     *
     * @throws IllegalArgumentException naming the first invalid option, its value and the accepted range
     */
    public CommandComparisonOptions build() {
      return new CommandComparisonOptions(this);
    }
  }
}
