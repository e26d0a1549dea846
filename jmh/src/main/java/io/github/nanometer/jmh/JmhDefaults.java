package io.github.nanometer.jmh;

import java.time.Duration;

/**
 * The defaults of {@code nanometer jmh}'s own options, which its {@code --help} shows; the rest are
 * the library's {@code Defaults} and, for what a JMH class declares, JMH's own (read by {@code
 * BenchmarkReader}).
 */
public final class JmhDefaults {

  private JmhDefaults() {}

  /**
   * Measuring time per fork: 500 ms. The spread between JVMs, not the samples within one, limits a
   * run's precision, so the time goes to forks (docs/lab/issue41-corpus.md).
   */
  public static final Duration BUDGET = Duration.ofMillis(500);
}
