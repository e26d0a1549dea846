package io.github.nanometer.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Benchmark;
import io.github.nanometer.GcActivity;
import io.github.nanometer.Interval;
import io.github.nanometer.Isolation;
import io.github.nanometer.MeasurementPlan;
import io.github.nanometer.Note;
import io.github.nanometer.NoteKind;
import io.github.nanometer.Options;
import io.github.nanometer.Regime;
import java.lang.management.GarbageCollectorMXBean;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import javax.management.ObjectName;
import org.junit.jupiter.api.Test;

/** The run plan, the regime rules, the sample-limit rule, the GC meter and the regime probe. */
class RunPlanTest {

  private static final Options FRESH = Options.builder().seed(1).build();

  @Test
  void regimeFollowsTheOptionsForGeneratedInputsOnly() {
    Benchmark<?> generated = Benchmark.withInputs("g", r -> r.nextInt(), (Integer i) -> i + 1);
    Benchmark<?> none = Benchmark.of("n", () -> 1);
    assertEquals(Regime.FRESH, RunPlan.regimeOf(generated, FRESH));
    assertEquals(Regime.REPLAYED, RunPlan.regimeOf(generated, FRESH.toBuilder().regime(Regime.REPLAYED).build()));
    assertEquals(Regime.FIXED, RunPlan.regimeOf(none, FRESH));
    assertTrue(RunPlan.resolve(generated, FRESH, "nanoTime", 0).samplesBoundedByBatch(generated));
    assertFalse(RunPlan.resolve(generated, FRESH.toBuilder().regime(Regime.REPLAYED).build(), "nanoTime", 0)
        .samplesBoundedByBatch(generated));
  }

  @Test
  void theViewSaysWhetherTheJvmWasShared() {
    Benchmark<?> b = Benchmark.of("n", () -> 1);
    MeasurementPlan first = RunPlan.resolve(b, FRESH, "tsc", 0).view();
    assertEquals(Isolation.OWN_JVM, first.isolation());
    assertEquals("tsc", first.clock());
    assertEquals(FRESH.budget(), first.budget());
    assertEquals(0.95, first.confidence());
    // issue 25: a single run's level is its options'
    assertEquals(0.99, RunPlan.resolve(b, FRESH.toBuilder().confidence(0.99).build(), "tsc", 0).view().confidence());
    MeasurementPlan later = RunPlan.resolve(b, FRESH, "tsc", 3).view();
    assertEquals(Isolation.SHARED_JVM, later.isolation());
    assertEquals(3, later.benchmarksBefore());
    assertEquals(1 << 16, RunPlan.resolve(b, FRESH, "tsc", 0).maxFreshBatch());
    assertEquals(1 << 18, RunPlan.resolve(b, FRESH.toBuilder().batchSize(1 << 18).build(), "tsc", 0).maxFreshBatch());
  }

  @Test
  void samplesLengthenSoTheSampleLimitDoesNotEndTheRun() {
    // 1 s of 1 us evaluations in at most 10,000 samples: at least 100 evaluations per sample.
    assertEquals(100, SampleLength.withinSampleLimit(1, 1000, 1e9, 10_000, 1 << 20));
    // Already long enough: unchanged; never lowered.
    assertEquals(500, SampleLength.withinSampleLimit(500, 1000, 1e9, 10_000, 1 << 20));
    // Unknown time per evaluation: unchanged; bounded by the clock's maximum.
    assertEquals(7, SampleLength.withinSampleLimit(7, Double.NaN, 1e9, 10_000, 1 << 20));
    assertEquals(64, SampleLength.withinSampleLimit(1, 1, 1e9, 2, 64));
  }

  @Test
  void gcMeterReportsCollectionsAndTheirShare() {
    FakeCollector young = new FakeCollector(10, 40);
    GcMeter meter = new GcMeter(List.of(young)).start();
    young.count = 13;
    young.millis = 52;
    GcActivity gc = meter.stop(1.2e9);
    assertTrue(gc.known());
    assertEquals(3, gc.collections());
    assertEquals(Duration.ofMillis(12), gc.collectionTime());
    assertEquals(0.01, gc.shareOfSampledTime(), 1e-15);
    FakeCollector silent = new FakeCollector(-1, -1);
    assertEquals(GcActivity.UNKNOWN, new GcMeter(List.of(silent)).start().stop(1e9));
  }

  @Test
  void gcMeterCountsTheMeasuringThreadsPageFaults(@org.junit.jupiter.api.io.TempDir java.nio.file.Path root)
      throws java.io.IOException {
    java.nio.file.Path stat = root.resolve("proc/thread-self/stat");
    java.nio.file.Files.createDirectories(stat.getParent());
    java.nio.file.Files.writeString(stat, "1 (java) R 1 1 1 0 -1 0 100 0 0 0\n");
    FakeCollector young = new FakeCollector(0, 0);
    GcMeter meter = new GcMeter(List.of(young),
        new io.github.nanometer.os.ThreadPageFaults(io.github.nanometer.os.HostFiles.rootedAt(root))).start();
    java.nio.file.Files.writeString(stat, "1 (java) R 1 1 1 0 -1 0 350 0 0 0\n");
    assertEquals(250, meter.stop(1e9).pageFaults());
    assertEquals(-1, meter.stop(1e9).pageFaults(), "the reader is closed by the first stop");
    GcMeter unreadable = new GcMeter(List.of(young),
        new io.github.nanometer.os.ThreadPageFaults(io.github.nanometer.os.HostFiles.rootedAt(root.resolve("none"))))
        .start();
    assertEquals(-1, unreadable.stop(1e9).pageFaults(), "unreadable: unknown, not a negative count");
  }

  @Test
  void regimeProbeNotesOnlyADifferenceBeyondBothIntervals() {
    Interval fresh = new Interval(99, 101, 0.95, "median", "test");
    double[] same = new double[RegimeProbe.SAMPLES];
    double[] faster = new double[RegimeProbe.SAMPLES];
    for (int i = 0; i < same.length; i++) {
      same[i] = 99.5 + (i % 3) * 0.5;
      faster[i] = i < RegimeProbe.LEARNING_SAMPLES ? 100 : 66 + (i % 5) * 0.1;
    }
    assertTrue(RegimeProbe.note(same, fresh, 100, "b").isEmpty());
    // Beyond both intervals but by less than 2%: not worth a note.
    double[] slightly = new double[RegimeProbe.SAMPLES];
    java.util.Arrays.fill(slightly, 98.5);
    assertTrue(RegimeProbe.note(slightly, new Interval(99.9, 100.1, 0.95, "median", "t"), 100, "b").isEmpty());
    Optional<Note> n = RegimeProbe.note(faster, fresh, 100, "b");
    assertTrue(n.isPresent());
    assertEquals(NoteKind.INPUT_HISTORY, n.get().kind());
    assertTrue(n.get().message().startsWith("time depends on input history: replayed inputs read 34% faster"),
        n.get().message());
  }

  /** A collector whose totals the test sets. */
  private static final class FakeCollector implements GarbageCollectorMXBean {
    long count;
    long millis;

    FakeCollector(long count, long millis) {
      this.count = count;
      this.millis = millis;
    }

    @Override
    public long getCollectionCount() {
      return count;
    }

    @Override
    public long getCollectionTime() {
      return millis;
    }

    @Override
    public String getName() {
      return "fake";
    }

    @Override
    public boolean isValid() {
      return true;
    }

    @Override
    public String[] getMemoryPoolNames() {
      return new String[0];
    }

    @Override
    public ObjectName getObjectName() {
      return null;
    }
  }
}
