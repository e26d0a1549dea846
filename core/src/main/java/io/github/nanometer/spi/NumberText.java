package io.github.nanometer.spi;

import io.github.nanometer.text.Decimals;

/**
 * Numbers typed by people (a plug-in's option values), read by the library's one rule: ASCII
 * digits with an optional sign, a decimal also with an optional fraction and exponent ({@code 12},
 * {@code -0.5}, {@code .25}, {@code 1e-3}); surrounding blanks are ignored. What {@link
 * Double#parseDouble} or {@link Integer#parseInt} alone would also take ({@code 1d}, hex, {@code
 * NaN}, {@code Infinity}, other scripts' digits) is refused, so a typo never silently means another
 * number.
 */
public final class NumberText {
  private NumberText() {}

  /**
   * The value of a whole number.
   *
   * @throws NumberFormatException when {@code text} is not one or does not fit in an {@code int}
   */
  public static int parseInt(String text) {
    return Decimals.parseInt(text);
  }

  /**
   * The value of a decimal number.
   *
   * @throws NumberFormatException when {@code text} is not a plain decimal, or is too large to be
   *     finite; the message says which (callers quote the text)
   */
  public static double parseDecimal(String text) {
    return Decimals.parse(text);
  }
}
