package io.github.nanometer;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;

/**
 * The entry point for embedding nanometer in a benchmark {@code main}:
 *
 * <pre>{@code
 * Nanometer nm = Nanometer.create(Options.builder().budget(Duration.ofSeconds(2)).build());
 * Result r = nm.run(Benchmark.ofDouble("sqrt", () -> Math.sqrt(state.x)));
 * System.out.println(r.estimateNanos() + " ns");
 * }</pre>
 *
 * <p>The clock is calibrated once, when the instance is created (about 0.1 s). Benchmarks run on
 * a dedicated measuring thread, pinned as {@link Options#pinning()} asks (started on first use;
 * {@link #close()} stops it); with {@code Pinning.none()} they run on the calling thread. An
 * instance is not thread-safe: run benchmarks one at a time, since concurrent runs would disturb
 * each other anyway.
 *
 * <p>Bad input: an argument nanometer refuses throws {@link IllegalArgumentException} before
 * anything runs, naming the argument, the value and what is accepted. What the benchmark's own code
 * throws (its body, setup or input generator; a checked exception or an error such as {@link
 * StackOverflowError} too) fails the run with an {@link IllegalStateException} that names the
 * benchmark and carries the throwable as its cause; the instance stays usable for the next run.
 *
 * <p>A thin facade: it checks every argument, then hands the call to the engine, a {@link
 * NanometerEngine} found by {@link ServiceLoader} ({@code engine.EngineService}), which measures,
 * keeps the measuring thread and what lives once per JVM (the doctor's report, what was already
 * said), and prints every line the API writes on stderr ({@code nanometer: ...}), none under {@code
 * -Dnanometer.quiet=true}.
 */
public final class Nanometer implements AutoCloseable {

  /** The engine found by the first {@link #create(Options)}; null before. */
  private static volatile NanometerEngine engine;

  private final Options options;
  private final NanometerEngine.Instance instance;

  /** An instance over an engine's instance opened for {@code options} (the tests' way to a given clock). */
  Nanometer(Options options, NanometerEngine.Instance instance) {
    this.options = options;
    this.instance = instance;
  }

  /** An instance with {@link Options#defaults()}. */
  public static Nanometer create() {
    return create(Options.defaults());
  }

  /**
   * An instance with the given options, timing with the clock {@link Options#clock()} asks for
   * (nanoTime by default; a counter that is unusable falls back to nanoTime, and every result's
   * notes say so). Unless {@link Options#pinning()} is none, the measuring thread starts now, in
   * the background: it watches the cpus for a moment and pins itself while the caller prepares, so
   * the first run does not wait for it; {@link #close()} stops it.
   *
   * @throws IllegalArgumentException when options is null
   */
  public static Nanometer create(Options options) {
    if (options == null) {
      throw new IllegalArgumentException("options must not be null");
    }
    return new Nanometer(options, engine().open(options));
  }

  /**
   * The engine on the class path or module path, looked up once per JVM (a lookup reads every
   * jar's service list).
   *
   * @throws IllegalStateException when there is none (the nanometer jar is incomplete)
   */
  private static NanometerEngine engine() {
    NanometerEngine found = engine;
    if (found == null) {
      found = ServiceLoader.load(NanometerEngine.class, Nanometer.class.getClassLoader()).findFirst()
          .orElseThrow(() -> new IllegalStateException("no " + NanometerEngine.class.getName()
              + " service on the class path (META-INF/services missing from the nanometer jar)"));
      engine = found; // a race finds the same stateless service twice, which is harmless
    }
    return found;
  }

  /** The options every run of this instance uses. */
  public Options options() {
    return options;
  }

  /** The calibrated facts of this instance's clock. */
  public ClockSummary clockFacts() {
    return instance.clockFacts();
  }

  /**
   * The environment doctor's quick report for this machine (no noise probe), computed once per JVM
   * on first use: every result document embeds it, so a number always travels with the state of
   * the machine that produced it.
   */
  public Diagnosis doctor() {
    return instance.doctor();
  }

  /**
   * Prints the doctor's one-line summary to {@code err}, once per JVM; later calls print nothing.
   * {@link #run} and {@link #compare} call it with {@code System.err} before measuring, unless the
   * system property {@code nanometer.quiet} is {@code true}.
   */
  public void announce(PrintStream err) {
    if (err == null) {
      throw new IllegalArgumentException("err must not be null");
    }
    instance.announce(err);
  }

  /**
   * Measures one benchmark with this instance's options.
   *
   * @throws IllegalArgumentException when benchmark is null
   * @throws IllegalStateException when the benchmark's body, setup or input generator threw (the
   *     cause), or the calling thread is interrupted, as {@link #run(Benchmark, Options)} says
   */
  public Result run(Benchmark<?> benchmark) {
    return run(benchmark, options);
  }

