package io.github.nanometer.history.chart;

import io.github.nanometer.Interval;
import io.github.nanometer.history.changes.ChangeDetector;
import io.github.nanometer.history.changes.SeriesChanges;
import io.github.nanometer.history.store.BenchmarkIdentity;
import io.github.nanometer.history.store.BranchSeries;
import io.github.nanometer.history.store.ChangeStatus;
import io.github.nanometer.history.store.CommitFacts;
import io.github.nanometer.history.store.DetectedChange;
import io.github.nanometer.history.store.ExcludedPoint;
import io.github.nanometer.history.store.RecordedChangePoint;
import io.github.nanometer.history.store.ResultRecord;
import io.github.nanometer.history.store.RunReason;
import io.github.nanometer.history.store.SeriesKey;
import io.github.nanometer.history.store.SeriesPoint;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;

/** Series, points, commits and change points for the chart's tests, all made from fixed values. */
final class ChartSamples {
  private ChartSamples() {}

  static final Instant T0 = Instant.parse("2026-03-01T12:00:00Z");
  static final String MEASURE = "mean time per evaluation";
  static final String KERNEL = "Linux 6.1.0-18-amd64";
  static final String JVM = "17.0.15+6";

  /** A benchmark called {@code name} with one parameter. */
  static BenchmarkIdentity benchmark(String name) {
    return BenchmarkIdentity.of(name, Map.of("size", "1024"), "avgt", "body@" + name.length());
  }

  /** The series of {@code benchmark} on the sample machine and JDK 17. */
  static SeriesKey key(BenchmarkIdentity benchmark) {
    return new SeriesKey(benchmark, MEASURE, "AMD EPYC 7B13, 2 cores, 8330 MB", "Eclipse Adoptium", 17,
        List.of("-Xmx1g"));
  }

  /** A 40-digit object name made from {@code text}. */
  static String sha(String text) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-1").digest(text.getBytes(StandardCharsets.UTF_8)));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  /** The commit at {@code position}: its object name. */
  static String commit(long position) {
    return sha("commit " + position);
  }

  /** The first {@code n} commits' facts, subjects "change number i". */
  static List<CommitFacts> commits(int n) {
    List<CommitFacts> commits = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      commits.add(new CommitFacts(commit(i), i == 0 ? List.of() : List.of(commit(i - 1)),
          T0.plus(Duration.ofHours(i)), "change number " + i));
    }
    return commits;
  }

  /** A result of {@code estimate} in {@code unit} with a +-1% interval. */
  static ResultRecord result(BenchmarkIdentity benchmark, String unit, double estimate) {
    return new ResultRecord(benchmark, MEASURE, unit, estimate,
        new Interval(estimate * 0.99, estimate * 1.01, 0.95, MEASURE, "t over forks"), 3, OptionalDouble.empty(), 300);
  }

  /** The point of run "run-{position}" on commit {@code position}. */
  static SeriesPoint point(BenchmarkIdentity benchmark, long position, double ns, String kernel, String jvm) {
    return new SeriesPoint(position, commit(position), "run-" + position, RunReason.PUSH,
        T0.plus(Duration.ofHours(position)).plusSeconds(60), result(benchmark, "ns", ns), kernel, jvm);
  }

  /** A deterministic wobble of about 0.5% around 1. */
  static double wobble(int i) {
    return 1 + 0.005 * Math.sin(i * 2.3);
  }

  /**
   * The sample series: 40 commits of {@code benchmark} at about 100 ns, 10% slower from commit 20;
   * commit 7 excluded (reason {@code excludedReason}), the kernel updated at commit 30, the JVM at 35.
   */
  static BranchSeries stepSeries(BenchmarkIdentity benchmark, String excludedReason) {
    List<SeriesPoint> points = new ArrayList<>();
    List<ExcludedPoint> excluded = new ArrayList<>();
    for (int i = 0; i < 40; i++) {
      SeriesPoint p = point(benchmark, i, (i < 20 ? 100 : 110) * wobble(i), i < 30 ? KERNEL : "Linux 6.1.0-20-amd64",
          i < 35 ? JVM : "17.0.16+8");
      if (i == 7) {
        excluded.add(new ExcludedPoint(p, excludedReason));
      } else {
        points.add(p);
      }
    }
    return new BranchSeries(key(benchmark), "main", points, excluded);
  }

  /** The detector's answer over {@code series}' points. */
  static SeriesChanges detect(BranchSeries series) {
    return ChangeDetector.withDefaults().detect(series.points().stream().mapToDouble(p -> p.result().estimate())
        .toArray());
  }

  /** A recorded change point of {@code key} between commits {@code good} and {@code good + 1}. */
  static RecordedChangePoint recorded(SeriesKey key, long good, double relativeChange, ChangeStatus status,
      Optional<String> note) {
    Interval interval = new Interval(relativeChange - 0.01, relativeChange + 0.01, 0.95, "after / before - 1",
        "Moses");
    DetectedChange d = DetectedChange.of(key.id(), commit(good), commit(good + 1), relativeChange, interval,
        "e-divisive means + rank-sum", Map.of("falseAlarmRate", "0.01"), T0.plus(Duration.ofDays(3)));
    return new RecordedChangePoint(d.changePointId(), d, status, note, T0.plus(Duration.ofDays(2)));
  }
}
