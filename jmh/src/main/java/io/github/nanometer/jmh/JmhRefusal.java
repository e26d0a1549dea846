package io.github.nanometer.jmh;

/**
 * A benchmark nanometer did not run, and why: refused before running (a JMH feature it does not
 * support) or failed while running (its child JVM exited without a result).
 *
 * @param benchmark JMH's benchmark name ({@code package.Class.method}), with mode and parameters
 *     when the failure is of one run
 * @param feature what the user wrote that is refused (e.g. {@code "@Group"}), or {@code "failed"}
 *     for a run that failed
 * @param reason why, in words (for a failure: the child's exit status and the end of its stderr)
 */
public record JmhRefusal(String benchmark, String feature, String reason) {

  /** The feature of a run that failed rather than being refused. */
  public static final String FAILED = "failed";

  /** Rejects missing parts. */
  public JmhRefusal {
    if (benchmark == null || feature == null || reason == null) {
      throw new IllegalArgumentException("benchmark, feature and reason must not be null");
    }
  }

  /** True when the run failed (as opposed to being refused before it started). */
  public boolean failed() {
    return feature.equals(FAILED);
  }
}
