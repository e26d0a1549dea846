package io.github.nanometer.history.bisect;

import java.util.Locale;

/** What one probe of a commit decided. */
public enum ProbeVerdict {
  /** Its runs are like the last good commit's: the change came later. */
  LIKE_GOOD,
  /** Its runs differ from the last good commit's by more than half the step: the change is here or earlier. */
  LIKE_BAD,
  /** The sequential rule had not decided after the most pairs allowed: skipped, as {@code git bisect skip}. */
  UNDECIDED,
  /** Its build command failed, or its run command failed or printed no number: skipped. */
  UNBUILDABLE;

  /** The name in the state file and the report: {@code like-good}, {@code like-bad}, ... */
  public String text() {
    return name().toLowerCase(Locale.ROOT).replace('_', '-');
  }

  /** Whether the search learns nothing from this commit and routes around it. */
  public boolean skipped() {
    return this == UNDECIDED || this == UNBUILDABLE;
  }

  /**
   * The verdict whose {@link #text()} is {@code text}.
   *
   * @throws IllegalArgumentException naming the text and the accepted names
   */
  public static ProbeVerdict fromText(String text) {
    for (ProbeVerdict v : values()) {
      if (v.text().equals(text)) {
        return v;
      }
    }
    throw new IllegalArgumentException("probe verdict '" + text + "' is not one of like-good, like-bad, undecided, unbuildable");
  }
}
