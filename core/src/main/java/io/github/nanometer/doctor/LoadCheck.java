package io.github.nanometer.doctor;

import io.github.nanometer.text.Tokens;
import java.util.List;
import java.util.Optional;

/** The load average and the number of runnable tasks ({@code /proc/loadavg}) against the usable cpus. */
final class LoadCheck implements Check {

  static final String ID = "load.average";
  private static final String WHY = "other runnable work competes for cpus, caches, memory bandwidth "
      + "and the power budget, and preempts the benchmark";
  /** A 1-minute load at or above this is background work worth finding. */
  static final double WARN_LOAD = 0.5;

  @Override
  public String id() {
    return ID;
  }

  @Override
  public List<Finding> run(DoctorContext context) {
    Optional<String> text = context.files().readTrimmed("/proc/loadavg");
    String[] f = Tokens.words(text.orElse("")).toArray(String[]::new);
    double load1;
    double load5;
    double load15;
    long runnable;
    try {
      load1 = Double.parseDouble(f[0]);
      load5 = Double.parseDouble(f[1]);
      load15 = Double.parseDouble(f[2]);
      runnable = Long.parseLong(f[3].substring(0, f[3].indexOf('/')));
    } catch (RuntimeException e) { // NumberFormatException, ArrayIndexOutOfBounds, StringIndexOutOfBounds
      return List.of(Finding.of(ID, Status.UNKNOWN, text.isEmpty() ? "/proc/loadavg is unreadable"
          : "unexpected /proc/loadavg: '" + text.get() + "'", WHY, LinuxTips.LOAD));
    }
    // the load average counts runnable tasks of the whole system (not of a container), so it is
    // judged against all online cpus
    int cpus = context.onlineCpus().cardinality();
    long others = Math.max(0, runnable - 1); // the reading thread itself is runnable
    String observed = "load " + Text.decimal(load1, 2) + " " + Text.decimal(load5, 2) + " " + Text.decimal(load15, 2)
        + " (1/5/15 min) on " + cpus + " online cpus; " + others + " other runnable tasks";
    Status status = load1 >= cpus ? Status.FAIL : load1 >= WARN_LOAD ? Status.WARN : Status.OK;
    Finding finding = Finding.of(ID, status, observed, WHY, LinuxTips.LOAD);
    if (status == Status.OK) {
      return List.of(finding);
    }
    return List.of(finding.withLabel("load " + Text.decimal(load1, 2))
        .withFix("top -b -n 1 -o %CPU | head -n 15 (find the busy processes, then stop or pause them)", ""));
  }
}
