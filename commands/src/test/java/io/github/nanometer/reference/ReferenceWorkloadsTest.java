package io.github.nanometer.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Benchmark;
import io.github.nanometer.BenchmarkBody;
import io.github.nanometer.Mode;
import java.util.BitSet;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.LongUnaryOperator;
import org.junit.jupiter.api.Test;

/** The reference workloads compute what they claim. */
class ReferenceWorkloadsTest {

  @Test
  void singleCycleVisitsEveryEntryOnceForManySeeds() {
    for (int size : new int[] {1, 2, 3, 17, 1024}) {
      for (long seed = 0; seed < 25; seed++) {
        int[] next = ReferenceWorkloads.singleCycle(size, new SplittableRandom(seed));
        BitSet seen = new BitSet();
        int i = 0;
        for (int step = 0; step < size; step++) {
          assertTrue(!seen.get(i), "entry " + i + " visited twice (size " + size + ", seed " + seed + ")");
          seen.set(i);
          i = next[i];
        }
        assertEquals(0, i, "the cycle closes after exactly size steps");
        assertEquals(size, seen.cardinality());
      }
    }
  }

  @Test
  void differentSeedsGiveDifferentCycles() {
    assertTrue(!java.util.Arrays.equals(ReferenceWorkloads.singleCycle(1024, new SplittableRandom(1)),
        ReferenceWorkloads.singleCycle(1024, new SplittableRandom(2))));
  }

  @Test
  void lcgMatchesAHandLoop() {
    for (int steps : new int[] {1, 2, 100, 1000}) {
      long x = 12345;
      for (int i = 0; i < steps; i++) {
        x = x * 6364136223846793005L + 1442695040888963407L;
      }
      assertEquals(x, new ReferenceWorkloads.Lcg(steps).run(12345));
    }
    assertEquals(1442695040888963407L, new ReferenceWorkloads.Lcg(1).run(0));
  }

  @Test
  void pointerChaseReturnsToItsStartAfter1024Steps() {
    for (long seed : new long[] {7, 8, 9}) {
      ReferenceWorkloads.PointerChase full = new ReferenceWorkloads.PointerChase(1024, seed);
      ReferenceWorkloads.PointerChase one = new ReferenceWorkloads.PointerChase(1, seed);
      for (long start : new long[] {0, 5, 1023, 1024 + 9, -1}) {
        assertEquals(start & 1023, full.run(start));
        assertNotEquals(start & 1023, one.run(start), "one step always moves");
      }
    }
    // 512 steps from 0 and 512 more land back on 0, through a different entry.
    ReferenceWorkloads.PointerChase half = new ReferenceWorkloads.PointerChase(512, 7);
    long mid = half.run(0);
    assertNotEquals(0, mid);
    assertEquals(0, half.run(mid));
  }

  @Test
  void benchmarkListsAreNamedAndModed() {
    List<Benchmark<?>> basics = ReferenceWorkloads.basics();
    assertEquals(List.of("empty", "sum 1KiB"), basics.stream().map(Benchmark::name).toList());
    List<Benchmark<?>> latency = ReferenceWorkloads.chains(Mode.LATENCY, List.of(100, 1000));
    assertEquals(List.of("lcg k=100", "chase k=100", "lcg k=1000", "chase k=1000"),
        latency.stream().map(Benchmark::name).toList());
    assertTrue(latency.stream().allMatch(b -> b.mode() == Mode.LATENCY));
    assertTrue(ReferenceWorkloads.chains(Mode.THROUGHPUT, List.of(5)).stream()
        .allMatch(b -> b.mode() == Mode.THROUGHPUT && b.randomizedInputs()));
    List<Benchmark<?>> all = ReferenceWorkloads.all(List.of(100, 1000, 10000));
    assertEquals(2 + 2 * 2 * 3, all.size());
    assertEquals(List.of(100, 1000, 10000, 100000), java.util.Arrays.stream(ReferenceWorkloads.STEPS).boxed().toList());
  }

  private static Class<?> stepClass(Benchmark<?> b) {
    return ((BenchmarkBody.Looped) b.body()).function().getClass();
  }

  @Test
  void noTwoChainsOfTheReferenceSetShareTheirStepMethodsClass() throws NoSuchMethodException {
    List<Benchmark<?>> chains = ReferenceWorkloads.all(List.of(100, 1000, 10000, 100000)).stream()
        .filter(b -> b.name().contains("k=")).toList();
    assertEquals(16, chains.size());
    Set<Class<?>> classes = new HashSet<>();
    for (Benchmark<?> b : chains) {
      Class<?> c = stepClass(b);
      assertTrue(classes.add(c), b.name() + " (" + b.mode() + ") shares " + c.getName());
      // The step method itself is declared in that class, not inherited from a shared one.
      assertEquals(c, c.getMethod("applyAsLong", long.class).getDeclaringClass(), b.name());
      assertEquals(c, c.getMethod("run", long.class).getDeclaringClass(), b.name());
    }
    assertTrue(classes.stream().noneMatch(c -> c == LcgStep.class || c == ChaseStep.class
        || c == ReferenceWorkloads.Lcg.class || c == ReferenceWorkloads.PointerChase.class));
    assertEquals(Optional.empty(), ReferenceWorkloads.stepIsolationProblem());
  }

  @Test
  void stepClassesHaveStableNamesAndAreReusedForTheSameChain() {
    Benchmark<?> first = ReferenceWorkloads.chains(Mode.LATENCY, List.of(1000)).get(0);
    Benchmark<?> again = ReferenceWorkloads.chains(Mode.LATENCY, List.of(1000)).get(0);
    assertEquals("io.github.nanometer.reference.LcgStep_latency_k1000", stepClass(first).getName());
    assertEquals(stepClass(first), stepClass(again));
    assertEquals("io.github.nanometer.reference.ChaseStep_throughput_k100",
        stepClass(ReferenceWorkloads.chains(Mode.THROUGHPUT, List.of(100)).get(1)).getName());
  }

  @Test
  void copiedStepFunctionsComputeWhatTheNamedChainsCompute() {
    List<Benchmark<?>> chains = ReferenceWorkloads.chains(Mode.THROUGHPUT, List.of(1, 77, 1024));
    int[] steps = {1, 1, 77, 77, 1024, 1024};
    for (int i = 0; i < chains.size(); i++) {
      LongUnaryOperator f = (LongUnaryOperator) ((BenchmarkBody.Looped) chains.get(i).body()).function();
      ReferenceWorkloads.Chain named = i % 2 == 0 ? new ReferenceWorkloads.Lcg(steps[i])
          : new ReferenceWorkloads.PointerChase(steps[i], 7);
      for (long x : new long[] {0, 5, -1, 123456789}) {
        assertEquals(named.run(x), f.applyAsLong(x), chains.get(i).name() + " from " + x);
      }
    }
  }

  @Test
  void classForRejectsTagsThatAreNotPartOfAClassName() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> StepClones.classFor(LcgStep.class, "a.b"));
    assertTrue(e.getMessage().contains("'a.b'"), e.getMessage());
  }
}
