package io.github.nanometer.history;

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
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Random;

/** A history in a temporary SQLite file for the module's tests: branch main, one push run per commit, seeded noise. */
public final class HistoryFixture implements AutoCloseable {
  public static final MachineIdentity MACHINE =
      new MachineIdentity("AMD EPYC 7B13", 2, 25_000_000_000L, "6.1.0-18-amd64", Optional.empty());
  public static final JvmIdentity JDK17 = new JvmIdentity("Eclipse Adoptium", "17.0.15", List.of("-Xmx1g"));
  public static final BenchmarkIdentity PARSE = BenchmarkIdentity.of("com.acme.Parse.json", Map.of(), "avgt", "Parse@1a2b");
  public static final Instant T0 = Instant.parse("2026-03-01T12:00:00Z");

  public final HistoryStore store;
  public final List<CommitFacts> commits = new ArrayList<>();
  private final Random random = new Random(44);

  public HistoryFixture(Path dir) {
    store = HistoryStore.open(HistoryLocation.sqlite(dir.resolve("history.db")));
    store.migrate();
  }

  /** A 40-digit sha for commit number {@code i}. */
  public static String sha(int i) {
    return String.format("c%03x", i) + "d".repeat(36);
  }

  /** Appends a commit on main and records one push run of it with {@code value} times 1 +- {@code cv} noise. */
  public HistoryFixture commit(double value, double cv, String unit) {
    int i = commits.size();
    CommitFacts c = new CommitFacts(sha(i), i == 0 ? List.of() : List.of(sha(i - 1)), T0.plus(Duration.ofHours(i)),
        "commit " + i);
    commits.add(c);
    store.recordBranchOrder("main", commits);
    double v = value * (1 + cv * random.nextGaussian());
    ResultRecord r = new ResultRecord(PARSE, "time", unit, v, new Interval(v * 0.99, v * 1.01, 0.95, "time", "test"),
        3, OptionalDouble.empty(), 100);
    Instant start = T0.plus(Duration.ofHours(i)).plusSeconds(60);
    store.recordRun(new RunRecord("run-" + i, c, "main", MACHINE, JDK17, "0.1.0", RunReason.PUSH, start,
        start.plusSeconds(30), String.format("%064x", 0xd0c000L + i), List.of(r)));
    return this;
  }

  /** {@code n} commits at {@code value}. */
  public HistoryFixture commits(int n, double value, double cv, String unit) {
    for (int k = 0; k < n; k++) {
      commit(value, cv, unit);
    }
    return this;
  }

  /** Closes the store. */
  @Override
  public void close() {
    store.close();
  }
}
