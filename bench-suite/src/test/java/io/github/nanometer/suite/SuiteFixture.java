package io.github.nanometer.suite;

import io.github.nanometer.Allocation;
import io.github.nanometer.BlackholeKind;
import io.github.nanometer.ClockChoice;
import io.github.nanometer.ClockSummary;
import io.github.nanometer.CounterEvent;
import io.github.nanometer.CounterSample;
import io.github.nanometer.Diagnosis;
import io.github.nanometer.Environment;
import io.github.nanometer.Estimates;
import io.github.nanometer.Estimator;
import io.github.nanometer.Mode;
import io.github.nanometer.Note;
import io.github.nanometer.NoteKind;
import io.github.nanometer.Options;
import io.github.nanometer.Pinning;
import io.github.nanometer.Result;
import io.github.nanometer.RunIdentity;
import io.github.nanometer.StopReason;
import io.github.nanometer.TuningSource;
import io.github.nanometer.WarmupSummary;
import io.github.nanometer.doctor.GoldenReports;
import io.github.nanometer.report.GoldenText;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * A suite report built by hand that reaches every member of the suite document: a sweep, a doctor
 * report, a cache size not read, a skipped implementation, counted and uncounted measurements, a
 * trained regime, a tsc timing with a ratio, NaN estimates, counters and notes in the results.
 */
final class SuiteFixture {
  private SuiteFixture() {}

  static final ClockSummary TSC = new ClockSummary("tsc", 7.5, 0.4, 25, 8, 12.25);

  static SuiteReport report() {
    Diagnosis doctor = GoldenReports.laptop().diagnosis();
    SuiteConfig config = new SuiteConfig(SuiteMode.SWEEP, List.of(MemoryFunction.MEMCPY, MemoryFunction.MEMSET),
        List.of("libc", "arraycopy"), "all", Optional.of(SweepSpec.parse("16..4096:x2")), 2, -7L, 8, true,
        List.of(Estimator.MINIMUM, Estimator.WEIGHTED_MEAN), Duration.ofMillis(150), Duration.ofMillis(30), "table",
        false, 512, 4);
    MachineFacts machine = new MachineFacts("Intel(R) Core(TM) \"i7\" \u00b5", new CacheSizes(OptionalLong.of(49152),
        OptionalLong.empty(), 0, List.of("L1 Data 48 KiB", "L2 Unified 1280 KiB")), TSC,
        CycleSource.coreCycles(), "pinned to cpu 3 (isolated)", List.of("turbo is on", "no LLC size: 32 MiB assumed"),
        doctor);
    Environment env = new Environment("17.0.9", "OpenJDK 64-Bit Server VM", "17.0.9+9", "Linux", "6.1.0", "amd64",
        8, 4_294_967_296L, BlackholeKind.COMPILER, "pinned to cpu 3 (isolated)", TSC, 0.3333333333333333,
        Optional.of(doctor), Optional.of("11th Gen Intel(R) Core(TM) i7-1165G7 @ 2.80GHz"), java.util.OptionalLong.of(16_624_705_536L), "Eclipse Adoptium", java.util.List.of("-Xmx4g", "-XX:+UseParallelGC", "-Dnote=\"quoted\""),
        java.util.OptionalInt.of(8));
    ParameterRegime trained = new ParameterRegime(SizeDrawing.INDEPENDENT, 512, 4, 1);
    LoopTiming tsc = new LoopTiming("tsc", 0.35714285714285715, 1.0e-4, "calibrated against System.nanoTime over 100 ms");
    Measurement counted = new Measurement(MemoryFunction.MEMCPY, "libc", "libc", "size 64", 64, 64, 1, 99L, trained,
        tsc, new CallCounts(41.5, 120.25, 0.125), minimum(env));
    Measurement uncounted = new Measurement(MemoryFunction.MEMSET, "arraycopy", "java", "size 4096", 4096, 4096, 2,
        Long.MIN_VALUE, trained, LoopTiming.NANO_TIME, CallCounts.NONE, weighted(env));
    List<BufferPlan> buffers = List.of(BufferPlan.forL1(MemoryFunction.MEMCPY, 49152, 512, 8, true),
        BufferPlan.forL1(MemoryFunction.MEMSET, 49152, 512, 8, true));
    return new SuiteReport(config, machine, List.of(counted, uncounted), buffers,
        List.of(new Skipped(MemoryFunction.MEMSET, "libc", "no native helper: \"libnanometer.so\" not found")),
        List.of("cycles from perf counters", "warm-up of memset/arraycopy did not settle"), 1_234_567_890L,
        Optional.of(RUN));
  }

