package io.github.nanometer.junit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Benchmark;
import io.github.nanometer.Comparison;
import io.github.nanometer.ComparisonOptions;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class NoiseGuardTest {

  private static final ComparisonOptions TWO_PERCENT = ComparisonOptions.builder().thresholdFraction(0.02).build();

  /** Answers every comparison with the change interval [low, high] and records what it was asked. */
  static final class ScriptedComparer implements PairedComparer {
    final List<String> calls = new ArrayList<>();
    double low;
    double high;
    List<String> candidateNotes = List.of();
    /** The A/A runs' interval when set (else the same as every comparison's). */
    Double aaLow;
    Double aaHigh;

    ScriptedComparer(double low, double high) {
      this.low = low;
      this.high = high;
    }

    @Override
    public Comparison compare(Benchmark<?> baseline, Benchmark<?> candidate, ComparisonOptions options) {
      calls.add(candidate.name() + " vs " + baseline.name());
      boolean aa = candidate.name().contains("(A/A");
      return FakeComparisons.named(baseline.name(), candidate.name(), aa && aaLow != null ? aaLow : low,
          aa && aaHigh != null ? aaHigh : high, options, aa ? List.of() : candidateNotes);
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
  void theFloorIsTheWidestOfSeveralSeparatelyCompiledAaRuns() {
    // Copies of the same code compile differently: the second A/A copy reads 6% apart.
    double[][] intervals = {{-0.01, 0.01}, {-0.07, -0.05}, {-0.02, 0.01}};
    List<String> calls = new java.util.ArrayList<>();
    PairedComparer comparer = (baseline, candidate, options) -> {
      calls.add(candidate.name());
      double[] i = intervals[calls.size() - 1];
      return FakeComparisons.named(baseline.name(), candidate.name(), i[0], i[1], options, List.of());
    };
    NoiseGuard guard = new NoiseGuard(comparer, () -> "doctor: ok");
    assertEquals(0.07, guard.floor(bench("old"), TWO_PERCENT).fraction(), 1e-12);
    assertEquals(List.of("old (A/A 1)", "old (A/A 2)", "old (A/A 3)"), calls);
  }

  @Test
  void aQuietBaselineIsMeasuredOnceAndGivesNoReason() {
    ScriptedComparer comparer = new ScriptedComparer(-0.01, 0.015);
    NoiseGuard guard = new NoiseGuard(comparer, () -> "doctor: ok");
    assertEquals(new NoiseGuard.Floor(0.015, List.of()), guard.floor(bench("old"), TWO_PERCENT));
    assertEquals(0.015, guard.floor(bench("old"), TWO_PERCENT).fraction(), 1e-12);
    assertEquals(List.of("old (A/A 1) vs old", "old (A/A 2) vs old", "old (A/A 3) vs old"), comparer.calls);
    assertEquals(1, guard.measuredRuns());
    guard.floor(bench("other"), TWO_PERCENT);
    assertEquals(2, guard.measuredRuns());
  }

  @Test
  void aNoisyBaselineGivesTheFloorAndTheDoctorsSummaryAsTheReason() {
    ScriptedComparer comparer = new ScriptedComparer(-0.04, 0.03);
    NoiseGuard guard = new NoiseGuard(comparer, () -> "doctor: 1 warn, 0 fail (turbo on) - run 'nanometer doctor'");
    NoiseGuard.Floor f = guard.floor(bench("old"), TWO_PERCENT);
    assertEquals(1, f.reasons().size());
    String m = f.reasons().get(0);
    assertTrue(m.contains("noise floor of 'old'") && m.contains("+-4.0%") && m.contains("2.0% threshold"), m);
    assertTrue(m.contains("-4.0% to +3.0%"), m);
    assertTrue(m.contains("doctor: 1 warn, 0 fail (turbo on)"), m);
    // Cached: the second test with this baseline gets the same reason without measuring again.
    assertEquals(f, guard.floor(bench("old"), TWO_PERCENT));
    assertEquals(NoiseGuard.AA_COMPILATIONS, comparer.calls.size());
  }

  @Test
  void aWiderThresholdAcceptsTheSameFloor() {
    NoiseGuard guard = new NoiseGuard(new ScriptedComparer(-0.04, 0.03), () -> "doctor: ok");
    NoiseGuard.Floor f = guard.floor(bench("old"), ComparisonOptions.builder().thresholdFraction(0.05).build());
    assertEquals(0.04, f.fraction(), 1e-12);
    assertEquals(List.of(), f.reasons());
  }

  @Test
  void anUnsettledWarmupIsFoundByTheEnginesNote() {
    Comparison c = FakeComparisons.named("old", "new", 0.1, 0.2, TWO_PERCENT,
        List.of("new: warm-up not settled after 0.50 s (JIT still compiling); " + NoiseGuard.UNSETTLED_WARMUP_NOTE));
    String reason = NoiseGuard.unsettledReason(NoiseGuard.unsettledWarmup(c).orElseThrow());
    assertTrue(reason.contains("JIT still compiling") && reason.contains("nanometer.maxWarmupCapMillis"), reason);
    assertTrue(NoiseGuard.unsettledWarmup(FakeComparisons.named("old", "new", 0.1, 0.2, TWO_PERCENT,
        List.of("other"))).isEmpty());
  }
}
