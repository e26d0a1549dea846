package io.github.nanometer.toolstats;

/**
 * Running first and second moments of a stream of pairs {@code (base, feature)}: both means, both
 * sample variances and the sample covariance, updated in O(1) per pair with Welford's algorithm
 * (numerically stable for long streams of nearly equal values, e.g. wall times in nanoseconds).
 * Mutable and not thread-safe; {@link #copy()} gives an independent snapshot.
 */
public final class PairedMoments {
  private long count;
  private double baseMean;
  private double featureMean;
  private double baseSquares;
  private double featureSquares;
  private double coProducts;

  /** An empty stream. */
  public PairedMoments() {}

  /** Adds one pair; both values must be finite. */
  public void add(double base, double feature) {
    if (!Double.isFinite(base) || !Double.isFinite(feature)) {
      throw new IllegalArgumentException("pair values must be finite, got base " + base + ", feature " + feature);
    }
    count++;
    double db = base - baseMean;
    double df = feature - featureMean;
    baseMean += db / count;
    featureMean += df / count;
    baseSquares += db * (base - baseMean);
    featureSquares += df * (feature - featureMean);
    coProducts += db * (feature - featureMean);
  }

  /** An independent copy of the current state. */
  public PairedMoments copy() {
    PairedMoments c = new PairedMoments();
    c.count = count;
    c.baseMean = baseMean;
    c.featureMean = featureMean;
    c.baseSquares = baseSquares;
    c.featureSquares = featureSquares;
    c.coProducts = coProducts;
    return c;
  }

  /** The number of pairs added. */
  public long count() {
    return count;
  }

  /** The mean of the base values; NaN when empty. */
  public double baseMean() {
    return count == 0 ? Double.NaN : baseMean;
  }

  /** The mean of the feature values; NaN when empty. */
  public double featureMean() {
    return count == 0 ? Double.NaN : featureMean;
  }

  /** The sample variance (divisor {@code n - 1}) of the base values; NaN below 2 pairs. */
  public double baseVariance() {
    return count < 2 ? Double.NaN : baseSquares / (count - 1);
  }

  /** The sample variance of the feature values; NaN below 2 pairs. */
  public double featureVariance() {
    return count < 2 ? Double.NaN : featureSquares / (count - 1);
  }

  /** The sample covariance of base and feature; NaN below 2 pairs. */
  public double covariance() {
    return count < 2 ? Double.NaN : coProducts / (count - 1);
  }
}
