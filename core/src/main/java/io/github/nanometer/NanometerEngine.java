package io.github.nanometer;

import java.io.PrintStream;

/**
 * The engine behind {@link Nanometer}, found by {@link java.util.ServiceLoader}: the library's own
 * ({@code engine.EngineService}) is the one implementation, so that this package, the bottom layer
 * of the library, depends on nothing that measures. Users call {@link Nanometer}; this interface is
 * public only because a service type must be.
 *
 * <p>{@link Nanometer} checks every argument before it reaches an engine, so an engine may assume
 * non-null arguments and a thread that was not interrupted.
 */
public interface NanometerEngine {

  /**
   * An instance for {@code options}: the clock chosen and calibrated, the tuning cache opened, the
   * measuring thread prepared (as {@link Nanometer#create(Options)} documents).
   *
   * @param options the instance's options; not null
   */
  Instance open(Options options);

  /** One instance's measuring state, behind one {@link Nanometer}; not thread-safe, as it is not. */
  interface Instance extends AutoCloseable {

    /** As {@link Nanometer#clockFacts()}. */
    ClockSummary clockFacts();

    /** As {@link Nanometer#doctor()}. */
    Diagnosis doctor();

    /** As {@link Nanometer#announce(PrintStream)}. */
    void announce(PrintStream err);

    /** The doctor's one line, once per JVM, unless quiet: what every measuring call does first. */
    void announceByDefault();

    /** As {@link Nanometer#run(Benchmark, Options)}. */
    Result run(Benchmark<?> benchmark, Options runOptions);

    /** As {@link Nanometer#placement()}. */
    String placement();

    /** As {@link Nanometer#compare(Benchmark, Benchmark, ComparisonOptions, Options)}. */
    Comparison compare(Benchmark<?> baseline, Benchmark<?> candidate, ComparisonOptions comparison, Options runOptions);

    /** As {@link Nanometer#forked(Class, ForkOptions)}: each fork measures with the instance's options. */
    ForkedResult forked(Class<? extends BenchmarkFactory> factory, ForkOptions forkOptions);

    /** As {@link Nanometer#runThreaded(ThreadedBenchmark, ThreadedOptions)}. */
    ThreadedResult runThreaded(ThreadedBenchmark<?> benchmark, ThreadedOptions threadedOptions);

    /** As {@link Nanometer#close()}: stops the measuring thread and saves the tuning cache. */
    @Override
    void close();
  }
}
