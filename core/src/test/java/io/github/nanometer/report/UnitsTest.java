package io.github.nanometer.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Locale;
import org.junit.jupiter.api.Test;

/** Human-readable units: four significant digits, unit chosen by magnitude, Locale.ROOT. */
class UnitsTest {

  @Test
  void nanosChoosesTheUnit() {
    assertEquals("0.250 ns", Units.nanos(0.25));
    assertEquals("1.500 ns", Units.nanos(1.5));
    assertEquals("12.50 ns", Units.nanos(12.5));
    assertEquals("999.5 ns", Units.nanos(999.5));
    // Values that round up to 1000 in one unit are printed in the next one.
    assertEquals("1.000 us", Units.nanos(999.96));
    assertEquals("1.000 ms", Units.nanos(999_960));
    assertEquals("1.000 s", Units.nanos(999_960_000));
    assertEquals("999.9 ns", Units.nanos(999.94));
    assertEquals("1.500 us", Units.nanos(1500));
    assertEquals("1.204 ms", Units.nanos(1_204_000));
    assertEquals("250.0 ms", Units.nanos(250e6));
    assertEquals("2.500 s", Units.nanos(2.5e9));
    assertEquals("3600 s", Units.nanos(3.6e12));
    assertEquals("-1.500 us", Units.nanos(-1500));
    assertEquals("-", Units.nanos(Double.NaN));
    assertEquals("-", Units.nanos(Double.POSITIVE_INFINITY));
  }

  @Test
  void percent() {
    assertEquals("3.1%", Units.percent(0.031));
    assertEquals("-2.0%", Units.percent(-0.02));
    assertEquals("100.0%", Units.percent(1));
  }

  @Test
  void formattingIgnoresTheDefaultLocale() {
    Locale saved = Locale.getDefault();
    try {
      Locale.setDefault(Locale.GERMANY);
      assertEquals("1.500 us", Units.nanos(1500));
      assertEquals("3.1%", Units.percent(0.031));
    } finally {
      Locale.setDefault(saved);
    }
  }
}
