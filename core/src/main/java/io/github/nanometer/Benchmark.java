package io.github.nanometer;

import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.DoubleSupplier;
import java.util.function.Function;
import java.util.function.IntSupplier;
import java.util.function.LongSupplier;
import java.util.function.LongUnaryOperator;
import java.util.function.Supplier;

/**
 * What to measure: a name, a body, and optionally where its inputs come from. Immutable; create
 * with the static factories and pass to {@link Nanometer#run}.
 *
 * <ul>
 *   <li>{@link #of}: a body returning a value, which goes to a {@link Blackhole};
 *   <li>{@link #ofDouble}, {@link #ofInt}, {@link #ofLong(String, LongSupplier)}: a body returning
 *       a primitive, consumed without boxing;
 *   <li>{@link #withBlackhole}: a body that feeds a {@link Blackhole} itself;
 *   <li>{@link #withSetup}: one input produced once by a setup, passed to every evaluation;
 *   <li>{@link #withInputs} / {@link #withInputsAndBlackhole}: inputs drawn by a seeded generator
 *       into a batch that is redrawn for every sample (against branch prediction);
 *   <li>{@link #ofLong}: primitive long in, long out, without boxing; supports {@link
 *       Mode#LATENCY} via {@link #latency()}, where each evaluation's input is the previous result.
 * </ul>
 *
 * <p>Every factory refuses a null or blank name and a null body, setup or generator with an {@link
 * IllegalArgumentException} naming it; what the body, setup or generator throws when run fails the
 * run ({@link Nanometer#run(Benchmark, Options)}).
 *
 * <p>As with any microbenchmark harness: a body that captures only constants can be folded by the
 * JIT. Read inputs from the input argument (or fields of a captured object), never from literals.
 *
 * @param <I> the input type ({@code Void} when there is none)
 */
public final class Benchmark<I> {

  private final String name;
  private final BenchmarkBody body;

  private Benchmark(String name, BenchmarkBody body) {
    requireName(name);
    this.name = name;
    this.body = body;
  }

  private static <I> Benchmark<I> looped(String name, LoopShape kind, Object function, BenchmarkInputs inputs) {
    requireName(name);
    if (function == null) {
      throw new IllegalArgumentException("body of benchmark '" + name + "' must not be null");
    }
    return new Benchmark<>(name, new BenchmarkBody.Looped(kind, function, inputs));
  }

  /** A body without input; its result goes to the blackhole. */
  public static Benchmark<Void> of(String name, Supplier<?> body) {
    return looped(name, LoopShape.SUPPLIER, body, new BenchmarkInputs.None());
  }

  /**
   * A body without input returning a primitive {@code double}, consumed without boxing (where
   * {@link #of} would time a {@code Double} allocation per evaluation).
   */
  public static Benchmark<Void> ofDouble(String name, DoubleSupplier body) {
    return looped(name, LoopShape.DOUBLE_SUPPLIER, body, new BenchmarkInputs.None());
  }

  /** A body without input returning a primitive {@code int}, consumed without boxing. */
  public static Benchmark<Void> ofInt(String name, IntSupplier body) {
    return looped(name, LoopShape.INT_SUPPLIER, body, new BenchmarkInputs.None());
  }

  /** A body without input returning a primitive {@code long}, consumed without boxing. */
  public static Benchmark<Void> ofLong(String name, LongSupplier body) {
    return looped(name, LoopShape.LONG_SUPPLIER, body, new BenchmarkInputs.None());
  }

  /**
   * A body without input or result, called directly by the timed loop; nothing it computes reaches a
   * blackhole. Use it only where the body's effects stay visible on their own (it writes fields or
   * arrays that outlive the call), as in a JMH {@code void} {@code @Benchmark} method: the JIT may
   * remove work whose result nothing reads, and the time would then be that of an empty loop. Prefer
   * {@link #withBlackhole} or {@link #of}. {@code nanometer jmh} runs {@code void} benchmark methods
   * through this shape, so that the loop reaches the method's state in as few loads as JMH's loop.
   */
  public static Benchmark<Void> ofVoid(String name, Runnable body) {
    return looped(name, LoopShape.RUNNABLE, body, new BenchmarkInputs.None());
  }

  /** A body without input that consumes its results into the given blackhole. */
  public static Benchmark<Void> withBlackhole(String name, Consumer<Blackhole> body) {
    return looped(name, LoopShape.CONSUMER, body, new BenchmarkInputs.None());
  }

  /**
   * One input made once per run by {@code setup} (outside timing), passed to every evaluation: JMH's
   * {@code @State} shape. The loop reads the input once per sample and passes it from a local, as
   * JMH's generated loop passes its state object, so the body reaches the state's fields with no
   * load in between; a body that captures the state instead reloads it from the lambda on every call.
   */
  public static <I> Benchmark<I> withSetup(String name, Supplier<I> setup, Function<? super I, ?> body) {
    requireNonNull(name, "setup", setup);
    return looped(name, LoopShape.FUNCTION, body, new BenchmarkInputs.Setup(setup));
  }

