package io.github.nanometer.toolstats;

import io.github.nanometer.Interval;
import io.github.nanometer.stats.Arguments;
import io.github.nanometer.stats.Sides;
import io.github.nanometer.stats.StudentT;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.commons.math3.special.Erf;

/**
 * An always-valid confidence sequence for the relative change of paired means, {@code
 * mean(feature) / mean(base) - 1}, that may be recomputed after every pair and acted on whenever it
 * excludes a threshold, without the error inflation of repeatedly checking a fixed-level interval.
 *
 * <p><b>Boundary.</b> For each side, a one-sided normal-mixture boundary (Howard, Ramdas,
 * McAuliffe and Sekhon, "Time-uniform, nonparametric, nonasymptotic confidence sequences", Annals of
 * Statistics 2021, section 3.2): with the per-pair values standardized to unit variance and {@code
 * S_n} their running sum, the mixture of the exponential supermartingales {@code exp(l S_n - l^2
 * n / 2)} over a half-normal distribution of {@code l} with scale {@code tau} is
 * <pre>M_n(S) = 2 / sqrt(1 + tau^2 n) * exp(S^2 / (2 a)) * Phi(S / sqrt(a)),   a = n + 1 / tau^2,</pre>
 * and by Ville's inequality {@code M_n(S_n)} exceeds {@code 1 / alpha} at <em>any</em> n with
 * probability at most {@code alpha}. The boundary {@code b_n} solves {@code M_n(b_n) = 1 / alpha}
 * (bisection; {@code M} increases in {@code S}); {@link #multiplier(long)} is {@code b_n /
 * sqrt(n)}, the half-width in standard errors of the mean, used like a t quantile. {@code tau} is
 * chosen numerically so that the boundary is tightest at {@code tightestAtPairs} pairs; elsewhere it
 * is wider, growing like {@code sqrt(log n)}. With {@link Sides#TWO_SIDED} each side gets {@code
 * alpha = (1 - confidence) / 2} (a union bound); with {@link Sides#ONE_SIDED} each end alone is a
 * bound at {@code confidence}.
 *
 * <p><b>Ratio and variance.</b> For a candidate change {@code q - 1}, the per-pair values {@code
 * feature - q base} have mean 0 exactly when the change is {@code q - 1}; the sequence is the set of
 * {@code q} that the boundary does not reject, which is Fieller's quadratic with the boundary's
 * multiplier in place of the t quantile. So the base mean's uncertainty is included, and judging
 * "the whole sequence lies above (below) the threshold" is the same as a sequential test of {@code
 * mean(feature - (1 + threshold) base) = 0}. The unknown variance of {@code feature - q base} is
 * replaced by its running sample estimate (from the sample variances and covariance): the plug-in
 * makes the sequence valid as the number of pairs grows (Waudby-Smith, Arbour, Sinha, Kennedy and
 * Ramdas, "Time-uniform central limit theory and asymptotic confidence sequences", 2021). At small
 * n the plug-in is too optimistic (the sample standard deviation is often small), so the Gaussian
 * multiplier {@code z = b_n / sqrt(n)} is carried over to the studentized mean: the multiplier used
 * is the quantile of Student's t with {@code n - 1} degrees of freedom at {@code Phi(z)}, which
 * gives each single look the tail probability the known-variance boundary has, and tends to {@code
 * z} as n grows. Callers should still not act on it before a minimum number of pairs (the command
 * comparison waits 10 blocks); the seeded simulations in the tests and in docs/lab/compare-command.md check the
 * resulting error rates at about 300 and 3,000 pairs. Thread-safe; the multipliers are computed
 * once per (confidence, sides, target) and process.
 */
public final class ConfidenceSequence {

  /** Where the boundary is tightest by default: a typical length of a command comparison, in pairs. */
  public static final int DEFAULT_TIGHTEST_AT_PAIRS = 100;

  /** Multiplier tables by (confidence, sides, tightestAtPairs): they are pure functions, shared. */
  private static final Map<List<Object>, Multipliers> TABLES = new ConcurrentHashMap<>();

  /** What {@link #relativeChange} covers. */
  static final String COVERS = "feature mean / base mean - 1";
  /** How {@link #relativeChange} is computed. */
  static final String METHOD = "confidence sequence (Fieller's set at the anytime-valid multiplier)";

  private final double confidence;
  private final Sides sides;
  private final Multipliers table;

  /**
   * @param confidence a fraction in (0, 1); above 0.5 when one-sided
   * @param sides how the error probability is shared between the two ends
   * @param tightestAtPairs the number of pairs at which the boundary is tightest, at least 1
   */
  public ConfidenceSequence(double confidence, Sides sides, int tightestAtPairs) {
    Arguments.confidence(confidence);
    Arguments.sides(sides);
    if (sides == Sides.ONE_SIDED && !(confidence > 0.5)) {
      throw new IllegalArgumentException("a one-sided bound needs confidence above 0.5, got " + confidence);
    }
    if (tightestAtPairs < 1) {
      throw new IllegalArgumentException("tightestAtPairs must be >= 1, got " + tightestAtPairs);
    }
    this.confidence = confidence;
    this.sides = sides;
    double logInverseAlpha = -Math.log(1 - sides.quantileProbability(confidence));
    this.table = TABLES.computeIfAbsent(List.of(confidence, sides, tightestAtPairs),
        key -> new Multipliers(logInverseAlpha, tightestAtPairs));
  }

