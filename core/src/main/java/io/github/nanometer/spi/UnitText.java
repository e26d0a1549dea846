package io.github.nanometer.spi;

import io.github.nanometer.report.Units;

/** Quantities with their units as the library's text output shows them (machine output keeps raw numbers). */
public final class UnitText {
  private UnitText() {}

  /**
   * A time with 4 significant digits and a unit from ns to s, e.g. {@code "12.35 ns"}, {@code
   * "1.204 ms"}; {@code "-"} when not finite.
   */
  public static String nanos(double nanos) {
    return Units.nanos(nanos);
  }

  /** A fraction as a percentage with one decimal, e.g. 0.031 gives {@code "3.1%"}. */
  public static String percent(double fraction) {
    return Units.percent(fraction);
  }
}
