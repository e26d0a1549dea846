package io.github.nanometer.history.store;

import java.util.Locale;

/**
 * Why a run was made. Change points are searched over {@link #PUSH} and {@link #MANUAL} runs on a
 * branch's first-parent order; {@link #PULL_REQUEST} and {@link #BISECT} runs are stored, shown and
 * merged, but not scanned.
 */
public enum RunReason {
  /** A run of a commit pushed to a branch (CI on the main branch). */
  PUSH,
  /** A run of a pull request's build. */
  PULL_REQUEST,
  /** A probe of {@code nanometer history bisect}. */
  BISECT,
  /** A run recorded by hand. */
  MANUAL;

  /** The stored and printed name: {@code push}, {@code pull_request}, {@code bisect} or {@code manual}. */
  public String text() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** The reason whose {@link #text()} is {@code text}; the message lists the accepted names. */
  public static RunReason fromText(String text) {
    return Checks.byText("run reason", RunReason.class, text);
  }
}