  /**
   * {@code document} as a document read from one written before version 4 is written again: the
   * machine and JVM members a history keys on unknown (null, empty), the run as {@link #RUN}.
   */
  static String withoutHistoryFacts(String document) {
    return document.replaceAll("\"cpuModel\": \"[^\"]*\"", "\"cpuModel\": null")
        .replaceAll("\"memoryBytes\": [0-9]+", "\"memoryBytes\": null")
        .replaceAll("\"jvmVendor\": \"[^\"]*\"", "\"jvmVendor\": \"\"")
        .replaceAll("(?s)\"jvmArguments\": \\[[^\\]]*\\]", "\"jvmArguments\": []")
        .replaceAll("\"onlineCpus\": [0-9]+", "\"onlineCpus\": null");
  }

  /** The run the golden document records. */
  static final RunIdentity RUN = new RunIdentity("7d0e5c2b-94a1-4f3e-8b6d-1a2c3e4f5a6b",
      Instant.parse("2026-11-30T09:00:00.250Z"), Instant.parse("2026-11-30T09:01:02.750Z"));

  private static Result minimum(Environment env) {
    Options o = Options.builder().estimator(Estimator.MINIMUM).budget(Duration.ofMillis(150))
        .maxWarmup(Duration.ofMillis(30)).seed(99).batchSize(512).oracle("table").useTuningCache(false)
        .pinning(Pinning.cpu(3)).clock(ClockChoice.TSC).compilations(3).build();
    List<CounterEvent> events = List.of(CounterEvent.CYCLES, CounterEvent.CONTEXT_SWITCHES);
    List<CounterSample> counters = List.of(
        new CounterSample(events, new long[] {664, 0}, new double[] {664, 0}, new double[] {1, 1}),
        new CounterSample(events, new long[] {700, 1}, new double[] {1400, 1}, new double[] {0.5, 1}));
    return new Result("memcpy libc size 64", Mode.LATENCY, Estimator.MINIMUM, o, env,
        new WarmupSummary(3, 3000, Duration.ofNanos(9_000_000), Optional.of(Duration.ofMillis(2)), true,
            "JIT quiet for 100 ms", 5.25, List.of()),
        16, TuningSource.TUNED,
        new int[] {16, 16}, new double[] {84.0, 90.5}, new Estimates(5.25, 5.453125, 5.453125, Double.NaN),
        Optional.empty(), Optional.empty(), StopReason.MAX_SAMPLES, false, true,
        List.of(new Note(NoteKind.CLOCK_CHOICE, "tsc chosen: 25 ns accuracy", "all")), counters,
        Allocation.measured(0, 48), Map.of("size", "64"), io.github.nanometer.MeasurementPlan.implied(o, Estimator.MINIMUM, "tsc"),
        io.github.nanometer.GcActivity.UNKNOWN);
  }

  private static Result weighted(Environment env) {
    Options o = Options.builder().estimator(Estimator.WEIGHTED_MEAN).seed(Long.MIN_VALUE).pinning(Pinning.none())
        .compilations(3).build();
    return new Result("memset arraycopy size 4096", Mode.THROUGHPUT, Estimator.WEIGHTED_MEAN, o, env,
        new WarmupSummary(1, 100, Duration.ofNanos(30_000_000), Optional.of(Duration.ofMillis(0)), false,
            "time limit", Double.NaN, List.of()),
        100, TuningSource.NONE,
        new int[] {100, 140, 196}, new double[] {8000, 11200.5, 15680.25},
        new Estimates(80, 80.0025, 80.00125, 80.00127551020408), Optional.empty(), Optional.empty(),
        StopReason.PRECISION, false, true, List.of(), List.of(), Allocation.unavailable("no allocation counter"),
        Map.of(), io.github.nanometer.MeasurementPlan.implied(o, Estimator.WEIGHTED_MEAN, "nanotime"),
        io.github.nanometer.GcActivity.UNKNOWN);
  }

