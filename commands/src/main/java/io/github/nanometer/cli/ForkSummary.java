package io.github.nanometer.cli;

import io.github.nanometer.Interval;
import io.github.nanometer.Result;
import io.github.nanometer.compare.SavedBenchmark;
import io.github.nanometer.engine.ForkedEstimate;
import io.github.nanometer.report.Units;
import io.github.nanometer.stats.ForkLevels;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code reference}'s answer per benchmark measured in fresh JVMs (forks, its default): the
 * results grouped by benchmark, and the lines under its text table, per benchmark the engine's
 * answer over its forks ({@link ForkedEstimate}: each fork's steady state after its last
 * changepoint, the mean over forks with a t interval that holds the spread between JVMs, which no
 * single JVM's interval holds), the modes of the fork estimates and whether there was one, the
 * forks' steady-state classes, both variance components as standard deviations, and why forking
 * stopped. Benchmarks measured once get no line.
 */
final class ForkSummary {
  private ForkSummary() {}

  /**
   * A benchmark's identity as {@code judge} gives it in the saved JSON ({@link SavedBenchmark#key}:
   * name, parameters, mode and estimator), so that the lines and judge's name it alike.
   */
  static String key(Result r) {
    return SavedBenchmark.key(r.name(), r.parameters(),
        SavedBenchmark.nanometerVariant(r.mode().name().toLowerCase(Locale.ROOT), r.estimator().cliName()));
  }

  /** {@code results} grouped by {@link #key}, in first-seen order, each group's results in their order. */
  static Map<String, List<Result>> byBenchmark(List<Result> results) {
    Map<String, List<Result>> byBenchmark = new LinkedHashMap<>();
    for (Result r : results) {
      byBenchmark.computeIfAbsent(key(r), k -> new ArrayList<>()).add(r);
    }
    return byBenchmark;
  }

  /** As {@link #lines(List, double, Map)} with no stop reasons known. */
  static List<String> lines(List<Result> results, double confidence) {
    return lines(results, confidence, Map.of());
  }

  /**
   * One line per benchmark ({@link #key}) measured in two or more forks, in first-seen order, and a
   * closing note; empty when none was.
   *
   * @param results every fork's result, forks of one benchmark under the same name and parameters
   * @param confidence the level of the t interval, a fraction in (0, 1)
   * @param stops per benchmark key, why it stopped forking ({@code precise}, {@code max-wall}, ...),
   *     where known
   */
  static List<String> lines(List<Result> results, double confidence, Map<String, String> stops) {
    List<String> out = new ArrayList<>();
    byBenchmark(results).forEach((key, forks) -> {
      if (forks.size() < 2) {
        return;
      }
      ForkedEstimate e = ForkedEstimate.ofResults(forks, confidence);
      ForkLevels levels = e.levels().orElseThrow();
      Interval ci = e.interval();
      double mean = levels.mean();
      List<String> modes = new ArrayList<>();
      levels.modes().forEach(m -> modes.add(Units.nanos(m.centre()) + " x" + m.forks()));
      out.add(String.format(Locale.ROOT, "forks: %s: mean of %d forks %s, %s interval %s to %s (+-%s), modes %s (%s); "
          + "steady state: %s; sd between JVMs %s, within one %s%s", key, forks.size(), Units.nanos(mean),
          Units.percent(confidence), Units.nanos(ci.low()), Units.nanos(ci.high()),
          Units.percent(ci.halfWidth() / mean), String.join(", ", modes),
          e.inconsistent() ? "inconsistent across JVMs" : "consistent", e.classesText(),
          Units.percent(Math.sqrt(levels.betweenVariance()) / mean),
          Units.percent(Math.sqrt(levels.withinVariance()) / mean),
          stops.containsKey(key) ? "; stopped: " + stops.get(key) : ""));
    });
    if (!out.isEmpty()) {
      out.add("forks: each interval is over the forks' steady-state estimates (JVM-to-JVM variation included); "
          + "judge BASE NEW decides over forks when both files have them");
    }
    return out;
  }
}
