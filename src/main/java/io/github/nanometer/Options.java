package io.github.nanometer;

import io.github.nanometer.measure.EvaluationsOracle;
import io.github.nanometer.measure.GeometricOptions;
import io.github.nanometer.os.PinRequest;
import java.time.Duration;
import java.util.SplittableRandom;

/**
 * Immutable settings of a run; build with {@link #builder()}, whose methods are the option names.
 * Defaults come from {@link Defaults}.
 *
 * @param estimator which estimator runs
 * @param budget measuring time per benchmark (warm-up excluded)
 * @param maxWarmup the longest warm-up before measuring anyway
 * @param seed seed of the input generators; the same seed gives the same inputs
 * @param batchSize inputs per batch, a power of two
 * @param minSamples samples always taken
 * @param maxSamples samples at most
 * @param oracle the tuning oracle's name, {@code logistic} or {@code table}
 * @param geometric settings of the weighted-mean loop (its max duration is the budget)
 * @param useTuningCache reuse and store tuned evaluations per sample
 * @param isolateLoops one hidden loop class per benchmark
 * @param pinning where the measuring thread runs: auto (a quiet core), a given cpu, or none (the
 *     caller's thread)
 * @param clock which clock {@link Nanometer#create(Options)} times with
 */
public record Options(Estimator estimator, Duration budget, Duration maxWarmup, long seed, int batchSize,
    int minSamples, int maxSamples, String oracle, GeometricOptions geometric, boolean useTuningCache,
    boolean isolateLoops, PinRequest pinning, ClockChoice clock) {

  /** A builder starting from {@link Defaults} and a fresh random seed. */
  public static Builder builder() {
    return new Builder();
  }

  /** The defaults with a fresh random seed. */
  public static Options defaults() {
    return builder().build();
  }

  /** A builder starting from these options. */
  public Builder toBuilder() {
    Builder b = new Builder();
    b.estimator = estimator;
    b.budget = budget;
    b.maxWarmup = maxWarmup;
    b.seed = seed;
    b.batchSize = batchSize;
    b.minSamples = minSamples;
    b.maxSamples = maxSamples;
    b.oracle = oracle;
    // A geometric setting derived from the budget stays derived, so a new budget moves its max duration.
    b.geometric = geometric.equals(GeometricOptions.llvmDefaults().withMaxDuration(budget)) ? null : geometric;
    b.useTuningCache = useTuningCache;
    b.isolateLoops = isolateLoops;
    b.pinning = pinning;
    b.clock = clock;
    return b;
  }

  /** Builds {@link Options}; each method validates its argument and names it in the message. */
  public static final class Builder {
    private Estimator estimator = Defaults.ESTIMATOR;
    private Duration budget = Defaults.BUDGET;
    private Duration maxWarmup = Defaults.MAX_WARMUP;
    private long seed = new SplittableRandom().nextLong();
    private int batchSize = Defaults.BATCH_SIZE;
    private int minSamples = Defaults.MIN_SAMPLES;
    private int maxSamples = Defaults.MAX_SAMPLES;
    private String oracle = Defaults.ORACLE;
    private GeometricOptions geometric = null;
    private boolean useTuningCache = Defaults.USE_TUNING_CACHE;
    private boolean isolateLoops = Defaults.ISOLATE_LOOPS;
    private PinRequest pinning = Defaults.PINNING;
    private ClockChoice clock = Defaults.CLOCK;

    private Builder() {}

    /** The estimator (default {@link Defaults#ESTIMATOR}). */
    public Builder estimator(Estimator e) {
      if (e == null) {
        throw new IllegalArgumentException("estimator must not be null");
      }
      this.estimator = e;
      return this;
    }

    /** Measuring time per benchmark, 1 ms to 1 h (default 5 s). */
    public Builder budget(Duration d) {
      requireWithin("budget", d, Duration.ofMillis(1), Duration.ofHours(1));
      this.budget = d;
      return this;
    }

    /** The longest warm-up, 0 to 10 min (default 3 s); 0 runs a single warm-up round. */
    public Builder maxWarmup(Duration d) {
      requireWithin("maxWarmup", d, Duration.ZERO, Duration.ofMinutes(10));
      this.maxWarmup = d;
      return this;
    }

    /** The input generators' seed (default: random, recorded in the result). */
    public Builder seed(long s) {
      this.seed = s;
      return this;
    }

    /** Inputs per batch, a power of two in [1, 1048576] (default 1024). */
    public Builder batchSize(int n) {
      if (n < 1 || n > (1 << 20) || Integer.bitCount(n) != 1) {
        throw new IllegalArgumentException("batchSize must be a power of two in [1, 1048576], got " + n);
      }
      this.batchSize = n;
      return this;
    }

    /** Samples always taken, 2 to 1,000,000 (default 5). */
    public Builder minSamples(int n) {
      if (n < 2 || n > 1_000_000) {
        throw new IllegalArgumentException("minSamples must be in [2, 1000000], got " + n);
      }
      this.minSamples = n;
      return this;
    }

    /** Samples at most, 2 to 10,000,000 (default 10,000). */
    public Builder maxSamples(int n) {
      if (n < 2 || n > 10_000_000) {
        throw new IllegalArgumentException("maxSamples must be in [2, 10000000], got " + n);
      }
      this.maxSamples = n;
      return this;
    }

    /** The tuning oracle: {@code logistic} (default) or {@code table}. */
    public Builder oracle(String name) {
      if (name == null || EvaluationsOracle.named(name) == null) {
        throw new IllegalArgumentException("oracle must be 'logistic' or 'table', got '" + name + "'");
      }
      this.oracle = name;
      return this;
    }

    /** Settings of the weighted-mean loop (default: llvm-libc's, with the budget as max duration). */
    public Builder geometric(GeometricOptions g) {
      if (g == null) {
        throw new IllegalArgumentException("geometric must not be null");
      }
      this.geometric = g;
      return this;
    }

    /** Whether to reuse tuned evaluations per sample (default true). */
    public Builder useTuningCache(boolean b) {
      this.useTuningCache = b;
      return this;
    }

    /** Whether each benchmark gets its own hidden loop class (default true). */
    public Builder isolateLoops(boolean b) {
      this.isolateLoops = b;
      return this;
    }

    /**
     * Where the measuring thread runs (default {@link PinRequest#auto()}): {@code PinRequest.cpu(n)}
     * for a given cpu, {@code PinRequest.none()} to measure on the calling thread.
     */
    public Builder pinning(PinRequest request) {
      if (request == null) {
        throw new IllegalArgumentException("pinning must not be null (use PinRequest.none() for no pinning)");
      }
      this.pinning = request;
      return this;
    }

    /** Which clock {@link Nanometer#create(Options)} times with (default {@link Defaults#CLOCK}). */
    public Builder clock(ClockChoice choice) {
      if (choice == null) {
        throw new IllegalArgumentException("clock must be NANOTIME, TSC or AUTO, got null");
      }
      this.clock = choice;
      return this;
    }

    /** The options; fails when minSamples exceeds maxSamples. */
    public Options build() {
      if (minSamples > maxSamples) {
        throw new IllegalArgumentException("minSamples (" + minSamples + ") must not exceed maxSamples (" + maxSamples + ")");
      }
      GeometricOptions g = geometric != null ? geometric : GeometricOptions.llvmDefaults().withMaxDuration(budget);
      return new Options(estimator, budget, maxWarmup, seed, batchSize, minSamples, maxSamples, oracle, g,
          useTuningCache, isolateLoops, pinning, clock);
    }

    private static void requireWithin(String name, Duration d, Duration min, Duration max) {
      if (d == null || d.compareTo(min) < 0 || d.compareTo(max) > 0) {
        throw new IllegalArgumentException(name + " must be in [" + min + ", " + max + "], got " + d);
      }
    }
  }
}
