package io.github.nanometer.history.bisect;

/**
 * What one probe found about one commit; written to the state file after every probe.
 *
 * @param sha the probed commit
 * @param verdict what was decided
 * @param pairs measured pairs (one run of the last good build and one of the probe build each),
 *     warm-up excluded; 0 when unbuildable before any pair
 * @param changeLowFraction the lower end of the confidence sequence of {@code mean(probe) /
 *     mean(good) - 1} at the last pair, a fraction; negative infinity while it bounds nothing
 * @param changeHighFraction the upper end, a fraction; positive infinity while it bounds nothing
 * @param buildNanos wall time of the probe's worktree and build command
 * @param measuringNanos wall time of the probe's paired runs (warm-up included)
 * @param note why it was skipped (the failing command's tail), or empty
 */
public record ProbeOutcome(String sha, ProbeVerdict verdict, int pairs, double changeLowFraction,
    double changeHighFraction, long buildNanos, long measuringNanos, String note) {

  /** Checks the parts. */
  public ProbeOutcome {
    if (sha == null || sha.isBlank() || verdict == null || note == null) {
      throw new IllegalArgumentException("probe outcome needs a sha, a verdict and a note (empty when none)");
    }
    if (pairs < 0 || buildNanos < 0 || measuringNanos < 0) {
      throw new IllegalArgumentException("probe of " + sha + ": pairs " + pairs + ", buildNanos " + buildNanos
          + " and measuringNanos " + measuringNanos + " must be >= 0");
    }
    if (Double.isNaN(changeLowFraction) || Double.isNaN(changeHighFraction) || changeLowFraction > changeHighFraction) {
      throw new IllegalArgumentException("probe of " + sha + ": change interval [" + changeLowFraction + ", "
          + changeHighFraction + "] is not an ordered pair of numbers");
    }
  }

  /** A commit that could not be built or run: no pairs, no interval, the reason in {@code note}. */
  public static ProbeOutcome unbuildable(String sha, long buildNanos, long measuringNanos, String note) {
    return new ProbeOutcome(sha, ProbeVerdict.UNBUILDABLE, 0, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY,
        buildNanos, measuringNanos, note);
  }

  /** This outcome with the build's wall time set (the probe itself measures only its runs). */
  public ProbeOutcome withBuildNanos(long nanos) {
    return new ProbeOutcome(sha, verdict, pairs, changeLowFraction, changeHighFraction, nanos, measuringNanos, note);
  }
}
