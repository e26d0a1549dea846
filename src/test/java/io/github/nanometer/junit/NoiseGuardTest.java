package io.github.nanometer.junit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Benchmark;
import io.github.nanometer.Comparison;
import io.github.nanometer.ComparisonOptions;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.opentest4j.TestAbortedException;

class NoiseGuardTest {

  private static final ComparisonOptions TWO_PERCENT = ComparisonOptions.builder().thresholdFraction(0.02).build();

  /** Answers every comparison with the change interval [low, high] and records what it was asked. */
  static final class ScriptedComparer implements PairedComparer {
    final List<String> calls = new ArrayList<>();
    double low;
    double high;
    List<String> candidateNotes = List.of();

    ScriptedComparer(double low, double high) {
      this.low = low;
      this.high = high;
    }

    @Override
    public Comparison compare(Benchmark<?> baseline, Benchmark<?> candidate, ComparisonOptions options) {
      calls.add(candidate.name() + " vs " + baseline.name());
      boolean aa = candidate.name().endsWith("(A/A)");
      return FakeComparisons.named(baseline.name(), candidate.name(), low, high, options,
          aa ? List.of() : candidateNotes);
    }
  }

  private static Benchmark<Void> bench(String name) {
    return Benchmark.of(name, () -> name.length());
  }

  @Test
  void theNoiseFloorIsTheLargestChangeTheAaIntervalCannotRuleOut() {
    assertEquals(0.03, NoiseGuard.noiseFloor(FakeComparisons.withChange(-0.01, 0.03, 0.02)), 1e-12);
    assertEquals(0.05, NoiseGuard.noiseFloor(FakeComparisons.withChange(-0.05, 0.01, 0.02)), 1e-12);
  }

  @Test
  void aQuietBaselineIsMeasuredOnceAndPasses() {
    ScriptedComparer comparer = new ScriptedComparer(-0.01, 0.015);
    NoiseGuard guard = new NoiseGuard(comparer, () -> "doctor: ok");
    assertEquals(0.015, guard.requireQuietEnough(bench("old"), TWO_PERCENT), 1e-12);
    assertEquals(0.015, guard.requireQuietEnough(bench("old"), TWO_PERCENT), 1e-12);
    assertEquals(List.of("old (A/A) vs old"), comparer.calls);
    assertEquals(1, guard.measuredRuns());
    guard.requireQuietEnough(bench("other"), TWO_PERCENT);
    assertEquals(2, guard.measuredRuns());
  }

  @Test
  void aNoisyBaselineAbortsWithTheFloorAndTheDoctorsSummary() {
    ScriptedComparer comparer = new ScriptedComparer(-0.04, 0.03);
    NoiseGuard guard = new NoiseGuard(comparer, () -> "doctor: 1 warn, 0 fail (turbo on) - run 'nanometer doctor'");
    TestAbortedException e = assertThrows(TestAbortedException.class,
        () -> guard.requireQuietEnough(bench("old"), TWO_PERCENT));
    String m = e.getMessage();
    assertTrue(m.contains("noise floor of 'old'") && m.contains("+-4.0%") && m.contains("2.0% threshold"), m);
    assertTrue(m.contains("-4.0% to +3.0%"), m);
    assertTrue(m.contains("doctor: 1 warn, 0 fail (turbo on)"), m);
    // Cached: the second test with this baseline aborts without measuring again.
    assertThrows(TestAbortedException.class, () -> guard.requireQuietEnough(bench("old"), TWO_PERCENT));
    assertEquals(1, comparer.calls.size());
  }

  @Test
  void aWiderThresholdAcceptsTheSameFloor() {
    NoiseGuard guard = new NoiseGuard(new ScriptedComparer(-0.04, 0.03), () -> "doctor: ok");
    assertEquals(0.04,
        guard.requireQuietEnough(bench("old"), ComparisonOptions.builder().thresholdFraction(0.05).build()), 1e-12);
  }

  @Test
  void anUnsettledWarmupAbortsInsteadOfJudging() {
    Comparison c = FakeComparisons.named("old", "new", 0.1, 0.2, TWO_PERCENT,
        List.of("new: warm-up not settled after 0.50 s (JIT still compiling); " + NoiseGuard.UNSETTLED_WARMUP_NOTE));
    TestAbortedException e = assertThrows(TestAbortedException.class, () -> NoiseGuard.requireSettledWarmup(c));
    assertTrue(e.getMessage().contains("JIT still compiling") && e.getMessage().contains("nanometer.maxWarmupMillis"),
        e.getMessage());
    NoiseGuard.requireSettledWarmup(FakeComparisons.named("old", "new", 0.1, 0.2, TWO_PERCENT, List.of("other")));
  }
}
