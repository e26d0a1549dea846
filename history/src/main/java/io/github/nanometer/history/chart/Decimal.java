package io.github.nanometer.history.chart;

import java.util.Locale;

/**
 * Numbers as the page shows them, in {@link Locale#ROOT}: values to four significant digits,
 * relative changes as signed percentages. Fractions stay fractions everywhere else; the page is the
 * edge where they become percent.
 */
final class Decimal {
  private Decimal() {}

  private static final int SIGNIFICANT = 4;
  private static final int MAX_DECIMALS = 12;

  /**
   * {@code value} rounded to four significant digits (whole numbers at and above 1,000 keep every
   * digit), without exponent or trailing zeros: {@code 12.35}, {@code 0.001234}, {@code 123457};
   * values beyond {@code 1e15} or below {@code 1e-8} in size in Java's own form; {@code "-"} for an
   * infinite or NaN value.
   */
  static String of(double value) {
    if (!Double.isFinite(value)) {
      return "-";
    }
    double size = Math.abs(value);
    if (size == 0) {
      return "0";
    }
    if (size >= 1e15 || size < 1e-8) {
      return Double.toString(value);
    }
    int decimals = Math.max(0, SIGNIFICANT - 1 - (int) Math.floor(Math.log10(size)));
    return fixed(value, Math.min(decimals, MAX_DECIMALS));
  }

  /** {@code value} with exactly {@code decimals} (0 to 12) digits after the point, trailing zeros then dropped. */
  static String fixed(double value, int decimals) {
    long scale = 1;
    for (int i = 0; i < decimals; i++) {
      scale *= 10;
    }
    long units = Math.round(Math.abs(value) * scale);
    if (units == 0) {
      return "0";
    }
    StringBuilder sb = new StringBuilder(24);
    if (value < 0) {
      sb.append('-');
    }
    sb.append(units / scale);
    long rest = units % scale;
    if (rest != 0) {
      StringBuilder digits = new StringBuilder(Long.toString(rest + scale)).deleteCharAt(0);
      int end = digits.length();
      while (digits.charAt(end - 1) == '0') {
        end--;
      }
      sb.append('.').append(digits, 0, end);
    }
    return sb.toString();
  }

  /**
   * A fraction as a signed percentage with one decimal ({@code 0.031} is {@code "+3.1%"}), two below
   * 1%; an infinite end is {@code "+inf%"} or {@code "-inf%"}.
   */
  static String percent(double fraction) {
    if (Double.isInfinite(fraction)) {
      return fraction > 0 ? "+inf%" : "-inf%";
    }
    double pct = fraction * 100;
    String digits = String.format(Locale.ROOT, Math.abs(pct) < 1 ? "%+.2f%%" : "%+.1f%%", pct);
    return digits.startsWith("-0.00") || digits.startsWith("+0.00") ? "0.00%" : digits;
  }
}
