package io.github.nanometer.history.bisect;

/**
 * The values one probe's measured pairs gave, warm-up excluded: the last good build's and the probe
 * build's, pair by pair (so {@code good[i]} and {@code probe[i]} ran side by side). Both are empty
 * for a probe that could not be built or run before its first measured pair.
 *
 * @param good the last good build's values, in pair order
 * @param probe the probe build's values, in pair order
 */
public record ProbeRuns(double[] good, double[] probe) {

  /** No pairs: an unbuildable probe. */
  public static final ProbeRuns NONE = new ProbeRuns(new double[0], new double[0]);

  /** Copies the arrays; rejects sides of different lengths. */
  public ProbeRuns {
    if (good == null || probe == null || good.length != probe.length) {
      throw new IllegalArgumentException("probe runs need as many good values as probe values, got "
          + (good == null ? "null" : good.length) + " and " + (probe == null ? "null" : probe.length));
    }
    good = good.clone();
    probe = probe.clone();
  }

  /** The measured pairs. */
  public int pairs() {
    return good.length;
  }

  /** The last good build's values (a copy). */
  @Override
  public double[] good() {
    return good.clone();
  }

  /** The probe build's values (a copy). */
  @Override
  public double[] probe() {
    return probe.clone();
  }
}
