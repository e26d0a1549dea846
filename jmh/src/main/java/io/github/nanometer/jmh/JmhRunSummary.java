package io.github.nanometer.jmh;

import io.github.nanometer.Interval;
import io.github.nanometer.engine.ForkedEstimate;
import io.github.nanometer.stats.ForkLevels;
import io.github.nanometer.text.DecimalText;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * One run's answer over its forks, in JMH's unit: the engine's {@link ForkedEstimate} of the forks'
 * results (each fork's steady state after its last changepoint; the mean over forks with a t
 * interval that holds the spread between JVMs), and how the forks went ({@link JmhForks}). Both the
 * text table and the JSON document print a run from this.
 *
 * @param benchmark the run
 * @param forks its forks' results, in fork order, at least one
 * @param estimate the engine's answer over them
 * @param record how its forks went, when the report has it
 */
record JmhRunSummary(JmhBenchmark benchmark, List<JmhResult> forks, ForkedEstimate estimate,
    Optional<JmhForks> record) {

  /** One summary per measured run of {@code report}, in the order of its results. */
  static List<JmhRunSummary> of(JmhReport report) {
    Map<String, List<JmhResult>> byRun = new LinkedHashMap<>();
    for (JmhResult r : report.results()) {
      byRun.computeIfAbsent(r.benchmark().runName(), k -> new ArrayList<>()).add(r);
    }
    List<JmhRunSummary> out = new ArrayList<>();
    byRun.forEach((name, forks) -> {
      List<JmhResult> inOrder = forks.stream().sorted(java.util.Comparator.comparingInt(JmhResult::fork)).toList();
      double confidence = inOrder.get(0).result().options().confidence();
      ForkedEstimate e = ForkedEstimate.ofResults(inOrder.stream().map(JmhResult::result).toList(), confidence);
      out.add(new JmhRunSummary(inOrder.get(0).benchmark(), inOrder, e, report.forksOf(name)));
    });
    return out;
  }

  /** This summary as the API's {@link JmhAnswer}. */
  JmhAnswer answer() {
    double[] ci = scoreInterval();
    return new JmhAnswer(benchmark, forks.size(), score(), ci[0], ci[1], estimate.interval().confidence(),
        estimate.estimateNanos(), !estimate.inconsistent(), modesText(), classesText());
  }

  /** The score in the run's unit: the mean over forks (one fork: its steady-state estimate). */
  double score() {
    return JmhResult.inUnit(benchmark, estimate.estimateNanos());
  }

  /** The interval of the score in the run's unit, low to high. */
  double[] scoreInterval() {
    Interval ci = estimate.interval();
    double a = JmhResult.inUnit(benchmark, ci.low());
    double b = JmhResult.inUnit(benchmark, ci.high());
    return new double[] {Math.min(a, b), Math.max(a, b)};
  }

  /** The modes of the fork estimates in the run's unit, e.g. {@code 4.700 x3, 8.400 x2}; one fork: its score. */
  String modesText() {
    if (estimate.levels().isEmpty()) {
      return JmhTable.number(score());
    }
    List<String> parts = new ArrayList<>();
    for (ForkLevels.ForkMode m : estimate.levels().get().modes()) {
      parts.add(JmhTable.number(JmhResult.inUnit(benchmark, m.centre())) + " x" + m.forks());
    }
    return String.join(", ", parts);
  }

  /** The forks' steady-state classes with counts, e.g. {@code 2 flat, 1 warmup} ({@link ForkedEstimate#classesText}). */
  String classesText() {
    return estimate.classesText();
  }

  /**
   * Both variance components as standard deviations relative to the estimate, e.g. {@code between
   * JVMs 3.1%, within one 0.4%}; empty with one fork.
   */
  Optional<String> componentsText() {
    return estimate.levels().map(l -> DecimalText.format("sd between JVMs %.2f%%, within one JVM %.2f%%",
        100 * Math.sqrt(l.betweenVariance()) / Math.abs(l.mean()), 100 * Math.sqrt(l.withinVariance())
            / Math.abs(l.mean())));
  }
}
