package io.github.nanometer.cli;

import io.github.nanometer.Result;
import io.github.nanometer.compare.SavedBenchmark;
import io.github.nanometer.engine.ForkedEstimate;
import io.github.nanometer.report.Units;
import io.github.nanometer.stats.ConfidenceInterval;
import io.github.nanometer.stats.ForkLevels;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The lines under a text table of {@code reference --forks N}: per benchmark, the engine's answer
 * over its forks ({@link ForkedEstimate}: each fork's steady state after its last changepoint, the
 * mean over forks with a t interval that holds the spread between JVMs, which no single JVM's
 * interval holds), the modes of the fork estimates and both variance components as standard
 * deviations. Benchmarks measured once get no line.
 */
final class ForkSummary {
  private ForkSummary() {}

  /**
   * One line per benchmark (its {@link SavedBenchmark#key identity}: name, parameters, mode and
   * estimator, as {@code judge} names it) measured in two or more forks, in
   * first-seen order; empty when none was.
   *
   * @param results every fork's result, forks of one benchmark under the same name and parameters
   * @param confidence the level of the t interval, a fraction in (0, 1)
   */
  static List<String> lines(List<Result> results, double confidence) {
    Map<String, List<Result>> byBenchmark = new LinkedHashMap<>();
    for (Result r : results) {
      // the identity judge gives the same benchmark in the saved JSON, so its lines and judge's match
      String key = SavedBenchmark.key(r.name(), r.parameters(),
          SavedBenchmark.nanometerVariant(r.mode().name().toLowerCase(Locale.ROOT), r.estimator().cliName()));
      byBenchmark.computeIfAbsent(key, k -> new ArrayList<>()).add(r);
    }
    List<String> out = new ArrayList<>();
    byBenchmark.forEach((key, forks) -> {
      if (forks.size() < 2) {
        return;
      }
      ForkedEstimate e = ForkedEstimate.ofResults(forks, confidence);
      ForkLevels levels = e.levels().orElseThrow();
      ConfidenceInterval ci = e.interval();
      double mean = levels.mean();
      List<String> modes = new ArrayList<>();
      levels.modes().forEach(m -> modes.add(Units.nanos(m.centre()) + " x" + m.forks()));
      out.add(String.format(Locale.ROOT, "forks: %s: mean of %d forks %s, %s interval %s to %s (+-%s), modes %s; "
          + "sd between JVMs %s, within one %s", key, forks.size(), Units.nanos(mean), Units.percent(confidence),
          Units.nanos(ci.low()), Units.nanos(ci.high()), Units.percent(ci.halfWidth() / mean), String.join(", ", modes),
          Units.percent(Math.sqrt(levels.betweenVariance()) / mean),
          Units.percent(Math.sqrt(levels.withinVariance()) / mean)));
    });
    if (!out.isEmpty()) {
      out.add("forks: each interval is over the forks' estimates (JVM-to-JVM variation included); judge BASE NEW "
          + "decides over forks when both files have them");
    }
    return out;
  }
}
