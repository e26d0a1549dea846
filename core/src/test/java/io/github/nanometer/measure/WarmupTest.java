package io.github.nanometer.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntToDoubleFunction;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/**
 * Warm-up with a scripted source, a fake JIT and a fake wall clock that advances by exactly the
 * time of each sample, so every decision is deterministic.
 *
 * <p>Settings: rounds of at least 1000 ns, 4 full rounds minimum, 2 quiet rounds, 5% stability.
 * The source costs 100 ns per evaluation, so rounds 1-4 (1, 2, 4, 8 evaluations) are short and
 * every round from 5 on (16 evaluations, 1600 ns) is full-length.
 */
class WarmupTest {

  private static final WarmupSettings SETTINGS =
      new WarmupSettings(Duration.ofNanos(1000), 4, 2, 0.05, Duration.ofSeconds(1));
  /** As {@link #SETTINGS}, ending after 200 us: for conditions that never hold. */
  private static final WarmupSettings SHORT_MAX =
      new WarmupSettings(Duration.ofNanos(1000), 4, 2, 0.05, Duration.ofNanos(200_000));

  /** The fake world: a wall clock advanced by each sample, and the sizes asked for. */
  private static final class World {
    long wallNanos;
    final List<Integer> sizes = new ArrayList<>();

    /** A source whose per-evaluation cost in round r (1-based) is {@code perEval.applyAsDouble(r)}. */
    SampleSource source(IntToDoubleFunction perEval) {
      return n -> {
        sizes.add(n);
        double t = n * perEval.applyAsDouble(sizes.size());
        wallNanos += (long) t;
        return t;
      };
    }

    long now() {
      return wallNanos;
    }
  }

  /** Compilation time that grows by 10 ms at each of the first {@code k} reads after the initial one. */
  private static JitActivity compilingFor(int k) {
    int[] reads = {0};
    return () -> 10L * Math.min(reads[0]++, k);
  }

  @Test
  void roundsDoubleUntilFullLength() {
    World w = new World();
    WarmupFacts f = Warmup.run(w.source(r -> 100), compilingFor(0), w::now, SETTINGS);
    assertEquals(List.of(1, 2, 4, 8, 16, 16, 16, 16), w.sizes);
    assertTrue(f.settled());
    assertEquals(8, f.rounds());
    assertEquals(1 + 2 + 4 + 8 + 16 * 4, f.evaluations());
    assertEquals(100 + 200 + 400 + 800 + 1600 * 4, f.wallNanos());
    assertEquals(0, f.compilationMillis());
    assertEquals(100, f.lastNanosPerEvaluation(), 0);
  }

  /**
   * Warm-up ends without rendering its reason (formatting code a body may share must not run between
   * warm-up and measurement, see WarmupFacts); the first reason() renders it, settled or not.
   */
  @Test
  void theReasonIsRenderedOnlyWhenFirstRead() {
    World w = new World();
    WarmupFacts settled = Warmup.run(w.source(r -> 100), compilingFor(0), w::now, SETTINGS);
    assertTrue(settled.settled());
    assertFalse(settled.reasonRendered(), "rendered at the end of warm-up");
    assertTrue(settled.reason().startsWith("steady: "), settled.reason());
    assertTrue(settled.reasonRendered());
    World w2 = new World();
    WarmupFacts cut = Warmup.run(w2.source(r -> 100), compilingFor(Integer.MAX_VALUE), w2::now, SETTINGS);
    assertFalse(cut.settled());
    assertFalse(cut.reasonRendered(), "rendered at the end of warm-up");
    assertTrue(cut.reason().startsWith("not settled after "), cut.reason());
  }

  @ParameterizedTest(name = "JIT compiling for {0} rounds")
  @ValueSource(ints = {0, 3, 5, 6, 8, 12, 20})
  void settlesOnlyAfterQuietFullLengthRounds(int k) {
    World w = new World();
    WarmupFacts f = Warmup.run(w.source(r -> 100), compilingFor(k), w::now, SETTINGS);
    // Compilation moves in rounds 1..k; quiet rounds count from k + 1, and only full-length ones
    // (round 5 on) count; at least 4 full rounds (round 8) are needed.
    int quietFrom = Math.max(k + 1, 5);
    int expectedRounds = Math.max(8, quietFrom + 1);
    assertTrue(f.settled(), f.reason());
    assertEquals(expectedRounds, f.rounds());
    assertEquals(10L * k, f.compilationMillis());
    assertTrue(f.reason().startsWith("steady: time per evaluation within 0.0%"), f.reason());
    assertTrue(f.reason().contains("JIT quiet for"), f.reason());
  }

