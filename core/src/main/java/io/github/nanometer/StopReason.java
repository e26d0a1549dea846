package io.github.nanometer;

/** Why a result's sampling stopped; its name is the {@code stopReason} written to result documents. */
public enum StopReason {
  /** The estimate (or interval) reached the precision target. */
  PRECISION,
  /** The maximum number of samples was taken. */
  MAX_SAMPLES,
  /** The time budget was used up. */
  MAX_DURATION,
  /** The largest allowed sample size was reached. */
  MAX_EVALUATIONS
}
