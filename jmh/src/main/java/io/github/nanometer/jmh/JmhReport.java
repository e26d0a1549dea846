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
 * @param forks how each measured run's forks went, in the order of the runs (empty when not known,
 *     e.g. a report built from results alone)
 */
public record JmhReport(List<JmhResult> results, List<JmhRefusal> refusals, String source, int discovered,
    int selected, List<JmhForks> forks) {

  /** Copies the lists. */
  public JmhReport {
    results = List.copyOf(results);
    refusals = List.copyOf(refusals);
    forks = List.copyOf(forks);
  }

  /** A report without the runs' fork records. */
  public JmhReport(List<JmhResult> results, List<JmhRefusal> refusals, String source, int discovered, int selected) {
    this(results, refusals, source, discovered, selected, List.of());
  }

  /** Each measured run's answer over its forks, in the order of the results. */
  public List<JmhAnswer> answers() {
    return JmhRunSummary.of(this).stream().map(JmhRunSummary::answer).toList();
  }

  /** The fork record of {@code runName}, when the report has one. */
  public java.util.Optional<JmhForks> forksOf(String runName) {
    return forks.stream().filter(f -> f.runName().equals(runName)).findFirst();
  }

  /** Runs that failed in their JVM (as opposed to refused before running). */
  public List<JmhRefusal> failures() {
    return refusals.stream().filter(JmhRefusal::failed).toList();
  }
}
