package io.github.nanometer.jmh;

import java.util.List;

/**
 * What {@link JmhRunner#run} did: the runs measured, the benchmarks refused or failed, and where the
 * benchmarks were found.
 *
 * @param results the measured runs, in order
 * @param refusals refused benchmarks (one per method) and failed runs (one per run)
 * @param source {@code META-INF/BenchmarkList} or {@code class scan}
 * @param discovered benchmark methods found on the class path before filtering
 * @param selected benchmark methods the filters selected
 */
public record JmhReport(List<JmhResult> results, List<JmhRefusal> refusals, String source, int discovered,
    int selected) {

  /** Copies the lists. */
  public JmhReport {
    results = List.copyOf(results);
    refusals = List.copyOf(refusals);
  }

  /** Runs that failed in their JVM (as opposed to refused before running). */
  public List<JmhRefusal> failures() {
    return refusals.stream().filter(JmhRefusal::failed).toList();
  }
}
