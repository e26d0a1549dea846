package io.github.nanometer.counters;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.CounterEvent;
import io.github.nanometer.os.Errno;
import io.github.nanometer.spi.CallBatch;
import io.github.nanometer.spi.SpiSeams;
import io.github.nanometer.suite.BufferPlan;
import io.github.nanometer.suite.CallCounters;
import io.github.nanometer.suite.CallCounts;
import io.github.nanometer.suite.CycleSource;
import io.github.nanometer.suite.FakeMemoryLoop;
import io.github.nanometer.suite.MachineProbe;
import io.github.nanometer.suite.MemoryFunction;
import io.github.nanometer.suite.ParameterGenerator;
import io.github.nanometer.suite.ParameterRegime;
import io.github.nanometer.suite.RegimeSampler;
import io.github.nanometer.suite.SizeDrawing;
import io.github.nanometer.suite.SizeSource;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The suite's per-call counters on the fake PMU: counts come only from around the timed chunks
 * (never the parameter drawing or warm-up), per call, and say why when the PMU is missing.
 */
class CallCountersTest {

  private static final PerfAccess OPEN = new PerfAccess(1, 0);

  /** A loop whose every call is one tick of PMU time: 40 cycles, 80 instructions, 160 branch misses per call (FakePmu.rate). */
  private static final class TickingLoop extends FakeMemoryLoop {
    final FakePmu pmu;

    TickingLoop(FakePmu pmu) {
      this.pmu = pmu;
    }

    @Override
    public long timedNanos(CallBatch batch, int calls) {
      pmu.advance(calls);
      return calls;
    }
  }

  /** Sizes whose drawing "costs" 1000 PMU ticks per draw: it must never show in the counts. */
  private static SizeSource expensiveSizes(FakePmu pmu) {
    return new SizeSource() {
      @Override
      public String label() {
        return "expensive";
      }

      @Override
      public int nextSize(SplittableRandom random) {
        pmu.advance(1000);
        return 8;
      }

      @Override
      public int sizeAtQuantile(double u) {
        pmu.advance(1000);
        return 8;
      }

      @Override
      public int maxSizeBytes() {
        return 8;
      }

      @Override
      public double meanSizeBytes() {
        return 8;
      }
    };
  }

  @Test
  void countsPerCallComeFromAroundTheTimedChunksOnly() {
    FakePmu pmu = new FakePmu();
    CallCounters counters = new CallCounters(() -> SpiSeams.counters(CallCounters.EVENTS, pmu, OPEN));
    BufferPlan plan = BufferPlan.forL1(MemoryFunction.MEMSET, 32 << 10, 16, 1, false);
    ParameterGenerator g = new ParameterGenerator(expensiveSizes(pmu), plan, 7, SizeDrawing.INDEPENDENT);
    ParameterRegime regime = new ParameterRegime(SizeDrawing.INDEPENDENT, 16, 1, 1);
    RegimeSampler sampler = new RegimeSampler(new TickingLoop(pmu), g, g.newBatch(16), regime, counters);
    sampler.sampleNanos(3); // "warm-up": a sample the result will not hold
    assertEquals(40, sampler.sampleNanos(40)); // 3 chunks: 16 + 16 + 8 calls
    assertEquals(100, sampler.sampleNanos(100));
    CallCounts c = CallCounts.of(counters, new int[] {40, 100}, 1);
    assertEquals(FakePmu.rate(CounterEvent.CYCLES), c.cyclesPerCall(), 1e-9);
    assertEquals(FakePmu.rate(CounterEvent.INSTRUCTIONS), c.instructionsPerCall(), 1e-9);
    assertEquals(FakePmu.rate(CounterEvent.BRANCH_MISSES), c.branchMissesPerCall(), 1e-9);
    assertEquals(3, counters.sampleCount());
    counters.close();
  }

  @Test
  void samplesThatAreNotTheResultsGiveNoCounts() {
    FakePmu pmu = new FakePmu();
    CallCounters counters = new CallCounters(() -> SpiSeams.counters(CallCounters.EVENTS, pmu, OPEN));
    counters.beginChunk();
    pmu.advance(10);
    counters.endChunk();
    counters.endSample(10);
    assertTrue(counters.lastSamplesMatch(new long[] {10}));
    assertFalse(counters.lastSamplesMatch(new long[] {11}));
    assertFalse(counters.lastSamplesMatch(new long[] {10, 10}));
    assertTrue(Double.isNaN(CallCounts.of(counters, new int[] {5}, 1).cyclesPerCall()));
    assertEquals(40, CallCounts.of(counters, new int[] {5}, 2).cyclesPerCall(), 1e-9);
  }

  @Test
  void aMissingPmuGivesNanAndSaysWhy() {
    FakePmu pmu = new FakePmu();
    for (CounterEvent e : CallCounters.EVENTS) {
      pmu.openErrno.put(CounterEvent.valueOf(e.name()), Errno.ENOENT);
    }
    CallCounters counters = new CallCounters(() -> SpiSeams.counters(CallCounters.EVENTS, pmu, OPEN));
    counters.beginChunk();
    counters.endChunk();
    counters.endSample(10);
    assertTrue(Double.isNaN(counters.perCall(CounterEvent.CYCLES, 1)));
    assertTrue(Double.isNaN(CallCounts.of(counters, new int[] {10}, 1).cyclesPerCall()));
    List<String> reasons = counters.unavailableReasons();
    assertEquals(3, reasons.size(), reasons.toString());
    assertTrue(reasons.get(0).startsWith("cycles: "), reasons.toString());
  }

  @Test
  void anOpenerOfOtherEventsIsRefusedNotMisfiled() {
    FakePmu pmu = new FakePmu();
    CallCounters counters = new CallCounters(() -> SpiSeams.counters(List.of(CounterEvent.INSTRUCTIONS,
        CounterEvent.CYCLES, CounterEvent.BRANCH_MISSES), pmu, OPEN));
    IllegalStateException e = assertThrows(IllegalStateException.class, counters::beginChunk);
    assertTrue(e.getMessage().contains("must open"), e.getMessage());
    assertEquals(List.of(), counters.unavailableReasons());
  }

  @Test
  void theSuitesCycleSourceIsTheCoreCycleCounterOrSaysWhyNot() {
    FakePmu pmu = new FakePmu();
    assertTrue(MachineProbe.cycleSource(() -> SpiSeams.counters(List.of(CounterEvent.CYCLES), pmu, OPEN)).available());
    FakePmu none = new FakePmu();
    none.openErrno.put(CounterEvent.CYCLES, Errno.ENOENT);
    CycleSource s = MachineProbe.cycleSource(() -> SpiSeams.counters(List.of(CounterEvent.CYCLES), none, OPEN));
    assertFalse(s.available());
    assertTrue(s.description().startsWith("no core-cycle counter: "), s.description());
  }
}