  @Test
  void waitsForStableMediansEvenWhenTheJitIsQuiet() {
    // Full-round estimates 300, 250, 200, 150, 120, 100, 100, ...: the median of the last two
    // rounds is within 5% of the two before only from the ninth full round (round 13).
    double[] drift = {300, 250, 200, 150, 120};
    World w = new World();
    WarmupFacts f = Warmup.run(w.source(r -> r <= 4 ? 100 : r - 5 < drift.length ? drift[r - 5] : 100),
        compilingFor(0), w::now, SETTINGS);
    assertTrue(f.settled());
    assertEquals(13, f.rounds());
    assertEquals(100, f.lastNanosPerEvaluation(), 0);
  }

  @Test
  void driftComparesMediansOfConsecutiveWindows() {
    assertEquals(Double.POSITIVE_INFINITY, Warmup.drift(new double[] {1, 1, 1}, 3, 2), "needs two full windows");
    assertEquals(1 - 100.5 / 102, Warmup.drift(new double[] {100, 104, 101, 100}, 4, 2), 1e-12);
    // Medians 102 and 107.5: 5.4% apart.
    assertEquals(107.5 / 102 - 1, Warmup.drift(new double[] {100, 104, 105, 110}, 4, 2), 1e-12);
    // One outlier in a window of three does not move the median.
    assertEquals(0.0, Warmup.drift(new double[] {9, 9, 10, 10, 10, 10, 500}, 7, 3), 1e-12);
    // Only the first `size` values count.
    assertEquals(0.0, Warmup.drift(new double[] {5, 5, 5, 5, 99}, 4, 2), 1e-12);
  }

  @Test
  void theWindowGrowsWithTheWarmupSoASlowTrendIsSeen() {
    WarmupSettings s = new WarmupSettings(Duration.ofNanos(1000), 10, 5, 0.02, Duration.ofSeconds(1),
        Duration.ZERO, 0, 0.25);
    assertEquals(5, Warmup.window(10, s));
    assertEquals(25, Warmup.window(100, s));
    // 0.5% slower per round: two windows of 5 rounds differ by about 2.5%, not settled at 2%;
    // a window that spans a quarter of the rounds sees ever more of the trend and never settles.
    World w = new World();
    WarmupFacts f = Warmup.run(w.source(r -> r <= 4 ? 100 : 100 * Math.pow(0.995, r - 5)), compilingFor(0), w::now,
        new WarmupSettings(Duration.ofNanos(1000), 10, 5, 0.02, Duration.ofNanos(300_000), Duration.ZERO, 0, 0.25));
    assertFalse(f.settled(), f.reason());
    assertTrue(f.reason().contains("estimate still drifting"), f.reason());
  }

  @Test
  void waitsForTheCompileQueueToEmpty() {
    // The JIT reports no finished compilation, but its queue holds work for the first 30 reads.
    int[] reads = {0};
    JitActivity queued = new JitActivity() {
      @Override
      public long totalCompilationMillis() {
        return 0;
      }

      @Override
      public int pendingCompilations() {
        return reads[0]++ < 30 ? 2 : 0;
      }
    };
    World w = new World();
    WarmupFacts f = Warmup.run(w.source(r -> 100), queued, w::now, SETTINGS);
    assertTrue(f.settled(), f.reason());
    assertEquals(8 + 30, f.rounds(), "one queue read per ready round");
    assertTrue(f.reason().contains("compile queue empty"), f.reason());
    World w2 = new World();
    reads[0] = 0;
    WarmupFacts cut = Warmup.run(w2.source(r -> 100), queued, w2::now,
        new WarmupSettings(Duration.ofNanos(1000), 4, 2, 0.05, Duration.ofNanos(20_000)));
    assertFalse(cut.settled());
    assertTrue(cut.reason().contains("2 compilations queued or in progress"), cut.reason());
  }

