package io.github.nanometer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.clock.NanoTimeClock;
import io.github.nanometer.measure.GeometricLoop;
import io.github.nanometer.measure.TuningCache;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Whole runs through {@link Nanometer} with tiny budgets. Only structure is asserted (array shapes,
 * paths taken, recorded settings, isolation); never how long anything took.
 */
class NanometerEndToEndTest {

  @TempDir
  static Path cacheDir;

  static Nanometer nm;

  static final Options OPTIONS = Options.builder().budget(Duration.ofMillis(20)).maxWarmup(Duration.ofMillis(50))
      .seed(1234).build();

  @BeforeAll
  static void create() {
    nm = TestNanometers.create(OPTIONS, NanoTimeClock.INSTANCE, TuningCache.at(cacheDir));
  }

  static Benchmark<Long> trivial(String name) {
    return Benchmark.ofLong(name, SplittableRandom::nextLong, x -> x ^ (x >>> 7));
  }

  /** Checks every structural promise of a result. */
  static void assertWellFormed(Result r, Options o) {
    int[] evals = r.evaluations();
    double[] nanos = r.elapsedNanos();
    assertEquals(evals.length, nanos.length);
    assertEquals(evals.length, r.sampleCount());
    assertTrue(r.sampleCount() >= o.minSamples(), "sampleCount " + r.sampleCount());
    assertTrue(r.sampleCount() <= o.maxSamples(), "sampleCount " + r.sampleCount());
    Estimates e = r.estimates();
    for (double v : new double[] {e.minimumNanos(), e.medianNanos(), e.meanNanos(), e.weightedMeanNanos()}) {
      assertTrue(Double.isFinite(v) && v >= 0, "estimate " + v);
    }
    assertTrue(e.minimumNanos() <= e.medianNanos());
    assertTrue(e.medianNanos() <= Arrays.max(perEvaluation(r)));
    assertTrue(r.estimateNanos() > 0 && Double.isFinite(r.estimateNanos()), "estimate " + r.estimateNanos());
    assertEquals(o.seed(), r.seed());
    // The result holds the options its run resolved: the automatic compilations became one copy.
    assertEquals(o.toBuilder().compilations(o.compilationsOfRun()).build(), r.options());
    assertTrue(r.evaluationsPerSample() >= 1);
    assertEquals(nm.clockFacts(), r.clock());
    assertEquals(Blackhole.kind(), r.blackhole());
    for (int i = 0; i < evals.length; i++) {
      assertTrue(evals[i] >= 1);
      assertTrue(nanos[i] >= 0);
    }
    // The estimates leave out disturbed samples (context switch or migration in the sample).
    int[] kept = r.keptSampleIndices();
    assertEquals(r.sampleCount() - r.droppedSamples(), kept.length);
    double sumNanos = 0;
    long sumEvals = 0;
    double min = Double.POSITIVE_INFINITY;
    for (int i : kept) {
      sumNanos += nanos[i];
      sumEvals += evals[i];
      min = Math.min(min, nanos[i] / evals[i]);
    }
    assertEquals(sumNanos / sumEvals, e.weightedMeanNanos(), 1e-9 * e.weightedMeanNanos());
    assertEquals(min, e.minimumNanos(), 0);
  }

  static double[] perEvaluation(Result r) {
    double[] p = new double[r.sampleCount()];
    for (int i = 0; i < p.length; i++) {
      p[i] = r.elapsedNanos()[i] / r.evaluations()[i];
    }
    return p;
  }

  /** Tiny helpers on arrays, to keep the checks above readable. */
  static final class Arrays {
    static double max(double[] x) {
      return java.util.Arrays.stream(x).max().orElse(Double.NaN);
    }

    static double min(double[] x) {
      return java.util.Arrays.stream(x).min().orElse(Double.NaN);
    }
  }

