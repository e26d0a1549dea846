package io.github.nanometer.comparison;

import io.github.nanometer.text.StatusLine;
import java.io.PrintStream;
import java.util.Locale;
import java.util.function.LongSupplier;

/**
 * Live progress of {@code nanometer compare} on stderr: on a terminal one line rewritten in place
 * after every block; otherwise (a log, a CI job) a line per block at most once per {@link
 * #LOG_INTERVAL_NANOS}, so logs stay short.
 */
public final class ProgressLine implements ComparisonProgress.Listener {

  /** At most one progress line per second when stderr is not a terminal. */
  public static final long LOG_INTERVAL_NANOS = 1_000_000_000L;

  private final PrintStream err;
  private final boolean terminal;
  private final LongSupplier nanoClock;
  private final StatusLine status;
  private long lastPrinted = Long.MIN_VALUE;

  /**
   * @param err where to write (stderr)
   * @param terminal true to rewrite one line in place
   * @param nanoClock monotonic time for rate limiting
   */
  public ProgressLine(PrintStream err, boolean terminal, LongSupplier nanoClock) {
    this.err = err;
    this.terminal = terminal;
    this.nanoClock = nanoClock;
    this.status = new StatusLine(err);
  }

  @Override
  public void afterBlock(ComparisonProgress p) {
    String line = line(p);
    if (terminal) {
      status.show(line);
      return;
    }
    long now = nanoClock.getAsLong();
    if (lastPrinted == Long.MIN_VALUE || now - lastPrinted >= LOG_INTERVAL_NANOS) {
      err.println(line);
      lastPrinted = now;
    }
  }

  @Override
  public void finished() {
    if (terminal) {
      status.end();
    }
  }

  /** The progress as one line. */
  static String line(ComparisonProgress p) {
    String change = ComparisonWriter.changeText(p.change());
    return String.format(Locale.ROOT, "block %d: base %s, feature %s, change %s vs threshold %s, %s",
        p.block(), ComparisonWriter.duration(p.baseMeanNanos()), ComparisonWriter.duration(p.featureMeanNanos()),
        change, ComparisonWriter.signedPercent(p.thresholdFraction()), ComparisonWriter.duration(p.elapsedNanos()));
  }
}
