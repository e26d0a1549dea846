package io.github.nanometer.measure;

/**
 * Why a sampling loop stopped (the API shows it as {@code io.github.nanometer.StopReason}, through
 * {@code engine.ApiViews}).
 */
public enum SamplingStop {
  /** The estimate (or interval) reached the precision target. */
  PRECISION,
  /** The maximum number of samples was taken. */
  MAX_SAMPLES,
  /** The time budget was used up. */
  MAX_DURATION,
  /** The largest allowed sample size was reached. */
  MAX_EVALUATIONS
}