  @Test
  void medianIsTheDefaultWithAnOrderStatisticInterval() {
    Result r = nm.run(trivial("trivial median"));
    assertWellFormed(r, OPTIONS);
    assertEquals(Estimator.MEDIAN, r.estimator());
    assertEquals(r.estimates().medianNanos(), r.estimateNanos(), 0);
    assertTrue(r.interval().orElseThrow().method().startsWith("order statistics of the sample sequence"),
        r.interval().get().method());
    assertTrue(r.interval().get().covers().startsWith("median"), r.interval().get().covers());
    assertTrue(r.interval().get().width() > 0, "never zero width");
    assertTrue(r.interval().get().contains(r.estimateNanos()));
    assertTrue(r.meanInterval().orElseThrow().contains(r.estimates().meanNanos()));
  }

  @Test
  void minimumEstimatorOnATrivialBody() {
    Options o = OPTIONS.toBuilder().estimator(Estimator.MINIMUM).build();
    Result r = nm.run(trivial("trivial minimum"), o);
    assertWellFormed(r, o);
    assertEquals(Estimator.MINIMUM, r.estimator());
    assertEquals("trivial minimum", r.name());
    assertEquals(Mode.THROUGHPUT, r.mode());
    for (int n : r.evaluations()) {
      assertEquals(r.evaluationsPerSample(), n, "every sample has the tuned size");
    }
    assertTrue(r.evaluationsPerSample() <= nm.clockFacts().maxEvaluationsPerSample());
    assertEquals(Arrays.min(perEvaluation(r)), r.estimateNanos(), 0);
    assertTrue(Set.of(TuningSource.TUNED, TuningSource.WARMUP, TuningSource.CACHE).contains(r.tuningSource()),
        r.tuningSource().cliName());
    assertTrue(Set.of("MAX_DURATION", "MAX_SAMPLES").contains(r.stopReason().name()), r.stopReason().name());
    assertFalse(r.singleEvaluations());
    assertTrue(r.interval().isEmpty(), "the minimum has no honest interval");
    assertTrue(r.remarks().stream().anyMatch(n -> n.kind() == NoteKind.NO_INTERVAL));
    assertTrue(r.meanInterval().orElseThrow().contains(r.estimates().meanNanos()));
    assertTrue(r.loopIsolated());
  }

  @Test
  void weightedMeanOnATrivialBody() {
    Options o = OPTIONS.toBuilder().estimator(Estimator.WEIGHTED_MEAN).build();
    Result r = nm.run(trivial("trivial weighted mean").latency(), o);
    assertWellFormed(r, o);
    assertEquals(Mode.LATENCY, r.mode());
    assertEquals(Estimator.WEIGHTED_MEAN, r.estimator());
    assertEquals(TuningSource.NONE, r.tuningSource());
    assertFalse(r.singleEvaluations());
    assertTrue(r.interval().orElseThrow().contains(r.estimateNanos()));
    int[] evals = r.evaluations();
    // The first sample is sized from the clock; later ones grow geometrically until one is cut to
    // the remaining budget (never below the first).
    boolean cut = false;
    for (int i = 1; i < evals.length; i++) {
      int grown = GeometricLoop.nextEvaluations(evals[i - 1], o.geometric().growthFactor(),
          o.geometric().maxEvaluations());
      cut |= evals[i] != grown;
      assertTrue(cut ? evals[i] <= grown && evals[i] >= evals[0] : evals[i] == grown, "sample " + i + ": " + evals[i]);
    }
    assertEquals(evals[evals.length - 1], r.evaluationsPerSample());
    assertEquals(r.estimates().weightedMeanNanos(), r.estimateNanos(), 0);
    assertTrue(Set.of("PRECISION", "MAX_SAMPLES", "MAX_DURATION", "MAX_EVALUATIONS").contains(r.stopReason().name()));
  }

