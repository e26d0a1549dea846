package io.github.nanometer.history.bisect;

/** The run command failed on one build, or its last stdout line was not a positive number. */
public final class RunFailedException extends Exception {
  private static final long serialVersionUID = 1L;
  private final String sha;

  /**
   * @param sha the commit whose build failed to run
   * @param message the exit status and the end of its output, or the line that is not a number
   */
  public RunFailedException(String sha, String message) {
    super(message);
    this.sha = sha;
  }

  /** The commit whose build failed to run. */
  public String sha() {
    return sha;
  }
}
