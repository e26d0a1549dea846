package io.github.nanometer.history.bisect;

/** A commit's build command failed: the bisection skips the commit, as {@code git bisect skip}. */
public final class UnbuildableException extends Exception {
  private static final long serialVersionUID = 1L;

  /** @param message the command's exit status and the end of its output */
  public UnbuildableException(String message) {
    super(message);
  }
}
