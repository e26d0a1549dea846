package io.github.nanometer.cli;

import io.github.nanometer.cli.spi.ProgressDisplay;
import io.github.nanometer.os.ProcessSettings;
import io.github.nanometer.text.StatusLine;
import java.io.PrintStream;
import java.util.Locale;
import java.util.function.LongSupplier;

/**
 * Progress of a long run on stderr: one line rewritten in place when stderr is a terminal, nothing
 * otherwise (so logs and pipes stay clean). Set {@code NANOMETER_PROGRESS=1} to force plain lines.
 * Once a step is done, the line says about how long the rest will take at the pace so far.
 */
final class Progress implements ProgressDisplay {
  private final PrintStream err;
  private final boolean terminal;
  private final boolean forced;
  private final StatusLine status;
  private final LongSupplier nanoClock;
  private long startNanos;
  private int doneAtStart = -1;

  /** Progress on {@code err}; active when a console is attached or NANOMETER_PROGRESS=1. */
  public Progress(PrintStream err) {
    this(err, System.console() != null, ProcessSettings.PROGRESS.isOn(), System::nanoTime);
  }

  /**
   * Progress on {@code err}, rewritten in place when {@code terminal}, as plain lines when {@code
   * forced}, timed by {@code nanoClock} (monotonic nanoseconds) for the time left.
   */
  Progress(PrintStream err, boolean terminal, boolean forced, LongSupplier nanoClock) {
    this.err = err;
    this.terminal = terminal;
    this.forced = forced;
    this.nanoClock = nanoClock;
    this.status = new StatusLine(err);
  }

  /** Shows {@code [done/total] what}, with the time left once a step has been timed. */
  @Override
  public void step(int done, int total, String what) {
    long now = nanoClock.getAsLong();
    if (doneAtStart < 0 || done < doneAtStart) {
      doneAtStart = done;
      startNanos = now;
    }
    String left = "";
    if (done > doneAtStart && done < total) {
      double nanosPerStep = (double) (now - startNanos) / (done - doneAtStart);
      left = ", about " + timeLeft(nanosPerStep * (total - done)) + " left";
    }
    String line = "[" + done + "/" + total + left + "] " + what;
    if (terminal) {
      status.show(line);
    } else if (forced) {
      err.println(line);
    }
  }

  /** Shows {@code what} as it is (progress without a known total). */
  @Override
  public void show(String what) {
    if (terminal) {
      status.show(what);
    } else if (forced) {
      err.println(what);
    }
  }

  /** {@code nanos} in words a reader takes in at a glance: "40s", "3m 05s", "1h 20m". */
  static String timeLeft(double nanos) {
    long seconds = Math.max(1, Math.round(nanos / 1e9));
    if (seconds < 60) {
      return seconds + "s";
    }
    if (seconds < 3600) {
      return String.format(Locale.ROOT, "%dm %02ds", seconds / 60, seconds % 60);
    }
    long minutes = Math.round(seconds / 60.0);
    return String.format(Locale.ROOT, "%dh %02dm", minutes / 60, minutes % 60);
  }

  /** Clears the progress line. */
  @Override
  public void done() {
    status.clear();
  }
}
