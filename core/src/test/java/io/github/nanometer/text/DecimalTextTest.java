package io.github.nanometer.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Locale;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class DecimalTextTest {
  @Test
  void fixedWritesWhatTheFormatterWrites() {
    assertEquals("2.40", DecimalText.fixed(2.4, 2));
    assertEquals("1235", DecimalText.fixed(1234.5, 0));
    assertEquals("0.13", DecimalText.fixed(0.125, 2));
    assertEquals("-0.0", DecimalText.fixed(-0.001, 1));
    assertEquals("0.01", DecimalText.fixed(0.005, 2));
    assertEquals("0.00", DecimalText.fixed(0.004, 2));
    assertEquals("10.0", DecimalText.fixed(9.96, 1));
    assertEquals("1", DecimalText.fixed(0.5, 0));
    assertEquals("0", DecimalText.fixed(0.0, 0));
    assertEquals("NaN", DecimalText.fixed(Double.NaN, 2));
    assertEquals("-Infinity", DecimalText.fixed(Double.NEGATIVE_INFINITY, 2));
    assertEquals("12345678901234567000.0", DecimalText.fixed(1.2345678901234567e19, 1));
  }

  @Test
  void significantWritesWhatTheFormatterWrites() {
    assertEquals("0.000123", DecimalText.significant(0.000123456, 3));
    assertEquals("12.00", DecimalText.significant(12.0, 4));
    assertEquals("1.23e+05", DecimalText.significant(123456, 3));
    assertEquals("1.00e-05", DecimalText.significant(0.00001, 3));
    assertEquals("10.0", DecimalText.significant(9.9999, 3));
    assertEquals("0.000", DecimalText.significant(0.0, 4));
    assertEquals("-2.500", DecimalText.significant(-2.5, 4));
  }

  @Test
  void randomValuesAgreeWithTheFormatterOnEveryMagnitude() {
    SplittableRandom r = new SplittableRandom(19);
    for (int i = 0; i < 20_000; i++) {
      double v = (r.nextBoolean() ? 1 : -1) * Math.pow(10, r.nextDouble(-7, 12)) * r.nextDouble();
      if (i % 7 == 0) {
        v = Math.round(v * 1000) / 1000.0; // short decimals, ties included
      }
      int places = r.nextInt(0, 7);
      int digits = r.nextInt(1, 10);
      assertEquals(String.format(Locale.ROOT, "%." + places + "f", v), DecimalText.fixed(v, places),
          () -> "fixed " + places);
      assertEquals(String.format(Locale.ROOT, "%." + digits + "g", v), DecimalText.significant(v, digits),
          () -> "significant " + digits);
    }
  }

  @Test
  void formatFillsTemplatesAsTheFormatterDoes() {
    SplittableRandom r = new SplittableRandom(23);
    for (int i = 0; i < 5_000; i++) {
      StringBuilder template = new StringBuilder("x ");
      Object[] args = new Object[r.nextInt(4)];
      for (int a = 0; a < args.length; a++) {
        double v = Math.pow(10, r.nextDouble(-6, 9)) * (r.nextBoolean() ? 1 : -1);
        switch (r.nextInt(5)) {
          case 0 -> { template.append("%s"); args[a] = r.nextBoolean() ? "word" : (Object) v; }
          case 1 -> { template.append("%d"); args[a] = r.nextBoolean() ? (Object) (int) v : (Object) (long) (v * 1e6); }
          case 2 -> { template.append("%.").append(r.nextInt(5)).append('f'); args[a] = v; }
          case 3 -> { template.append("%.").append(r.nextInt(1, 6)).append('g'); args[a] = r.nextBoolean() ? v : (Object) (float) v; }
          default -> { template.append("%.0f%%"); args[a] = v; }
        }
        template.append(r.nextBoolean() ? " and " : ", ");
      }
      String t = template.toString();
      assertEquals(String.format(Locale.ROOT, t, args), DecimalText.format(t, args), t);
    }
  }

  @Test
  void formatRefusesWhatItDoesNotWrite() {
    assertEquals("%x at 2 of 'a %x' cannot format Integer (supported: %s, %d of a whole number, %.Nf and %.Ng of a "
        + "Double or Float, %%)", assertThrows(IllegalArgumentException.class, () -> DecimalText.format(
            "a %x", 3)).getMessage());
    assertEquals("%d at 0 of '%d' cannot format Double (supported: %s, %d of a whole number, %.Nf and %.Ng of a "
        + "Double or Float, %%)", assertThrows(IllegalArgumentException.class, () -> DecimalText.format(
            "%d", 2.5)).getMessage());
    assertEquals("no argument for %s at 3 of '%s %s'",
        assertThrows(IllegalArgumentException.class, () -> DecimalText.format("%s %s", "a")).getMessage());
    assertEquals("more arguments (1) than conversions in 'a'",
        assertThrows(IllegalArgumentException.class, () -> DecimalText.format("a", 1)).getMessage());
    assertEquals("template ends in a lone '%': 'a %'",
        assertThrows(IllegalArgumentException.class, () -> DecimalText.format("a %")).getMessage());
    assertEquals("unsupported conversion %.x at 0 of '%.x' (supported: %s, %d, %.Nf, %.Ng, %%)",
        assertThrows(IllegalArgumentException.class, () -> DecimalText.format("%.x", 1.0)).getMessage());
  }

  @Test
  void refusesCountsOutsideTheirRange() {
    assertEquals("places -1 is outside 0..20",
        assertThrows(IllegalArgumentException.class, () -> DecimalText.fixed(1, -1)).getMessage());
    assertEquals("digits 0 is outside 1..17",
        assertThrows(IllegalArgumentException.class, () -> DecimalText.significant(1, 0)).getMessage());
  }
}
