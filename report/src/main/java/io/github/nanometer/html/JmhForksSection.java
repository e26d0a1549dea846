package io.github.nanometer.html;

import io.github.nanometer.results.JmhForkSummary;
import io.github.nanometer.stats.SteadyStateClass;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The runs of a {@code nanometer-jmh} document over their forks (its {@code forkSummaries}): a
 * table row per run (forks, score and interval in the run's unit, the modes of the fork estimates,
 * the forks' steady-state classes counted, whether the forks agree, why forking stopped, and the
 * standard deviations between JVMs and within one as percent of the estimate; a one-fork run says
 * the spread between JVMs was not measured), then per run one {@link ForkSeriesChart} panel per
 * fork, all on the run's y axis, captioned with the fork's class and changepoints.
 */
final class JmhForksSection {

  /** What a run measured in one JVM says instead of the spread between JVMs. */
  static final String ONE_JVM = "one JVM: the spread between JVMs was not measured";

  private JmhForksSection() {}

  /** The section of {@code runs}; empty when there are none (a document before version 3). */
  static String html(List<JmhForkSummary> runs) {
    if (runs.isEmpty()) {
      return "";
    }
    StringBuilder sb = new StringBuilder("<section class=\"jmh-forks\"><h3>Runs over their forks</h3>");
    sb.append("<table class=\"forks\"><thead><tr><th>run</th><th>forks</th><th>score [interval]</th><th>modes</th>")
        .append("<th>steady states</th><th>across JVMs</th><th>stopped</th><th>sd between JVMs</th>")
        .append("<th>sd within one JVM</th></tr></thead><tbody>");
    for (JmhForkSummary r : runs) {
      sb.append("<tr><td>").append(Xml.escape(r.run())).append("</td><td class=\"num\">").append(r.forks())
          .append("</td><td class=\"num score\">").append(Xml.escape(score(r))).append("</td><td>")
          .append(Xml.escape(modes(r))).append("</td><td class=\"classes\">").append(classes(r.forkSteadyStates()))
          .append("</td><td>").append(r.oneJvm() ? "one JVM" : r.consistent() ? "consistent" : "inconsistent")
          .append("</td><td>").append(Xml.escape(r.stop().orElse("not recorded"))).append("</td>");
      if (r.oneJvm()) {
        sb.append("<td class=\"one-jvm\">").append(ONE_JVM).append("</td>");
      } else {
        sb.append("<td class=\"num\">").append(percent(r.betweenJvmVarianceNanos2(), r.estimateNanos())).append("</td>");
      }
      sb.append("<td class=\"num\">").append(percent(r.withinJvmVarianceNanos2(), r.estimateNanos()))
          .append("</td></tr>");
    }
    sb.append("</tbody></table><p class=\"numbers\">Per fork, its blocks (each at least 10 ms of samples, its value ")
        .append("the run's estimator, ns per invocation) in the order measured; each segment's level (the median of ")
        .append("its blocks) as a line, changepoints dashed, and shaded the span the fork's estimate stands on (its ")
        .append("last segment, bold; the whole series without a steady state). A run's panels share their y axis.</p>");
    for (JmhForkSummary r : runs) {
      sb.append("<h4>").append(Xml.escape(r.run())).append(": each fork's blocks and segments</h4><div class=\"charts\">");
      double[] axis = yAxis(r.forkSteadyStates());
      List<JmhForkSummary.Fork> forks = r.forkSteadyStates();
      for (int i = 0; i < forks.size(); i++) {
        String caption = caption(i + 1, forks.get(i));
        sb.append(Figure.of(caption, ForkSeriesChart.render(r.run() + ", " + caption, forks.get(i), axis[0], axis[1])));
      }
      sb.append("</div>");
    }
    return sb.append("</section>").toString();
  }

  /** The caption of a fork's panel, e.g. {@code fork 3: warmup, 2 changepoints}. */
  static String caption(int fork, JmhForkSummary.Fork f) {
    int c = f.changepoints();
    return "fork " + fork + ": " + f.steadyClass() + ", "
        + (c == 0 ? "no changepoint" : c == 1 ? "1 changepoint" : c + " changepoints");
  }

  /** The classes with their counts in the classes' order, e.g. {@code 4 flat, 1 warmup}. */
  static String classes(List<JmhForkSummary.Fork> forks) {
    List<String> parts = new ArrayList<>();
    for (SteadyStateClass c : SteadyStateClass.values()) {
      long n = forks.stream().filter(f -> f.steadyClass().equals(c.label())).count();
      if (n > 0) {
        parts.add(n + " " + c.label());
      }
    }
    return String.join(", ", parts);
  }

  private static String score(JmhForkSummary r) {
    return Svg.sig(r.score()) + " " + r.scoreUnit() + " [" + Svg.sig(r.scoreLow()) + ", " + Svg.sig(r.scoreHigh())
        + "] (" + Svg.sig(100 * r.confidence()) + "%)";
  }

  private static String modes(JmhForkSummary r) {
    if (r.modes().isEmpty()) {
      return "n/a";
    }
    List<String> parts = new ArrayList<>();
    r.modes().forEach(m -> parts.add(Svg.sig(m.estimateNanos()) + " ns x" + m.forks()));
    return String.join(", ", parts);
  }

  /** A variance component's standard deviation as percent of the estimate, e.g. {@code 3.10%}. */
  private static String percent(double varianceNanos2, double estimateNanos) {
    double p = 100 * Math.sqrt(varianceNanos2) / Math.abs(estimateNanos);
    return Double.isFinite(p) ? String.format(Locale.ROOT, "%.2f%%", p) : "n/a";
  }

  /** The run's shared y axis: from its lowest block to where {@link AxisRange#top} ends it. */
  private static double[] yAxis(List<JmhForkSummary.Fork> forks) {
    double[] all = forks.stream().flatMapToDouble(f -> Arrays.stream(f.blockNanos())).sorted().toArray();
    return new double[] {all[0], Math.max(AxisRange.top(all), all[0])};
  }
}