  /** The confidence this sequence was built for. */
  public double confidence() {
    return confidence;
  }

  /** The sidedness this sequence was built for. */
  public Sides sides() {
    return sides;
  }

  /**
   * The half-width of the sequence at {@code pairs} pairs in standard errors of the mean: the
   * Gaussian boundary's {@code b_n / sqrt(n)}, carried over to a studentized mean (see the class
   * notes); compare 1.96 for a fixed 95% two-sided interval.
   *
   * @param pairs at least 1
   */
  public double multiplier(long pairs) {
    if (pairs < 1 || pairs > Integer.MAX_VALUE - 1) {
      throw new IllegalArgumentException("pairs must be in [1, " + (Integer.MAX_VALUE - 1) + "], got " + pairs);
    }
    return table.at((int) pairs);
  }

  /**
   * The sequence's interval for {@code mean(feature) / mean(base) - 1} after the pairs in {@code
   * moments}: Fieller's set with {@link #multiplier(long)}. Unbounded ({@code (-inf, +inf)}) below
   * 2 pairs, and whenever the base mean is not bounded away from zero at this multiplier.
   */
  public Interval relativeChange(PairedMoments moments) {
    if (moments == null) {
      throw new IllegalArgumentException("moments must not be null");
    }
    long n = moments.count();
    if (n < 2) {
      return Interval.unbounded(confidence, COVERS, METHOD);
    }
    double k2 = Math.pow(multiplier(n), 2);
    double b = moments.baseMean();
    double f = moments.featureMean();
    double a = b * b - k2 * moments.baseVariance() / n;
    if (!(a > 0)) {
      return Interval.unbounded(confidence, COVERS, METHOD);
    }
    double bq = f * b - k2 * moments.covariance() / n;
    double c = f * f - k2 * moments.featureVariance() / n;
    // The quadratic is <= 0 at q = f / b, so its discriminant is >= 0 up to rounding.
    double root = Math.sqrt(Math.max(0, bq * bq - a * c));
    return new Interval((bq - root) / a - 1, (bq + root) / a - 1, confidence, COVERS, METHOD);
  }

  /** The interval before any pair: the whole line, {@code (-Infinity, Infinity)}, at this sequence's level. */
  public Interval unbounded() {
    return Interval.unbounded(confidence, COVERS, METHOD);
  }

  /** The multipliers of one (confidence, sides, target) as they are needed; thread-safe. */
  private static final class Multipliers {
    private final double logInverseAlpha;
    private final double tauSquared;
    private double[] values = new double[0];

    Multipliers(double logInverseAlpha, int tightestAtPairs) {
      this.logInverseAlpha = logInverseAlpha;
      this.tauSquared = tightestTauSquared(tightestAtPairs, logInverseAlpha);
    }

    synchronized double at(int n) {
      if (n >= values.length) {
        values = Arrays.copyOf(values, Math.max(n + 1, 2 * values.length));
      }
      if (values[n] == 0) {
        double gaussian = boundary(n, tauSquared, logInverseAlpha) / Math.sqrt(n);
        values[n] = n < 2 ? gaussian : StudentT.critical(normalCdf(gaussian), n - 1, Sides.ONE_SIDED);
      }
      return values[n];
    }
  }

  /** {@code b_n}: the S solving {@code log M_n(S) = log(1 / alpha)}, by bisection. */
  private static double boundary(int n, double tau2, double logInverseAlpha) {
    double lo = 0;
    double hi = 1;
    while (logMixture(hi, n, tau2) < logInverseAlpha) {
      lo = hi;
      hi *= 2;
    }
    for (int i = 0; i < 200 && hi - lo > 1e-12 * hi; i++) {
      double mid = (lo + hi) / 2;
      if (logMixture(mid, n, tau2) < logInverseAlpha) {
        lo = mid;
      } else {
        hi = mid;
      }
    }
    return hi;
  }

  private static double normalCdf(double x) {
    return 0.5 * Erf.erfc(-x / Math.sqrt(2));
  }

  private static double logMixture(double s, int n, double tau2) {
    double a = n + 1 / tau2;
    double phi = 0.5 * Erf.erfc(-s / Math.sqrt(2 * a));
    return Math.log(2) - 0.5 * Math.log1p(tau2 * n) + s * s / (2 * a) + Math.log(phi);
  }

  /** The mixture scale minimizing {@code b_m}: golden-section search over {@code log tau^2}. */
  private static double tightestTauSquared(int m, double logInverseAlpha) {
    double lo = Math.log(1e-3 / m);
    double hi = Math.log(1e3 / m);
    double ratio = (Math.sqrt(5) - 1) / 2;
    for (int i = 0; i < 60; i++) {
      double x1 = hi - ratio * (hi - lo);
      double x2 = lo + ratio * (hi - lo);
      if (boundary(m, Math.exp(x1), logInverseAlpha) < boundary(m, Math.exp(x2), logInverseAlpha)) {
        hi = x2;
      } else {
        lo = x1;
      }
    }
    return Math.exp((lo + hi) / 2);
  }
}
