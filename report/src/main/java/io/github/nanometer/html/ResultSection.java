package io.github.nanometer.html;

import io.github.nanometer.CounterSample;
import io.github.nanometer.Interval;
import io.github.nanometer.Isolation;
import io.github.nanometer.MeasurementPlan;
import io.github.nanometer.Result;
import io.github.nanometer.WarmupSummary;
import io.github.nanometer.results.OneJvmLabel;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The charts of one measured benchmark (a {@code nanometer-results} entry or the result of a
 * plug-in's measurement): its headline numbers (an interval from one JVM's samples labelled {@link
 * OneJvmLabel#LABEL}), a warning when warm-up did not reach steady state,
 * its plan, the distribution of per-evaluation times, the samples in order (disturbed ones marked)
 * and the warm-up curve. Per-evaluation time is each sample's elapsed time over its evaluations.
 * Plug-ins' sections ({@link io.github.nanometer.spi.PluginDocument#html}) draw their measurements'
 * results with it too ({@link io.github.nanometer.spi.ReportCharts#result}), as the results document
 * draws its own.
 */
public final class ResultSection {

  private ResultSection() {}

  /**
   * The section's HTML, titled {@code heading} (escaped here); a result without samples gets its
   * numbers and a note instead of charts.
   */
  public static String html(Result result, String heading) {
    StringBuilder sb = new StringBuilder();
    sb.append("<section class=\"benchmark\"><h3>").append(Xml.escape(heading)).append("</h3>");
    sb.append("<p class=\"numbers\">").append(Xml.escape(summary(result))).append("</p>");
    WarmupSummary warmup = result.warmup();
    if (!warmup.settled()) {
      sb.append("<p class=\"warning\">warm-up did not reach steady state: ").append(Xml.escape(warmup.reason()))
          .append("; the JIT was still changing the code, so this estimate may include its transitions</p>");
    }
    sb.append("<p class=\"meta\">").append(Xml.escape(planLine(result.plan()))).append("</p>");
    int[] evaluations = result.evaluations();
    double[] elapsed = result.elapsedNanos();
    int n = evaluations.length;
    if (n == 0) {
      sb.append("<p class=\"note\">no raw samples in this document: nothing to draw</p></section>");
      return sb.toString();
    }
    double[] perEvaluation = new double[n];
    for (int i = 0; i < n; i++) {
      perEvaluation[i] = elapsed[i] / Math.max(1, evaluations[i]);
    }
    Optional<Interval> interval = result.interval();
    DistributionChart.Markers markers = new DistributionChart.Markers(result.estimates().minimumNanos(),
        result.estimates().medianNanos(), result.estimates().meanNanos(),
        interval.map(Interval::low).orElse(Double.NaN), interval.map(Interval::high).orElse(Double.NaN),
        interval.map(i -> Math.round(i.confidence() * 100) + "% interval: " + i.method()).orElse(""));
    sb.append("<div class=\"charts\">");
    sb.append(DistributionChart.render("distribution of " + heading, perEvaluation, markers));
    sb.append(SequenceChart.render("samples of " + heading + " in order", perEvaluation, disturbed(result),
        warmupLabel(warmup)));
    List<WarmupSummary.Point> curve = warmup.curve();
    if (curve.size() >= 2) {
      double[] millis = curve.stream().mapToDouble(p -> p.elapsedNanos() / 1e6).toArray();
      double[] perEval = curve.stream().mapToDouble(WarmupSummary.Point::nanosPerEvaluation).toArray();
      sb.append(LineChart.render("warm-up of " + heading + ": time per evaluation until steady state",
          new LineChart.Series[] {new LineChart.Series("time per evaluation", millis, perEval)},
          "warm-up time (ms)", "ns per evaluation"));
    }
    sb.append("</div>");
    for (String note : result.notes()) {
      sb.append("<p class=\"note\">").append(Xml.escape(note)).append("</p>");
    }
    sb.append("</section>");
    return sb.toString();
  }

  /** Which samples the counters marked disturbed; null when no counter was read. */
  private static boolean[] disturbed(Result result) {
    List<CounterSample> deltas = result.counterDeltas();
    if (deltas.size() != result.sampleCount()) {
      return null;
    }
    boolean[] out = new boolean[deltas.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = deltas.get(i).disturbed();
    }
    return out;
  }

  private static String summary(Result result) {
    StringBuilder s = new StringBuilder();
    s.append(result.estimator().cliName()).append(" estimate ").append(ns(result.estimateNanos()));
    result.interval().ifPresent(i -> s.append(OneJvmLabel.after(String.format(Locale.ROOT, " [%s, %s] at %.0f%%",
        ns(i.low()), ns(i.high()), 100 * i.confidence()), result.oneJvm())));
    s.append("; min ").append(ns(result.estimates().minimumNanos()))
        .append(", median ").append(ns(result.estimates().medianNanos()))
        .append(", mean ").append(ns(result.estimates().meanNanos()));
    s.append("; ").append(result.sampleCount()).append(" samples of ").append(result.evaluationsPerSample())
        .append(" evaluations");
    if (!result.counterDeltas().isEmpty()) {
      s.append(", ").append(result.disturbedSamples()).append(" disturbed");
      if (result.droppedSamples() > 0) {
        s.append(" (").append(result.droppedSamples()).append(" left out of the estimates; all are drawn)");
      }
    }
    return s.toString();
  }

  /** The plan in one line: regime, isolation, warm-up bound. */
  private static String planLine(MeasurementPlan plan) {
    return "plan: inputs " + plan.regime().cliName() + "; " + (plan.isolation() == Isolation.SHARED_JVM
        ? "measured after " + plan.benchmarksBefore() + " other benchmarks in its JVM" : "its own JVM")
        + String.format(Locale.ROOT, "; warm-up at most %.1f s", plan.maxWarmup().toNanos() / 1e9);
  }

  private static String warmupLabel(WarmupSummary warmup) {
    return String.format(Locale.ROOT, "warm-up ended: %d rounds, %.0f ms%s", warmup.rounds(),
        warmup.wall().toNanos() / 1e6, warmup.settled() ? "" : ", not settled");
  }

  static String ns(double nanos) {
    if (!Double.isFinite(nanos)) {
      return "n/a";
    }
    return String.format(Locale.ROOT, nanos >= 1e6 ? "%.4g ms" : "%.4g ns", nanos >= 1e6 ? nanos / 1e6 : nanos);
  }
}
