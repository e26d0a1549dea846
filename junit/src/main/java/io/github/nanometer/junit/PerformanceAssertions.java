package io.github.nanometer.junit;

import io.github.nanometer.Allocation;
import io.github.nanometer.Comparison;
import io.github.nanometer.Interval;
import io.github.nanometer.OptionSpecs;
import io.github.nanometer.Result;
import java.util.Locale;
import java.util.function.BiFunction;
import org.junit.jupiter.api.Assertions;

/**
 * Assertions on a paired {@link Comparison}, judged on the interval of the relative change at the
 * comparison's confidence. Each has three outcomes: the interval supports the claim (the test
 * passes), the interval contradicts it (the test fails with the change, its interval and the
 * threshold), or the interval straddles the threshold (the test is aborted through JUnit's
 * assumption failure, reported as skipped with the reason and the interval: more pairs, a
 * longer budget or a quieter machine would decide it). Nothing passes or fails silently: every
 * abort's reason is also printed on standard error, and in strict mode ({@code
 * -Dnanometer.strict=true} or {@code @PerformanceTest(strict = true)}) every abort is a failure.
 *
 * <p>A comparison a {@link PerformanceTester} returned despite an unsettled warm-up or a wide noise
 * floor (its change lay wholly beyond both) fails when the interval contradicts the claim; when it
 * supports it, the test is still aborted with those reasons, since the set-up cannot vouch for a pass.
 *
 * <p>Thresholds are fractions in the range of the comparison's own ({@link
 * io.github.nanometer.ComparisonOptions#thresholdFraction()}, [0, 0.99]): 0.02 means 2%. The
 * overloads without a threshold use the comparison's own. A threshold out of range is refused with
 * an {@link IllegalArgumentException} naming the parameter, the range and the value ({@code
 * bandFraction must be in [0, 0.99], got 1}).
 */
public final class PerformanceAssertions {
  private PerformanceAssertions() {}

  /** What an assertion concluded from an interval. */
  enum Outcome {
    PASS,
    FAIL,
    ABORT
  }

  /** As {@link #assertNotSlower(Comparison, double)} with the comparison's threshold. */
  public static void assertNotSlower(Comparison comparison) {
    assertNotSlower(comparison, thresholdOf(comparison));
  }

  /**
   * Passes when the whole interval of the change lies at or below {@code +thresholdFraction};
   * fails when it lies wholly above; aborts otherwise.
   */
  public static void assertNotSlower(Comparison comparison, double thresholdFraction) {
    judge(comparison, thresholdFraction, "thresholdFraction", PerformanceAssertions::notSlower,
        "is slower than", "is not shown to be no slower than", "not slower by more than");
  }

  /** As {@link #assertFaster(Comparison, double)} with the comparison's threshold. */
  public static void assertFaster(Comparison comparison) {
    assertFaster(comparison, thresholdOf(comparison));
  }

  /**
   * Passes when the whole interval of the change lies below {@code -minimumGainFraction} (the
   * candidate is faster by more than that); fails when it lies wholly at or above; aborts otherwise.
   */
  public static void assertFaster(Comparison comparison, double minimumGainFraction) {
    judge(comparison, minimumGainFraction, "minimumGainFraction", PerformanceAssertions::faster,
        "is not faster enough than", "is not shown to be faster than", "expected faster by more than");
  }

  /** As {@link #assertNoChange(Comparison, double)} with the comparison's threshold. */
  public static void assertNoChange(Comparison comparison) {
    assertNoChange(comparison, thresholdOf(comparison));
  }

  /**
   * Passes when the whole interval of the change lies within {@code +-bandFraction}; fails when it
   * lies wholly outside the band (above or below); aborts otherwise.
   */
  public static void assertNoChange(Comparison comparison, double bandFraction) {
    judge(comparison, bandFraction, "bandFraction", PerformanceAssertions::noChange,
        "differs from", "is not shown to match", "expected no change beyond +-");
  }