  /**
   * Measures one benchmark with other options (the clock and cache stay this instance's).
   *
   * <p>Interrupts: a calling thread already interrupted measures nothing and gets an {@link
   * IllegalStateException} saying so. One interrupted while it waits for the measuring thread gets
   * the same at once, while the measurement it handed over finishes on that thread (its result is
   * dropped) before the next one starts. With {@link Pinning#none()} the run is on the calling thread
   * and an interrupt during it does not stop it: the result comes back. In every case the thread's
   * interrupt flag stays set.
   *
   * @throws IllegalArgumentException when an argument is null
   * @throws IllegalStateException when the benchmark's body, setup or input generator threw
   *     anything, an error or a checked exception included (the message names the benchmark, the
   *     cause is the throwable; the instance stays usable), or the calling thread is interrupted
   */
  public Result run(Benchmark<?> benchmark, Options runOptions) {
    requireNonNull("benchmark", benchmark, "runOptions", runOptions);
    requireNotInterrupted("benchmark '" + benchmark.name() + "'");
    return instance.run(benchmark, runOptions);
  }

  /**
   * Where this instance's measuring thread runs, starting it if needed, as one line: {@code "pinned
   * to cpu 1 (isolated cpu 1)"}, or {@code "not pinned: REASON; fix: FIX"} (the line a result's
   * {@link Result#threadPlacement()} holds).
   */
  public String placement() {
    return instance.placement();
  }

  /**
   * Stops the measuring thread, if one was started, and writes the tuning cache's unsaved entries
   * (a failure is said once on stderr unless {@code -Dnanometer.quiet=true}); the instance starts a
   * new thread if used again.
   */
  @Override
  public synchronized void close() {
    instance.close();
  }

  /**
   * Paired comparison of a baseline and a candidate with this instance's options and {@link
   * ComparisonOptions#DEFAULTS} (2% threshold, 95% confidence). Both run on the baseline's inputs.
   */
  public Comparison compare(Benchmark<?> baseline, Benchmark<?> candidate) {
    return compare(baseline, candidate, ComparisonOptions.DEFAULTS);
  }

  /**
   * Paired comparison: both benchmarks receive the same inputs for each pair (the baseline's input
   * source; the candidate's own is not used), in a seeded random order within each pair, with the
   * same evaluations per sample; pairs are taken until the budget is used or {@code maxSamples}.
   *
   * @throws IllegalArgumentException when an argument is null or the two take different inputs
   * @throws IllegalStateException when either benchmark's code threw (the message names both, the
   *     cause is the throwable), or the calling thread is interrupted (as for {@link #run(Benchmark,
   *     Options)})
   */
  public Comparison compare(Benchmark<?> baseline, Benchmark<?> candidate, ComparisonOptions comparison) {
    return compare(baseline, candidate, comparison, options);
  }

  /** As {@link #compare(Benchmark, Benchmark, ComparisonOptions)}, with other run options (seed, budget, ...). */
  public Comparison compare(Benchmark<?> baseline, Benchmark<?> candidate, ComparisonOptions comparison,
      Options runOptions) {
    requireNonNull("baseline", baseline, "candidate", candidate, "comparison", comparison, "runOptions", runOptions);
    requireNotInterrupted("comparison of baseline '" + baseline.name() + "' with candidate '" + candidate.name() + "'");
    return instance.compare(baseline, candidate, comparison, runOptions);
  }

  /**
   * An A/A comparison: the benchmark against itself (in a second, separate loop). Its interval is
   * the noise floor of this machine for that workload; a verdict other than NO_CHANGE is a false alarm.
   */
  public Comparison compareToItself(Benchmark<?> benchmark, ComparisonOptions comparison) {
    return compareToItself(benchmark, comparison, options);
  }

  /** As {@link #compareToItself(Benchmark, ComparisonOptions)}, with other run options. */
  public Comparison compareToItself(Benchmark<?> benchmark, ComparisonOptions comparison, Options runOptions) {
    if (benchmark == null) {
      throw new IllegalArgumentException("benchmark must not be null");
    }
    return compare(benchmark, benchmark.named(benchmark.name() + " (A/A)"), comparison, runOptions);
  }

  /**
   * Measures the factory's benchmark in fresh JVMs, the number worth publishing: by default at least
   * {@link ForkPlan#DEFAULT_MIN_FORKS}, more until the interval over forks is precise, within {@link
   * ForkPlan#DEFAULT_MAX_WALL} of wall time ({@link ForkOptions#DEFAULTS}). Each fork inherits this
   * JVM's class path and the compiler-blackhole flags, measures with this instance's options (its
   * budget is measuring time per fork; seed + fork - 1) and writes its complete result, which the
   * parent reads back ({@link ForkedResult#forkResults()}); a fork whose result shows an option not
   * applied fails the run, naming it. Each fork's estimate is its steady state (the estimator over
   * its samples after its last changepoint); the interval is over forks, so it holds the spread
   * between JVMs that further runs see. One line per fork goes to {@code System.err} before it
   * starts, unless {@code -Dnanometer.quiet=true}.
   *
   * @param factory a public class with a public no-argument constructor
   * @throws IllegalStateException when a fork fails, with its exit status and stderr tail
   */
  public ForkedResult forked(Class<? extends BenchmarkFactory> factory) {
    return forked(factory, ForkOptions.DEFAULTS);
  }

