package io.github.nanometer.history.store;

import java.util.Locale;

/**
 * Where a change point stands with the people who own the series. A re-detection of the same change
 * point (same series, same first bad commit) keeps its status and note.
 */
public enum ChangeStatus {
  /** Found and not yet looked at: the state an alert is raised for. */
  NEW,
  /** Seen and accepted as real, not yet fixed. */
  ACKNOWLEDGED,
  /** Judged noise or irrelevant; never alerted again. */
  IGNORED,
  /** Fixed by a later commit. */
  FIXED;

  /** The stored and printed name: {@code new}, {@code acknowledged}, {@code ignored} or {@code fixed}. */
  public String text() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** The status whose {@link #text()} is {@code text}; the message lists the accepted names. */
  public static ChangeStatus fromText(String text) {
    return Checks.byText("change point status", ChangeStatus.class, text);
  }
}
