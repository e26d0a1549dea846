package io.github.nanometer.cli;

import java.time.Duration;

/** Formats durations for help and messages in the unit a user would type ({@code 500ms}, {@code 5m}). */
public final class Durations {
  private Durations() {}

  /** The shortest exact form among h, m, s, ms, us, ns. */
  public static String format(Duration d) {
    long nanos = d.toNanos();
    long[] sizes = {3_600_000_000_000L, 60_000_000_000L, 1_000_000_000L, 1_000_000L, 1_000L, 1L};
    String[] names = {"h", "m", "s", "ms", "us", "ns"};
    for (int i = 0; i < sizes.length; i++) {
      if (nanos != 0 && nanos % sizes[i] == 0) {
        return (nanos / sizes[i]) + names[i];
      }
    }
    return "0s";
  }
}