  /**
   * As {@link #forked(Class)}, with another fork plan or extra JVM flags for the forks ({@code
   * ForkOptions.builder().forks(10)} for exactly ten; {@code forks(1)} measures one JVM and says so).
   *
   * @param factory a public class with a public no-argument constructor
   * @throws IllegalStateException when a fork fails, with its exit status and stderr tail
   */
  public ForkedResult forked(Class<? extends BenchmarkFactory> factory, ForkOptions forkOptions) {
    requireNonNull("factory", factory, "forkOptions", forkOptions);
    requireNotInterrupted("forked run of " + factory.getName());
    return instance.forked(factory, forkOptions);
  }

  /**
   * Measures a sweep's family in order, one benchmark per parameter value; each result records its
   * value in {@link Result#parameters()}.
   */
  public List<Result> sweep(Sweep<?> sweep) {
    if (sweep == null) {
      throw new IllegalArgumentException("sweep must not be null");
    }
    return sweepTyped(sweep);
  }

  private <P> List<Result> sweepTyped(Sweep<P> sweep) {
    List<Result> results = new ArrayList<>();
    for (P value : sweep.values()) {
      Result r = run(sweep.benchmarkFor(value));
      results.add(r.withParameters(Map.of(sweep.parameterName(), value.toString())));
    }
    return results;
  }

  /**
   * Measures a benchmark run by several threads at once ({@link ThreadedBenchmark}): each thread
   * on its own cpu where pinning works ({@link ThreadedOptions#pinning()}), all threads starting
   * and stopping each sample together, every raw sample of every thread kept. Runs on threads of
   * its own (not this instance's measuring thread) with this instance's clock.
   *
   * @throws IllegalArgumentException when an argument is null, or the threads cannot be placed
   *     (more threads than the cpus this process may use, unless {@link ThreadedOptions#shareCpus()})
   * @throws IllegalStateException when a setup, body or teardown threw, on a measuring thread or on
   *     the calling thread (the message names the benchmark, the cause is the throwable), or the
   *     calling thread was interrupted before the run (nothing measured, the flag stays set); an
   *     interrupt during the run does not stop it (the flag is set again when it returns)
   */
  public ThreadedResult runThreaded(ThreadedBenchmark<?> benchmark, ThreadedOptions threadedOptions) {
    requireNonNull("benchmark", benchmark, "threadedOptions", threadedOptions);
    requireNotInterrupted("threaded benchmark '" + benchmark.name() + "'");
    return instance.runThreaded(benchmark, threadedOptions);
  }

  /**
   * Measures several benchmarks in order.
   *
   * @throws IllegalArgumentException when the list is null or holds null, before any is measured
   * @throws IllegalStateException as {@link #run(Benchmark)}, for the first benchmark that fails
   */
  public List<Result> runAll(List<? extends Benchmark<?>> benchmarks) {
    if (benchmarks == null) {
      throw new IllegalArgumentException("benchmarks must not be null");
    }
    for (int i = 0; i < benchmarks.size(); i++) {
      if (benchmarks.get(i) == null) {
        throw new IllegalArgumentException("benchmarks must not hold null, got null at index " + i + " of "
            + benchmarks.size());
      }
    }
    List<Result> results = new ArrayList<>();
    for (Benchmark<?> b : benchmarks) {
      results.add(run(b));
    }
    return results;
  }

  /**
   * Refuses to start {@code what} on an interrupted thread, leaving its interrupt flag set: a run
   * handed to the measuring thread would otherwise go on there while the caller, its wait cut short,
   * had already been told it failed.
   */
  private static void requireNotInterrupted(String what) {
    if (Thread.currentThread().isInterrupted()) {
      throw new IllegalStateException("interrupted before " + what + " started: nothing was measured (the "
          + "thread's interrupt flag stays set)");
    }
  }

  /** Throws naming the first null argument; arguments come as name, value pairs. */
  private static void requireNonNull(Object... namesAndValues) {
    for (int i = 0; i < namesAndValues.length; i += 2) {
      if (namesAndValues[i + 1] == null) {
        throw new IllegalArgumentException(namesAndValues[i] + " must not be null");
      }
    }
  }

  /**
   * One benchmark measured at a placement: a class, not a lambda, so the measuring thread's stack
   * under the body has one frame fewer (a body that throws pays for every frame). Its types are
   * {@code Object} so the compiler adds no bridge method, which would be one more frame.
   */}
