package io.github.nanometer.suite;

/**
 * How a batch's sizes are drawn before each pass; part of the {@link ParameterRegime}, so the same
 * for every estimator of a run.
 *
 * <p>Why two: with independent draws (llvm-libc's scheme) the batches' size mix varies (for memcpy
 * Google Q the mean size of 1024 draws varies by about a third), which a weighted mean averages
 * out but a minimum turns into a bias: the fastest sample is the one whose batch happened to hold
 * the smallest sizes. So in distribution mode every batch holds the same sizes, the distribution's
 * quantiles, in a fresh random order each pass, for every estimator; with fixed sizes (sweep and
 * large mode) only offsets vary and independent draws are used.
 */
public enum SizeDrawing {
  /** Every entry drawn independently from the distribution (llvm-libc). */
  INDEPENDENT,
  /** The distribution's quantiles at (k + 0.5) / n, shuffled anew for every sample. */
  STRATIFIED_SHUFFLED
}
