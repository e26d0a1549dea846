package io.github.nanometer.suite;

/**
 * Where cycles per call come from: a core-cycle perf counter read around each timed chunk, or the
 * reason there is none (reports then print "-" and say why once). Cycles are never derived from
 * time or TSC ticks: the TSC ticks at a fixed rate while the core clock varies with turbo and
 * power states.
 *
 * @param available true when the core-cycle counter opens on this machine
 * @param description what the cycles are, or why there are none
 */
public record CycleSource(boolean available, String description) {

  /** The core-cycle counter. */
  public static CycleSource coreCycles() {
    return new CycleSource(true, "core cycles (perf_event PERF_COUNT_HW_CPU_CYCLES) read around each timed batch");
  }

  /** No cycle source, for the given reason. */
  public static CycleSource none(String reason) {
    return new CycleSource(false, reason);
  }
}