  /**
   * One input rebuilt by {@code setup} before every sample, outside the timed region, for bodies
   * that change their input (BenchmarkTools' {@code setup}, JMH's {@code Level.Iteration}). Every
   * evaluation of a sample sees the same input: a body that, say, sorts it in place sorts sorted
   * data from its second evaluation on. Where each evaluation needs a fresh input, use {@link
   * #withInputs}, whose batch holds {@code batchSize} fresh inputs per sample. Cannot be paired.
   */
  public static <I> Benchmark<I> withSampleSetup(String name, Supplier<I> setup, Function<? super I, ?> body) {
    requireNonNull(name, "setup", setup);
    return looped(name, LoopShape.FUNCTION, body, new BenchmarkInputs.PerSample(setup));
  }

  /** Inputs drawn by {@code generator} into a batch redrawn before every sample. */
  public static <I> Benchmark<I> withInputs(String name, InputGenerator<I> generator, Function<? super I, ?> body) {
    requireNonNull(name, "generator", generator);
    return looped(name, LoopShape.FUNCTION, body, new BenchmarkInputs.Generated(generator));
  }

  /** As {@link #withInputs}, with a body that feeds the blackhole itself. */
  public static <I> Benchmark<I> withInputsAndBlackhole(String name, InputGenerator<I> generator,
      BiConsumer<? super I, Blackhole> body) {
    requireNonNull(name, "generator", generator);
    return looped(name, LoopShape.BLACKHOLE, body, new BenchmarkInputs.Generated(generator));
  }

  /**
   * A primitive long body, throughput mode: each evaluation gets its own input from the batch.
   * Call {@link #latency()} for latency mode.
   */
  public static Benchmark<Long> ofLong(String name, LongInputGenerator generator, LongUnaryOperator body) {
    requireNonNull(name, "generator", generator);
    return looped(name, LoopShape.LONG, body, new BenchmarkInputs.LongGenerated(generator));
  }

  /**
   * A body that times its own loop of evaluations ({@link SelfTimedBody}); the kernel still
   * warms it up, tunes it and applies the chosen estimator. No blackhole or inputs are involved.
   */
  public static Benchmark<Void> selfTimed(String name, SelfTimedBody body) {
    requireName(name);
    if (body == null) {
      throw new IllegalArgumentException("body of benchmark '" + name + "' must not be null");
    }
    return new Benchmark<>(name, new BenchmarkBody.SelfTimed(body));
  }

  /**
   * The same benchmark in latency mode: the first evaluation of a sample starts from a freshly
   * drawn input and each later evaluation takes the previous result, so calls cannot overlap.
   *
   * @throws IllegalStateException unless created by {@link #ofLong}
   */
  public Benchmark<I> latency() {
    LoopShape kind = body instanceof BenchmarkBody.Looped l ? l.shape() : null;
    if (kind == LoopShape.LONG_CHAIN) {
      return this;
    }
    if (kind != LoopShape.LONG) {
      throw new IllegalStateException("latency mode needs a Benchmark.ofLong body (result feeds the next input); '"
          + name + "' is " + (kind == null ? "self-timed" : kind.name().toLowerCase(java.util.Locale.ROOT)));
    }
    return withKind(LoopShape.LONG_CHAIN);
  }

  /** The same benchmark in throughput mode. */
  public Benchmark<I> throughput() {
    return mode() == Mode.LATENCY ? withKind(LoopShape.LONG) : this;
  }

  private Benchmark<I> withKind(LoopShape kind) {
    BenchmarkBody.Looped l = (BenchmarkBody.Looped) body;
    return new Benchmark<>(name, new BenchmarkBody.Looped(kind, l.function(), l.inputs()));
  }

  /** The same benchmark under another name. */
  public Benchmark<I> named(String newName) {
    return new Benchmark<>(newName, body);
  }

  /** The benchmark's name. */
  public String name() {
    return name;
  }

  /** Throughput or latency. */
  public Mode mode() {
    return body instanceof BenchmarkBody.Looped l && l.shape() == LoopShape.LONG_CHAIN ? Mode.LATENCY : Mode.THROUGHPUT;
  }

  /** The typed description of what this benchmark runs (for the measuring engine). */
  public BenchmarkBody body() {
    return body;
  }

  /** True when inputs are drawn at random (and so depend on the seed). */
  public boolean randomizedInputs() {
    return body instanceof BenchmarkBody.Looped l && l.inputs().randomized();
  }

  private static void requireName(String name) {
    if (name == null || name.isBlank()) {
      throw new IllegalArgumentException("benchmark name must not be blank, got "
          + (name == null ? "null" : "'" + name + "'"));
    }
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
