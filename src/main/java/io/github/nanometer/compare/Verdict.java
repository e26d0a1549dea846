package io.github.nanometer.compare;

/** How a comparison ended, with the exit status {@code nanometer compare} returns for it. */
public enum Verdict {
  /** The whole interval of the change lies below the threshold: exit 0. */
  NO_REGRESSION("no regression", 0),
  /** The whole interval lies above the threshold: exit 1. */
  REGRESSION("regression", 1),
  /** The time limit came first; only the interval's centre is reported: exit 3. */
  INCONCLUSIVE("inconclusive", 3),
  /** A command exited non-zero; the exit status is that command's. */
  COMMAND_FAILED("command failed", -1);

  private final String words;
  private final int exitCode;

  Verdict(String words, int exitCode) {
    this.words = words;
    this.exitCode = exitCode;
  }

  /** Plain words for reports ({@code "no regression"}). */
  public String words() {
    return words;
  }

  /** The exit status; -1 for {@link #COMMAND_FAILED}, whose status is the failing command's. */
  public int exitCode() {
    return exitCode;
  }
}
