package io.github.nanometer.junit;

import io.github.nanometer.ComparisonOptions;
import io.github.nanometer.Defaults;
import io.github.nanometer.OptionSpec;
import io.github.nanometer.OptionSpecs;
import io.github.nanometer.Options;
import java.time.Duration;
import java.util.Locale;
import java.util.function.Function;
import java.util.function.LongSupplier;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;

/**
 * The resolved settings of one performance test: each value from a system property if set, else
 * from the method's {@link PerformanceTest}, else the class's, else the default.
 *
 * @param budget measuring time per comparison
 * @param maxWarmup the longest warm-up of each side
 * @param maxWarmupCap the bound of the warm-up retries (an unsettled warm-up is retried with twice
 *     the cap up to this; at or below {@code maxWarmup}: no retries)
 * @param thresholdFraction the smallest change that matters, in {@link OptionSpecs#THRESHOLD}'s range
 * @param confidence the family confidence before correction, in {@link OptionSpecs#CONFIDENCE}'s
 *     range (and so is each comparison's level after the correction)
 * @param seed the input and pair-order seed
 * @param correction the multiple-comparison correction
 * @param plannedComparisons comparisons the class declares (0: count the tester-taking methods)
 * @param strict whether every abort fails the test instead
 */
public record PerformanceSettings(Duration budget, Duration maxWarmup, Duration maxWarmupCap,
    double thresholdFraction, double confidence, long seed, Correction correction, int plannedComparisons,
    boolean strict) {

  /** System property of the budget, in milliseconds. */
  public static final String BUDGET_PROPERTY = "nanometer.budgetMillis";
  /** System property of the warm-up cap, in milliseconds. */
  public static final String MAX_WARMUP_PROPERTY = "nanometer.maxWarmupMillis";
  /** System property of the bound on warm-up retries, in milliseconds. */
  public static final String MAX_WARMUP_CAP_PROPERTY = "nanometer.maxWarmupCapMillis";
  /** System property of strict mode, {@code true} or {@code false}. */
  public static final String STRICT_PROPERTY = "nanometer.strict";
  /** System property of the threshold, a fraction in [0, 0.99] (or a percentage with {@code %}): {@link OptionSpecs#THRESHOLD}. */
  public static final String THRESHOLD_PROPERTY = "nanometer.threshold";
  /** System property of the confidence, a fraction in [0.5, 0.9999] (or a percentage with {@code %}): {@link OptionSpecs#CONFIDENCE}. */
  public static final String CONFIDENCE_PROPERTY = "nanometer.confidence";
  /** System property of the seed, a long. */
  public static final String SEED_PROPERTY = "nanometer.seed";

  /**
   * Resolves the settings.
   *
   * @param onClass the class's annotation, or null
   * @param onMethod the method's annotation, or null
   * @param properties system property lookup (null when unset)
   * @param randomSeed the seed to use when none is configured
   * @throws ExtensionConfigurationException naming the property or attribute, its value and the
   *     accepted range, when a value is out of range; the threshold and confidence are checked by
   *     {@link OptionSpecs#THRESHOLD} and {@link OptionSpecs#CONFIDENCE}, as the CLI and {@link
   *     ComparisonOptions} check them, and, when the class declares its comparisons, so is the
   *     level each comparison gets after the correction
   */
  public static PerformanceSettings resolve(PerformanceTest onClass, PerformanceTest onMethod,
      Function<String, String> properties, LongSupplier randomSeed) {
    PerformanceTest[] order = {onMethod, onClass};
    Duration budget = duration(properties, BUDGET_PROPERTY, order, PerformanceTest::budgetMillis, "budgetMillis",
        Defaults.TEST_BUDGET, OptionSpecs.BUDGET);
    Duration warmup = duration(properties, MAX_WARMUP_PROPERTY, order, PerformanceTest::maxWarmupMillis,
        "maxWarmupMillis", Defaults.TEST_MAX_WARMUP, OptionSpecs.MAX_WARMUP);
    Duration cap = duration(properties, MAX_WARMUP_CAP_PROPERTY, order, PerformanceTest::maxWarmupCapMillis,
        "maxWarmupCapMillis", Defaults.TEST_MAX_WARMUP_CAP, OptionSpecs.MAX_WARMUP.named("maxWarmupCap"));
    double threshold = fraction(properties, THRESHOLD_PROPERTY, order, PerformanceTest::thresholdFraction,
        "thresholdFraction", OptionSpecs.THRESHOLD);
    double confidence = fraction(properties, CONFIDENCE_PROPERTY, order, PerformanceTest::confidence, "confidence",
        OptionSpecs.CONFIDENCE);
    long seed = seed(properties, order, randomSeed);
    Correction correction = onClass == null ? Correction.NONE : onClass.correction();
    int planned = onClass == null ? 0 : onClass.comparisonsPerClass();
    if (planned < 0) {
      throw new ExtensionConfigurationException(
          "@PerformanceTest comparisonsPerClass must be >= 0 (0 = count them), got " + planned);
    }
    if (planned > 0) {
      perComparisonConfidence(confidence, correction, planned);
    }
    return new PerformanceSettings(budget, warmup, cap, threshold, confidence, seed, correction, planned,
        strict(properties, order));
  }

  /**
   * The level each of {@code comparisons} comparisons gets from the family {@code confidence} after
   * {@code correction}, checked by {@link OptionSpecs#CONFIDENCE} (Bonferroni over many comparisons
   * can ask for more than 0.9999).
   *
   * @throws ExtensionConfigurationException naming the family level, the correction, the number of
   *     comparisons, the corrected level and the accepted range, when the corrected level is refused
   */
  static double perComparisonConfidence(double confidence, Correction correction, int comparisons) {
    double level = correction.perComparison(confidence, comparisons);
    try {
      return OptionSpecs.CONFIDENCE.check(level);
    } catch (IllegalArgumentException e) {
      throw new ExtensionConfigurationException("@PerformanceTest confidence=" + confidence + " with correction "
          + correction.name().toLowerCase(Locale.ROOT) + " over " + comparisons + " comparisons is "
          + level + " per comparison: " + e.getMessage() + " (lower the confidence or make fewer comparisons)");
    }
  }

  /** These settings with another warm-up cap (a retry of an unsettled warm-up). */
  public PerformanceSettings withMaxWarmup(Duration warmup) {
    return new PerformanceSettings(budget, warmup, maxWarmupCap, thresholdFraction, confidence, seed, correction,
        plannedComparisons, strict);
  }

  /**
   * Strict mode from {@code -Dnanometer.strict} when set (true or false, any case), else true when
   * the method's or the class's annotation says so.
   *
   * @throws ExtensionConfigurationException for a property that is neither true nor false
   */
  static boolean strict(Function<String, String> properties, PerformanceTest[] order) {
    String text = properties.apply(STRICT_PROPERTY);
    if (text != null) {
      String t = text.trim();
      if (t.equalsIgnoreCase("true") || t.equalsIgnoreCase("false")) {
        return Boolean.parseBoolean(t);
      }
      throw new ExtensionConfigurationException("system property " + STRICT_PROPERTY + "='" + text
          + "': must be true or false");
    }
    for (PerformanceTest a : order) {
      if (a != null && a.strict()) {
        return true;
      }
    }
    return false;
  }

  /** The run options: budget, warm-up cap and seed; everything else at its default. */
  public Options options() {
    return Options.builder().budget(budget).maxWarmup(maxWarmup).seed(seed).build();
  }

  /**
   * The comparison options when the class makes {@code comparisons} comparisons: the threshold,
   * the corrected confidence, symmetric trimming on.
   */
  public ComparisonOptions comparisonOptions(int comparisons) {
    return ComparisonOptions.builder().thresholdFraction(thresholdFraction)
        .confidence(perComparisonConfidence(confidence, correction, comparisons)).trimOutliers(true).build();
  }

  private interface Attribute<T> {
    T of(PerformanceTest annotation);
  }

  /**
   * A duration from the property, else the first annotation that sets it, else {@code fallback}:
   * whole milliseconds at this edge, a {@link Duration} from here on, checked by {@code spec} (the
   * option the CLI and {@link Options} check the same value with).
   */
  private static Duration duration(Function<String, String> properties, String property, PerformanceTest[] order,
      Attribute<Long> attribute, String name, Duration fallback, OptionSpec<Duration> spec) {
    String text = properties.apply(property);
    if (text != null) {
      String source = "system property " + property + "='" + text + "'";
      try {
        return checkedDuration(Duration.ofMillis(Long.parseLong(text.trim())), source, spec);
      } catch (NumberFormatException e) {
        throw new ExtensionConfigurationException(source + ": not whole milliseconds; " + spec.name() + " must be in "
            + spec.rangeText());
      }
    }
    for (PerformanceTest a : order) {
      if (a != null && attribute.of(a) != -1) {
        return checkedDuration(Duration.ofMillis(attribute.of(a)), "@PerformanceTest " + name + "=" + attribute.of(a),
            spec);
      }
    }
    return fallback;
  }

  private static Duration checkedDuration(Duration d, String source, OptionSpec<Duration> spec) {
    try {
      return spec.check(d);
    } catch (IllegalArgumentException e) {
      throw new ExtensionConfigurationException(source + ": " + e.getMessage());
    }
  }

  /**
   * A fraction from the property, else the first annotation that sets it, else the spec's default;
   * checked by {@code spec}. A property is a fraction ({@code 0.02}) or a percentage ({@code 2%}).
   */
  private static double fraction(Function<String, String> properties, String property, PerformanceTest[] order,
      Attribute<Double> attribute, String name, OptionSpec<Double> spec) {
    String text = properties.apply(property);
    if (text != null) {
      return checkedFraction(parseFraction(text), "system property " + property + "='" + text + "'", spec);
    }
    for (PerformanceTest a : order) {
      if (a != null && !Double.isNaN(attribute.of(a))) {
        return checkedFraction(attribute.of(a), "@PerformanceTest " + name + "=" + attribute.of(a), spec);
      }
    }
    return spec.defaultValue();
  }

  private static double parseFraction(String text) {
    String t = text.trim();
    boolean percent = t.endsWith("%");
    try {
      double v = Double.parseDouble(percent ? t.substring(0, t.length() - 1).trim() : t);
      return percent ? v / 100 : v;
    } catch (NumberFormatException e) {
      return Double.NaN;
    }
  }

  private static double checkedFraction(double v, String source, OptionSpec<Double> spec) {
    String hint = " (0.02 = 2%; a value ending in % is read as a percentage)";
    if (Double.isNaN(v)) {
      throw new ExtensionConfigurationException(source + ": not a number; " + spec.name() + " must be in "
          + spec.rangeText() + hint);
    }
    try {
      return spec.check(v);
    } catch (IllegalArgumentException e) {
      throw new ExtensionConfigurationException(source + ": " + e.getMessage() + hint);
    }
  }

  private static long seed(Function<String, String> properties, PerformanceTest[] order, LongSupplier randomSeed) {
    String text = properties.apply(SEED_PROPERTY);
    if (text != null) {
      try {
        return Long.parseLong(text.trim());
      } catch (NumberFormatException e) {
        throw new ExtensionConfigurationException("system property " + SEED_PROPERTY + "='" + text
            + "': must be a whole number in [" + Long.MIN_VALUE + ", " + Long.MAX_VALUE + "]");
      }
    }
    for (PerformanceTest a : order) {
      if (a != null && a.seed() != Long.MIN_VALUE) {
        return a.seed();
      }
    }
    return randomSeed.getAsLong();
  }

  @Override
  public String toString() {
    return String.format(Locale.ROOT,
        "budget %d ms, warm-up <= %d ms (retries up to %d ms), threshold %.1f%%, confidence %.1f%%, seed %d%s%s",
        budget.toMillis(), maxWarmup.toMillis(), Math.max(maxWarmup.toMillis(), maxWarmupCap.toMillis()),
        100 * thresholdFraction, 100 * confidence, seed,
        correction == Correction.NONE ? "" : ", " + correction.name().toLowerCase(Locale.ROOT), strict ? ", strict" : "");
  }
}
