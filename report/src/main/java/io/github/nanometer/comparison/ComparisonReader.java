package io.github.nanometer.comparison;

import io.github.nanometer.Interval;
import io.github.nanometer.json.DocumentHeader;
import io.github.nanometer.json.JsonValue;
import io.github.nanometer.json.JsonWriter;
import io.github.nanometer.report.IntervalReader;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Reads a {@code nanometer-compare} document ({@link ComparisonWriter#json}) back into the {@link
 * ComparisonResult} it was written from. Members the writer derives from others (the per-side
 * means and run counts, the estimate, the exit code, the grace period) are not read. Durations
 * written in seconds are read back to the nearest nanosecond. A run's wall time below 0 ns, or a CPU
 * time below -1 (unknown), is refused with its path.
 */
public final class ComparisonReader {
  private ComparisonReader() {}

  /**
   * The result in {@code text}.
   *
   * @throws IllegalArgumentException when the text is not JSON, not a {@code nanometer-compare}
   *     document at a version this build reads, or a member is missing, mistyped or out of range
   *     (the message names its path)
   */
  public static ComparisonResult parse(String text) {
    JsonValue top = DocumentHeader.COMPARE.parseChecked(text);
    return read(top);
  }

  /** The result at {@code top}, a document whose header was checked. */
  static ComparisonResult read(JsonValue top) {
    CommandComparisonOptions options = options(top);
    RegressionVerdict verdict = top.get("verdict").choice(RegressionVerdict.values(), ComparisonWriter::verdictName);
    Interval change = IntervalReader.read(top.get("change"));
    List<Run> runs = runs(top.get("runs"));
    Optional<ComparisonResult.Failure> failure = failure(top.get("failure"));
    return top.build(() -> new ComparisonResult(options, verdict, change, runs, nonNegative(top.get("blocks")),
        nanos(top.get("elapsedSeconds")), top.get("cpuTimeSource").string(), top.get("containment").string(),
        top.get("killedAtTimeLimit").bool(), failure));
  }

  private static CommandComparisonOptions options(JsonValue top) {
    CommandComparisonOptions.Builder b = CommandComparisonOptions.builder()
        .baseCommand(top.get(Side.BASE.label()).get("command").string())
        .featureCommand(top.get(Side.FEATURE.label()).get("command").string())
        .thresholdFraction(top.get("thresholdFraction").number()).confidence(top.get("confidence").number())
        .oneSided(top.get("sides").choice(new Boolean[] {false, true}, one -> one ? "one-sided" : "two-sided"))
        .minBlocks(top.get("minBlocks").integer()).warmupRuns(top.get("warmupRuns").integer())
        .timeLimit(Duration.ofNanos(nanos(top.get("timeLimitSeconds")))).seed(top.get("seed").longValue());
    JsonValue runTimeout = top.get("runTimeoutSeconds");
    if (!runTimeout.isNull()) {
      b.runTimeout(Duration.ofNanos(nanos(runTimeout)));
    }
    return top.build(b::build);
  }

  private static List<Run> runs(JsonValue runs) {
    List<JsonValue> sides = runs.get("side").elements();
    int[] blocks = runs.get("block").ints();
    long[] wall = runs.get("wallNanos").longs();
    long[] user = runs.get("userNanos").longs();
    long[] system = runs.get("systemNanos").longs();
    for (String column : List.of("block", "wallNanos", "userNanos", "systemNanos")) {
      int size = runs.get(column).elements().size();
      if (size != sides.size()) {
        throw runs.get(column).error("must have one element per run (" + sides.size() + "), got " + size);
      }
    }
    List<Run> out = new ArrayList<>(sides.size());
    for (int i = 0; i < sides.size(); i++) {
      atLeast(runs.get("wallNanos"), i, wall[i], 0, "a run's wall time must be at least 0 ns");
      atLeast(runs.get("userNanos"), i, user[i], -1, "a run's CPU time must be at least 0 ns (-1: unknown)");
      atLeast(runs.get("systemNanos"), i, system[i], -1, "a run's CPU time must be at least 0 ns (-1: unknown)");
      out.add(new Run(sides.get(i).choice(Side.values(), Side::label), blocks[i], wall[i], user[i], system[i]));
    }
    return out;
  }

  /** Refuses element {@code i} of the array {@code column} when {@code value} is below {@code min}. */
  private static void atLeast(JsonValue column, int i, long value, long min, String rule) {
    if (value < min) {
      throw column.elements().get(i).error(rule + ", got " + value);
    }
  }

  private static Optional<ComparisonResult.Failure> failure(JsonValue f) {
    if (f.isNull()) {
      return Optional.empty();
    }
    return Optional.of(new ComparisonResult.Failure(f.get("side").choice(Side.values(), Side::label),
        f.get("command").string(), f.get("exitCode").integer(), f.get("stderrTail").string(), f.get("warmup").bool(),
        f.get("timedOut").bool()));
  }

  private static int nonNegative(JsonValue v) {
    int n = v.integer();
    if (n < 0) {
      throw v.error("must be at least 0, got " + n);
    }
    return n;
  }

  /** Seconds as written ({@code nanos / 1e9}) back to whole nanoseconds. */
  private static long nanos(JsonValue seconds) {
    double s = seconds.number();
    if (!(s >= 0) || s * 1e9 >= Long.MAX_VALUE) {
      throw seconds.error("must be a number of seconds from 0 to " + Long.MAX_VALUE / 1e9 + ", got "
          + (seconds.isNull() ? "null" : JsonWriter.formatDouble(s)));
    }
    return Math.round(s * 1e9);
  }
}
