package io.github.nanometer.comparison;

/** The two sides of a command comparison; {@link #label()} is the name written in the CSV's {@code benchmark} column. */
public enum Side {
  /** The reference command (e.g. the merge base). */
  BASE("base"),
  /** The command under test (e.g. the feature branch). */
  FEATURE("feature");

  private final String label;

  Side(String label) {
    this.label = label;
  }

  /** {@code "base"} or {@code "feature"}. */
  public String label() {
    return label;
  }
}
