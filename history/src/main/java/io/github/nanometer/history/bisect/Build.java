package io.github.nanometer.history.bisect;

/** One commit built and ready to run: its run command can be invoked any number of times. */
public interface Build {

  /** The commit this build is of. */
  String sha();

  /**
   * Runs the benchmark once and returns its measured value: a finite number above zero, larger
   * meaning more (for a time, slower). Never the run's own wall time.
   *
   * @throws RunFailedException when the run fails or prints no such number
   */
  double runOnce() throws RunFailedException;
}
