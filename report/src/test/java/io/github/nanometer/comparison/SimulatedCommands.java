package io.github.nanometer.comparison;

import java.time.Duration;
import java.util.SplittableRandom;

/**
 * A seeded simulation of two commands for error-rate tests: each run's wall time is {@code mean *
 * (1 + change if feature) * drift * noise}, where {@code noise} is normal ({@code 1 + sd * z}) or
 * log-normal ({@code exp(sd * z - sd^2 / 2)}, mean 1) and {@code drift} is a slowly wandering
 * machine speed shared by consecutive runs (a random walk of the log speed, step {@code driftSd}),
 * which the paired blocks are meant to cancel. Advances a fake clock by each wall time.
 */
final class SimulatedCommands implements CommandRunner {
  private final double meanNanos;
  private final double featureChange;
  private final double noiseSd;
  private final boolean logNormal;
  private final double driftSd;
  private final SplittableRandom random;
  private double logDrift;
  long nowNanos;

  /**
   * @param featureChange the true relative change of the feature's mean (0.02 is +2%)
   * @param noiseSd the per-run relative noise
   * @param logNormal log-normal instead of normal noise
   * @param driftSd the per-run step of the log machine speed (0 for none)
   * @param seed the seed
   */
  SimulatedCommands(double featureChange, double noiseSd, boolean logNormal, double driftSd, long seed) {
    this.meanNanos = 100_000_000;
    this.featureChange = featureChange;
    this.noiseSd = noiseSd;
    this.logNormal = logNormal;
    this.driftSd = driftSd;
    this.random = new SplittableRandom(seed);
  }

  long now() {
    return nowNanos;
  }

  @Override
  public CommandRun run(String command, Duration timeout) {
    if (driftSd > 0) {
      logDrift += driftSd * gaussian();
    }
    double z = gaussian();
    double noise = logNormal ? Math.exp(noiseSd * z - noiseSd * noiseSd / 2) : Math.max(0.05, 1 + noiseSd * z);
    double mean = command.equals("feature") ? meanNanos * (1 + featureChange) : meanNanos;
    long wall = Math.max(1, Math.round(mean * Math.exp(logDrift) * noise));
    nowNanos += wall;
    return CommandRun.exited(0, wall, -1, -1, "");
  }

  /** A standard normal deviate (Box-Muller; SplittableRandom has no nextGaussian on JDK 17). */
  private double gaussian() {
    double u = 1 - random.nextDouble();
    double v = random.nextDouble();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  @Override
  public void stop() {}

  @Override
  public String cpuTimeSource() {
    return "simulated";
  }
}
