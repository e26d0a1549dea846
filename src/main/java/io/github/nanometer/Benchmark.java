package io.github.nanometer;

import io.github.nanometer.measure.InputBatch;
import io.github.nanometer.measure.LoopKind;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.LongUnaryOperator;
import java.util.function.Supplier;

/**
 * What to measure: a name, a body, and optionally where its inputs come from. Immutable; create
 * with the static factories and pass to {@link Nanometer#run}.
 *
 * <ul>
 *   <li>{@link #of}: a body returning a value, which goes to a {@link Blackhole};
 *   <li>{@link #withBlackhole}: a body that feeds a {@link Blackhole} itself;
 *   <li>{@link #withSetup}: one input produced once by a setup, passed to every evaluation;
 *   <li>{@link #withInputs} / {@link #withInputsAndBlackhole}: inputs drawn by a seeded generator
 *       into a batch that is redrawn for every sample (against branch prediction);
 *   <li>{@link #ofLong}: primitive long in, long out, without boxing; supports {@link
 *       Mode#LATENCY} via {@link #latency()}, where each evaluation's input is the previous result.
 * </ul>
 *
 * <p>As with any microbenchmark harness: a body that captures only constants can be folded by the
 * JIT. Read inputs from the input argument (or fields of a captured object), never from literals.
 *
 * @param <I> the input type ({@code Void} when there is none)
 */
public final class Benchmark<I> {

  private final String name;
  private final LoopKind kind;
  private final Object body;
  private final InputSpec inputs;

  /** Where the inputs come from (package-private: converted into an {@link InputBatch} per run). */
  private record InputSpec(Supplier<?> setup, InputGenerator<?> generator, LongInputGenerator longGenerator) {}

  private Benchmark(String name, LoopKind kind, Object body, InputSpec inputs) {
    if (name == null || name.isBlank()) {
      throw new IllegalArgumentException("name must not be blank");
    }
    if (body == null) {
      throw new IllegalArgumentException("body of benchmark '" + name + "' must not be null");
    }
    this.name = name;
    this.kind = kind;
    this.body = body;
    this.inputs = inputs;
  }

  /** A body without input; its result goes to the blackhole. */
  public static Benchmark<Void> of(String name, Supplier<?> body) {
    return new Benchmark<>(name, LoopKind.SUPPLIER, body, new InputSpec(null, null, null));
  }

  /** A body without input that consumes its results into the given blackhole. */
  public static Benchmark<Void> withBlackhole(String name, Consumer<Blackhole> body) {
    return new Benchmark<>(name, LoopKind.CONSUMER, body, new InputSpec(null, null, null));
  }

  /** One input made once per run by {@code setup} (outside timing), passed to every evaluation. */
  public static <I> Benchmark<I> withSetup(String name, Supplier<I> setup, Function<? super I, ?> body) {
    requireNonNull(name, "setup", setup);
    return new Benchmark<>(name, LoopKind.FUNCTION, body, new InputSpec(setup, null, null));
  }

  /** Inputs drawn by {@code generator} into a batch redrawn before every sample. */
  public static <I> Benchmark<I> withInputs(String name, InputGenerator<I> generator, Function<? super I, ?> body) {
    requireNonNull(name, "generator", generator);
    return new Benchmark<>(name, LoopKind.FUNCTION, body, new InputSpec(null, generator, null));
  }

  /** As {@link #withInputs}, with a body that feeds the blackhole itself. */
  public static <I> Benchmark<I> withInputsAndBlackhole(String name, InputGenerator<I> generator,
      BiConsumer<? super I, Blackhole> body) {
    requireNonNull(name, "generator", generator);
    return new Benchmark<>(name, LoopKind.BLACKHOLE, body, new InputSpec(null, generator, null));
  }

  /**
   * A primitive long body, throughput mode: each evaluation gets its own input from the batch.
   * Call {@link #latency()} for latency mode.
   */
  public static Benchmark<Long> ofLong(String name, LongInputGenerator generator, LongUnaryOperator body) {
    requireNonNull(name, "generator", generator);
    return new Benchmark<>(name, LoopKind.LONG, body, new InputSpec(null, null, generator));
  }

  /**
   * A body that times its own loop of evaluations ({@link SelfTimedBody}); the kernel still
   * warms it up, tunes it and applies the chosen estimator. No blackhole or inputs are involved.
   */
  public static Benchmark<Void> selfTimed(String name, SelfTimedBody body) {
    return new Benchmark<>(name, null, body, new InputSpec(null, null, null));
  }

  /** True for {@link #selfTimed} benchmarks. */
  boolean isSelfTimed() {
    return kind == null;
  }

  /**
   * The same benchmark in latency mode: the first evaluation of a sample starts from a freshly
   * drawn input and each later evaluation takes the previous result, so calls cannot overlap.
   *
   * @throws IllegalStateException unless created by {@link #ofLong}
   */
  public Benchmark<I> latency() {
    if (kind == LoopKind.LONG_CHAIN) {
      return this;
    }
    if (kind != LoopKind.LONG) {
      throw new IllegalStateException("latency mode needs a Benchmark.ofLong body (result feeds the next input); '"
          + name + "' is " + (kind == null ? "self-timed" : kind.name().toLowerCase(java.util.Locale.ROOT)));
    }
    return new Benchmark<>(name, LoopKind.LONG_CHAIN, body, inputs);
  }

  /** The same benchmark in throughput mode. */
  public Benchmark<I> throughput() {
    return kind == LoopKind.LONG_CHAIN ? new Benchmark<>(name, LoopKind.LONG, body, inputs) : this;
  }

  /** The same benchmark under another name. */
  public Benchmark<I> named(String newName) {
    return new Benchmark<>(newName, kind, body, inputs);
  }

  /** The benchmark's name. */
  public String name() {
    return name;
  }

  /** Throughput or latency. */
  public Mode mode() {
    return kind == LoopKind.LONG_CHAIN ? Mode.LATENCY : Mode.THROUGHPUT;
  }

  /** The loop shape (for the measurement kernel). */
  LoopKind kind() {
    return kind;
  }

  /** The body object (a functional interface instance matching {@link #kind()}). */
  Object body() {
    return body;
  }

  /** True when inputs are drawn at random (and so depend on the seed). */
  public boolean randomizedInputs() {
    return inputs.generator() != null || inputs.longGenerator() != null;
  }

  /** A fresh batch of inputs for one run, seeded with {@code seed}. */
  InputBatch newBatch(int batchSize, long seed) {
    if (inputs.longGenerator() != null) {
      LongInputGenerator g = inputs.longGenerator();
      return InputBatch.ofLongs(g::next, kind == LoopKind.LONG_CHAIN ? 1 : batchSize, seed);
    }
    if (inputs.generator() != null) {
      InputGenerator<?> g = inputs.generator();
      return InputBatch.ofObjects(g::next, batchSize, seed);
    }
    return InputBatch.fixed(inputs.setup() == null ? null : inputs.setup().get());
  }

  private static void requireNonNull(String name, String what, Object o) {
    if (o == null) {
      throw new IllegalArgumentException(what + " of benchmark '" + name + "' must not be null");
    }
  }

  @Override
  public String toString() {
    return "Benchmark[" + name + ", " + mode() + "]";
  }
}
