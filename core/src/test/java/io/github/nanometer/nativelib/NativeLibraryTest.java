package io.github.nanometer.nativelib;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import org.junit.jupiter.api.Test;

/**
 * The real helper in this JVM. Runs in every build: with the helper (gcc present), without it
 * ({@code -Dnanometer.skipNative=true}) and disabled ({@code -DargLine=-Dnanometer.native=false});
 * native-only assertions are skipped by assumption, the reported reason is always checked.
 */
class NativeLibraryTest {

  private static boolean disabledByProperty() {
    return "false".equals(System.getProperty(NativeLibrary.ENABLE_PROPERTY));
  }

  @Test
  void availabilityIsComputedOnceAndAlwaysHasAReason() {
    NativeAvailability a = NativeLibrary.availability();
    assertSame(a, NativeLibrary.availability());
    assertFalse(a.reason().isBlank());
    assertEquals(a.available(), NativeLibrary.isLoaded());
  }

  @Test
  void disabledPropertyIsHonouredAndNamed() {
    assumeTrue(disabledByProperty(), "runs only with -Dnanometer.native=false");
    NativeAvailability a = NativeLibrary.availability();
    assertFalse(a.available());
    assertEquals("disabled by -Dnanometer.native=false", a.reason());
    assertTrue(TimestampCounter.open().isEmpty());
    assertTrue(NativeMemoryLoops.open(LoopTimer.MONOTONIC_NANOS).isEmpty());
  }

  @Test
  void unavailableHelperGivesAReasonAndRefusesLoops() {
    assumeTrue(!NativeLibrary.isLoaded(), "runs only when the helper is not loaded");
    NativeAvailability a = NativeLibrary.availability();
    assertFalse(a.available());
    IllegalStateException e = assertThrows(IllegalStateException.class, () -> NativeMemoryLoops.require(LoopTimer.COUNTER));
    assertTrue(e.getMessage().contains(a.reason()), e.getMessage());
  }

  @Test
  void packagedHelperLoadsWhenEnabled() {
    assumeTrue(!disabledByProperty(), "helper disabled by -Dnanometer.native=false");
    assumeTrue(NativeLibrary.class.getResource("/io/github/nanometer/native/linux-x86_64/libnanometer.so") != null
        || NativeLibrary.class.getResource("/io/github/nanometer/native/linux-aarch64/libnanometer.so") != null,
        "no helper packaged (built without a C compiler or with -Dnanometer.skipNative=true)");
    NativeAvailability a = NativeLibrary.availability();
    assertTrue(a.available(), a.reason());
    assertTrue(a.reason().startsWith("loaded linux-"), a.reason());
    assertEquals(Jni.ABI_VERSION, Jni.abiVersion());
  }
}
