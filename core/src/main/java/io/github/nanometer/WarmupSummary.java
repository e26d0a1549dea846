package io.github.nanometer;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What a result's warm-up did, before its samples were taken.
 *
 * @param rounds samples taken during warm-up (0 or more)
 * @param evaluations evaluations run during warm-up (0 or more)
 * @param wall wall time spent in warm-up (not negative)
 * @param compilation JIT compilation time observed during warm-up, whole milliseconds; empty when unknown
 * @param settled true when steady state was reached: time per evaluation stopped changing, the JIT
 *     went quiet and enough evaluations ran
 * @param reason one line: why warm-up stopped
 * @param lastNanosPerEvaluation the last full-length round's time per evaluation, in nanoseconds (NaN when none)
 * @param curve time per evaluation over the warm-up, one point per full-length round, in order
 *     (empty when not kept)
 */
public record WarmupSummary(int rounds, long evaluations, Duration wall, Optional<Duration> compilation,
    boolean settled, String reason, double lastNanosPerEvaluation, List<Point> curve) {

  /**
   * One point of the warm-up curve.
   *
   * @param elapsedNanos wall time since warm-up started at the end of the point's round, in nanoseconds
   * @param nanosPerEvaluation the round's time per evaluation, in nanoseconds
   */
  public record Point(double elapsedNanos, double nanosPerEvaluation) {}

  /**
   * Checks the counts and copies the curve.
   *
   * @throws IllegalArgumentException when a count or the wall time is negative, or a value is null
   */
  public WarmupSummary {
    if (wall == null || compilation == null || reason == null || curve == null) {
      throw new IllegalArgumentException("wall, compilation, reason and curve must not be null");
    }
    if (rounds < 0 || evaluations < 0 || wall.isNegative()) {
      throw new IllegalArgumentException("rounds, evaluations and wall must not be negative, got " + rounds + ", "
          + evaluations + ", " + wall);
    }
    curve = List.copyOf(curve);
  }

  /**
   * The curve of two parallel arrays: point i is ({@code elapsedNanos[i]}, {@code nanosPerEvaluation[i]}).
   *
   * @throws IllegalArgumentException when the arrays differ in length
   */
  public static List<Point> curve(double[] elapsedNanos, double[] nanosPerEvaluation) {
    if (elapsedNanos.length != nanosPerEvaluation.length) {
      throw new IllegalArgumentException("elapsedNanos and nanosPerEvaluation differ in length: "
          + elapsedNanos.length + " and " + nanosPerEvaluation.length);
    }
    List<Point> points = new ArrayList<>(elapsedNanos.length);
    for (int i = 0; i < elapsedNanos.length; i++) {
      points.add(new Point(elapsedNanos[i], nanosPerEvaluation[i]));
    }
    return List.copyOf(points);
  }

}
