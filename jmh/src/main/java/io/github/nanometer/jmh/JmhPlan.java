package io.github.nanometer.jmh;

import java.util.List;

/**
 * The runs a request stands for, decided before any runs: every selected benchmark's runs (one per
 * mode and {@code @Param} combination) and the benchmarks refused.
 *
 * @param runs the runs, in order
 * @param refusals the benchmarks refused, with the feature and why
 * @param source {@code META-INF/BenchmarkList} or {@code class scan}
 * @param discovered benchmark methods found on the class path
 * @param selected benchmark methods the filters selected
 */
public record JmhPlan(List<JmhBenchmark> runs, List<JmhRefusal> refusals, String source, int discovered,
    int selected) {

  /** Copies the lists. */
  public JmhPlan {
    runs = List.copyOf(runs);
    refusals = List.copyOf(refusals);
  }
}
