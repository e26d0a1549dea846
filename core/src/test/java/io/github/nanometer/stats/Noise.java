package io.github.nanometer.stats;

import java.util.Random;

/**
 * Skewed and bimodal noise for simulations, with their exact means: log-normal (timing noise
 * only ever adds delay, cbdr METHOD.md) and a two-component normal mixture (e.g. a run that
 * sometimes loses its cache or core).
 */
public final class Noise {
  private Noise() {}

  /** exp(N(mu, sigma^2)). */
  public static double logNormal(Random r, double mu, double sigma) {
    return Math.exp(mu + sigma * r.nextGaussian());
  }

  /** E[exp(N(mu, sigma^2))] = exp(mu + sigma^2 / 2). */
  public static double logNormalMean(double mu, double sigma) {
    return Math.exp(mu + sigma * sigma / 2);
  }

  /** With probability {@code p} N(low, sd^2), else N(high, sd^2). */
  public static double bimodal(Random r, double p, double low, double high, double sd) {
    return (r.nextDouble() < p ? low : high) + sd * r.nextGaussian();
  }

  /** p * low + (1 - p) * high. */
  public static double bimodalMean(double p, double low, double high) {
    return p * low + (1 - p) * high;
  }

  /** One draw of the named noise kind scaled by {@code scale}: mean {@code scale * mean(kind)}. */
  public static double draw(Random r, boolean skewed, double scale) {
    return scale * (skewed ? logNormal(r, 0, 0.4) : bimodal(r, 0.75, 10, 13, 0.4));
  }

  /** The exact mean of {@link #draw} with scale 1. */
  public static double mean(boolean skewed) {
    return skewed ? logNormalMean(0, 0.4) : bimodalMean(0.75, 10, 13);
  }
}
