package io.github.nanometer.html;

import java.util.Locale;
import java.util.Map;

/**
 * The charts of one measured benchmark (a {@code nanometer-results} entry or the {@code result}
 * of a suite measurement): its headline numbers, a warning when warm-up did not reach steady state,
 * its plan, the distribution of per-evaluation times, the samples in order and the warm-up curve. Per-evaluation time is each sample's elapsed time over its evaluations.
 */
final class ResultSection {

  private ResultSection() {}

  /** The section's HTML; a result without samples gets its numbers and a note instead of charts. */
  static String html(Map<String, Object> result, String heading) {
    Map<String, Object> samples = Fields.object(result, "samples");
    double[] evaluations = Fields.numbers(samples, "evaluations");
    double[] elapsed = Fields.numbers(samples, "elapsedNanos");
    Map<String, Object> estimates = Fields.object(result, "estimates");
    Map<String, Object> interval = Fields.object(result, "interval");
    StringBuilder sb = new StringBuilder();
    sb.append("<section class=\"benchmark\"><h3>").append(Xml.escape(heading)).append("</h3>");
    sb.append("<p class=\"numbers\">").append(Xml.escape(summary(result, estimates, interval))).append("</p>");
    Map<String, Object> warmup = Fields.object(result, "warmup");
    if (Boolean.FALSE.equals(warmup.get("settled"))) {
      sb.append("<p class=\"warning\">warm-up did not reach steady state: ")
          .append(Xml.escape(Fields.string(warmup, "reason")))
          .append("; the JIT was still changing the code, so this estimate may include its transitions</p>");
    }
    String plan = planLine(Fields.object(result, "plan"));
    if (!plan.isEmpty()) {
      sb.append("<p class=\"meta\">").append(Xml.escape(plan)).append("</p>");
    }
    int n = Math.min(evaluations.length, elapsed.length);
    if (n == 0) {
      sb.append("<p class=\"note\">no raw samples in this document: nothing to draw</p></section>");
      return sb.toString();
    }
    double[] perEvaluation = new double[n];
    for (int i = 0; i < n; i++) {
      perEvaluation[i] = elapsed[i] / Math.max(1, evaluations[i]);
    }
    double confidence = Fields.number(interval, "confidence");
    DistributionChart.Markers markers = new DistributionChart.Markers(Fields.number(estimates, "minimumNanos"),
        Fields.number(estimates, "medianNanos"), Fields.number(estimates, "meanNanos"),
        Fields.number(interval, "lowNanos"), Fields.number(interval, "highNanos"),
        Double.isFinite(confidence) ? Math.round(confidence * 100) + "% interval: " + Fields.string(interval, "method")
            : "");
    sb.append("<div class=\"charts\">");
    sb.append(DistributionChart.render("distribution of " + heading, perEvaluation, markers));
    boolean[] disturbed = Fields.booleans(Fields.object(result, "counters"), "disturbed");
    if (disturbed != null && disturbed.length != n) {
      disturbed = null;
    }
    sb.append(SequenceChart.render("samples of " + heading + " in order", perEvaluation, disturbed,
        warmupLabel(warmup)));
    Map<String, Object> curve = Fields.object(warmup, "curve");
    double[] curveX = Fields.numbers(curve, "elapsedNanos");
    double[] curveY = Fields.numbers(curve, "nanosPerEvaluation");
    if (curveX.length >= 2 && curveX.length == curveY.length) {
      double[] millis = new double[curveX.length];
      for (int i = 0; i < millis.length; i++) {
        millis[i] = curveX[i] / 1e6;
      }
      sb.append(LineChart.render("warm-up of " + heading + ": time per evaluation until steady state",
          new LineChart.Series[] {new LineChart.Series("time per evaluation", millis, curveY)},
          "warm-up time (ms)", "ns per evaluation"));
    }
    sb.append("</div>");
    for (String note : Fields.strings(result, "notes")) {
      sb.append("<p class=\"note\">").append(Xml.escape(note)).append("</p>");
    }
    sb.append("</section>");
    return sb.toString();
  }

  private static String summary(Map<String, Object> result, Map<String, Object> estimates,
      Map<String, Object> interval) {
    StringBuilder s = new StringBuilder();
    s.append(Fields.string(result, "estimator")).append(" estimate ")
        .append(ns(Fields.number(result, "estimateNanos")));
    if (Double.isFinite(Fields.number(interval, "lowNanos"))) {
      s.append(String.format(Locale.ROOT, " [%s, %s] at %.0f%%", ns(Fields.number(interval, "lowNanos")),
          ns(Fields.number(interval, "highNanos")), 100 * Fields.number(interval, "confidence")));
    }
    s.append("; min ").append(ns(Fields.number(estimates, "minimumNanos")))
        .append(", median ").append(ns(Fields.number(estimates, "medianNanos")))
        .append(", mean ").append(ns(Fields.number(estimates, "meanNanos")));
    s.append("; ").append(Svg.num(Fields.number(result, "sampleCount"))).append(" samples of ")
        .append(Svg.num(Fields.number(result, "evaluationsPerSample"))).append(" evaluations");
    double disturbed = Fields.number(Fields.object(result, "counters"), "disturbedSamples");
    if (Double.isFinite(disturbed)) {
      s.append(", ").append(Svg.num(disturbed)).append(" disturbed");
    }
    double dropped = Fields.number(Fields.object(result, "counters"), "droppedSamples");
    if (dropped > 0) {
      s.append(" (").append(Svg.num(dropped)).append(" left out of the estimates; all are drawn)");
    }
    return s.toString();
  }

  /** The plan in one line: regime, isolation, warm-up bound; empty for documents without a plan. */
  private static String planLine(Map<String, Object> plan) {
    String regime = Fields.string(plan, "regime");
    if (regime == null || regime.isEmpty()) {
      return "";
    }
    String isolation = Fields.string(plan, "isolation");
    double before = Fields.number(plan, "benchmarksBefore");
    return "plan: inputs " + regime + "; " + ("shared-jvm".equals(isolation) && Double.isFinite(before)
        ? "measured after " + Svg.num(before) + " other benchmarks in its JVM" : "its own JVM")
        + String.format(Locale.ROOT, "; warm-up at most %.1f s", Fields.number(plan, "maxWarmupNanos") / 1e9);
  }

  private static String warmupLabel(Map<String, Object> warmup) {
    double rounds = Fields.number(warmup, "rounds");
    if (!Double.isFinite(rounds)) {
      return "measuring starts (no warm-up recorded)";
    }
    return String.format(Locale.ROOT, "warm-up ended: %.0f rounds, %.0f ms%s", rounds,
        Fields.number(warmup, "wallNanos") / 1e6, Boolean.TRUE.equals(warmup.get("settled")) ? "" : ", not settled");
  }

  static String ns(double nanos) {
    if (!Double.isFinite(nanos)) {
      return "n/a";
    }
    return String.format(Locale.ROOT, nanos >= 1e6 ? "%.4g ms" : "%.4g ns", nanos >= 1e6 ? nanos / 1e6 : nanos);
  }
}
