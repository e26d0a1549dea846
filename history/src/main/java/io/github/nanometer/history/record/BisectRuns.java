package io.github.nanometer.history.record;

import io.github.nanometer.history.store.CommitFacts;
import io.github.nanometer.history.store.ResultRecord;
import io.github.nanometer.history.store.RunReason;
import io.github.nanometer.history.store.RunRecord;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.OptionalDouble;

/**
 * The runs {@code nanometer history bisect} records: one build's values from one probe's pairs as a
 * run of reason {@link RunReason#BISECT} in the series of the change point being bisected. The run
 * takes its machine, JVM and branch from a run already recorded in that series (the bisection is
 * meant to run where the series was measured), and its one result is the mean of the values with
 * Student's t interval; each value is one invocation of the run command, counted as a fork (the
 * docs ask for a fresh JVM per invocation), and their standard deviation is the between-fork spread.
 */
public final class BisectRuns {
  /** The tool version of a bisect run. */
  public static final String TOOL_VERSION = "nanometer history bisect (the --run command's values)";

  private BisectRuns() {}

  /**
   * One build's values as a bisect run.
   *
   * @param runId the run's id, stable for the same probe and side so that recording again adds nothing
   * @param commit the commit the build is of
   * @param like a run of the series: its branch, machine and JVM are the new run's
   * @param seriesResult a result of the series: its benchmark, measure and unit are the new result's
   * @param values the build's values in the series' unit, at least 2, each finite and positive
   * @param confidence the interval's level, in (0, 1)
   * @param startTime when the probe began measuring
   * @param endTime when it ended, not before {@code startTime}
   * @throws IllegalArgumentException when fewer than 2 values are given or one is not finite and positive
   */
  public static RunRecord of(String runId, CommitFacts commit, RunRecord like, ResultRecord seriesResult,
      double[] values, double confidence, Instant startTime, Instant endTime) {
    for (double v : values) {
      if (!(v > 0) || !Double.isFinite(v)) {
        throw new IllegalArgumentException("bisect values must be finite and positive, got " + v);
      }
    }
    int n = values.length;
    Repeats r = Repeats.of(values, confidence, "mean of " + n + " invocations of the bisect run command ("
        + seriesResult.unit() + ")", "invocations");
    ResultRecord result = new ResultRecord(seriesResult.benchmark(), seriesResult.measure(), seriesResult.unit(),
        r.mean(), r.interval(), n, OptionalDouble.of(r.standardDeviation()), n);
    return new RunRecord(runId, commit, like.branch(), like.machine(), like.jvm(), TOOL_VERSION, RunReason.BISECT,
        startTime, endTime, hash(runId, values), List.of(result));
  }

  /**
   * A bisect run's id: {@code bisect-} and the first 32 hex digits of the SHA-256 of {@code fields}
   * (the question, the seed, the probe's number and the side), so the same probe's run has the
   * same id whenever it is recorded.
   */
  public static String runId(String... fields) {
    return "bisect-" + sha256(String.join("\n", fields)).substring(0, 32);
  }

  /** The SHA-256 of the run id and the values, standing for the document a bisect run has none of. */
  private static String hash(String runId, double[] values) {
    StringBuilder text = new StringBuilder(runId);
    for (double v : values) {
      text.append('\n').append(String.format(Locale.ROOT, "%.17g", v));
    }
    return sha256(text.toString());
  }

  private static String sha256(String text) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("the JDK has no SHA-256", e);
    }
  }
}
