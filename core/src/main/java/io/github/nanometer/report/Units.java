package io.github.nanometer.report;

import java.util.Locale;

/** Human-readable quantities with units, for text output only (machine output keeps raw nanoseconds). */
public final class Units {
  private Units() {}

  /** A time with 4 significant digits and a unit from ns to s, e.g. {@code "12.35 ns"}, {@code "1.204 ms"}. */
  public static String nanos(double nanos) {
    if (!Double.isFinite(nanos)) {
      return "-";
    }
    double abs = Math.abs(nanos);
    // Thresholds sit where rounding to 4 significant digits would print "1000.0" in the smaller unit.
    if (abs < 999.95) {
      return sig(nanos) + " ns";
    }
    if (abs < 999_950) {
      return sig(nanos / 1e3) + " us";
    }
    if (abs < 999_950_000) {
      return sig(nanos / 1e6) + " ms";
    }
    return sig(nanos / 1e9) + " s";
  }

  /** A number with four significant digits, without exponent for ordinary magnitudes. */
  static String sig(double v) {
    double abs = Math.abs(v);
    int decimals = abs >= 1000 ? 0 : abs >= 100 ? 1 : abs >= 10 ? 2 : 3;
    return String.format(Locale.ROOT, "%." + decimals + "f", v);
  }

  /**
   * A confidence level as a percentage without trailing zeros: 0.95 gives {@code "95%"}, 0.999
   * {@code "99.9%"}, 0.975 {@code "97.5%"} (six significant digits at most).
   */
  public static String level(double fraction) {
    if (!Double.isFinite(fraction)) {
      return "-";
    }
    return new java.math.BigDecimal(fraction * 100).round(new java.math.MathContext(6)).stripTrailingZeros()
        .toPlainString() + "%";
  }

  /**
   * The label of a column of intervals at the levels {@code levels}: {@code "99% interval"} when
   * they share one level, {@code "interval"} when they differ (each cell then says its own) or there
   * are none.
   */
  public static String intervalHeader(java.util.Collection<Double> levels) {
    java.util.Set<Double> distinct = new java.util.TreeSet<>(levels);
    return distinct.size() == 1 ? level(distinct.iterator().next()) + " interval" : "interval";
  }

  /** A fraction as a percentage with one decimal, e.g. 0.031 gives {@code "3.1%"}. */
  public static String percent(double fraction) {
    return String.format(Locale.ROOT, "%.1f%%", fraction * 100);
  }
}
