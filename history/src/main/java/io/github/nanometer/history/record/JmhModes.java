package io.github.nanometer.history.record;

import io.github.nanometer.json.JsonValue;

/**
 * JMH's vocabulary as the history records it: the measure named after JMH's mode, and JMH's
 * numbers, which JMH writes as strings when not finite ({@code "NaN"}, {@code "+INF"}, {@code
 * "-INF"}).
 */
final class JmhModes {
  private JmhModes() {}

  /** The measure of JMH's throughput mode, the one mode whose higher scores are better. */
  static final String THROUGHPUT = "throughput";

  /**
   * The measure of a JMH mode: {@code thrpt} {@value #THROUGHPUT}, {@code avgt} {@code "average
   * time"}, {@code sample} {@code "sample time"}, {@code ss} {@code "single-shot time"}, any other
   * the mode as written.
   */
  static String measure(String mode) {
    return switch (mode) {
      case "thrpt" -> THROUGHPUT;
      case "avgt" -> "average time";
      case "sample" -> "sample time";
      case "ss" -> "single-shot time";
      default -> mode;
    };
  }

  /**
   * A number as JMH writes it: a JSON number, or NaN for JMH's strings of non-finite numbers (an
   * infinite score is as unusable to a series as an undefined one).
   */
  static double number(JsonValue v) {
    try {
      return v.number();
    } catch (IllegalArgumentException notANumber) {
      String s = v.string();
      if (s.equals("NaN") || s.equals("+INF") || s.equals("-INF")) {
        return Double.NaN;
      }
      throw v.error("must be a number or JMH's \"NaN\", \"+INF\" or \"-INF\", got \"" + s + "\"");
    }
  }
}
