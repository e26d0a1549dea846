package io.github.nanometer.jmh;

import io.github.nanometer.text.Messages;
import java.io.PrintStream;

/**
 * The outputs of {@code nanometer jmh}, for the CLI and for programs: JMH's text table, nanometer's
 * {@code nanometer-jmh} JSON document, JMH's {@code -rf json} shape, and the plan listing.
 */
public final class JmhOutput {
  private JmhOutput() {}

  /** JMH's result table, what its columns mean, the notes, what was not run and why, the counts. */
  public static void text(JmhReport report, PrintStream out) {
    JmhTable.write(report, out);
  }

  /**
   * nanometer's {@code nanometer-jmh} document (version 3): every fork of every run with its complete
   * result, then each run's answer over its forks.
   */
  public static void json(JmhReport report, PrintStream out) {
    JmhJson.write(report, out);
  }

  /** JMH's {@code -rf json} array, one object per run, with nanometer's result under its extra key. */
  public static void jmh(JmhReport report, PrintStream out) {
    JmhJson.writeJmh(report, out);
  }

  /**
   * The exit status of {@code --strict}: {@code 5} with one line on {@code err} per run that had a
   * fork without steady state, forks in more than one mode (inconsistent across JVMs), or a warm-up
   * that did not settle; otherwise {@code status}.
   */
  public static int strictStatus(JmhReport report, int status, PrintStream err) {
    java.util.List<String> problems = new java.util.ArrayList<>();
    for (JmhRunSummary run : JmhRunSummary.of(report)) {
      java.util.List<String> why = new java.util.ArrayList<>();
      if (run.estimate().anyWithoutSteadyState()) {
        why.add("a fork without steady state");
      }
      if (run.estimate().inconsistent()) {
        why.add("inconsistent across JVMs (modes " + run.modesText() + ")");
      }
      if (run.forks().stream().anyMatch(f -> !f.result().warmup().settled())) {
        why.add("warm-up did not settle");
      }
      if (!why.isEmpty()) {
        problems.add(Messages.escape(run.benchmark().runName()) + ": " + String.join(", ", why));
      }
    }
    if (problems.isEmpty()) {
      return status;
    }
    problems.forEach(p -> err.println("nanometer jmh: --strict: " + p));
    return STRICT_EXIT_STATUS;
  }

  /**
   * One line on {@code err} per run that failed in its JVM, {@code nanometer jmh: RUN failed: WHY}
   * (the reason's last line, where the child's own one-line reason is; control characters escaped),
   * so that a failure is said on stderr as well as in the document the run writes.
   */
  public static void failures(JmhReport report, PrintStream err) {
    for (JmhRefusal r : report.failures()) {
      err.println("nanometer jmh: " + Messages.escape(r.benchmark()) + " failed: "
          + Messages.escape(JmhTable.lastLine(r.reason())));
    }
  }

  /** The exit status {@link #strictStatus} returns when a run fails the strict checks. */
  public static final int STRICT_EXIT_STATUS = 5;

  /** {@code ", 4 threads: get x1, inc x3"} for a threaded run, empty otherwise. */
  static String threads(JmhBenchmark b) {
    if (!b.threaded()) {
      return "";
    }
    StringBuilder sb = new StringBuilder(", " + b.totalThreads() + " threads");
    if (b.group()) {
      sb.append(":");
      b.threads().forEach((m, n) -> sb.append(' ').append(m).append(" x").append(n).append(','));
      sb.setLength(sb.length() - 1);
    }
    return sb.toString();
  }

  /** The runs a plan stands for, one line each, then the refused benchmarks with why. */
  public static void list(JmhPlan plan, PrintStream out) {
    out.println(plan.runs().size() + " runs of " + plan.selected() + " selected benchmarks (found " + plan.discovered()
        + " in " + plan.source() + "):");
    for (JmhBenchmark b : plan.runs()) {
      out.println("  " + Messages.escape(b.runName()) + "  [@Warmup " + b.warmup().text() + ", @Measurement "
          + b.measurement().text()
          + ", " + JmhResult.unitText(b.outputUnit()) + threads(b) + "]");
    }
    if (!plan.refusals().isEmpty()) {
      out.println("Refused:");
      for (JmhRefusal r : plan.refusals()) {
        out.println("  " + Messages.escape(r.benchmark() + ": " + r.feature() + ": " + r.reason()));
      }
    }
  }
}
