package io.github.nanometer;

import java.util.Locale;

/** Which clock times the samples of a {@link Nanometer} instance ({@link Options#clock()}). */
public enum ClockChoice {
  /** {@code System.nanoTime}: portable, always available. */
  NANOTIME,
  /**
   * The CPU's timestamp counter through the native helper, where it is invariant; where it is not
   * usable, nanoTime with a note saying why and how to enable it.
   */
  TSC,
  /**
   * Calibrate both and take the one that measures short intervals more accurately (smaller
   * tau_acc; within 10%, the cheaper read); the result's notes say which and why.
   */
  AUTO;

  /** The CLI spelling: {@code nanotime}, {@code tsc} or {@code auto}. */
  public String cliName() {
    return name().toLowerCase(Locale.ROOT);
  }
}
