package io.github.nanometer.nativelib;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class NativeAvailabilityTest {

  @Test
  void describesBothStatesInOneLine() {
    assertEquals("helper: available (loaded x)", NativeAvailability.availableBecause("loaded x").describe("helper"));
    assertEquals("helper: unavailable: off; to enable: turn on",
        NativeAvailability.unavailable("off", "turn on").describe("helper"));
    assertEquals("helper: unavailable: no", NativeAvailability.unavailable("no", "").describe("helper"));
  }

  @Test
  void availableHasNoFix() {
    NativeAvailability a = NativeAvailability.availableBecause("ok");
    assertTrue(a.available());
    assertEquals("", a.howToEnable());
    assertFalse(NativeAvailability.unavailable("r", "f").available());
  }

  @Test
  void rejectsBlankReasonAndNullFix() {
    assertThrows(IllegalArgumentException.class, () -> NativeAvailability.unavailable(" ", "x"));
    assertThrows(IllegalArgumentException.class, () -> new NativeAvailability(false, "r", null));
  }
}
