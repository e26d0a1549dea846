package io.github.nanometer;

/** How consecutive evaluations relate to each other inside a sample. */
public enum Mode {
  /**
   * Evaluations are independent: each takes its own input from the batch, so the CPU may overlap
   * consecutive calls. Measures cost per call at full throughput.
   */
  THROUGHPUT,
  /**
   * Each evaluation's input is the previous evaluation's result, so calls cannot overlap. Measures
   * the latency of one call. Only {@link Benchmark#ofLong} benchmarks support it.
   */
  LATENCY
}
