package io.github.nanometer.text;

/**
 * The one rule for decimal numbers typed by people: in flags, in {@code --costs} lists and in CSV
 * cells. Accepted: an optional sign, digits with an optional fraction, an optional exponent
 * ({@code 12}, {@code -0.5}, {@code .25}, {@code 1e-3}). Refused: what {@link Double#parseDouble}
 * alone would also take, such as {@code 1d}, {@code 8f}, hex ({@code 0x1p3}), {@code NaN} and
 * {@code Infinity}, so a typo never silently means a different number. Pure: it lives in {@code
 * stats} so every package (the CLI, the CSV readers) can share it. Checked by scanning characters,
 * not with {@code java.util.regex} (see {@code io.github.nanometer.text}): option parsing runs in the
 * measuring JVM.
 */
public final class Decimals {
  private Decimals() {}

  /** True when {@code text} (surrounding blanks ignored) is a plain decimal. */
  public static boolean isDecimal(String text) {
    if (text == null) {
      return false;
    }
    String t = text.strip();
    int i = sign(t, 0);
    int whole = digits(t, i);
    i += whole;
    int fraction = 0;
    if (i < t.length() && t.charAt(i) == '.') {
      i++;
      fraction = digits(t, i);
      i += fraction;
    }
    if (whole == 0 && fraction == 0) {
      return false;
    }
    if (i < t.length() && (t.charAt(i) == 'e' || t.charAt(i) == 'E')) {
      i = sign(t, i + 1);
      int exponent = digits(t, i);
      if (exponent == 0) {
        return false;
      }
      i += exponent;
    }
    return i == t.length();
  }

  /**
   * The value of a plain decimal (surrounding blanks ignored).
   *
   * @throws NumberFormatException when {@code text} is not a plain decimal, or is too large to be
   *     finite; the message says which (callers quote the text)
   */
  public static double parse(String text) {
    if (!isDecimal(text)) {
      throw new NumberFormatException("not a decimal number");
    }
    double v = Double.parseDouble(text.strip());
    if (!Double.isFinite(v)) {
      throw new NumberFormatException("too large");
    }
    return v;
  }

  /**
   * A number as people type it and messages show it: whole values without a trailing {@code .0}
   * ({@code 2}, {@code 10}), others as {@link Double#toString} writes them ({@code 0.95}).
   */
  public static String text(double v) {
    if (v == Math.rint(v) && Math.abs(v) < 1e15) {
      return String.valueOf((long) v);
    }
    return Double.toString(v);
  }

  /**
   * True when {@code text} (surrounding blanks ignored) is a whole number in ASCII digits; {@link
   * Long#parseLong} alone also takes other scripts' digits (an Arabic-Indic three is 3).
   */
  public static boolean isWholeNumber(String text) {
    if (text == null) {
      return false;
    }
    String t = text.strip();
    int i = sign(t, 0);
    int n = digits(t, i);
    return n > 0 && i + n == t.length();
  }

  /**
   * The value of a whole number in ASCII digits (surrounding blanks ignored).
   *
   * @throws NumberFormatException when {@code text} is not one or does not fit in an int
   */
  public static int parseInt(String text) {
    if (!isWholeNumber(text)) {
      throw new NumberFormatException("not a whole number");
    }
    return Integer.parseInt(text.strip());
  }

  /** The index after an optional sign at {@code i}. */
  private static int sign(String t, int i) {
    return i < t.length() && (t.charAt(i) == '+' || t.charAt(i) == '-') ? i + 1 : i;
  }

  /** How many ASCII digits start at {@code i}. */
  private static int digits(String t, int i) {
    int n = 0;
    while (i + n < t.length() && t.charAt(i + n) >= '0' && t.charAt(i + n) <= '9') {
      n++;
    }
    return n;
  }
}
