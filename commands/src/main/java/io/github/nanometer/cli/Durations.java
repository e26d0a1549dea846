package io.github.nanometer.cli;

import java.time.Duration;

/** Formats durations for help and messages in the unit a user would type ({@code 500ms}, {@code 5m}). */
public final class Durations {
  private Durations() {}

  /** The shortest exact form among h, m, s, ms, us, ns. */
  public static String format(Duration d) {
    return io.github.nanometer.OptionSpec.durationText(d);
  }
}