  /**
   * A measurement of {@code memcpy libc} or another implementation on {@code memcpy Google A} with a
   * scripted result: one call per evaluation, {@code evaluations} per sample, the samples' times,
   * the interval the kernel would have given (must bracket the estimate; empty for none) and the
   * GC activity while sampling. No timing happens.
   */
  static Measurement scripted(String implementation, int trial, Estimator estimator, int evaluations,
      double[] elapsedNanos, Optional<io.github.nanometer.Interval> interval,
      io.github.nanometer.GcActivity gc) {
    return scripted(implementation, trial, estimator, evaluations, elapsedNanos, interval, gc, 0);
  }

  /**
   * As {@link #scripted(String, int, Estimator, int, double[], Optional, io.github.nanometer.GcActivity)},
   * with context-switch counters on every sample, the first {@code contextSwitched} of them switched.
   */
  static Measurement scripted(String implementation, int trial, Estimator estimator, int evaluations,
      double[] elapsedNanos, Optional<io.github.nanometer.Interval> interval,
      io.github.nanometer.GcActivity gc, int contextSwitched) {
    List<CounterSample> counters = new java.util.ArrayList<>();
    for (int i = 0; contextSwitched > 0 && i < elapsedNanos.length; i++) {
      long switches = i < contextSwitched ? 1 : 0;
      counters.add(new CounterSample(List.of(CounterEvent.CONTEXT_SWITCHES), new long[] {switches},
          new double[] {switches}, new double[] {1}));
    }
    Options o = Options.builder().estimator(estimator).seed(trial).pinning(Pinning.none()).build();
    Environment env = new Environment("17.0.9", "OpenJDK 64-Bit Server VM", "17.0.9+9", "Linux", "6.1.0", "amd64",
        8, 4_294_967_296L, BlackholeKind.COMPILER, "not pinned: test", TSC, 1, Optional.empty(),
        Optional.empty(), java.util.OptionalLong.empty(), "", java.util.List.of());
    int[] evals = new int[elapsedNanos.length];
    double[] perEval = new double[elapsedNanos.length];
    double total = 0;
    for (int i = 0; i < evals.length; i++) {
      evals[i] = evaluations;
      perEval[i] = elapsedNanos[i] / evaluations;
      total += elapsedNanos[i];
    }
    double weighted = total / ((double) evaluations * evals.length);
    Estimates e = new Estimates(io.github.nanometer.stats.Descriptive.min(perEval),
        io.github.nanometer.stats.Descriptive.median(perEval), weighted, weighted);
    Result r = new Result("memcpy " + implementation + " Google A", Mode.THROUGHPUT, estimator, o, env,
        new WarmupSummary(1, 100, Duration.ofNanos(1_000_000), Optional.of(Duration.ofMillis(0)), true,
            "JIT quiet for 100 ms", perEval[0], List.of()),
        evaluations,
        estimator == Estimator.WEIGHTED_MEAN ? TuningSource.NONE : TuningSource.TUNED, evals, elapsedNanos, e,
        interval, Optional.empty(), StopReason.MAX_DURATION, false, true, List.of(), counters,
        Allocation.unavailable("not measured"), Map.of(),
        io.github.nanometer.MeasurementPlan.implied(o, estimator, "nanotime"), gc);
    ParameterRegime regime = new ParameterRegime(SizeDrawing.INDEPENDENT, 512, 1, 1);
    return new Measurement(MemoryFunction.MEMCPY, implementation, "libc", "memcpy Google A", -1, 173.7, trial,
        trial, regime, LoopTiming.NANO_TIME, CallCounts.NONE, r);
  }

  /** The document {@link SuiteJsonWriter} writes for {@code r} with {@code locale} as the default. */
  static String write(SuiteReport r, Locale locale) {
    return GoldenText.written(locale, out -> SuiteJsonWriter.write(r, out));
  }
}
