package io.github.nanometer.history.bisect;

import java.io.PrintStream;
import java.util.List;
import java.util.Locale;

/**
 * The text answer of a bisection: the first bad commit (sha and subject) or the commits it may
 * still be, then one line per probe with its verdict, pairs, interval and times. Machine-neutral
 * ({@link Locale#ROOT}); percentages only here, at the edge.
 */
public final class BisectReport {
  private BisectReport() {}

  /** Writes {@code result} of a bisection of {@code stepFraction} at {@code confidence} to {@code out}. */
  public static void write(BisectResult result, double stepFraction, double confidence, PrintStream out) {
    List<Commit> commits = result.commits();
    out.println(result.firstBad().map(c -> "first bad commit: " + c.sha() + " " + c.subject())
        .orElse("not narrowed to one commit; the first bad commit is one of:"));
    if (result.firstBad().isEmpty()) {
      for (int i : result.candidates()) {
        out.println("  " + commits.get(i).sha() + " " + commits.get(i).subject() + verdictNote(result, i));
      }
      if (result.stoppedAtMaxProbes()) {
        out.println("  (stopped at the probe limit; raise --max-probes and run again with the same --state to go on)");
      }
    }
    out.println(String.format(Locale.ROOT, "step %s, decided at %s; %d commits after the last good one, %d probes",
        percent(stepFraction), percent(stepFraction / 2), commits.size() - 1, result.probes().size()));
    out.println(String.format(Locale.ROOT, "%-5s %-12s %-11s %6s %-26s %10s %12s", "probe", "commit", "verdict",
        "pairs", "change (" + percentText(confidence) + " sequence)", "build", "measuring"));
    int n = 0;
    for (ProbeOutcome p : result.probes()) {
      n++;
      out.println(String.format(Locale.ROOT, "%-5d %-12s %-11s %6d %-26s %10s %12s", n, shortSha(p.sha()),
          p.verdict().text(), p.pairs(), interval(p), seconds(p.buildNanos()), seconds(p.measuringNanos())));
      if (!p.note().isEmpty()) {
        out.println("      " + p.note());
      }
    }
  }

  private static String verdictNote(BisectResult result, int index) {
    String sha = result.commits().get(index).sha();
    return result.probes().stream().filter(p -> p.sha().equals(sha)).reduce((a, b) -> b)
        .map(p -> " (" + p.verdict().text() + ")").orElse(index == result.commits().size() - 1 ? " (bad)" : " (not probed)");
  }

  private static String interval(ProbeOutcome p) {
    if (p.verdict() == ProbeVerdict.UNBUILDABLE) {
      return "-";
    }
    return "[" + percent(p.changeLowFraction()) + ", " + percent(p.changeHighFraction()) + "]";
  }

  private static String shortSha(String sha) {
    return sha.length() <= 12 ? sha : sha.substring(0, 12);
  }

  static String percent(double fraction) {
    if (Double.isInfinite(fraction)) {
      return fraction > 0 ? "+inf" : "-inf";
    }
    return String.format(Locale.ROOT, "%+.2f%%", fraction * 100);
  }

  private static String percentText(double fraction) {
    return String.format(Locale.ROOT, "%.4g%%", fraction * 100).replaceAll("\\.?0+%$", "%");
  }

  private static String seconds(long nanos) {
    return String.format(Locale.ROOT, "%.1f s", nanos / 1e9);
  }
}
