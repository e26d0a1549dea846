package io.github.nanometer;

import java.time.Duration;

/**
 * How a {@link ThreadedBenchmark} is run: how long it warms up and measures, how long each
 * synchronized sample lasts, where its threads run, and at what confidence its intervals are
 * given. Immutable; build with {@link #builder()}.
 *
 * <p>Every sample starts with all threads leaving a barrier together and ends when the first
 * thread's sample length has passed (the others stop at their next chunk of evaluations), so no
 * thread measures while others idle; the barrier itself is outside the timed region. Samples last
 * milliseconds so that the measured barrier skew (reported in the result) stays small against them.
 *
 * @param budget measured time, {@link #MIN_BUDGET}..{@link #MAX_BUDGET} ({@link #DEFAULT_BUDGET})
 * @param warmup synchronized warm-up samples before the measured ones, 0..{@link #MAX_BUDGET}
 *     ({@link #DEFAULT_WARMUP}); they run the same protocol and are not kept
 * @param sampleLength the length of one synchronized sample, {@link #MIN_SAMPLE_LENGTH}..{@link
 *     #MAX_SAMPLE_LENGTH} ({@link #DEFAULT_SAMPLE_LENGTH})
 * @param minSamples the fewest measured samples, 2..{@code maxSamples} (taken even past the budget)
 * @param maxSamples the most measured samples, up to {@link #MAX_SAMPLES}
 * @param pinning where the threads run: auto (one cpu each, isolated cpus first), from a given cpu
 *     upwards, or none
 * @param shareCpus true to allow more threads than cpus (then two threads share a cpu and take turns;
 *     the result says so); false refuses such a run
 * @param confidence the level of every interval, a fraction in (0, 1) ({@link Defaults#CONFIDENCE})
 */
