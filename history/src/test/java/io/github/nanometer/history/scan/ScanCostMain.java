package io.github.nanometer.history.scan;

import io.github.nanometer.Interval;
import io.github.nanometer.history.store.BenchmarkIdentity;
import io.github.nanometer.history.store.CommitFacts;
import io.github.nanometer.history.store.HistoryLocation;
import io.github.nanometer.history.store.HistoryStore;
import io.github.nanometer.history.store.JvmIdentity;
import io.github.nanometer.history.store.MachineIdentity;
import io.github.nanometer.history.store.ResultRecord;
import io.github.nanometer.history.store.RunReason;
import io.github.nanometer.history.store.RunRecord;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Random;

/**
 * The recorded cost of a scan (BENCHMARKS.md): a history of {@code series} benchmarks over {@code
 * commits} commits of one branch (one push run per commit, seeded noise of CV 1%, a 5% step in every
 * tenth series), made in an SQLite file when it does not exist yet, then scanned once as {@code
 * history changes} does, timed. Arguments: FILE, series (500), commits (1000).
 */
final class ScanCostMain {
  private ScanCostMain() {}

  public static void main(String[] args) {
    Path file = Path.of(args[0]);
    int series = args.length > 1 ? Integer.parseInt(args[1]) : 500;
    int commits = args.length > 2 ? Integer.parseInt(args[2]) : 1000;
    boolean make = !Files.exists(file);
    try (HistoryStore store = HistoryStore.open(HistoryLocation.sqlite(file))) {
      store.migrate();
      if (make) {
        long t0 = System.nanoTime();
        fill(store, series, commits);
        System.out.printf("made %d series x %d commits in %.1f s%n", series, commits, (System.nanoTime() - t0) / 1e9);
      }
      long t0 = System.nanoTime();
      ScanReport report = new HistoryScan(HistoryScan.defaultSettings(), 2).scan(store, "main", Optional.empty(),
          Instant.now());
      System.out.printf("scanned %d series (%d searched, %d with change points) in %.2f s%n", report.series().size(),
          report.searchedSeries(), report.series().stream().filter(s -> !s.found().isEmpty()).count(),
          (System.nanoTime() - t0) / 1e9);
    }
  }

  private static void fill(HistoryStore store, int series, int commits) {
    MachineIdentity machine = new MachineIdentity("AMD EPYC 7B13", 2, 25_000_000_000L, "6.1.0", Optional.empty());
    JvmIdentity jvm = new JvmIdentity("Eclipse Adoptium", "17.0.15", List.of("-Xmx1g"));
    List<BenchmarkIdentity> benchmarks = new ArrayList<>();
    for (int b = 0; b < series; b++) {
      benchmarks.add(BenchmarkIdentity.of("bench.B" + b, Map.of("size", Integer.toString(b % 7)), "avgt", "fp" + b));
    }
    Random random = new Random(44);
    Instant t0 = Instant.parse("2026-01-01T00:00:00Z");
    List<CommitFacts> order = new ArrayList<>();
    for (int c = 0; c < commits; c++) {
      String sha = String.format("%040x", 0xfeed0000L + c);
      order.add(new CommitFacts(sha, c == 0 ? List.of() : List.of(order.get(c - 1).sha()), t0.plus(Duration
          .ofHours(c)), "commit " + c));
    }
    store.recordBranchOrder("main", order);
    for (int c = 0; c < commits; c++) {
      List<ResultRecord> results = new ArrayList<>(series);
      for (int b = 0; b < series; b++) {
        double v = 100 * (b % 10 == 0 && c >= commits / 2 ? 1.05 : 1) * (1 + 0.01 * random.nextGaussian());
        results.add(new ResultRecord(benchmarks.get(b), "time", "ns/op", v,
            new Interval(v * 0.99, v * 1.01, 0.95, "time", "cost"), 3, OptionalDouble.empty(), 100));
      }
      Instant start = t0.plus(Duration.ofHours(c)).plusSeconds(60);
      store.recordRun(new RunRecord("cost-" + c, order.get(c), "main", machine, jvm, "0.1.0", RunReason.PUSH, start,
          start.plusSeconds(60), String.format("%064x", 0xc0570000L + c), results));
    }
  }
}