  @Test
  void needsTheTierThresholdsEvaluationsOrAQuarterOfTheMaximum() {
    WarmupSettings s = new WarmupSettings(Duration.ofNanos(1000), 4, 2, 0.05, Duration.ofSeconds(1),
        Duration.ZERO, 5000, 0.125);
    // 100 ns per evaluation: 5000 fit in well under a quarter of 1 s.
    assertEquals(5000, Warmup.requiredEvaluations(s, 100));
    // 1 ms per evaluation: a quarter of 1 s holds 250.
    assertEquals(250, Warmup.requiredEvaluations(s, 1e6));
    World w = new World();
    WarmupFacts f = Warmup.run(w.source(r -> 100), compilingFor(0), w::now, s);
    assertTrue(f.settled(), f.reason());
    assertTrue(f.evaluations() >= 5000, "evaluations " + f.evaluations());
    assertTrue(f.evaluations() < 5000 + 16, "stops at the first round past the threshold: " + f.evaluations());
    assertEquals(f.curve().size(), f.rounds() - 4, "one curve point per full-length round");
  }

  @Test
  void reportsNotSettledAtMaxDurationWhileTheJitKeepsCompiling() {
    World w = new World();
    WarmupSettings s = new WarmupSettings(Duration.ofNanos(1000), 4, 2, 0.05, Duration.ofNanos(20_000));
    WarmupFacts f = Warmup.run(w.source(r -> 100), compilingFor(Integer.MAX_VALUE), w::now, s);
    assertFalse(f.settled());
    // 1500 ns in short rounds, then 1600 ns per round: 20 us is passed at round 16.
    assertEquals(16, f.rounds());
    assertEquals(1500 + 1600 * 12, f.wallNanos());
    assertTrue(f.reason().startsWith("not settled after"), f.reason());
    assertTrue(f.reason().contains("JIT still compiling"), f.reason());
    assertEquals(160, f.compilationMillis());
  }

  @Test
  void reportsADriftingEstimateAtMaxDuration() {
    World w = new World();
    WarmupSettings s = new WarmupSettings(Duration.ofNanos(1000), 4, 2, 0.05, Duration.ofNanos(20_000));
    // 10% slower every full round: medians of consecutive windows of two are 21% apart.
    WarmupFacts f = Warmup.run(w.source(WarmupTest::slowingDown), compilingFor(0), w::now, s);
    assertFalse(f.settled());
    assertTrue(f.reason().contains("estimate still drifting"), f.reason());
  }

  private static double slowingDown(int round) {
    return round <= 4 ? 100 : 100 * Math.pow(1.1, round - 5);
  }

  @Test
  void withoutJitTimingSettlesOnStabilityAloneAndSaysSo() {
    World w = new World();
    WarmupFacts f = Warmup.run(w.source(r -> 100), () -> -1, w::now, SETTINGS);
    assertTrue(f.settled());
    assertEquals(8, f.rounds());
    assertEquals(-1, f.compilationMillis());
    assertTrue(f.reason().contains("does not report JIT compilation time"), f.reason());
  }

  @Test
  void withoutJitTimingAnUnsettledReasonBlamesTheEstimate() {
    World w = new World();
    WarmupSettings s = new WarmupSettings(Duration.ofNanos(1000), 4, 2, 0.05, Duration.ofNanos(20_000));
    WarmupFacts f = Warmup.run(w.source(WarmupTest::slowingDown), () -> -1, w::now, s);
    assertFalse(f.settled());
    assertEquals(-1, f.compilationMillis());
    assertTrue(f.reason().contains("estimate still drifting"), f.reason());
  }

  @Test
  void zeroReadingsFromACoarseClockEndAtMaxDuration() {
    // Every sample reads 0 ns: sizes double up to 2^24 and count as full; the estimate 0/0 never
    // stabilizes, so the (fake) wall clock ends warm-up.
    long[] wall = {0};
    WarmupSettings s = new WarmupSettings(Duration.ofNanos(1000), 4, 2, 0.05, Duration.ofNanos(10_000));
    WarmupFacts f = Warmup.run(n -> 0, compilingFor(0), () -> wall[0] += 100, s);
    assertFalse(f.settled());
    // The wall clock reads 100 at the start and 100 (r + 1) after round r: 10 us have passed at round 100.
    assertEquals(100, f.rounds());
  }

