package io.github.nanometer.measure;

/**
 * What warm-up did.
 *
 * @param rounds samples taken during warm-up
 * @param evaluations evaluations run during warm-up
 * @param wallNanos wall time spent in warm-up
 * @param compilationMillis JIT compilation time observed during warm-up (-1 when unknown)
 * @param settled true when steady state was reached: time per evaluation stopped changing, the JIT
 *     went quiet and enough evaluations ran
 * @param reason one line: why warm-up stopped
 * @param lastNanosPerEvaluation the last full-length round's time per evaluation
 * @param curve time per evaluation over the warm-up ({@link WarmupCurve#EMPTY} when not kept)
 */
public record WarmupFacts(int rounds, long evaluations, long wallNanos, long compilationMillis, boolean settled,
    String reason, double lastNanosPerEvaluation, WarmupCurve curve) {

  /** Checks that the curve is present ({@link WarmupCurve#EMPTY} when there is none). */
  public WarmupFacts {
    if (curve == null) {
      throw new IllegalArgumentException("curve must not be null (WarmupCurve.EMPTY)");
    }
  }

  /** Facts without a curve. */
  public WarmupFacts(int rounds, long evaluations, long wallNanos, long compilationMillis, boolean settled,
      String reason, double lastNanosPerEvaluation) {
    this(rounds, evaluations, wallNanos, compilationMillis, settled, reason, lastNanosPerEvaluation, WarmupCurve.EMPTY);
  }
}
