package io.github.nanometer.stats;

/**
 * The classes of a series of block values by its changepoints, after Barrett, Bolz-Tereick,
 * Killick, Mount and Tratt ("Virtual Machine Warmup Blows Hot and Cold", OOPSLA 2017); see {@link
 * SteadyState#classify}.
 */
public enum SteadyStateClass {
  /** No changepoint: one level throughout. */
  FLAT,
  /** A steady last segment at least as fast (as low) as every earlier segment. */
  WARMUP,
  /** A steady last segment slower (higher) than some earlier segment. */
  SLOWDOWN,
  /** The last segment starts in the series' tail: no steady state was reached. */
  NO_STEADY_STATE;

  /** The class as outputs write it: {@code flat}, {@code warmup}, {@code slowdown}, {@code no-steady-state}. */
  public String label() {
    return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
  }
}
