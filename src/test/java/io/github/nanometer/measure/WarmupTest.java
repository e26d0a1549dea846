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
    int quiet = expectedRounds - Math.max(k, 4);
    assertTrue(f.reason().contains("JIT quiet for " + quiet + " rounds"), f.reason());
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
  void stabilityWindowComparesMediansOfConsecutiveWindows() {
    assertFalse(Warmup.stable(List.of(1.0, 1.0, 1.0), 2, 0.05), "needs two full windows");
    assertTrue(Warmup.stable(List.of(100.0, 104.0, 101.0, 100.0), 2, 0.05));
    // Medians 102 and 107.5: 5.4% apart.
    assertFalse(Warmup.stable(List.of(100.0, 104.0, 105.0, 110.0), 2, 0.05));
    // One outlier in a window of three does not move the median.
    assertTrue(Warmup.stable(List.of(9.0, 9.0, 10.0, 10.0, 10.0, 10.0, 500.0), 3, 0.05));
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
    assertEquals(new WarmupSettings(Duration.ofMillis(1), 10, 5, 0.05, Duration.ofSeconds(3), Duration.ofMillis(100)), d);
    GeometricLoopTest.assertMessage(() -> new WarmupSettings(Duration.ofMillis(1), 10, 5, 0.05, Duration.ZERO,
        Duration.ofNanos(-1)), "minQuiet");
  }

  @Test
  void waitsForMinimumQuietWallTimeAfterTheLastCompilation() {
    // Compilation moves at reads 1..3 (finishing in round 3, at 700 ns of wall time); with a
    // minimum quiet time of 10,000 ns the quiet full rounds of 1600 ns each must add up past it:
    // round 3 ends at 700 ns, so wall time must reach 10,700 ns: rounds 4..10 (800 + 6 x 1600).
    WarmupSettings withQuiet = new WarmupSettings(Duration.ofNanos(1000), 4, 2, 0.05, Duration.ofSeconds(1),
        Duration.ofNanos(10_000));
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
}
