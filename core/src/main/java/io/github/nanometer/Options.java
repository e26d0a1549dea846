package io.github.nanometer;

import java.time.Duration;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Immutable settings of a run; build with {@link #builder()}, whose methods are the option names.
 * Defaults come from {@link Defaults}, ranges from {@link OptionSpecs}. The canonical constructor
 * validates every member (the builder delegates to the same checks), so no path constructs invalid
 * options.
 *
 * @param estimator which estimator runs
 * @param budget measuring time per benchmark, warm-up excluded; its one meaning per estimator:
 *     for {@link Estimator#MEDIAN} and {@link Estimator#MINIMUM} the wall time of the sampling phase
 *     (sampling stops at the first sample that ends past it; a fork child may extend it, up to
 *     {@code maxWarmup}, while its series shows no steady state); for {@link
 *     Estimator#WEIGHTED_MEAN} the measured time, the sum of the samples' own durations (the
 *     precision rule may stop it after half); for a paired comparison the wall time of its pairs
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
 * @param compilations separately compiled copies of each timed loop, sampled in turn and pooled; 0
 *     (the default) is automatic ({@link #compilationsOfRun()}, {@link #compilationsPerSide()}); 1
 *     times a single compilation. A result's options hold the count its run resolved.
 * @param regime the input regime of benchmarks with generated inputs ({@link Regime#FRESH} or
 *     {@link Regime#REPLAYED}); bodies without generated inputs run {@link Regime#FIXED} whatever this says
 * @param evaluationsPerSample evaluations per sample forced by the user, or 0 to tune them (the
 *     default); in the fresh regime a forced count above the batch size grows the batch
 * @param confidence the level of every interval of a run's result, a fraction in {@link
 *     OptionSpecs#CONFIDENCE}'s range ({@link Defaults#CONFIDENCE} by default); recorded in {@link
 *     MeasurementPlan#confidence()}
 */
public record Options(Estimator estimator, Duration budget, Duration maxWarmup, long seed, int batchSize,
    int minSamples, int maxSamples, String oracle, GeometricOptions geometric, boolean useTuningCache,
    boolean isolateLoops, Pinning pinning, ClockChoice clock, int compilations, Regime regime,
    int evaluationsPerSample, double confidence) {

  /**
   * Validates every member against {@link OptionSpecs} and the cross-member rule minSamples &le;
   * maxSamples; messages name the member, the value and the accepted range.
   */
  public Options {
    OptionSpecs.ESTIMATOR.check(estimator);
    OptionSpecs.BUDGET.check(budget);
    OptionSpecs.MAX_WARMUP.check(maxWarmup);
    OptionSpecs.BATCH_SIZE.check(batchSize);
    OptionSpecs.MIN_SAMPLES.check(minSamples);
    OptionSpecs.MAX_SAMPLES.check(maxSamples);
    if (minSamples > maxSamples) {
      throw new IllegalArgumentException("minSamples (" + minSamples + ") must not exceed maxSamples (" + maxSamples + ")");
    }
    OptionSpecs.ORACLE.check(oracle);
    OptionSpecs.GEOMETRIC.check(geometric);
    OptionSpecs.PINNING.check(pinning);
    OptionSpecs.CLOCK.check(clock);
    OptionSpecs.COMPILATIONS.check(compilations);
    OptionSpecs.REGIME.check(regime);
    OptionSpecs.EVALUATIONS_PER_SAMPLE.check(evaluationsPerSample);
    OptionSpecs.CONFIDENCE.check(confidence);
  }

  /**
   * Whether the weighted-mean loop's settings are the ones the budget gives (llvm-libc's, with the
   * budget as max duration) rather than settings of the caller's own: the engine adapts such
   * settings to the benchmark (first sample length, shortest measured time), and {@link
   * #toBuilder()} keeps them derived, so a new budget moves their max duration. The one place that
   * decides it; settings set equal to the derived ones count as derived (a saved result records the
   * values, not who chose them).
   */
  public boolean geometricFollowsBudget() {
    return geometric.equals(geometricOf(budget));
  }

  /** The weighted-mean loop's settings a budget gives when none are set. */
  private static GeometricOptions geometricOf(Duration budget) {
    return GeometricOptions.llvmDefaults().withMaxDuration(budget);
  }

  /** A builder starting from {@link Defaults} and a fresh random seed. */
  public static Builder builder() {
    return new Builder();
  }

  /** The defaults with a fresh random seed. */
  public static Options defaults() {
    return builder().build();
  }

  /**
   * Compiled copies a single run measures: {@link #compilations()}, or {@link
   * Defaults#RUN_COMPILATIONS} when that is 0 (automatic).
   */
  public int compilationsOfRun() {
    return compilations == 0 ? Defaults.RUN_COMPILATIONS : compilations;
  }

  /**
   * Compiled copies per side of a paired comparison: {@link #compilations()}, or {@link
   * Defaults#PAIRED_COMPILATIONS} when that is 0 (automatic).
   */
  public int compilationsPerSide() {
    return compilations == 0 ? Defaults.PAIRED_COMPILATIONS : compilations;
  }

  /** These options with {@code copies} compiled copies ({@link Builder#compilations(int)}); this when already so. */
  public Options withCompilations(int copies) {
    return copies == compilations ? this : toBuilder().compilations(copies).build();
  }

  /**
   * Every member of these options as text, by member name in the record's order ({@link
   * OptionSpecs#OPTIONS}), each in its option's exact text form ({@code budget=1000000000ns}, {@code
   * confidence=0.95}, {@code pinning=cpu 3}): what a child JVM gets on its command line. {@link
   * #fromText} reads it back to options equal to these.
   *
   * @return an unmodifiable map with one entry per member
   */
  public Map<String, String> toText() {
    return OptionsText.write(this);
  }

  /**
   * The options {@code text} spells as {@link #toText()} spells them, every value checked by the
   * option table as the builder checks it.
   *
   * @param text one entry per member of {@link Options}, and no other
   * @throws IllegalArgumentException when text is null, or naming the first member {@code text} lacks,
   *     the keys that name no member, or a value an option refuses
   */
  public static Options fromText(Map<String, String> text) {
    if (text == null) {
      throw new IllegalArgumentException("text must not be null (accepted: one entry per member of Options, as "
          + "toText() writes them)");
    }
    return OptionsText.read(text);
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
    b.geometric = geometricFollowsBudget() ? null : geometric;
    b.useTuningCache = useTuningCache;
    b.isolateLoops = isolateLoops;
    b.pinning = pinning;
    b.clock = clock;
    b.compilations = compilations;
    b.regime = regime;
    b.evaluationsPerSample = evaluationsPerSample;
    b.confidence = confidence;
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
    private Pinning pinning = Defaults.PINNING;
    private ClockChoice clock = Defaults.CLOCK;
    private int compilations = Defaults.COMPILATIONS;
    private Regime regime = Defaults.REGIME;
    private int evaluationsPerSample = 0;
    private double confidence = Defaults.CONFIDENCE;

    private Builder() {}

    /** The estimator ({@link OptionSpecs#ESTIMATOR}; default {@link Defaults#ESTIMATOR}). */
    public Builder estimator(Estimator e) {
      this.estimator = OptionSpecs.ESTIMATOR.check(e);
      return this;
    }

    /**
     * Measuring time per benchmark ({@link OptionSpecs#BUDGET}; default {@link Defaults#BUDGET}): wall
     * time of the sampling for the median and the minimum, measured time for the weighted mean (see
     * {@link Options}).
     */
    public Builder budget(Duration d) {
      this.budget = OptionSpecs.BUDGET.check(d);
      return this;
    }

    /** The longest warm-up ({@link OptionSpecs#MAX_WARMUP}; default {@link Defaults#MAX_WARMUP}); 0 runs a single warm-up round. */
    public Builder maxWarmup(Duration d) {
      this.maxWarmup = OptionSpecs.MAX_WARMUP.check(d);
      return this;
    }

    /** The input generators' seed (default: random, recorded in the result). */
    public Builder seed(long s) {
      this.seed = s;
      return this;
    }

    /** Inputs per batch, a power of two ({@link OptionSpecs#BATCH_SIZE}; default {@link Defaults#BATCH_SIZE}). */
    public Builder batchSize(int n) {
      this.batchSize = OptionSpecs.BATCH_SIZE.check(n);
      return this;
    }

    /** Samples always taken ({@link OptionSpecs#MIN_SAMPLES}; default {@link Defaults#MIN_SAMPLES}). */
    public Builder minSamples(int n) {
      this.minSamples = OptionSpecs.MIN_SAMPLES.check(n);
      return this;
    }

    /** Samples at most ({@link OptionSpecs#MAX_SAMPLES}; default {@link Defaults#MAX_SAMPLES}). */
    public Builder maxSamples(int n) {
      this.maxSamples = OptionSpecs.MAX_SAMPLES.check(n);
      return this;
    }

    /** The tuning oracle ({@link OptionSpecs#ORACLE}): {@code logistic} (default) or {@code table}. */
    public Builder oracle(String name) {
      this.oracle = OptionSpecs.ORACLE.check(name);
      return this;
    }

    /** Settings of the weighted-mean loop (default: llvm-libc's, with the budget as max duration). */
    public Builder geometric(GeometricOptions g) {
      this.geometric = OptionSpecs.GEOMETRIC.check(g);
      return this;
    }

    /** Whether to reuse tuned evaluations per sample ({@link OptionSpecs#USE_TUNING_CACHE}; default true). */
    public Builder useTuningCache(boolean b) {
      this.useTuningCache = b;
      return this;
    }

    /** Whether each benchmark gets its own hidden loop class ({@link OptionSpecs#ISOLATE_LOOPS}; default true). */
    public Builder isolateLoops(boolean b) {
      this.isolateLoops = b;
      return this;
    }

    /**
     * Where the measuring thread runs (default {@link Pinning#auto()}): {@code Pinning.cpu(n)}
     * for a given cpu, {@code Pinning.none()} to measure on the calling thread.
     */
    public Builder pinning(Pinning request) {
      this.pinning = OptionSpecs.PINNING.check(request);
      return this;
    }

    /** Which clock {@link Nanometer#create(Options)} times with (default {@link Defaults#CLOCK}). */
    public Builder clock(ClockChoice choice) {
      this.clock = OptionSpecs.CLOCK.check(choice);
      return this;
    }

    /**
     * How many separately compiled copies of each timed loop a run measures, in turn, pooling their
     * samples ({@link OptionSpecs#COMPILATIONS}: 0..16); 1 times one compilation; 0, the default,
     * is automatic: {@link Defaults#RUN_COMPILATIONS} for a run, {@link Defaults#PAIRED_COMPILATIONS}
     * per side for a paired comparison. Self-timed bodies and runs without loop isolation always
     * measure one.
     */
    public Builder compilations(int copies) {
      this.compilations = OptionSpecs.COMPILATIONS.check(copies);
      return this;
    }

    /**
     * The input regime of benchmarks with generated inputs ({@link OptionSpecs#REGIME}; default
     * {@link Defaults#REGIME}): {@link Regime#FRESH} or {@link Regime#REPLAYED}.
     */
    public Builder regime(Regime r) {
      this.regime = OptionSpecs.REGIME.check(r);
      return this;
    }

    /**
     * Forces evaluations per sample instead of tuning them ({@link
     * OptionSpecs#EVALUATIONS_PER_SAMPLE}: 0..2^24, default 0 = tune); for checking that an
     * estimate does not depend on the sample length.
     */
    public Builder evaluationsPerSample(int n) {
      this.evaluationsPerSample = OptionSpecs.EVALUATIONS_PER_SAMPLE.check(n);
      return this;
    }

    /**
     * The level of every interval of a run's result ({@link OptionSpecs#CONFIDENCE}: 0.5..0.9999,
     * default {@link Defaults#CONFIDENCE}); 0.99 widens each interval to 99% coverage.
     */
    public Builder confidence(double level) {
      this.confidence = OptionSpecs.CONFIDENCE.check(level);
      return this;
    }

    /** The options, checked by {@link Options}' constructor; fails when minSamples exceeds maxSamples. */
    public Options build() {
      GeometricOptions g = geometric != null ? geometric : geometricOf(budget);
      return new Options(estimator, budget, maxWarmup, seed, batchSize, minSamples, maxSamples, oracle, g,
          useTuningCache, isolateLoops, pinning, clock, compilations, regime, evaluationsPerSample, confidence);
    }
  }
}
