package io.github.nanometer.junit;

import io.github.nanometer.Comparison;
import io.github.nanometer.Interval;
import java.util.List;
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
   * How the note that a comparison was measured in one JVM ({@link Comparison#oneJvm()}) starts: the
   * interval's "one JVM" says it in messages, so the note is not repeated among the others.
   */
  static final String ONE_JVM_NOTE_START = "one JVM: ";

  /**
   * E.g. {@code "+5.1% (95% interval +4.2% to +6.0%, one JVM; 812 pairs, seed 42)"}: "one JVM" when
   * the comparison says that its interval leaves the spread between JVMs out (every comparison
   * measured in the test's JVM does), then its other notes.
   */
  static String describe(Comparison c) {
    Interval i = of(c);
    List<String> others = c.notes().stream().filter(n -> !(c.oneJvm() && n.startsWith(ONE_JVM_NOTE_START)))
        .toList();
    String notes = others.isEmpty() ? "" : "; notes: " + String.join("; ", others);
    return String.format(Locale.ROOT, "%s (%s interval %s to %s%s; %d pairs, seed %d%s)", percent(centre(c)),
        level(i.confidence()), percent(i.low()), percent(i.high()), c.oneJvm() ? ", one JVM" : "", c.pairCount(),
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
