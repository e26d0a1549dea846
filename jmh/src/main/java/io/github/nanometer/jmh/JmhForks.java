package io.github.nanometer.jmh;

/**
 * How one run's forks went: how many fresh JVMs it got, why it stopped forking, and the wall time
 * its JVMs took (starts included).
 *
 * @param runName the run ({@link JmhBenchmark#runName()})
 * @param forks how many forks finished
 * @param stop why it stopped: {@code precise} (the interval over forks reached the plan's
 *     precision), {@code max-forks}, {@code max-wall} (another fork would have passed the plan's wall
 *     cap), {@code failed} or {@code interrupted}
 * @param wallNanos the wall time of its forks, nanoseconds
 */
public record JmhForks(String runName, int forks, String stop, long wallNanos) {

  /** Checks the parts. */
  public JmhForks {
    if (runName == null || stop == null) {
      throw new IllegalArgumentException("runName and stop must not be null");
    }
    if (forks < 0 || wallNanos < 0) {
      throw new IllegalArgumentException("forks and wallNanos must be >= 0, got " + forks + " and " + wallNanos);
    }
  }
}
