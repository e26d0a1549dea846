package io.github.nanometer.cli.spi;

/** Progress of a long run on stderr, lent by the CLI ({@link CommandHost#progress}). */
public interface ProgressDisplay {

  /** Shows {@code [done/total] what}. */
  void step(int done, int total, String what);

  /** Shows {@code what} as it is (progress without a known total). */
  void show(String what);

  /** Clears the progress line. */
  void done();
}