  @Test
  void aSecondRunHitsTheTuningCache() {
    Benchmark<Long> b = trivial("cached");
    Result first = nm.run(b);
    assertEquals(TuningSource.TUNED, first.tuningSource());
    Result second = nm.run(b);
    assertEquals(TuningSource.CACHE, second.tuningSource());
    nm.close(); // writes the cache; the instance starts a new measuring thread when used again
    assertTrue(Files.isRegularFile(cacheDir.resolve("tuning.properties")));
    assertEquals(first.evaluationsPerSample(), second.evaluationsPerSample());
    assertWellFormed(second, OPTIONS);
    // Without the cache the benchmark is tuned again.
    Options noCache = OPTIONS.toBuilder().useTuningCache(false).build();
    assertEquals(TuningSource.TUNED, nm.run(b, noCache).tuningSource());
    // Another oracle is another cache entry.
    Options table = OPTIONS.toBuilder().oracle("table").build();
    assertEquals(TuningSource.TUNED, nm.run(b, table).tuningSource());
  }

  @Test
  void longWorkTakesTheSingleEvaluationsPath() {
    Options o = OPTIONS.toBuilder().estimator(Estimator.WEIGHTED_MEAN).build();
    Result r = nm.run(Benchmark.of("sleep 2ms", () -> {
      LockSupport.parkNanos(2_000_000);
      return null;
    }), o);
    assertWellFormed(r, o);
    assertTrue(r.singleEvaluations());
    assertEquals(1, r.evaluationsPerSample());
    for (int n : r.evaluations()) {
      assertEquals(1, n);
    }
    assertEquals(TuningSource.NONE, r.tuningSource());
    assertTrue(r.interval().isPresent());
    Interval ci = r.interval().get();
    assertEquals(Defaults.CONFIDENCE, ci.confidence(), 0);
    assertTrue(ci.contains(r.estimates().meanNanos()));
    assertEquals(r.estimates().meanNanos(), ci.centre(), 1e-6 * r.estimates().meanNanos());
    assertTrue(Set.of("PRECISION", "MAX_SAMPLES", "MAX_DURATION").contains(r.stopReason().name()));
    assertTrue(r.notes().stream().anyMatch(n -> n.startsWith("long work")), r.notes().toString());
  }

  @Test
  void loopsStayIsolatedAcrossABA() {
    Options o = OPTIONS.toBuilder().useTuningCache(false).build();
    Benchmark<Void> a = Benchmark.of("A", () -> Long.valueOf(System.identityHashCode(o)));
    Benchmark<String> b = Benchmark.withSetup("B", () -> "body B", String::hashCode);
    List<Result> results = List.of(nm.run(a, o), nm.run(b, o), nm.run(a, o));
    for (Result r : results) {
      assertTrue(r.loopIsolated(), r.name());
      assertTrue(r.notes().stream().noneMatch(n -> n.startsWith("loop not isolated")), r.notes().toString());
    }
    assertEquals(List.of("A", "B", "A"), results.stream().map(Result::name).toList());
  }

  @Test
  void sharedLoopsAreReportedAsNotIsolated() {
    Options o = OPTIONS.toBuilder().isolateLoops(false).useTuningCache(false).build();
    Result r = nm.run(Benchmark.of("shared", () -> 1), o);
    assertFalse(r.loopIsolated());
    assertTrue(r.notes().contains("loop not isolated: isolation disabled by option"), r.notes().toString());
  }

  @Test
  void runAllKeepsOrderAndArgumentsAreChecked() {
    Nanometer small = TestNanometers.create(OPTIONS.toBuilder().budget(Duration.ofMillis(2)).maxWarmup(Duration.ZERO)
        .useTuningCache(false).build(), NanoTimeClock.INSTANCE, TuningCache.at(cacheDir));
    List<Result> rs = small.runAll(List.of(trivial("one"), trivial("two")));
    assertEquals(List.of("one", "two"), rs.stream().map(Result::name).toList());
    OptionsTest.assertRejected(() -> TestNanometers.create(null, NanoTimeClock.INSTANCE, TuningCache.at(cacheDir)),
        "must not be null");
    OptionsTest.assertRejected(() -> TestNanometers.create(OPTIONS, null, TuningCache.at(cacheDir)), "clock");
    OptionsTest.assertRejected(() -> small.run(null), "benchmark");
    OptionsTest.assertRejected(() -> small.run(trivial("x"), null), "runOptions");
    assertEquals(Duration.ofMillis(2), small.options().budget());
  }
}
