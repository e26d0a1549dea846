package io.github.nanometer.junit;

import io.github.nanometer.Comparison;
import io.github.nanometer.Interval;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;

/**
 * What a measured comparison carries from {@link PerformanceTester#compare} into its assertion:
 * whether the test is strict, and the reasons to doubt a verdict (unsettled warm-up, a noise floor
 * wider than the threshold). A comparison with such reasons is aborted at once unless its interval
 * lies wholly beyond the threshold and the noise floor: a measured regression that large is a
 * failure however the set-up went, so it is handed on to be judged and never hidden as a skip.
 *
 * <p>Every abort goes through {@link #abort}: in strict mode it fails the test instead, and either
 * way the reason is printed on standard error, which Maven's console shows beside the test.
 */
final class Caveats {
  private Caveats() {}

  /**
   * @param strict whether aborts fail the test
   * @param reasons the doubts about the comparison's verdict (empty: none)
   */
  record Context(boolean strict, List<String> reasons) {
    Context {
      reasons = List.copyOf(reasons);
    }
  }

  /** Contexts of the comparisons a tester returned; weak keys, so a comparison no one holds is forgotten. */
  private static final Map<Comparison, Context> CONTEXTS = Collections.synchronizedMap(new WeakHashMap<>());

  /**
   * Records the context of {@code c} and aborts (fails, when strict) unless there is no reason to
   * doubt it or its change interval lies wholly beyond {@code +-bar}.
   *
   * @param bar the larger of the threshold and the noise floor, a fraction
   */
  static void settle(Comparison c, boolean strict, List<String> reasons, double bar) {
    CONTEXTS.put(c, new Context(strict, reasons));
    if (reasons.isEmpty() || beyond(ChangeInterval.of(c), bar)) {
      return;
    }
    abort(strict, "'" + c.candidateName() + "' vs '" + c.baselineName() + "' not judged: " + String.join("; ", reasons)
        + "; change " + ChangeInterval.describe(c));
  }

  /** True when the interval lies wholly above {@code +bar} or wholly below {@code -bar}. */
  static boolean beyond(Interval change, double bar) {
    return change.low() > bar || change.high() < -bar;
  }

  /**
   * The context {@link #settle} recorded for {@code c}; for a comparison no tester returned, no
   * reasons and strict mode from {@code -Dnanometer.strict}.
   */
  static Context of(Comparison c) {
    Context known = CONTEXTS.get(c);
    return known != null ? known : new Context(propertyStrict(), List.of());
  }

  /** Strict mode as {@code -Dnanometer.strict} says (false when unset). */
  static boolean propertyStrict() {
    return "true".equalsIgnoreCase(System.getProperty(PerformanceSettings.STRICT_PROPERTY, "false").trim());
  }

  /**
   * Aborts the running test with {@code reason} (JUnit reports it as skipped), or fails it in
   * strict mode; prints the reason on standard error first.
   */
  static void abort(boolean strict, String reason) {
    System.err.println("nanometer: " + (strict ? "FAILED (strict mode)" : "SKIPPED") + ": " + reason);
    if (strict) {
      Assertions.fail("strict mode (-D" + PerformanceSettings.STRICT_PROPERTY
          + "=true or @PerformanceTest(strict = true)) fails what would be skipped: " + reason);
    }
    Assumptions.abort(reason);
  }
}
