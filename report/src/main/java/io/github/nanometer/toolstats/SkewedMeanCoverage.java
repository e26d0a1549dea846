package io.github.nanometer.toolstats;

import io.github.nanometer.Interval;
import io.github.nanometer.text.DecimalText;
import java.util.Optional;

/**
 * The simulated coverage of the 95% intervals of a mean on log-normal unit means, stated with every
 * result that has this few units: where a method covered less than 93% in some tabulated scenario
 * with this many units, the output states the range of its simulated coverage over the scenarios
 * instead of a bare "95%".
 *
 * <p>The scenarios are log-normal unit means with log-scale standard deviation {@code sigma} from
 * 0.25 to 1.5. The statement depends on the method and the unit count only (the largest tabulated
 * count not above the actual one), never on the sample's values: an earlier version picked the
 * scenario by the sample's own spread of log unit means, and the statistics audit showed that a
 * statement chosen by the sample does not hold per result (where it printed a bare "95%" at sigma
 * 0.5 and 5 units it covered 77.5%; where it printed a low figure, 99-100%). A range over the
 * scenarios holds for each result of each scenario; it is wide where few units cannot tell the
 * scenarios apart, which is the honest answer there.
 *
 * <p>The table was measured by the coverage suite ({@code MeanAndJudgeCoverageTest
 * #skewedMeanCoverageTable}, 4000 experiments per cell, bootstrap cells with 1000 resamples;
 * docs/lab/interval-coverage.md), which also checks it within its tolerance, and {@code
 * #statementsHoldPerResult} checks each printed statement against the coverage of the results that
 * print it.
 */
public final class SkewedMeanCoverage {

  /** The intervals of a mean the table covers. */
  public enum Method {
    /** Kalibera and Jones's t interval over top-level unit means ({@link RandomEffects#meanInterval}). */
    KALIBERA_JONES_T,
    /** Hall's skewness-corrected t ({@link SkewCorrectedMeanInterval}). */
    HALL_T,
    /** The top-level bootstrap, expanded percentile ({@link HierarchicalBootstrap#meanInterval}); from 10 units. */
    BOOTSTRAP
  }

  /** The coverage below which the simulated figure is stated. */
  public static final double STATED_BELOW = 0.93;

  /** Log-scale standard deviations of the scenario rows. */
  static final double[] SIGMAS = {0.25, 0.5, 1, 1.5};

  /** Unit counts of the scenario columns. */
  static final int[] UNITS = {3, 5, 10, 30, 100};

  /** Coverage by [method][sigma row][units column]; NaN where the method is not shown (bootstrap below 10 units). */
  static final double[][][] COVERAGE = {
    {
      {0.949, 0.945, 0.946, 0.946, 0.944},
      {0.926, 0.921, 0.920, 0.934, 0.943},
      {0.841, 0.832, 0.836, 0.884, 0.915},
      {0.703, 0.670, 0.720, 0.790, 0.855},
    },
    {
      {0.950, 0.943, 0.948, 0.948, 0.943},
      {0.931, 0.928, 0.936, 0.943, 0.949},
      {0.884, 0.883, 0.904, 0.929, 0.931},
      {0.797, 0.803, 0.866, 0.898, 0.923},
    },
    {
      {Double.NaN, Double.NaN, 0.940, 0.945, 0.943},
      {Double.NaN, Double.NaN, 0.918, 0.937, 0.946},
      {Double.NaN, Double.NaN, 0.848, 0.897, 0.916},
      {Double.NaN, Double.NaN, 0.742, 0.804, 0.870},
    },
  };

  private SkewedMeanCoverage() {}

  /**
   * The lowest simulated coverage of {@code method} at 95% over the scenarios with {@code units}
   * units (the largest tabulated count not above it), or NaN where there is no column (fewer than 3
   * units) or the method is not shown there (the bootstrap below 10 units).
   */
  public static double lowest(Method method, int units) {
    return extreme(method, units, true);
  }

  /** The highest simulated coverage, as {@link #lowest} is the lowest. */
  public static double highest(Method method, int units) {
    return extreme(method, units, false);
  }

  private static double extreme(Method method, int units, boolean lowest) {
    int column = column(units);
    if (column < 0) {
      return Double.NaN;
    }
    double best = Double.NaN;
    for (double[] row : COVERAGE[method.ordinal()]) {
      double c = row[column];
      if (!Double.isNaN(c) && (Double.isNaN(best) || (lowest ? c < best : c > best))) {
        best = c;
      }
    }
    return best;
  }

  /**
   * The tabulated coverage of {@code method} for log-normal sigma {@code SIGMAS[sigmaRow]} and
   * {@code UNITS[unitsColumn]} units (NaN where not shown); for the coverage suite, which checks it.
   */
  public static double tabulated(Method method, int sigmaRow, int unitsColumn) {
    return COVERAGE[method.ordinal()][sigmaRow][unitsColumn];
  }

  /** The tabulated sigmas, in row order. */
  public static double[] sigmas() {
    return SIGMAS.clone();
  }

  /** The tabulated unit counts, in column order. */
  public static int[] units() {
    return UNITS.clone();
  }

  /**
   * {@code interval} with its method extended by the range of simulated coverage for its method and
   * unit count, when the lowest is below {@link #STATED_BELOW}; otherwise {@code interval} itself.
   * Only at confidence 0.95, the simulated level.
   *
   * @param interval an interval of the mean of {@code unitMeans} by {@code method}
   * @param method how it was computed
   * @param unitMeans the top-level unit means it is over (only their count is read)
   */
  public static Interval stated(Interval interval, Method method, double[] unitMeans) {
    return statement(interval.confidence(), method, unitMeans.length)
        .map(s -> interval.described(interval.covers(), interval.method() + "; " + s)).orElse(interval);
  }

  /**
   * The sentence {@link #stated} appends, when it appends one: {@code simulated coverage LO-HI%
   * (log-normal unit means, sigma 0.25 to 1.5, N units)}, the same for every result of this method
   * with this many units.
   */
  public static Optional<String> statement(double confidence, Method method, int units) {
    double low = lowest(method, units);
    if (confidence != 0.95 || !(low < STATED_BELOW)) {
      return Optional.empty();
    }
    return Optional.of(DecimalText.format("simulated coverage %.1f-%.1f%% (log-normal unit means, sigma %s to "
        + "%s, %d units)", 100 * low, 100 * highest(method, units), trim(SIGMAS[0]), trim(SIGMAS[SIGMAS.length - 1]),
        UNITS[column(units)]));
  }

  /** The prefix of every statement, for writers that show it beside the interval. */
  public static final String PREFIX = "simulated coverage ";

  private static int column(int units) {
    int column = -1;
    for (int k = 0; k < UNITS.length; k++) {
      if (UNITS[k] <= units) {
        column = k;
      }
    }
    return column;
  }

  private static String trim(double v) {
    return v == Math.rint(v) ? String.valueOf((long) v) : String.valueOf(v);
  }
}
