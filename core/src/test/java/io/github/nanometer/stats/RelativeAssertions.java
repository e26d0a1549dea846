package io.github.nanometer.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The tolerance of the test vectors (testvectors.md): 1e-9 relative. */
public final class RelativeAssertions {
  private RelativeAssertions() {}

  /** {@code actual} equals {@code expected} within 1e-9 of {@code expected}'s magnitude. */
  public static void assertRelative(double expected, double actual) {
    assertEquals(expected, actual, Math.abs(expected) * 1e-9, () -> "expected " + expected + " got " + actual);
  }
}
