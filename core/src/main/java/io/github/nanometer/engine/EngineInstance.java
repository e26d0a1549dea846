package io.github.nanometer.engine;

import io.github.nanometer.Benchmark;
import io.github.nanometer.BenchmarkFactory;
import io.github.nanometer.ClockSummary;
import io.github.nanometer.Comparison;
import io.github.nanometer.ComparisonOptions;
import io.github.nanometer.Diagnosis;
import io.github.nanometer.Environment;
import io.github.nanometer.ForkOptions;
import io.github.nanometer.ForkedResult;
import io.github.nanometer.NanometerEngine;
import io.github.nanometer.Options;
import io.github.nanometer.Result;
import io.github.nanometer.ThreadedBenchmark;
import io.github.nanometer.ThreadedOptions;
import io.github.nanometer.ThreadedResult;
import io.github.nanometer.clock.Clock;
import io.github.nanometer.doctor.DoctorReport;
import io.github.nanometer.measure.JitActivity;
import io.github.nanometer.measure.TuningCache;
import io.github.nanometer.os.PhaseLog;
import java.io.PrintStream;
import java.util.Optional;
import java.util.function.Function;

/**
 * One {@code Nanometer}'s measuring state: its clock and the clock's facts, its tuning cache and
 * its measuring thread ({@link MeasuringPlace}); each call runs the engine's driver for it ({@link
 * BenchmarkRun}, {@link PairedRun}, {@link ForkedRun}, {@link ThreadedRun}). {@link JvmState} keeps
 * what lives once per JVM (the doctor's report, what was already said) and prints every line the
 * API writes on stderr.
 */
final class EngineInstance implements NanometerEngine.Instance {

  private final Options options;
  private final Clock clock;
  private final ClockSummary clockFacts;
  private final TuningCache cache;
  private final Optional<String> clockReason;
  private final MeasuringPlace place;

  EngineInstance(Options options, Clock clock, ClockSummary facts, TuningCache cache, Optional<String> clockReason) {
    this.options = options;
    this.clock = clock;
    this.clockFacts = facts;
    this.cache = cache;
    this.clockReason = clockReason;
    this.place = new MeasuringPlace(options.pinning());
    cache.reportExitProblemsTo(JvmState::say);
  }

  /** Starts the measuring thread's activity probe ahead of the first run ({@link MeasuringPlace#prestart}). */
  void prestart() {
    place.prestart();
  }

  @Override
  public ClockSummary clockFacts() {
    return clockFacts;
  }

  @Override
  public Diagnosis doctor() {
    return doctorReport().diagnosis();
  }

  private DoctorReport doctorReport() {
    return JvmState.doctor(clockFacts);
  }

  @Override
  public void announce(PrintStream err) {
    JvmState.announceOnce(doctorReport(), err);
  }

  @Override
  public void announceByDefault() {
    JvmState.announceOnceUnlessQuiet(doctorReport());
  }

  @Override
  public Result run(Benchmark<?> benchmark, Options runOptions) {
    announceByDefault();
    PhaseLog.mark("doctor-done");
    try {
      return (Result) place.call(runOptions.pinning(), new Measuring(benchmark, runOptions));
    } finally {
      PhaseLog.flush(); // only under -Dnanometer.phaseLog: after the measuring, so a JVM of many runs keeps every mark
    }
  }

  @Override
  public String placement() {
    return place.placement().summary();
  }

  @Override
  public synchronized void close() {
    place.close();
    cache.flush().ifPresent(JvmState::say);
  }

  @Override
  public Comparison compare(Benchmark<?> baseline, Benchmark<?> candidate, ComparisonOptions comparison,
      Options runOptions) {
    String what = "comparison of baseline '" + baseline.name() + "' with candidate '" + candidate.name() + "'";
    announceByDefault();
    return place.call(runOptions.pinning(), placement -> {
      try {
        return new PairedRun(runOptions, clock, clockFacts, cache, JitActivity.ofThisJvm(), placement,
            Optional.of(doctorReport())).compare(baseline, candidate, comparison);
      } catch (Throwable t) {
        throw failure(what, t);
      }
    });
  }

  @Override
  public ForkedResult forked(Class<? extends BenchmarkFactory> factory, ForkOptions forkOptions) {
    Environment parent = HostEnvironment.capture("parent of forks: each fork measured in its own JVM (its placement is "
        + "in its result)", clockFacts, clock.nanosPerTick(), Optional.of(doctor()));
    return ForkedRun.run(factory, forkOptions, options, parent, line -> {
      if (!JvmState.quiet()) {
        System.err.println("nanometer: " + line);
      }
    });
  }

  @Override
  public ThreadedResult runThreaded(ThreadedBenchmark<?> benchmark, ThreadedOptions threadedOptions) {
    announceByDefault();
    return new ThreadedRun(threadedOptions, clock, clockFacts, Optional.of(doctorReport())).measure(benchmark);
  }

  /**
   * What a run threw, as the API throws it: nanometer's own refusals ({@link Refusal}) as they are;
   * anything else came from the benchmark's own code (body, setup, input generator), so it becomes an
   * {@link IllegalStateException} naming {@code what} with the throwable as its cause.
   */
  private static RuntimeException failure(String what, Throwable t) {
    if (t instanceof Refusal r) {
      return r;
    }
    return new IllegalStateException(what + " failed: " + t, t);
  }

  /** One benchmark measured on the measuring thread, given that thread's placement. */
  private final class Measuring implements Function<Object, Object> {
    private final Benchmark<?> benchmark;
    private final Options runOptions;

    Measuring(Benchmark<?> benchmark, Options runOptions) {
      this.benchmark = benchmark;
      this.runOptions = runOptions;
    }

    @Override
    public Object apply(Object placement) {
      try {
        return new BenchmarkRun(runOptions, clock, clockFacts, cache, JitActivity.ofThisJvm(), (String) placement,
            clockReason, Optional.of(doctorReport())).measure(benchmark);
      } catch (Throwable t) {
        throw failure("benchmark '" + benchmark.name() + "'", t);
      }
    }
  }
}