public record ThreadedOptions(Duration budget, Duration warmup, Duration sampleLength, int minSamples,
    int maxSamples, Pinning pinning, boolean shareCpus, double confidence) {

  /** One second of measured samples: the library's {@link Defaults#BUDGET}. */
  public static final Duration DEFAULT_BUDGET = Defaults.BUDGET;
  /** Half a second of synchronized warm-up: enough for C2 to compile small bodies in every thread. */
  public static final Duration DEFAULT_WARMUP = Duration.ofMillis(500);
  /**
   * 20 ms per sample: the barrier's skew (tens of microseconds when a thread has to be woken) is
   * then well under 1% of a sample, and a one-second budget still gives 50 samples.
   */
  public static final Duration DEFAULT_SAMPLE_LENGTH = Duration.ofMillis(20);
  /** The shortest sample length: 1 ms. */
  public static final Duration MIN_SAMPLE_LENGTH = Duration.ofMillis(1);
  /** The longest sample length: 10 s. */
  public static final Duration MAX_SAMPLE_LENGTH = Duration.ofSeconds(10);
  /** The shortest budget: {@link Defaults#MIN_BUDGET}, as for every budget. */
  public static final Duration MIN_BUDGET = Defaults.MIN_BUDGET;
  /** The longest budget or warm-up: {@link Defaults#MAX_BUDGET}, as for every budget. */
  public static final Duration MAX_BUDGET = Defaults.MAX_BUDGET;
  /** The most measured samples: 100,000. */
  public static final int MAX_SAMPLES = 100_000;
  /** The default fewest samples: 10, enough for a 95% order-statistic interval of the median. */
  public static final int DEFAULT_MIN_SAMPLES = 10;

  /** Validates every member; messages name the member, the value and the accepted range. */
  public ThreadedOptions {
    OptionSpecs.BUDGET.check(budget); // the one budget check, as for Options, the CLI and JUnit
    checkDuration("warmup", warmup, Duration.ZERO, MAX_BUDGET);
    checkDuration("sampleLength", sampleLength, MIN_SAMPLE_LENGTH, MAX_SAMPLE_LENGTH);
    if (maxSamples < 2 || maxSamples > MAX_SAMPLES) {
      throw new IllegalArgumentException("maxSamples is " + maxSamples + " (accepted: 2 to " + MAX_SAMPLES + ")");
    }
    if (minSamples < 2 || minSamples > maxSamples) {
      throw new IllegalArgumentException("minSamples is " + minSamples + " (accepted: 2 to maxSamples, "
          + maxSamples + ")");
    }
    if (pinning == null) {
      throw new IllegalArgumentException("pinning must not be null");
    }
    if (!(confidence > 0 && confidence < 1)) {
      throw new IllegalArgumentException("confidence is " + confidence + " (accepted: a fraction in (0, 1))");
    }
  }

  private static void checkDuration(String name, Duration d, Duration min, Duration max) {
    if (d == null || d.compareTo(min) < 0 || d.compareTo(max) > 0) {
      throw new IllegalArgumentException(name + " is " + d + " (accepted: " + min + " to " + max + ")");
    }
  }

  /** The defaults: 1 s budget, 0.5 s warm-up, 20 ms samples, automatic pinning, no shared cpus. */
  public static ThreadedOptions defaults() {
    return builder().build();
  }

  /** A builder starting from the defaults. */
  public static Builder builder() {
    return new Builder();
  }

  /** A builder starting from these options. */
  public Builder toBuilder() {
    Builder b = new Builder();
    b.budget = budget;
    b.warmup = warmup;
    b.sampleLength = sampleLength;
    b.minSamples = minSamples;
    b.maxSamples = maxSamples;
    b.pinning = pinning;
    b.shareCpus = shareCpus;
    b.confidence = confidence;
    return b;
  }

  /** How many measured samples a run takes: budget / sample length, within [minSamples, maxSamples]. */
  public int samples() {
    long n = budget.toNanos() / sampleLength.toNanos();
    return (int) Math.max(minSamples, Math.min(maxSamples, n));
  }

  /** How many warm-up samples a run takes: warm-up / sample length, rounded up. */
  public int warmupSamples() {
    long len = sampleLength.toNanos();
    return (int) Math.min(MAX_SAMPLES, (warmup.toNanos() + len - 1) / len);
  }

  /** Builds {@link ThreadedOptions}; each method is the member of the same name. */
  public static final class Builder {
    private Duration budget = DEFAULT_BUDGET;
    private Duration warmup = DEFAULT_WARMUP;
    private Duration sampleLength = DEFAULT_SAMPLE_LENGTH;
    private int minSamples = DEFAULT_MIN_SAMPLES;
    private int maxSamples = MAX_SAMPLES;
    private Pinning pinning = Defaults.PINNING;
    private boolean shareCpus;
    private double confidence = Defaults.CONFIDENCE;

    private Builder() {}

    /** Measured time. */
    public Builder budget(Duration d) {
      budget = d;
      return this;
    }

    /** Warm-up time. */
    public Builder warmup(Duration d) {
      warmup = d;
      return this;
    }

    /** Length of one synchronized sample. */
    public Builder sampleLength(Duration d) {
      sampleLength = d;
      return this;
    }

    /** Fewest measured samples. */
    public Builder minSamples(int n) {
      minSamples = n;
      return this;
    }

    /** Most measured samples. */
    public Builder maxSamples(int n) {
      maxSamples = n;
      return this;
    }

    /** Where the threads run. */
    public Builder pinning(Pinning request) {
      pinning = request;
      return this;
    }

    /** Whether more threads than cpus are allowed. */
    public Builder shareCpus(boolean allow) {
      shareCpus = allow;
      return this;
    }

    /** Confidence level of the intervals. */
    public Builder confidence(double level) {
      confidence = level;
      return this;
    }

    /** The options; validated as the record's constructor says. */
    public ThreadedOptions build() {
      return new ThreadedOptions(budget, warmup, sampleLength, minSamples, maxSamples, pinning, shareCpus, confidence);
    }
  }
}
