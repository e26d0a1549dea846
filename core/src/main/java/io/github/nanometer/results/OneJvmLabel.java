package io.github.nanometer.results;

/**
 * How text and HTML mark an interval that comes from one JVM's samples (a result's {@code
 * NoteKind.ONE_JVM} note): a label right after the numbers, so the interval is not read without it
 * as one that further runs, in other JVMs, will agree with.
 */
public final class OneJvmLabel {
  private OneJvmLabel() {}

  /** The words, for a parenthesis that says more: {@code "(95% confidence, one JVM)"}. */
  public static final String WORDS = "one JVM";

  /** The label: {@code "[9.50 ns, 10.5 ns] (one JVM)"}. */
  public static final String LABEL = "(" + WORDS + ")";

  /** {@code interval} followed by a blank and {@link #LABEL} when {@code oneJvm}; {@code interval} otherwise. */
  public static String after(String interval, boolean oneJvm) {
    return oneJvm ? interval + " " + LABEL : interval;
  }
}