  @Test
  void settingsAreValidated() {
    GeometricLoopTest.assertMessage(() -> new WarmupSettings(Duration.ZERO, 4, 2, 0.05, Duration.ZERO), "roundTarget");
    GeometricLoopTest.assertMessage(() -> new WarmupSettings(Duration.ofMillis(1), 3, 2, 0.05, Duration.ZERO),
        "minRounds", "2 and 3");
    GeometricLoopTest.assertMessage(() -> new WarmupSettings(Duration.ofMillis(1), 4, 0, 0.05, Duration.ZERO),
        "quietRounds");
    GeometricLoopTest.assertMessage(() -> new WarmupSettings(Duration.ofMillis(1), 4, 2, 1, Duration.ZERO),
        "stableWithin", "1.0");
    GeometricLoopTest.assertMessage(() -> new WarmupSettings(Duration.ofMillis(1), 4, 2, 0.05, Duration.ofNanos(-1)),
        "maxDuration");
    WarmupSettings d = WarmupSettings.defaults(Duration.ofSeconds(3));
    assertEquals(new WarmupSettings(Duration.ofMillis(1), 20, 5, 0.02, Duration.ofSeconds(3), Duration.ofMillis(100),
        5000, 0.25), d);
    GeometricLoopTest.assertMessage(() -> new WarmupSettings(Duration.ofMillis(1), 10, 5, 0.05, Duration.ZERO,
        Duration.ofNanos(-1), 0, 0.25), "minQuiet");
    GeometricLoopTest.assertMessage(() -> new WarmupSettings(Duration.ofMillis(1), 10, 5, 0.05, Duration.ZERO,
        Duration.ZERO, -1, 0.25), "minEvaluations");
    GeometricLoopTest.assertMessage(() -> new WarmupSettings(Duration.ofMillis(1), 10, 5, 0.05, Duration.ZERO,
        Duration.ZERO, 0, 0.6), "windowFraction");
  }

  @Test
  void waitsForMinimumQuietWallTimeAfterTheLastCompilation() {
    // Compilation moves at reads 1..3 (finishing in round 3, at 700 ns of wall time); with a
    // minimum quiet time of 10,000 ns the quiet full rounds of 1600 ns each must add up past it:
    // round 3 ends at 700 ns, so wall time must reach 10,700 ns: rounds 4..10 (800 + 6 x 1600).
    WarmupSettings withQuiet = new WarmupSettings(Duration.ofNanos(1000), 4, 2, 0.05, Duration.ofSeconds(1),
        Duration.ofNanos(10_000), 0, 0.125);
    World w = new World();
    WarmupFacts f = Warmup.run(w.source(r -> 100), compilingFor(3), w::now, withQuiet);
    assertTrue(f.settled(), f.reason());
    assertEquals(100 + 200 + 400 + 800 + 1600 * 6, f.wallNanos());
    assertEquals(10, f.rounds());
    // Without JIT information there is nothing to be quiet about: the minimum quiet time is ignored.
    World w2 = new World();
    WarmupFacts unknown = Warmup.run(w2.source(r -> 100), () -> -1, w2::now, withQuiet);
    assertEquals(8, unknown.rounds());
  }

  @Test
  void waitsUntilTheMeasuringThreadStopsTakingPageFaults() {
    World w = new World();
    int[] reads = {0};
    // 7 faults per full round for the first 20 reads (a heap touched for the first time), then none.
    WarmupFacts f = Warmup.run(w.source(r -> 100), compilingFor(0), () -> 7L * Math.min(reads[0]++, 20), w::now,
        SETTINGS);
    assertTrue(f.settled(), f.reason());
    assertTrue(reads[0] > 20 + SETTINGS.quietRounds(), "stopped after " + reads[0] + " reads of the fault count");
    World quietWorld = new World();
    WarmupFacts quiet = Warmup.run(quietWorld.source(r -> 100), compilingFor(0), () -> 3, quietWorld::now,
        SETTINGS);
    assertEquals(8, quiet.rounds(), "a constant fault count does not delay warm-up");
  }

  @Test
  void saysWhenPageFaultsNeverStop() {
    World w = new World();
    long[] faults = {0};
    WarmupFacts f = Warmup.run(w.source(r -> 100), compilingFor(0), () -> faults[0] += 2, w::now, SHORT_MAX);
    assertFalse(f.settled());
    assertTrue(f.reason().contains("page faults"), f.reason());
  }

