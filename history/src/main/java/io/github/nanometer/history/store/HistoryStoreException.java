package io.github.nanometer.history.store;

/**
 * A history database could not do what was asked: it could not be opened, a statement failed, or
 * what it holds contradicts what was given (a run id recorded from another document). The message
 * names the database ({@link HistoryLocation#toString()}, never a password) and the operation; the
 * driver's exception, when there was one, is the cause.
 */
public class HistoryStoreException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** An exception with this message and cause (which may be null). */
  public HistoryStoreException(String message, Throwable cause) {
    super(message, cause);
  }

  /** An exception with this message and no cause. */
  public HistoryStoreException(String message) {
    super(message);
  }
}
