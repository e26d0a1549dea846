package io.github.nanometer.coverage;

import java.util.Random;

/**
 * One family of simulated paired experiments with a known true relative change {@code
 * E[candidate] / E[baseline] - 1}: how the pairs are generated, and that truth, exactly.
 */
enum PairedScenario {
  /** Normal timings around 100 with common-mode normal noise; additive extra cost. */
  ADDITIVE_NORMAL {
    @Override
    void draw(Random r, double change, double[] base, double[] cand) {
      for (int i = 0; i < base.length; i++) {
        double common = 8 * r.nextGaussian();
        base[i] = 100 + common + 2 * r.nextGaussian();
        cand[i] = 100 * (1 + change) + common + 2 * r.nextGaussian();
      }
    }
  },
  /** Log-normal common-mode factor (machine state) times log-normal own noise; multiplicative change. */
  MULTIPLICATIVE_LOGNORMAL {
    @Override
    void draw(Random r, double change, double[] base, double[] cand) {
      multiplicative(r, change, base, cand, 0.05);
    }
  },
  /**
   * The audit's case: inputs of varying size (log-normal work), the candidate does a fixed extra
   * amount of work on every input, so the per-pair relative change varies from pair to pair.
   */
  FIXED_EXTRA_WORK_VARYING_INPUTS {
    @Override
    void draw(Random r, double change, double[] base, double[] cand) {
      double meanWork = Math.exp(0.4 * 0.4 / 2) * 100;
      for (int i = 0; i < base.length; i++) {
        double work = 100 * Math.exp(0.4 * r.nextGaussian());
        base[i] = work + r.nextGaussian();
        cand[i] = work + change * meanWork + r.nextGaussian();
      }
    }
  },
  /**
   * The statistics audit's skewed real cost: the candidate itself does varying extra work, an
   * exponential amount of mean {@code 100 change} ns on a N(100, 1) baseline (Exp(3 ns) for +3%),
   * so the per-pair differences are skewed although nothing is noise; the true change of means is
   * {@code change}. The typical pair (ln 2 of the mean extra work) is not what the mean pays.
   */
  VARYING_EXTRA_WORK {
    @Override
    void draw(Random r, double change, double[] base, double[] cand) {
      for (int i = 0; i < base.length; i++) {
        double common = r.nextGaussian();
        base[i] = 100 + common + 0.3 * r.nextGaussian();
        cand[i] = 100 + common + 0.3 * r.nextGaussian() - 100 * change * Math.log(1 - r.nextDouble());
      }
    }
  },
  /**
   * The audit's threshold case: a log-normal common factor of sigma 0.3 (input-dependent work)
   * times each side's own log-normal noise of 1%, multiplicative change: differences skewed enough
   * to fire the skewness rule, while the typical ratio and the ratio of means coincide.
   */
  MULTIPLICATIVE_LOGNORMAL_QUIET {
    @Override
    void draw(Random r, double change, double[] base, double[] cand) {
      multiplicative(r, change, base, cand, 0.01);
    }
  },
  /** Additive normal pairs where 2% of samples (either side, equally) get a +-300 outlier. */
  SYMMETRIC_OUTLIERS {
    @Override
    void draw(Random r, double change, double[] base, double[] cand) {
      ADDITIVE_NORMAL.draw(r, change, base, cand);
      for (int i = 0; i < base.length; i++) {
        if (r.nextDouble() < 0.02) {
          double jolt = r.nextBoolean() ? 300 : -300;
          if (r.nextBoolean()) {
            base[i] += jolt;
          } else {
            cand[i] += jolt;
          }
        }
      }
    }
  },
  /**
   * The candidate is delayed by a +200 outlier in 3% of its samples, the baseline in 1%: the true
   * change includes the extra delay, {@code (100 (1 + change) + 6) / (100 + 2) - 1}.
   */
  ASYMMETRIC_OUTLIERS {
    @Override
    void draw(Random r, double change, double[] base, double[] cand) {
      ADDITIVE_NORMAL.draw(r, change, base, cand);
      for (int i = 0; i < base.length; i++) {
        base[i] += r.nextDouble() < 0.01 ? 200 : 0;
        cand[i] += r.nextDouble() < 0.03 ? 200 : 0;
      }
    }

    @Override
    double trueChange(double change) {
      return (100 * (1 + change) + 6) / 102.0 - 1;
    }
  },

