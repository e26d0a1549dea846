package io.github.nanometer.cli.spi;

/**
 * A user mistake on the command line: an unknown flag, a bad value, a missing argument. The CLI
 * prints its message on one line, prefixed with {@code nanometer COMMAND: }, and exits with status
 * 2; never a stack trace.
 */
public final class UsageException extends Exception {
  private static final long serialVersionUID = 1L;

  /** @param message one line naming the bad value and what is accepted */
  public UsageException(String message) {
    super(message);
  }
}
