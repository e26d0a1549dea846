package io.github.nanometer;

import io.github.nanometer.text.Tokens;
import java.util.Locale;

/**
 * Where a run's measuring thread runs ({@link Options#pinning()}, {@link ThreadedOptions#pinning()}):
 * where the scheduler puts it, on a cpu chosen automatically (isolated cpus first, never cpu 0 when
 * there is a choice), or on one given cpu (the CLI's {@code --cpu N}).
 *
 * @param mode how the cpu is chosen
 * @param cpu the requested cpu for {@link PinMode#CPU}; -1 otherwise
 */
public record Pinning(PinMode mode, int cpu) {

  /** The highest cpu number a pinning may name (65,536; Linux's own limit is lower). */
  public static final int MAX_CPU = 1 << 16;

  /** How the measuring thread's cpu is chosen. */
  public enum PinMode {
    /** Leave the thread where the scheduler puts it: measure on the calling thread. */
    NONE,
    /** Choose a cpu automatically (isolated cpus first, never cpu 0 when there is a choice). */
    AUTO,
    /** Pin to the given cpu. */
    CPU
  }

  /**
   * Validates the pair, by the same rule the pinning code applies.
   *
   * @throws IllegalArgumentException when mode is null, or cpu is outside 0..65536 for {@link
   *     PinMode#CPU}, or not -1 for the other modes
   */
  public Pinning {
    if (mode == null) {
      throw new IllegalArgumentException("mode must not be null");
    }
    if (mode == PinMode.CPU && (cpu < 0 || cpu > MAX_CPU)) {
      throw new IllegalArgumentException("cpu " + cpu + " is out of range (accepted: 0 to " + MAX_CPU + ")");
    }
    if (mode != PinMode.CPU && cpu != -1) {
      throw new IllegalArgumentException("cpu must be -1 for mode " + mode + ", got " + cpu);
    }
  }

  /** No pinning: measure on the calling thread. */
  public static Pinning none() {
    return new Pinning(PinMode.NONE, -1);
  }

  /** Automatic cpu choice. */
  public static Pinning auto() {
    return new Pinning(PinMode.AUTO, -1);
  }

  /**
   * Pin to {@code cpu}.
   *
   * @throws IllegalArgumentException when cpu is outside 0..65536
   */
  public static Pinning cpu(int cpu) {
    return new Pinning(PinMode.CPU, cpu);
  }

  /** The documents' and child command lines' spelling: {@code auto}, {@code none} or {@code cpu N}. */
  public String text() {
    return mode.name().toLowerCase(Locale.ROOT) + (cpu >= 0 ? " " + cpu : "");
  }

  /**
   * The pinning {@link #text()} spells.
   *
   * @throws IllegalArgumentException naming the text when it is not {@code auto}, {@code none} or
   *     {@code cpu N} with N in 0..65536
   */
  public static Pinning parse(String text) {
    if ("auto".equals(text)) {
      return auto();
    }
    if ("none".equals(text)) {
      return none();
    }
    if (text != null && text.startsWith("cpu ") && Tokens.isDigits(text.substring(4), 1, 7)) {
      return cpu(Integer.parseInt(text.substring(4)));
    }
    throw new IllegalArgumentException("pinning must be auto, none or cpu N, got '" + text + "'");
  }
}
