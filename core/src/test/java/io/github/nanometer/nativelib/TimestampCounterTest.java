package io.github.nanometer.nativelib;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The raw counter; skipped when the helper is not loaded (its reason is checked in NativeLibraryTest). */
class TimestampCounterTest {

  private TimestampCounter counter;

  @BeforeEach
  void requireHelper() {
    counter = TimestampCounter.open().orElse(null);
    assumeTrue(counter != null, () -> NativeLibrary.availability().describe("native helper"));
  }

  @Test
  void everyReadKindIsMonotonicOnOneThread() {
    long previous = counter.read();
    for (int i = 0; i < 200_000; i++) {
      long a = counter.read();
      long b = counter.readEnd();
      long c = counter.readUnordered();
      long d = counter.read();
      assertTrue(previous <= a && a <= b && b <= d, "reads went backwards at " + i);
      assertTrue(c >= previous, "unordered read below an earlier ordered read at " + i);
      previous = d;
    }
  }

  @Test
  void namesItsCounterAndFrequencyMatchesTheArchitecture() {
    String name = counter.counterName();
    assertTrue(List.of("rdtsc", "cntvct_el0").contains(name), name);
    assertEquals(name.equals("rdtsc"), counter.needsInvarianceCheck());
    if (name.equals("rdtsc")) {
      assertEquals(0, counter.frequencyHz(), "x86-64 exposes no architectural TSC frequency");
    } else {
      assertTrue(counter.frequencyHz() > 0, "cntfrq_el0 must be set");
    }
  }

  @Test
  void monotonicNanosAgreesWithNanoTimeInUnits() {
    long n0 = System.nanoTime();
    long m0 = counter.monotonicNanos();
    long m1 = counter.monotonicNanos();
    long n1 = System.nanoTime();
    assertTrue(m1 >= m0);
    // Both are CLOCK_MONOTONIC on Linux: the native interval lies inside the Java one.
    assertTrue(m1 - m0 <= n1 - n0 + 1, (m1 - m0) + " ns inside " + (n1 - n0) + " ns");
  }
}
