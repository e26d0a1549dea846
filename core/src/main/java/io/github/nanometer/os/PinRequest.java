package io.github.nanometer.os;

/**
 * What the caller asks for the measuring thread: no pinning, a core chosen automatically by {@link
 * CorePicker}, or one given cpu (the CLI's {@code --cpu N}).
 *
 * @param mode how the cpu is chosen
 * @param cpu the requested cpu for {@link PinMode#CPU}; -1 otherwise
 */
public record PinRequest(PinMode mode, int cpu) {

  /** How the measuring thread's cpu is chosen. */
  public enum PinMode {
    /** Leave the thread where the scheduler puts it. */
    NONE,
    /** Let {@link CorePicker} choose (isolated cores first, never cpu 0 when there is a choice). */
    AUTO,
    /** Pin to the given cpu. */
    CPU
  }

  /**
   * Validates the pair.
   *
   * @throws IllegalArgumentException when mode is null, or cpu is outside 0..{@link CpuList#MAX_CPU}
   *     for {@link PinMode#CPU}, or not -1 for the other modes
   */
  public PinRequest {
    if (mode == null) {
      throw new IllegalArgumentException("mode must not be null");
    }
    if (mode == PinMode.CPU && (cpu < 0 || cpu > CpuList.MAX_CPU)) {
      throw new IllegalArgumentException("cpu " + cpu + " is out of range (accepted: 0 to " + CpuList.MAX_CPU + ")");
    }
    if (mode != PinMode.CPU && cpu != -1) {
      throw new IllegalArgumentException("cpu must be -1 for mode " + mode + ", got " + cpu);
    }
  }

  /** No pinning. */
  public static PinRequest none() {
    return new PinRequest(PinMode.NONE, -1);
  }

  /** Automatic core choice. */
  public static PinRequest auto() {
    return new PinRequest(PinMode.AUTO, -1);
  }

  /**
   * Pin to {@code cpu}.
   *
   * @throws IllegalArgumentException when cpu is outside 0..{@link CpuList#MAX_CPU}
   */
  public static PinRequest cpu(int cpu) {
    return new PinRequest(PinMode.CPU, cpu);
  }
}
