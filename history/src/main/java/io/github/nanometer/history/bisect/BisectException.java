package io.github.nanometer.history.bisect;

/** A bisection cannot go on: git failed, the last good build failed, or the state file is unusable. */
public class BisectException extends Exception {
  private static final long serialVersionUID = 1L;

  /** @param message one line saying what failed and, where known, how to fix it */
  public BisectException(String message) {
    super(message);
  }
}
