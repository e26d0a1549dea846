package io.github.nanometer.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.text.Decimals;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The one decimal rule of flags, --costs and CSV cells (issue 12, failure 8). */
class DecimalsTest {

  @Test
  void plainDecimalsParse() {
    assertEquals(12.0, Decimals.parse("12"));
    assertEquals(-0.5, Decimals.parse(" -0.5 "));
    assertEquals(0.25, Decimals.parse(".25"));
    assertEquals(1e-3, Decimals.parse("1e-3"));
    assertEquals(5.0, Decimals.parse("+5."));
  }

  @Test
  void whatParseDoubleAloneWouldTakeIsRefused() {
    for (String s : List.of("1d", "8f", "5D", "0x1p3", "NaN", "Infinity", "-Infinity", "", " ", "1e", "e5", ".",
        "1_000", "\u0663", "1e999")) {
      assertThrows(NumberFormatException.class, () -> Decimals.parse(s), s);
    }
    assertFalse(Decimals.isDecimal(null));
  }

  @Test
  void wholeNumbersAreAsciiDigitsOnly() {
    assertTrue(Decimals.isWholeNumber("-42"));
    assertEquals(7, Decimals.parseInt(" 7 "));
    assertEquals(3, Long.parseLong("\u0663"), "what the JDK alone accepts");
    assertFalse(Decimals.isWholeNumber("\u0663"));
    assertThrows(NumberFormatException.class, () -> Decimals.parseInt("1.0"));
    assertThrows(NumberFormatException.class, () -> Decimals.parseInt("99999999999"));
  }
}
