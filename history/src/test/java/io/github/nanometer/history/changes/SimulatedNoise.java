package io.github.nanometer.history.changes;

import java.util.Random;

/**
 * The run-to-run noise of the calibration simulations, as a factor on a level of 100 (nanoseconds
 * per operation, say): what the detector must not mistake for a change.
 */
enum SimulatedNoise {
  /** Normal noise with a coefficient of variation of 2%: noise scale 2% of the level. */
  NORMAL("normal, CV 2%") {
    @Override
    double factor(Random random) {
      return 1 + 0.02 * random.nextGaussian();
    }
  },
  /** Log-normal noise, sigma 0.3 on the log scale: skewed, a long slow tail. */
  LOG_NORMAL("log-normal, sigma 0.3") {
    @Override
    double factor(Random random) {
      return Math.exp(0.3 * random.nextGaussian());
    }
  },
  /** Normal noise of CV 2% with 3% of the runs 50% slower (a noisy neighbour, a GC storm). */
  OUTLIERS("normal CV 2%, 3% of runs 50% slower") {
    @Override
    double factor(Random random) {
      return (1 + 0.02 * random.nextGaussian()) * (random.nextDouble() < 0.03 ? 1.5 : 1);
    }
  },
  /**
   * Two levels 5% apart, 70% of the runs at the lower one, independently (two JIT outcomes, two
   * memory layouts), each with normal noise of CV 1%.
   */
  BIMODAL("two levels 5% apart, 70/30, CV 1% each") {
    @Override
    double factor(Random random) {
      return (random.nextDouble() < 0.7 ? 1 : 1.05) * (1 + 0.01 * random.nextGaussian());
    }
  };

  /** The level every simulated series sits at without a step. */
  static final double LEVEL = 100;

  private final String description;

  SimulatedNoise(String description) {
    this.description = description;
  }

  /** One run's factor on the level. */
  abstract double factor(Random random);

  /** {@code n} runs at {@link #LEVEL}, times {@code 1 + step} from index {@code from} to {@code to} (exclusive). */
  double[] series(Random random, int n, int from, int to, double step) {
    double[] x = new double[n];
    for (int i = 0; i < n; i++) {
      x[i] = LEVEL * factor(random) * (i >= from && i < to ? 1 + step : 1);
    }
    return x;
  }

  @Override
  public String toString() {
    return description;
  }

  /** The binomial standard error of a rate near {@code p} measured over {@code n} trials. */
  static double standardError(double p, int n) {
    return Math.sqrt(p * (1 - p) / n);
  }
}
