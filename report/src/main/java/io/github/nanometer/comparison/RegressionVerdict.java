package io.github.nanometer.comparison;

/** How a comparison of two commands ended, with the exit status {@code nanometer compare} returns for it. */
public enum RegressionVerdict {
  /** The whole confidence sequence of the change lies below the threshold: exit 0. */
  NO_REGRESSION("no regression", 0),
  /** The whole sequence lies above the threshold: exit 1. */
  REGRESSION("regression", 1),
  /** The time limit came first; only the estimate is reported: exit 3. */
  INCONCLUSIVE("inconclusive", 3),
  /** A command exited non-zero or passed its run timeout: exit 4 (its own status is in the report). */
  COMMAND_FAILED("command failed", 4),
  /** nanometer was stopped by a signal; the summary so far is reported: exit 130, as after SIGINT. */
  INTERRUPTED("interrupted", 130);

  private final String words;
  private final int exitCode;

  RegressionVerdict(String words, int exitCode) {
    this.words = words;
    this.exitCode = exitCode;
  }

  /** Plain words for reports ({@code "no regression"}). */
  public String words() {
    return words;
  }

  /** The exit status of {@code nanometer compare} for this verdict; 2 is left to bad arguments. */
  public int exitCode() {
    return exitCode;
  }
}
