package io.github.nanometer.junit;

import io.github.nanometer.Comparison;
import io.github.nanometer.Interval;
import java.util.Locale;

/**
 * The interval of the relative change (candidate vs baseline, a fraction: 0.05 = 5% slower) on
 * which a {@link Comparison}'s verdict rests, and its description for messages. The one place that
 * knows which of the comparison's intervals that is.
 */
final class ChangeInterval {
  private ChangeInterval() {}

  /** The interval the verdict is based on: the paired Fieller interval of the mean ratio minus 1. */
  static Interval of(Comparison c) {
    return c.relativeChangeInterval();
  }

  /** The point estimate of the change that goes with {@link #of}. */
  static double centre(Comparison c) {
    return c.relativeChange();
  }

  /**
   * E.g. {@code "+5.1% (95.0% interval +4.2% to +6.0%; 812 pairs, seed 42)"}.
   */
  static String describe(Comparison c) {
    Interval i = of(c);
    String notes = c.notes().isEmpty() ? "" : "; notes: " + String.join("; ", c.notes());
    return String.format(Locale.ROOT, "%s (%s interval %s to %s; %d pairs, seed %d%s)", percent(centre(c)),
        level(i.confidence()), percent(i.low()), percent(i.high()), c.pairCount(),
        c.options().seed(), notes);
  }

  /** A signed percentage with one decimal, e.g. {@code "+5.1%"}; infinities as {@code "+inf"}. */
  static String percent(double fraction) {
    if (Double.isInfinite(fraction)) {
      return fraction > 0 ? "+inf" : "-inf";
    }
    return String.format(Locale.ROOT, "%+.1f%%", 100 * fraction);
  }

  /** A confidence as a percentage, e.g. {@code "95%"} or {@code "98.3%"}. */
  static String level(double confidence) {
    double p = 100 * confidence;
    return Math.abs(p - Math.rint(p)) < 1e-9 ? String.format(Locale.ROOT, "%.0f%%", p)
        : String.format(Locale.ROOT, "%.1f%%", p);
  }
}
