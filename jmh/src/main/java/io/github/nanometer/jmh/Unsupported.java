package io.github.nanometer.jmh;

/**
 * A JMH feature nanometer does not run, found while reading a benchmark: the feature as the user
 * wrote it (an annotation's name, a parameter type) and why it is refused. Checked, so every
 * reader of annotations must say what happens to a refused benchmark.
 */
final class Unsupported extends Exception {
  private static final long serialVersionUID = 1L;

  private final String feature;

  /**
   * @param feature what the user wrote, e.g. {@code "@Group"} or {@code "@State(Scope.Group)"}
   * @param reason why nanometer refuses it, in words
   */
  Unsupported(String feature, String reason) {
    super(feature + ": " + reason);
    this.feature = feature;
  }

  /** What the user wrote, e.g. {@code "@Group"}. */
  String feature() {
    return feature;
  }

  /** Why it is refused. */
  String reason() {
    return getMessage().substring(feature.length() + 2);
  }
}