  /**
   * The one-sided delays: baseline N(100, 1) plus, in 3% of samples, an exponential delay
   * of mean 50; candidate N(100 (1 + change), 1) plus the same delay in 6% of samples. True change
   * of means {@code (100 (1 + change) + 3) / 101.5 - 1}.
   */
  ONE_SIDED_DELAYS {
    @Override
    void draw(Random r, double change, double[] base, double[] cand) {
      delays(r, change, base, cand, 0.03, 0.06);
    }

    @Override
    double trueChange(double change) {
      return (100 * (1 + change) + 3) / 101.5 - 1;
    }
  },
  /** As {@link #ONE_SIDED_DELAYS} with the delay in 3% of samples on both sides. */
  SYMMETRIC_DELAYS {
    @Override
    void draw(Random r, double change, double[] base, double[] cand) {
      delays(r, change, base, cand, 0.03, 0.03);
    }

    @Override
    double trueChange(double change) {
      return (100 * (1 + change) + 1.5) / 101.5 - 1;
    }
  };

  /** A log-normal common factor of sigma 0.3 times each side's own log-normal noise of {@code ownSigma}. */
  private static void multiplicative(Random r, double change, double[] base, double[] cand, double ownSigma) {
    for (int i = 0; i < base.length; i++) {
      double common = Math.exp(0.3 * r.nextGaussian());
      base[i] = 100 * common * Math.exp(ownSigma * r.nextGaussian());
      cand[i] = 100 * (1 + change) * common * Math.exp(ownSigma * r.nextGaussian());
    }
  }

  private static void delays(Random r, double change, double[] base, double[] cand, double pBase, double pCand) {
    for (int i = 0; i < base.length; i++) {
      base[i] = 100 + r.nextGaussian() + (r.nextDouble() < pBase ? -50 * Math.log(1 - r.nextDouble()) : 0);
      cand[i] = 100 * (1 + change) + r.nextGaussian()
          + (r.nextDouble() < pCand ? -50 * Math.log(1 - r.nextDouble()) : 0);
    }
  }

  /**
   * The typical per-pair change {@code exp(pseudo-median of ln(cand / base)) - 1}, what the
   * typical-pair estimand judges and what the mean's verdict is checked against under delays; by simulation (the median of 2 x 10^6 Walsh averages
   * of independent pairs: standard error about 1e-4 of the change), seeded.
   */
  double typicalChange(double change) {
    int m = 2_000_000;
    Random r = new Random(Double.hashCode(change) * 31L + ordinal());
    double[] one = new double[1];
    double[] other = new double[1];
    double[] logs = new double[2 * m];
    for (int i = 0; i < logs.length; i++) {
      draw(r, change, one, other);
      logs[i] = Math.log(other[0] / one[0]);
    }
    double[] walsh = new double[m];
    for (int i = 0; i < m; i++) {
      walsh[i] = (logs[2 * i] + logs[2 * i + 1]) / 2;
    }
    java.util.Arrays.sort(walsh);
    return Math.exp((walsh[m / 2 - 1] + walsh[m / 2]) / 2) - 1;
  }

  /** Fills {@code base} and {@code cand} with one experiment's pairs for the nominal {@code change}. */
  abstract void draw(Random r, double change, double[] base, double[] cand);

  /** The exact {@code E[cand] / E[base] - 1} for the nominal {@code change}. */
  double trueChange(double change) {
    return change;
  }
}
