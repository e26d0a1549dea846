package io.github.nanometer.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** Typed numbers read by the library's rule: plain ASCII decimals only. */
class NumberTextTest {

  @Test
  void plainNumbersAreRead() {
    assertEquals(-12, NumberText.parseInt(" -12 "));
    assertEquals(0.001, NumberText.parseDecimal("1e-3"));
    assertEquals(0.25, NumberText.parseDecimal(".25"));
  }

  @Test
  void whatJavaAloneWouldTakeIsRefused() {
    for (String s : new String[] {"1d", "0x10", "NaN", "Infinity", "1e400", ""}) {
      assertThrows(NumberFormatException.class, () -> NumberText.parseDecimal(s), s);
    }
    for (String s : new String[] {"\u0663", "1.5", "2147483648", "+"}) {
      assertThrows(NumberFormatException.class, () -> NumberText.parseInt(s), s);
    }
  }
}
