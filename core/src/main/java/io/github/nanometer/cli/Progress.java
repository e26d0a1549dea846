package io.github.nanometer.cli;

import io.github.nanometer.os.ProcessSettings;
import io.github.nanometer.report.StatusLine;
import io.github.nanometer.spi.ProgressDisplay;
import java.io.PrintStream;

/**
 * Progress of a long run on stderr: one line rewritten in place when stderr is a terminal, nothing
 * otherwise (so logs and pipes stay clean). Set {@code NANOMETER_PROGRESS=1} to force plain lines.
 */
final class Progress implements ProgressDisplay {
  private final PrintStream err;
  private final boolean terminal;
  private final boolean forced;
  private final StatusLine status;

  /** Progress on {@code err}; active when a console is attached or NANOMETER_PROGRESS=1. */
  public Progress(PrintStream err) {
    this.err = err;
    this.terminal = System.console() != null;
    this.forced = ProcessSettings.PROGRESS.isOn();
    this.status = new StatusLine(err);
  }

  /** Shows {@code [done/total] what}. */
  @Override
  public void step(int done, int total, String what) {
    String line = "[" + done + "/" + total + "] " + what;
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

  /** Clears the progress line. */
  @Override
  public void done() {
    status.clear();
  }
}
