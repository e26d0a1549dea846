package io.github.nanometer.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.nanometer.nativelib.LoopTimer;
import io.github.nanometer.nativelib.NativeAvailability;
import io.github.nanometer.nativelib.NativeLibrary;
import io.github.nanometer.os.HostFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TscClockTest {

  private static final NativeAvailability LOADED = NativeAvailability.availableBecause("loaded test helper");
  private static final String FLAGS_OK = "fpu tsc msr constant_tsc rep_good nopl nonstop_tsc cpuid";

  @TempDir Path root;

  private HostFiles cpuinfo(String... flagLines) throws IOException {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < flagLines.length; i++) {
      sb.append("processor\t: ").append(i).append('\n').append("model name\t: Test CPU\n");
      sb.append("flags\t\t: ").append(flagLines[i]).append("\n\n");
    }
    Files.createDirectories(root.resolve("proc"));
    Files.writeString(root.resolve("proc/cpuinfo"), sb.toString());
    return HostFiles.rootedAt(root);
  }

  @Test
  void invariantTscNeedsBothFlagsOnEveryCpu() throws IOException {
    assertTrue(TscClock.decide(LOADED, "rdtsc", cpuinfo(FLAGS_OK, FLAGS_OK)).available());
    NativeAvailability oneCpuLacks = TscClock.decide(LOADED, "rdtsc", cpuinfo(FLAGS_OK, "fpu constant_tsc"));
    assertFalse(oneCpuLacks.available());
    assertEquals("the TSC is not invariant: /proc/cpuinfo lacks nonstop_tsc", oneCpuLacks.reason());
    NativeAvailability both = TscClock.decide(LOADED, "rdtsc", cpuinfo("fpu tsc"));
    assertEquals("the TSC is not invariant: /proc/cpuinfo lacks constant_tsc and nonstop_tsc", both.reason());
  }

  @Test
  void flagNamesMustMatchWholeWords() throws IOException {
    assertFalse(TscClock.decide(LOADED, "rdtsc", cpuinfo("constant_tsc_x xnonstop_tsc")).available());
  }

  @Test
  void unreadableOrFlaglessCpuinfoIsReported() throws IOException {
    NativeAvailability missing = TscClock.decide(LOADED, "rdtsc", HostFiles.rootedAt(root));
    assertFalse(missing.available());
    assertTrue(missing.reason().startsWith("cannot read /proc/cpuinfo"), missing.reason());
    Files.createDirectories(root.resolve("proc"));
    Files.writeString(root.resolve("proc/cpuinfo"), "processor\t: 0\n");
    assertTrue(TscClock.decide(LOADED, "rdtsc", HostFiles.rootedAt(root)).reason().contains("lists no CPU flags"));
  }

  @Test
  void aarch64CounterNeedsNoFlags() {
    assertTrue(TscClock.decide(LOADED, "cntvct_el0", HostFiles.rootedAt(root)).available());
    assertFalse(TscClock.decide(LOADED, "mystery", HostFiles.rootedAt(root)).available());
  }

  @Test
  void missingHelperIsPassedThroughWithItsFix() throws IOException {
    NativeAvailability off = NativeAvailability.unavailable("disabled by -Dnanometer.native=false", "remove it");
    NativeAvailability a = TscClock.decide(off, "", cpuinfo(FLAGS_OK));
    assertFalse(a.available());
    assertTrue(a.reason().endsWith("disabled by -Dnanometer.native=false"), a.reason());
    assertEquals("remove it", a.howToEnable());
  }

  @Test
  void availabilityAndUsableAgreeAndLoopTimerFollows() {
    assertEquals(TscClock.availability().available(), TscClock.usable().isPresent());
    assertFalse(TscClock.availability().reason().isBlank());
    assertSame(NanoTimeClock.INSTANCE, TscClock.clockFor(LoopTimer.MONOTONIC_NANOS));
    if (TscClock.usable().isPresent()) {
      assertEquals(LoopTimer.COUNTER, TscClock.preferredLoopTimer());
      assertSame(TscClock.usable().get(), TscClock.clockFor(LoopTimer.COUNTER));
    } else {
      assertEquals(LoopTimer.MONOTONIC_NANOS, TscClock.preferredLoopTimer());
      assertThrows(IllegalStateException.class, () -> TscClock.clockFor(LoopTimer.COUNTER));
    }
  }

  @Test
  void disabledHelperMeansNoTscClock() {
    assumeTrue("false".equals(System.getProperty(NativeLibrary.ENABLE_PROPERTY)), "runs only with -Dnanometer.native=false");
    assertFalse(TscClock.availability().available());
    assertTrue(TscClock.availability().reason().contains("disabled by -Dnanometer.native=false"));
  }

  /**
   * Over 300 ms the counter, converted with the calibrated rate, agrees with nanoTime within 0.5%.
   * The calibration itself is good to about 1e-6 (its stated bound); the rest of the tolerance
   * covers a read pair being descheduled on this shared machine (up to 1.5 ms at each end).
   */
  @Test
  void conversionAgreesWithNanoTimeOverAFewHundredMilliseconds() {
    assumeTrue(TscClock.usable().isPresent(), () -> TscClock.availability().describe("tsc"));
    TscClock tsc = TscClock.usable().get();
    assertTrue(tsc.calibration().relativeErrorBound() < 1e-3, tsc.calibration().toString());
    long n0 = System.nanoTime();
    long t0 = tsc.readTicks();
    LockSupport.parkNanos(300_000_000L);
    long t1 = tsc.readTicks();
    long n1 = System.nanoTime();
    double viaTsc = tsc.ticksToNanos(t1 - t0);
    double viaNanoTime = n1 - n0;
    assertEquals(viaNanoTime, viaTsc, 0.005 * viaNanoTime, "tsc " + viaTsc + " ns vs nanoTime " + viaNanoTime + " ns");
  }

  @Test
  void nameMatchesTheCounter() {
    assumeTrue(TscClock.usable().isPresent(), () -> TscClock.availability().describe("tsc"));
    String name = TscClock.usable().get().name();
    assertTrue(name.equals("tsc") || name.equals("cntvct"), name);
    assertTrue(Clocks.available().contains(TscClock.usable().get()));
  }
}