  /**
   * Validates, applies {@code rule} to the comparison's change interval and settles the outcome;
   * the message reads "'candidate' VERB 'baseline' (EXPECTATION x%)".
   */
  private static void judge(Comparison c, double fraction, String name, BiFunction<Interval, Double, Outcome> rule,
      String failedVerb, String undecidedVerb, String expectation) {
    if (c == null) {
      throw new IllegalArgumentException("comparison must not be null");
    }
    // the values of a paired comparison's own threshold, which the overloads without one use
    OptionSpecs.THRESHOLD.named(name).check(fraction);
    Outcome o = rule.apply(ChangeInterval.of(c), fraction);
    Caveats.Context context = Caveats.of(c);
    String doubts = String.join("; ", context.reasons());
    String claim = String.format(Locale.ROOT, "'%s' %s '%s' (%s%.1f%%)", c.candidateName(),
        o == Outcome.FAIL ? failedVerb : undecidedVerb, c.baselineName(),
        expectation.endsWith("-") ? expectation : expectation + " ", 100 * fraction);
    switch (o) {
      case PASS -> {
        if (!doubts.isEmpty()) {
          Caveats.abort(context.strict(), "not confirmed, " + claim + ": change " + ChangeInterval.describe(c)
              + " supports it, but " + doubts);
        }
      }
      case FAIL -> Assertions.fail(claim + ": change " + ChangeInterval.describe(c)
          + (doubts.isEmpty() ? "" : "; the change exceeds the threshold and the noise floor although " + doubts));
      case ABORT -> Caveats.abort(context.strict(), "inconclusive, " + claim + ": change " + ChangeInterval.describe(c)
          + " straddles the threshold; a longer budget (-D" + PerformanceSettings.BUDGET_PROPERTY
          + ") or a quieter machine would decide it" + (doubts.isEmpty() ? "" : "; also " + doubts));
      default -> throw new IllegalStateException(o.name());
    }
  }

  /**
   * Passes when the measured allocation per evaluation is at most {@code bytesPerEvaluation};
   * fails with the measured figure otherwise; aborts (with the reason) when the JVM could not
   * count allocations (fails instead with {@code -Dnanometer.strict=true}). The figure is exact, so
   * this assertion does not depend on speed or noise.
   */
  public static void assertAllocatesAtMost(Result result, double bytesPerEvaluation) {
    assertAllocatesAtMost(result, bytesPerEvaluation, Caveats.propertyStrict());
  }

  /** As {@link #assertAllocatesAtMost(Result, double)}, failing instead of aborting when {@code strict}. */
  static void assertAllocatesAtMost(Result result, double bytesPerEvaluation, boolean strict) {
    if (result == null) {
      throw new IllegalArgumentException("result must not be null");
    }
    if (!(bytesPerEvaluation >= 0) || Double.isInfinite(bytesPerEvaluation)) {
      throw new IllegalArgumentException("bytesPerEvaluation must be finite and >= 0, got " + bytesPerEvaluation);
    }
    Allocation a = result.allocation();
    if (!a.isMeasured()) {
      Caveats.abort(strict, "allocation of '" + result.name() + "' was not measured: " + a.unavailableReason());
    }
    if (a.bytesPerEvaluation() > bytesPerEvaluation) {
      Assertions.fail(String.format(Locale.ROOT, "'%s' allocates %.1f bytes per evaluation, more than the %.1f allowed "
          + "(over %d measured evaluations, seed %d)", result.name(), a.bytesPerEvaluation(), bytesPerEvaluation,
          a.measuredEvaluations(), result.seed()));
    }
  }

  /** Not slower: the interval's top at or below the threshold passes, its bottom above it fails. */
  static Outcome notSlower(Interval change, double threshold) {
    if (change.high() <= threshold) {
      return Outcome.PASS;
    }
    return change.low() > threshold ? Outcome.FAIL : Outcome.ABORT;
  }

  /** Faster: the interval's top below {@code -gain} passes, its bottom at or above {@code -gain} fails. */
  static Outcome faster(Interval change, double gain) {
    if (change.high() < -gain) {
      return Outcome.PASS;
    }
    return change.low() >= -gain ? Outcome.FAIL : Outcome.ABORT;
  }

  /** No change: inside {@code [-band, band]} passes, wholly outside it fails. */
  static Outcome noChange(Interval change, double band) {
    if (change.low() >= -band && change.high() <= band) {
      return Outcome.PASS;
    }
    return change.low() > band || change.high() < -band ? Outcome.FAIL : Outcome.ABORT;
  }

  private static double thresholdOf(Comparison c) {
    if (c == null) {
      throw new IllegalArgumentException("comparison must not be null");
    }
    return c.comparisonOptions().thresholdFraction();
  }
}
