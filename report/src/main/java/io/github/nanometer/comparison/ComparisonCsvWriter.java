package io.github.nanometer.comparison;

import java.io.IOException;
import java.io.Writer;
import java.util.List;

/**
 * Writes a comparison's runs in cbdr's CSV layout: {@code benchmark,wall_time,user_time,sys_time}
 * in seconds, one row per measured run in run order, {@code NaN} where a CPU time is unknown (as
 * cbdr writes a missing statistic). The benchmark column holds {@code base} or {@code feature}.
 * {@code nanometer analyze FILE --value wall_time} reads it back.
 */
public final class ComparisonCsvWriter {

  /** The header line. */
  public static final String HEADER = "benchmark,wall_time,user_time,sys_time";

  private ComparisonCsvWriter() {}

  /** Writes the header and one row per run. */
  public static void write(List<Run> runs, Writer out) throws IOException {
    out.write(HEADER + "\n");
    for (Run r : runs) {
      out.write(row(r));
    }
    out.flush();
  }

  /** One run's row, newline included: {@code side,wall,user,sys} in seconds. */
  public static String row(Run r) {
    return r.side().label() + ',' + seconds(r.wallNanos()) + ',' + seconds(r.userNanos()) + ','
        + seconds(r.systemNanos()) + '\n';
  }

  /** Nanoseconds as seconds in shortest round-trip form; negative (unknown) as {@code NaN}. */
  static String seconds(long nanos) {
    return nanos < 0 ? "NaN" : Double.toString(nanos / 1e9);
  }
}
