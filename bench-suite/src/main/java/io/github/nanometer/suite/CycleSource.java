package io.github.nanometer.suite;

/**
 * Where cycles per call come from: a rate of cycles per nanosecond to convert the estimate, or the
 * reason there is none (reports then print "-" and say why once).
 *
 * @param cyclesPerNanosecond the rate, NaN when there is no source
 * @param description what the cycles are, or why there are none
 */
public record CycleSource(double cyclesPerNanosecond, String description) {

  /** No cycle source, for the given reason. */
  public static CycleSource none(String reason) {
    return new CycleSource(Double.NaN, reason);
  }

  /** True when cycles per call can be given. */
  public boolean available() {
    return Double.isFinite(cyclesPerNanosecond) && cyclesPerNanosecond > 0;
  }
}
