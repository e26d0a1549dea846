package io.github.nanometer;

import io.github.nanometer.text.DecimalText;
import io.github.nanometer.text.Decimals;
import java.time.Duration;
import java.util.Locale;

/**
 * How option values are typed and shown: durations ({@code 500ms}), whole numbers, decimals and
 * percentages. The parsers throw {@link IllegalArgumentException} whose message says what the text
 * must be ({@code a whole number}); {@link OptionSpec#parse} adds the option's name, range and text.
 */
final class OptionText {
  private OptionText() {}

  private static final String[] UNIT_NAMES = {"ns", "us", "ms", "s", "m", "h"};
  /** The longest duration whose nanoseconds fit in a long (about 292 years). */
  private static final Duration LONGEST = Duration.ofNanos(Long.MAX_VALUE);
  private static final long[] UNIT_NANOS = {1L, 1_000L, 1_000_000L, 1_000_000_000L, 60_000_000_000L,
      3_600_000_000_000L};

  /**
   * A duration such as {@code 500ms}, {@code 2s}, {@code 5m}, {@code 1h}, {@code 250us} or {@code
   * 100ns}, units in any case, blanks around ignored; a bare number means seconds; a negative one is
   * returned as typed (a range check then refuses it).
   */
  static Duration duration(String text) {
    String t = text.strip().toLowerCase(Locale.ROOT);
    String number = t;
    long nanosPerUnit = 1_000_000_000L;
    for (int i = 0; i < UNIT_NAMES.length; i++) {
      String head = t.endsWith(UNIT_NAMES[i]) ? t.substring(0, t.length() - UNIT_NAMES[i].length()) : "";
      // "ms" also ends with "s": the first unit (in this order) that leaves a number wins.
      if (!head.isEmpty() && (Character.isDigit(head.charAt(head.length() - 1)) || head.endsWith("."))) {
        number = head;
        nanosPerUnit = UNIT_NANOS[i];
        break;
      }
    }
    if (!Decimals.isDecimal(number) || !number.equals(number.strip())) {
      throw new IllegalArgumentException("a duration (e.g. 500ms, 2s, 5m)");
    }
    double nanos = Double.parseDouble(number) * nanosPerUnit;
    if (!Double.isFinite(nanos) || Math.abs(nanos) > Long.MAX_VALUE) {
      throw new IllegalArgumentException("a duration of at most 292 years");
    }
    return Duration.ofNanos(Math.round(nanos));
  }

  /** The shortest exact form among h, m, s, ms, us, ns ({@code 500ms}, {@code 5m}); zero is {@code 0s}. */
  static String durationText(Duration d) {
    if (d.compareTo(LONGEST) > 0 || d.compareTo(LONGEST.negated()) < 0) {
      // Beyond 292 years in nanoseconds overflows a long: a refusal's message still shows the value.
      return d.getNano() == 0 ? d.getSeconds() + "s" : d.toString();
    }
    long nanos = d.toNanos();
    for (int i = UNIT_NAMES.length - 1; i >= 0; i--) {
      if (nanos != 0 && nanos % UNIT_NANOS[i] == 0) {
        return (nanos / UNIT_NANOS[i]) + UNIT_NAMES[i];
      }
    }
    return "0s";
  }

  /** A duration's exact text form: whole nanoseconds with the unit ({@code 1234000005ns}). */
  static String nanosText(Duration d) {
    return d.toNanos() + "ns";
  }

  /** Reads {@link #nanosText}'s form back, to the nanosecond (no rounding through a double). */
  static Duration nanos(String text) {
    String t = text.endsWith("ns") ? text.substring(0, text.length() - 2) : "";
    if (!Decimals.isWholeNumber(t) || !t.equals(t.strip())) {
      throw new IllegalArgumentException("whole nanoseconds (e.g. 1500ns)");
    }
    try {
      return Duration.ofNanos(Long.parseLong(t));
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("whole nanoseconds that fit in a long");
    }
  }

  /** A double as Java writes it ({@link Double#toString(double)}), read back exactly; finite only. */
  static Double javaDouble(String text) {
    double v;
    try {
      v = Double.parseDouble(text);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("a number as Java writes a double (e.g. 0.95)");
    }
    if (!Double.isFinite(v) || !text.equals(text.strip())) {
      throw new IllegalArgumentException("a finite number as Java writes a double (e.g. 0.95)");
    }
    return v;
  }

  /** {@code true} or {@code false}, nothing else. */
  static Boolean bool(String text) {
    if (text.equals("true") || text.equals("false")) {
      return Boolean.valueOf(text);
    }
    throw new IllegalArgumentException("true or false");
  }

  /** A whole number in ASCII digits that fits in an int. */
  static Integer integer(String text) {
    return (int) wholeNumber(text, Integer.MIN_VALUE, Integer.MAX_VALUE);
  }

  /** A whole number in ASCII digits that fits in a long. */
  static Long longValue(String text) {
    return wholeNumber(text, Long.MIN_VALUE, Long.MAX_VALUE);
  }

  private static long wholeNumber(String text, long min, long max) {
    long v;
    try {
      if (!Decimals.isWholeNumber(text)) {
        throw new NumberFormatException();
      }
      v = Long.parseLong(text.strip());
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("a whole number");
    }
    if (v < min || v > max) {
      throw new IllegalArgumentException("a whole number from " + min + " to " + max);
    }
    return v;
  }

  /** A percentage, {@code 2%} or {@code 2}, as a fraction (0.02). */
  static Double percentAsFraction(String text) {
    String t = text.strip();
    if (t.endsWith("%")) {
      t = t.substring(0, t.length() - 1);
    }
    if (!Decimals.isDecimal(t)) {
      throw new IllegalArgumentException("a percentage (e.g. 2%, 0.5)");
    }
    double v = Double.parseDouble(t.strip());
    if (!Double.isFinite(v)) {
      throw new IllegalArgumentException("a finite percentage");
    }
    return v / 100;
  }

  /** A decimal without a trailing {@code .0} ({@code 0.95}, {@code 2}). */
  static String decimal(double v) {
    return Decimals.text(v);
  }

  /** A fraction as a percentage ({@code 0.95} is {@code 95%}), rounded to 10 significant digits. */
  static String percent(double fraction) {
    double p = Double.parseDouble(DecimalText.significant(fraction * 100, 10));
    return decimal(p) + "%";
  }
}
