package io.github.nanometer.jmh;

/**
 * One run's answer over its forks, as {@code nanometer jmh} prints it: the score in the run's unit
 * with its interval (over forks: the mean of each fork's steady-state estimate, a Student t
 * interval on forks - 1 degrees of freedom, which holds the spread between JVMs; one fork: that
 * JVM's own interval, which does not), and what the forks showed.
 *
 * @param benchmark the run
 * @param forks how many fresh JVMs measured it, at least 1
 * @param score the score in {@link #unit()}
 * @param scoreLow the interval's low end in the unit
 * @param scoreHigh the interval's high end in the unit
 * @param confidence the interval's level, a fraction
 * @param estimateNanos the estimate in nanoseconds per invocation (before {@code
 *     @OperationsPerInvocation} and the unit)
 * @param consistent false when the forks fall in more than one mode (never false with one fork)
 * @param modes the forks' modes in the unit, e.g. {@code 4.700 x3, 8.400 x2}
 * @param steadyStates the forks' steady-state classes with counts, e.g. {@code 2 flat, 1 warmup}
 */
public record JmhAnswer(JmhBenchmark benchmark, int forks, double score, double scoreLow, double scoreHigh,
    double confidence, double estimateNanos, boolean consistent, String modes, String steadyStates) {

  /** Checks the parts. */
  public JmhAnswer {
    if (benchmark == null || modes == null || steadyStates == null) {
      throw new IllegalArgumentException("benchmark, modes and steadyStates must not be null");
    }
    if (forks < 1) {
      throw new IllegalArgumentException("forks must be >= 1, got " + forks);
    }
  }

  /** Whether one JVM was measured: the interval says nothing of the next JVM. */
  public boolean oneJvm() {
    return forks == 1;
  }

  /** JMH's unit text of the run ({@code ns/op}, {@code ops/s}, ...). */
  public String unit() {
    return JmhResult.unitOf(benchmark);
  }
}
