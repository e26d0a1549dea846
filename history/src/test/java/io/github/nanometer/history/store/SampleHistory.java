package io.github.nanometer.history.store;

import io.github.nanometer.Interval;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;

/** Machines, JVMs, benchmarks, commits and runs for the store's tests, all made from fixed values. */
final class SampleHistory {
  private SampleHistory() {}

  static final MachineIdentity MACHINE =
      new MachineIdentity("AMD EPYC 7B13", 2, 8_330_000_000L, "Linux 6.1.0-18-amd64", Optional.empty());
  static final JvmIdentity JDK17 = new JvmIdentity("Eclipse Adoptium", "17.0.15", List.of("-Xmx1g", "-XX:+UseG1GC"));
  static final BenchmarkIdentity PARSE =
      BenchmarkIdentity.of("com.acme.Parse.json", Map.of("size", "1024", "format", "compact"), "avgt", "Parse::json@1a2b");
  static final BenchmarkIdentity COPY = BenchmarkIdentity.of("memcpy", Map.of("bytes", "64"), "minimum", "Copy@9f8e");
  static final String MEASURE = "mean time per evaluation";
  static final Instant T0 = Instant.parse("2026-03-01T12:00:00.123456Z");

  /** A first-parent chain of {@code n} commits (the first a root), an hour apart. */
  static List<CommitFacts> chain(String seed, int n) {
    List<CommitFacts> commits = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      List<String> parents = i == 0 ? List.of() : List.of(commits.get(i - 1).sha(), sha(seed + " side " + i));
      commits.add(new CommitFacts(sha(seed + " " + i), i == 0 ? parents : parents.subList(0, i % 3 == 0 ? 2 : 1),
          T0.plus(Duration.ofHours(i)), "commit " + i + " of " + seed));
    }
    return commits;
  }

  /** A 40-digit object name made from {@code text}. */
  static String sha(String text) {
    return ContentHash.of("sha", text) + ContentHash.of("sha2", text).substring(0, 8);
  }

  /** A result of {@code benchmark} with estimate {@code ns} and a +-2% interval over 3 forks. */
  static ResultRecord result(BenchmarkIdentity benchmark, double ns) {
    return new ResultRecord(benchmark, MEASURE, "ns", ns,
        new Interval(ns * 0.98, ns * 1.02, 0.95, MEASURE, "t over forks"), 3, OptionalDouble.of(ns * 0.01), 3000);
  }

  /** A push run on {@code main} of {@code commit}, started {@code minutes} after T0, on {@code machine} and {@code jvm}. */
  static RunRecord run(String runId, CommitFacts commit, RunReason reason, int minutes, MachineIdentity machine,
      JvmIdentity jvm, List<ResultRecord> results) {
    Instant start = T0.plus(Duration.ofMinutes(minutes));
    return new RunRecord(runId, commit, "main", machine, jvm, "0.1.0", reason, start, start.plusSeconds(90),
        ContentHash.of("document", runId), results);
  }

  /** A push run of {@code commit} on the sample machine and JDK 17 with both sample benchmarks. */
  static RunRecord run(String runId, CommitFacts commit, int minutes, double parseNs) {
    return run(runId, commit, RunReason.PUSH, minutes, MACHINE, JDK17,
        List.of(result(PARSE, parseNs), result(COPY, 10.0)));
  }

  /** A document hash other than the one {@link #run} gives. */
  static String otherHash(String text) {
    return ContentHash.of("other document", text);
  }
}
