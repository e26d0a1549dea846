package io.github.nanometer.history.scan;

import java.util.Random;

/**
 * The run-to-run noise of issue 44's online simulations, as a factor on the level: normal noise of
 * a coefficient of variation {@code cv} made serially correlated (AR(1), {@code rho}), a share of
 * outlier runs slower by 10 to 30%, and a share of runs in a second mode {@code bimodalGap} above.
 *
 * @param cv the coefficient of variation of the normal part (0.01 is 1%)
 * @param rho the lag-one autocorrelation of the normal part
 * @param outlierShare the share of runs slower by a uniform 10 to 30%
 * @param bimodalShare the share of runs in the second mode
 * @param bimodalGap how far above the first the second mode lies (0.024 is 2.4%)
 */
record OnlineNoise(double cv, double rho, double outlierShare, double bimodalShare, double bimodalGap) {

  /** Every nuisance of the issue at once at {@code cv}: AR(1) 0.3, 2% outliers, 25% of runs 2.4% up. */
  static OnlineNoise everyNuisance(double cv) {
    return new OnlineNoise(cv, 0.3, 0.02, 0.25, 0.024);
  }

  /**
   * Single-fork histories whose JVMs fall into two modes 1.8x apart (the honest-intervals issue's
   * finding: one JVM in three compiled a loop badly): a third of the runs 80% up, CV {@code cv}
   * within a mode.
   */
  static OnlineNoise singleForkModes(double cv) {
    return new OnlineNoise(cv, 0, 0, 1.0 / 3, 0.8);
  }

  /** Plain independent normal noise at {@code cv}. */
  static OnlineNoise normal(double cv) {
    return new OnlineNoise(cv, 0, 0, 0, 0);
  }

  /** {@code n} factors (around 1) drawn from {@code random}. */
  double[] factors(Random random, int n) {
    double[] f = new double[n];
    double e = 0;
    double innovation = Math.sqrt(1 - rho * rho);
    for (int i = 0; i < n; i++) {
      e = rho * e + innovation * random.nextGaussian();
      double x = 1 + cv * e;
      if (random.nextDouble() < bimodalShare) {
        x *= 1 + bimodalGap;
      }
      if (random.nextDouble() < outlierShare) {
        x *= 1.1 + 0.2 * random.nextDouble();
      }
      f[i] = x;
    }
    return f;
  }

  @Override
  public String toString() {
    return String.format(java.util.Locale.ROOT, "CV %.1f%%%s%s%s", 100 * cv, rho > 0 ? ", AR(1) " + rho : "",
        outlierShare > 0 ? ", " + Math.round(100 * outlierShare) + "% outliers +10..30%" : "",
        bimodalShare > 0 ? ", " + Math.round(100 * bimodalShare) + "% of runs " + Math.round(1000 * bimodalGap) / 10.0
            + "% up" : "");
  }
}
