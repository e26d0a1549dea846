package io.github.nanometer.history.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Map;
import java.util.Optional;

/**
 * Writes one run with everything it names (commit, machine, JVM, benchmarks, series) in the caller's
 * transaction. Every row it names is inserted with {@code ON CONFLICT DO NOTHING} (both databases'
 * syntax), keyed by its content-hash id, so rows another run (or another process, at the same time)
 * already wrote are shared, never duplicated. The run itself is keyed by its run id: a run already
 * recorded from the same document adds nothing but the raw samples it lacks; one recorded from another
 * document is refused.
 */
final class RunWriter {
  private RunWriter() {}

  /**
   * Records {@code run} on {@code c} (inside a transaction), with the raw samples of its results in
   * {@code samples} (by index into its results). A run already recorded from the same document gets
   * those of the samples it lacks.
   */
  static RecordOutcome record(Connection c, HistoryLocation location, RunRecord run, Map<Integer, RawSamples> samples)
      throws SQLException {
    Optional<String> recorded = sourceOf(c, run.runId());
    if (recorded.isPresent()) {
      return sameDocumentWithSamples(c, location, run, recorded.get(), samples);
    }
    insertCommit(c, run.commit());
    Sql.update(c, "INSERT INTO machine (id, cpu_model, cores, memory_bytes, kernel, label, series_identity)"
        + " VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING", run.machine().id(), run.machine().cpuModel(),
        (long) run.machine().cores(), run.machine().memoryBytes(), run.machine().kernel(),
        run.machine().label().orElse(null), run.machine().seriesIdentity());
    Sql.update(c, "INSERT INTO jvm (id, vendor, version, feature_version, flags) VALUES (?, ?, ?, ?, ?)"
        + " ON CONFLICT (id) DO NOTHING", run.jvm().id(), run.jvm().vendor(), run.jvm().version(),
        (long) run.jvm().featureVersion(), Columns.lines(run.jvm().flags()));
    insertBenchmarksAndSeries(c, run);
    int added = Sql.update(c, "INSERT INTO run (id, commit_sha, branch, machine_id, jvm_id, tool_version, reason,"
        + " start_micros, end_micros, source_hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING",
        run.runId(), run.commit().sha(), run.branch(), run.machine().id(), run.jvm().id(), run.toolVersion(),
        run.reason().text(), Columns.micros(run.startTime()), Columns.micros(run.endTime()),
        run.sourceDocumentHash());
    if (added == 0) {
      // another writer recorded this run id between the check above and this insert
      return sameDocumentWithSamples(c, location, run, sourceOf(c, run.runId()).orElseThrow(), samples);
    }
    insertResults(c, run);
    SampleTable.insert(c, run, samples);
    return RecordOutcome.ADDED;
  }

  /** Inserts {@code commit} unless a commit of its sha is recorded (a commit never changes). */
  static void insertCommit(Connection c, CommitFacts commit) throws SQLException {
    Sql.update(c, "INSERT INTO git_commit (sha, parents, commit_micros, subject) VALUES (?, ?, ?, ?)"
        + " ON CONFLICT (sha) DO NOTHING", commit.sha(), Columns.words(commit.parents()),
        Columns.micros(commit.commitTime()), commit.subject());
  }

  /** One batch of benchmark rows and one of series rows (a 500-benchmark run is two round trips, not 1,000). */
  private static void insertBenchmarksAndSeries(Connection c, RunRecord run) throws SQLException {
    try (PreparedStatement benchmarks = c.prepareStatement("INSERT INTO benchmark (id, name, parameters, mode,"
        + " body_fingerprint) VALUES (?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING");
        PreparedStatement series = c.prepareStatement("INSERT INTO series (id, benchmark_id, measure, machine_identity,"
            + " jvm_vendor, jvm_feature_version, jvm_flags) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING")) {
      for (ResultRecord r : run.results()) {
        BenchmarkIdentity b = r.benchmark();
        Sql.bind(benchmarks, b.id(), b.name(), Columns.entries(b.parameters()), b.mode(), b.bodyFingerprint());
        benchmarks.addBatch();
        SeriesKey k = r.seriesOn(run.machine(), run.jvm());
        Sql.bind(series, k.id(), b.id(), k.measure(), k.machine(), k.jvmVendor(), (long) k.jvmFeatureVersion(),
            Columns.lines(k.jvmFlags()));
        series.addBatch();
      }
      benchmarks.executeBatch();
      series.executeBatch();
    }
  }

  private static void insertResults(Connection c, RunRecord run) throws SQLException {
    try (PreparedStatement p = c.prepareStatement("INSERT INTO result (run_id, result_index, benchmark_id, measure,"
        + " series_id, unit, estimate, interval_low, interval_high, confidence, interval_covers, interval_method,"
        + " forks, between_fork_spread, sample_count) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
      for (int i = 0; i < run.results().size(); i++) {
        ResultRecord r = run.results().get(i);
        Sql.bind(p, run.runId(), (long) i, r.benchmark().id(), r.measure(), r.seriesOn(run.machine(), run.jvm()).id(),
            r.unit(), r.estimate(), r.interval().low(), r.interval().high(), r.interval().confidence(),
            r.interval().covers(), r.interval().method(), (long) r.forks(),
            r.betweenForkSpread().isPresent() ? r.betweenForkSpread().getAsDouble() : null, r.sampleCount());
        p.addBatch();
      }
      p.executeBatch();
    }
  }

  /** A run recorded before: refused from another document, else given the samples it lacks. */
  private static RecordOutcome sameDocumentWithSamples(Connection c, HistoryLocation location, RunRecord run,
      String recordedSource, Map<Integer, RawSamples> samples) throws SQLException {
    if (!recordedSource.equals(run.sourceDocumentHash())) {
      throw new HistoryStoreException("history database " + location + " already holds run " + run.runId()
          + " recorded from document " + recordedSource + ", not from " + run.sourceDocumentHash()
          + "; two documents claim one run id");
    }
    SampleTable.insert(c, run, samples);
    return RecordOutcome.ALREADY_RECORDED;
  }

  private static Optional<String> sourceOf(Connection c, String runId) throws SQLException {
    try (PreparedStatement p = c.prepareStatement("SELECT source_hash FROM run WHERE id = ?")) {
      p.setString(1, runId);
      try (ResultSet rs = p.executeQuery()) {
        return rs.next() ? Optional.of(rs.getString(1)) : Optional.empty();
      }
    }
  }
}
