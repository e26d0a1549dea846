package io.github.nanometer.junit;

import io.github.nanometer.Benchmark;
import io.github.nanometer.Comparison;
import io.github.nanometer.ComparisonOptions;
import io.github.nanometer.Nanometer;
import io.github.nanometer.Result;
import java.util.ArrayList;
import java.util.List;

/**
 * What a performance test method receives (as a parameter, from {@link NanometerExtension}):
 * paired comparisons with the test's settings, each guarded by the baseline's noise floor and
 * counted in the class report. Judge the returned {@link Comparison} with {@link
 * PerformanceAssertions}.
 *
 * <pre>
 * {@literal @}PerformanceTest
 * class ParserPerformanceTest {
 *   {@literal @}Test
 *   void newParserIsNotSlower(PerformanceTester tester) {
 *     Comparison c = tester.compare(oldParser, newParser);
 *     PerformanceAssertions.assertNotSlower(c);
 *   }
 * }
 * </pre>
 *
 * <p>Not thread-safe, like {@link Nanometer}: JUnit runs a class's methods one at a time unless
 * told otherwise, and concurrent measurements would disturb each other anyway.
 */
public final class PerformanceTester {

  private final Nanometer nanometer;
  private final PerformanceSettings settings;
  private final ComparisonOptions comparisonOptions;
  private final PairedComparer comparer;
  private final NoiseGuard guard;
  private final ComparisonLedger ledger;

  PerformanceTester(Nanometer nanometer, PerformanceSettings settings, ComparisonOptions comparisonOptions,
      PairedComparer comparer, NoiseGuard guard, ComparisonLedger ledger) {
    this.nanometer = nanometer;
    this.settings = settings;
    this.comparisonOptions = comparisonOptions;
    this.comparer = comparer;
    this.guard = guard;
    this.ledger = ledger;
  }

  /**
   * Compares {@code candidate} against {@code baseline} (both on the baseline's inputs, see {@link
   * Nanometer#compare}). First the baseline's noise floor is measured (once per class, by an A/A
   * run), then the pairs. A warm-up that did not settle is retried with twice the cap, up to
   * {@link PerformanceSettings#maxWarmupCap()}. When the floor is wider than the threshold or a
   * warm-up never settled, the test is aborted here with the reason (failed, in strict mode) —
   * unless the change interval lies wholly beyond both the threshold and the floor: that change is
   * returned for its assertion to judge, so a measured regression is never hidden as a skip.
   *
   * @throws IllegalArgumentException when an argument is null or the two take different inputs
   * @throws org.opentest4j.TestAbortedException when the noise floor is wider than the threshold, or
   *     a side's warm-up did not settle, and the change does not exceed both
   * @throws org.opentest4j.AssertionFailedError instead of the abort, in strict mode
   */
  public Comparison compare(Benchmark<?> baseline, Benchmark<?> candidate) {
    if (baseline == null || candidate == null) {
      throw new IllegalArgumentException("baseline and candidate must not be null");
    }
    NoiseGuard.Floor floor = guard.floor(baseline, comparisonOptions);
    Comparison c = comparer.compare(baseline, candidate, comparisonOptions);
    ledger.record(c);
    List<String> reasons = new ArrayList<>(floor.reasons());
    NoiseGuard.unsettledWarmup(c).ifPresent(n -> reasons.add(NoiseGuard.unsettledReason(n)));
    Caveats.settle(c, settings.strict(), reasons, Math.max(comparisonOptions.thresholdFraction(), floor.fraction()));
    return c;
  }

  /**
   * An A/A performance test: {@code benchmark} against a second, separately compiled copy of
   * itself, guarded and counted like {@link #compare}. Any verdict other than no change is a false
   * alarm.
   */
  public Comparison compareToItself(Benchmark<?> benchmark) {
    if (benchmark == null) {
      throw new IllegalArgumentException("benchmark must not be null");
    }
    return compare(benchmark, benchmark.named(benchmark.name() + " (copy)"));
  }

  /**
   * The noise floor of {@code baseline} on this machine, a fraction: the largest change its A/A
   * interval cannot rule out (measured once per class and cached).
   */
  public double noiseFloorFraction(Benchmark<?> baseline) {
    if (baseline == null) {
      throw new IllegalArgumentException("baseline must not be null");
    }
    return NoiseGuard.noiseFloor(guard.selfComparison(baseline, comparisonOptions));
  }

  /**
   * Measures {@code benchmark} with this test's instance and asserts that it allocates at most
   * {@code bytesPerEvaluation} bytes per evaluation ({@link
   * PerformanceAssertions#assertAllocatesAtMost(Result, double)}); returns the result.
   */
  public Result assertAllocatesAtMost(Benchmark<?> benchmark, double bytesPerEvaluation) {
    if (benchmark == null) {
      throw new IllegalArgumentException("benchmark must not be null");
    }
    Result r = nanometer.run(benchmark);
    PerformanceAssertions.assertAllocatesAtMost(r, bytesPerEvaluation, settings.strict());
    return r;
  }

  /** The configured instance (budget, warm-up cap and seed of this test). */
  public Nanometer nanometer() {
    return nanometer;
  }

  /** The resolved settings of this test. */
  public PerformanceSettings settings() {
    return settings;
  }

  /** Threshold, confidence (after any correction) and trimming of every comparison. */
  public ComparisonOptions comparisonOptions() {
    return comparisonOptions;
  }
}
