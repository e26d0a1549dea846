package io.github.nanometer;

import java.util.function.Supplier;

/**
 * Where a looped benchmark's inputs come from (part of {@link BenchmarkBody.Looped}). The engine
 * turns it into one input batch per run; generated inputs are redrawn before every sample.
 */
public sealed interface BenchmarkInputs permits BenchmarkInputs.None, BenchmarkInputs.Setup,
    BenchmarkInputs.Generated, BenchmarkInputs.LongGenerated, BenchmarkInputs.PerSample {

  /** True when inputs are drawn at random, so they depend on the seed. */
  default boolean randomized() {
    return this instanceof Generated || this instanceof LongGenerated;
  }

  /** No input: the body takes none. */
  record None() implements BenchmarkInputs {}

  /**
   * One input made once per run by {@code setup}, outside timing, passed to every evaluation.
   *
   * @param setup the input's maker, never null
   */
  record Setup(Supplier<?> setup) implements BenchmarkInputs {
    /** Rejects a null setup. */
    public Setup {
      if (setup == null) {
        throw new IllegalArgumentException("setup must not be null");
      }
    }
  }

  /**
   * One input rebuilt by {@code setup} before every sample, outside timing (BenchmarkTools'
   * {@code setup}, JMH's {@code Level.Iteration}); every evaluation of a sample sees it.
   *
   * @param setup the input's maker, never null
   */
  record PerSample(Supplier<?> setup) implements BenchmarkInputs {
    /** Rejects a null setup. */
    public PerSample {
      if (setup == null) {
        throw new IllegalArgumentException("setup must not be null");
      }
    }
  }

  /**
   * Object inputs drawn by a seeded generator.
   *
   * @param generator the generator, never null
   */
  record Generated(InputGenerator<?> generator) implements BenchmarkInputs {
    /** Rejects a null generator. */
    public Generated {
      if (generator == null) {
        throw new IllegalArgumentException("generator must not be null");
      }
    }
  }

  /**
   * Primitive long inputs drawn by a seeded generator.
   *
   * @param generator the generator, never null
   */
  record LongGenerated(LongInputGenerator generator) implements BenchmarkInputs {
    /** Rejects a null generator. */
    public LongGenerated {
      if (generator == null) {
        throw new IllegalArgumentException("generator must not be null");
      }
    }
  }
}