  @Test
  void waitsUntilEdenStopsGrowing() {
    World w = new World();
    int[] reads = {0};
    // Eden grows by 32 MiB at each of the first 15 full rounds (a fresh G1 heap), then keeps its size.
    WarmupFacts f = Warmup.run(w.source(r -> 100), compilingFor(0), () -> 0,
        () -> (64L << 20) + (32L << 20) * Math.min(reads[0]++, 15), w::now, SETTINGS);
    assertTrue(f.settled(), f.reason());
    assertTrue(reads[0] > 15 + SETTINGS.quietRounds(), "stopped after " + reads[0] + " reads of eden's size");
    World steadyWorld = new World();
    WarmupFacts steady = Warmup.run(steadyWorld.source(r -> 100), compilingFor(0), () -> 0, () -> 256L << 20,
        steadyWorld::now, SETTINGS);
    assertEquals(8, steady.rounds(), "an eden of constant size does not delay warm-up");
    World unknownWorld = new World();
    WarmupFacts unknown = Warmup.run(unknownWorld.source(r -> 100), compilingFor(0), () -> 0, () -> -1,
        unknownWorld::now, SETTINGS);
    assertEquals(8, unknown.rounds(), "an unknown eden (ZGC, Shenandoah) does not delay warm-up");
  }

  @Test
  void saysWhenEdenNeverStopsGrowing() {
    World w = new World();
    long[] eden = {64L << 20};
    WarmupFacts f = Warmup.run(w.source(r -> 100), compilingFor(0), () -> 0, () -> eden[0] += 2L << 20, w::now,
        SHORT_MAX);
    assertFalse(f.settled());
    assertTrue(f.reason().contains("young generation still growing"), f.reason());
    assertTrue(f.reason().contains("MiB"), f.reason());
  }

  @Test
  void toleratesATrickleOfCompilationOnceTheWindowIsLong() {
    WarmupSettings growing = new WarmupSettings(Duration.ofMillis(10), 4, 2, 0.05, Duration.ofSeconds(30),
        Duration.ofMillis(500), 0, 0.25);
    World w = new World();
    int[] reads = {0};
    // 1 ms of compilation finishes every 20th round of about 13 ms: 0.4% of the time, never 500 ms quiet.
    WarmupFacts f = Warmup.run(w.source(r -> 100), () -> reads[0]++ / 20, () -> 0, () -> -1, w::now, growing);
    assertTrue(f.settled(), f.reason());
    assertTrue(f.wallNanos() >= Warmup.TOLERANT_WINDOW_NANOS, "settled after " + f.wallNanos() + " ns");
    assertTrue(f.reason().contains("JIT compiling"), f.reason());
    World busy = new World();
    int[] busyReads = {0};
    // 1 ms of compilation every round of about 13 ms: 8%, never tolerated.
    WarmupFacts cut = Warmup.run(busy.source(r -> 100), () -> busyReads[0]++, () -> 0, () -> -1, busy::now,
        new WarmupSettings(Duration.ofMillis(10), 4, 2, 0.05, Duration.ofSeconds(5), Duration.ofMillis(100), 0, 0.25));
    assertFalse(cut.settled());
    assertTrue(cut.reason().contains("ms of compilation in the last"), cut.reason());
    World drifting = new World();
    int[] driftReads = {0};
    // The same tolerated trickle, but time per evaluation keeps growing: the reason names the drift.
    WarmupFacts drift = Warmup.run(drifting.source(r -> 100 * Math.pow(1.01, r)), () -> driftReads[0]++ / 20,
        () -> 0, () -> -1, drifting::now,
        new WarmupSettings(Duration.ofMillis(10), 4, 2, 0.05, Duration.ofSeconds(5), Duration.ofMillis(500), 0, 0.25));
    assertFalse(drift.settled());
    assertTrue(drift.reason().contains("drifting"), drift.reason());
  }

  /** A conditioner over a fixed 32 MiB eden that takes exactly {@code tookNanos} of the world's clock. */
  private static HeapConditioner conditionerTaking(World w, long tookNanos) {
    return HeapConditioner.of(() -> 32L << 20, () -> {
      long t = w.now();
      w.wallNanos += tookNanos / 5; // five clock reads: the start and one per check of 4
      return t;
    }, HeapConditioner.CHUNK_BYTES, 4L * HeapConditioner.CHUNK_BYTES);
  }

