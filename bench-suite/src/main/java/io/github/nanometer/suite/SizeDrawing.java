package io.github.nanometer.suite;

/**
 * How a batch's sizes are drawn before each sample.
 *
 * <p>Why two: the weighted mean averages over many batches, so independent draws (llvm-libc's
 * scheme) converge to the time per call of the distribution. The minimum estimator instead keeps
 * the fastest sample; with independent draws that is the sample whose batch happened to hold the
 * smallest sizes (for memcpy Google Q the mean size of 1024 draws varies by about a third), a
 * bias of the estimator, not a property of the function. So for the minimum every batch holds the
 * same sizes, the distribution's 1024 quantiles, in a fresh random order each sample, and a sample
 * runs whole passes over the batch.
 */
public enum SizeDrawing {
  /** Every entry drawn independently from the distribution (llvm-libc). */
  INDEPENDENT,
  /** The distribution's quantiles at (k + 0.5) / n, shuffled anew for every sample. */
  STRATIFIED_SHUFFLED
}
