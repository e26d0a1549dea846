package io.github.nanometer.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Estimator;
import io.github.nanometer.Nanometer;
import io.github.nanometer.Options;
import io.github.nanometer.TestNanometers;
import io.github.nanometer.clock.NanoTimeClock;
import io.github.nanometer.measure.TuningCache;
import io.github.nanometer.spi.CallBatch;
import io.github.nanometer.spi.HostRoot;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Rows of the suite's table on a scripted source: a loop that reports seeded per-call times with
 * fast and slow excursions (no real timing), run through the kernel with both estimators and three
 * trials. In every row min <= median <= p90 of one measurement's samples, and both estimators ran
 * the same regime.
 */
class SuiteRowOrderTest {

  @TempDir
  Path dir;

  /** Scripted time: 5 ns per call, +-20% jitter, 5% of chunks at 0.5x and 5% at 3x. */
  static final class ScriptedLoop extends RegimeSamplerTest.RecordingLoop {
    private final SplittableRandom random = new SplittableRandom(42);

    @Override
    public long timedNanos(CallBatch batch, int calls) {
      super.timedNanos(batch, calls);
      double u = random.nextDouble();
      double factor = u < 0.05 ? 0.5 : u > 0.95 ? 3 : 0.8 + 0.4 * random.nextDouble();
      return Math.round(5.0 * calls * factor);
    }
  }

  @Test
  void everyRowHasMinAtMostMedianAtMostP90AndOneRegime() {
    SuiteConfig c = new SuiteConfig(SuiteMode.DISTRIBUTION, List.of(MemoryFunction.MEMSET), List.of("scripted"),
        "all", Optional.empty(), 3, 5, 1, false, List.of(Estimator.WEIGHTED_MEAN, Estimator.MINIMUM),
        Duration.ofMillis(3), Duration.ZERO, "logistic", false, 64);
    BufferPlan buffers = BufferPlan.forL1(MemoryFunction.MEMSET, 32 << 10, 64, 1, false);
    Implementation scripted = Implementation.available("scripted", MemoryFunction.MEMSET, Implementation.JAVA,
        "scripted times", plan -> new ScriptedLoop());
    List<SizeSource> workloads = new ArrayList<>(List.of(new FixedSize(8), new FixedSize(256)));
    workloads.add(SizeDistributions.named(MemoryFunction.MEMSET, SizeDistributions.UNIFORM_NAME));
    SuitePlan plan = new SuitePlan(c, List.of(new SuitePlan.FunctionPlan(MemoryFunction.MEMSET, buffers, workloads,
        List.of(scripted))), List.of(), List.of());
    Nanometer nm = TestNanometers.create(Options.builder().build(), NanoTimeClock.INSTANCE, TuningCache.atDefaultLocation());
    MachineFacts machine = MachineProbe.facts(HostRoot.at(dir), CacheSizes.read(HostRoot.at(dir)),
        nm.clockFacts(), null, "not pinned: test", SuiteOutputTest::noPmuCycles);
    SuiteReport r = new SuiteRunner(nm, (i, n, what) -> { }, SuiteOutputTest::noPmu).run(plan, machine);

    assertEquals(3 * 3 * 2, r.measurements().size());
    Map<String, List<Measurement>> rows = r.measurements().stream()
        .collect(Collectors.groupingBy(Measurement::workload));
    assertEquals(3, rows.size());
    for (Map.Entry<String, List<Measurement>> row : rows.entrySet()) {
      double[] t = SuiteTextWriter.rowNanosPerCall(row.getValue());
      String what = row.getKey() + ": min " + t[0] + ", median " + t[1] + ", p90 " + t[2];
      assertTrue(t[0] <= t[1] && t[1] <= t[2], what);
      assertTrue(t[0] > 0 && t[2] < 20, what); // the scripted 2.5..15 ns per call, per sample averaged
      assertTrue(Double.isFinite(t[3]), "weighted mean present: " + what);
      for (Measurement m : row.getValue()) {
        assertEquals(c.regime(), m.regime());
        assertTrue(m.quantileNanosPerCall(0) <= m.quantileNanosPerCall(0.5)
            && m.quantileNanosPerCall(0.5) <= m.quantileNanosPerCall(0.9), m.toString());
      }
    }
  }
}