  @Test
  void conditionsTheHeapOnceTheCodeIsCompiledWhenTheBodyAllocates() {
    World w = new World();
    long[] allocated = {0};
    // 1 KiB per round, an eden of 1 KiB at the start: the body cycles eden.
    HeapWatch heap = new HeapWatch(() -> 0, () -> 1024, () -> allocated[0] += 1024, conditionerTaking(w, 0));
    int[] compileReads = {0};
    // Compilation for the first 6 reads: conditioning waits for the JIT to be quiet.
    WarmupFacts f = Warmup.run(w.source(r -> 100), () -> 10L * Math.min(compileReads[0]++, 6), heap, w::now,
        SETTINGS);
    assertTrue(f.settled(), f.reason());
    assertTrue(f.reason().contains("heap conditioned"), f.reason());
    // The JIT is quiet from the 4th full round (round 8), where it would otherwise settle; the heap
    // is conditioned there, and the conditions must hold again over a window of 2 later rounds.
    assertEquals(10, f.rounds());
    WarmupFacts again = Warmup.run(new World().source(r -> 100), compilingFor(0), heap, w::now, SETTINGS);
    assertFalse(again.reason().contains("heap conditioned"), "once per conditioner: " + again.reason());
  }

  @Test
  void aBodyThatDoesNotAllocateIsNotConditionedFor() {
    World w = new World();
    HeapWatch heap = new HeapWatch(() -> 0, () -> 32L << 20, () -> 100, conditionerTaking(w, 0));
    WarmupFacts f = Warmup.run(w.source(r -> 100), compilingFor(0), heap, w::now, SETTINGS);
    assertTrue(f.settled(), f.reason());
    assertFalse(f.reason().contains("heap conditioned"), f.reason());
    assertEquals(8, f.rounds());
  }

  @Test
  void edenThatChangedCountsAsAllocationWhereTheThreadsCountIsUnknown() {
    World w = new World();
    long[] eden = {32L << 20};
    int[] reads = {0};
    HeapWatch heap = new HeapWatch(() -> 0, () -> {
      if (++reads[0] == 4) {
        eden[0] = 236L << 20;
      }
      return eden[0];
    }, () -> -1, conditionerTaking(w, 0));
    WarmupFacts f = Warmup.run(w.source(r -> 100), compilingFor(0), heap, w::now, SETTINGS);
    assertTrue(f.settled(), f.reason());
    assertTrue(f.reason().contains("heap conditioned"), f.reason());
  }

  @Test
  void conditioningHasItsOwnBoundAndHappensAtTheDeadlineWhenTheJitNeverQuietens() {
    World w = new World();
    long[] allocated = {0};
    long[] eden = {1024};
    // Conditioning takes 150 us of a 200 us warm-up bound; eden keeps changing until 300 us: warm-up
    // settles only because the deadline moved by the conditioning's 150 us (to about 350 us).
    HeapWatch heap = new HeapWatch(() -> 0, () -> w.now() < 300_000 ? ++eden[0] : eden[0],
        () -> allocated[0] += 1024, conditionerTaking(w, 150_000));
    WarmupFacts f = Warmup.run(w.source(r -> 100), compilingFor(0), heap, w::now, SHORT_MAX);
    assertTrue(f.settled(), f.reason());
    assertTrue(f.reason().contains("heap conditioned"), f.reason());
    assertTrue(f.wallNanos() >= 300_000, "settled after " + f.wallNanos());
    World never = new World();
    int[] reads = {0};
    HeapWatch neverQuiet = new HeapWatch(() -> 0, () -> 1024, () -> allocated[0] += 1024,
        conditionerTaking(never, 0));
    WarmupFacts cut = Warmup.run(never.source(r -> 100), () -> reads[0]++, neverQuiet, never::now, SHORT_MAX);
    assertFalse(cut.settled());
    assertTrue(cut.reason().startsWith("not settled"), cut.reason());
    assertTrue(cut.reason().contains("heap conditioned"), "conditioned before measurement: " + cut.reason());
  }
}
