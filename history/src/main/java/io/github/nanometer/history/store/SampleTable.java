package io.github.nanometer.history.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The {@code result_samples} table (schema version 2): one result's raw samples, written beside its
 * result when asked, read back by run or by series, and pruned to each series' latest runs.
 */
final class SampleTable {
  private SampleTable() {}

  /** The join of a samples row {@code rs} to its result {@code res}. */
  private static final String TO_RESULT = "res.run_id = rs.run_id AND res.benchmark_id = rs.benchmark_id"
      + " AND res.measure = rs.measure";

  /** The columns {@link #sample} reads. */
  private static final String SAMPLE_COLUMNS = "rs.unit AS rs_unit, rs.part_sizes AS rs_parts,"
      + " rs.sample_values AS rs_values";

  /**
   * Inserts the samples of {@code run}'s results (by index into its results) that are not stored yet,
   * in one batch; the result rows must exist. Returns how many it added.
   */
  static int insert(Connection c, RunRecord run, Map<Integer, RawSamples> samples) throws SQLException {
    if (samples.isEmpty()) {
      return 0;
    }
    try (PreparedStatement p = c.prepareStatement("INSERT INTO result_samples (run_id, benchmark_id, measure, unit,"
        + " sample_count, part_sizes, sample_values) VALUES (?, ?, ?, ?, ?, ?, ?)"
        + " ON CONFLICT (run_id, benchmark_id, measure) DO NOTHING")) {
      for (Map.Entry<Integer, RawSamples> e : new TreeMap<>(samples).entrySet()) {
        ResultRecord r = run.results().get(e.getKey());
        RawSamples s = e.getValue();
        Sql.bind(p, run.runId(), r.benchmark().id(), r.measure(), s.unit(), (long) s.count(), s.encodedPartSizes(),
            s.encoded());
        p.addBatch();
      }
      int added = 0;
      for (int n : p.executeBatch()) {
        added += Math.max(n, 0);
      }
      return added;
    }
  }

  /** The stored samples of run {@code runId}'s results, by result index (its place in the run). */
  static Map<Integer, RawSamples> ofRun(Connection c, String runId) throws SQLException {
    Map<Integer, RawSamples> samples = new TreeMap<>();
    for (Map.Entry<Integer, RawSamples> e : Sql.rows(c, "SELECT res.result_index, " + SAMPLE_COLUMNS
        + " FROM result_samples rs JOIN result res ON " + TO_RESULT + " WHERE rs.run_id = ?",
        rs -> Map.entry(Math.toIntExact(rs.getLong("result_index")), sample(rs)), runId)) {
      samples.put(e.getKey(), e.getValue());
    }
    return samples;
  }

  /** The stored samples of series {@code seriesId}'s results, by run id (a series has one result per run). */
  static Map<String, RawSamples> ofSeries(Connection c, String seriesId) throws SQLException {
    Map<String, RawSamples> samples = new HashMap<>();
    for (Map.Entry<String, RawSamples> e : Sql.rows(c, "SELECT rs.run_id, " + SAMPLE_COLUMNS
        + " FROM result_samples rs JOIN result res ON " + TO_RESULT + " WHERE res.series_id = ?",
        rs -> Map.entry(rs.getString("run_id"), sample(rs)), seriesId)) {
      samples.put(e.getKey(), e.getValue());
    }
    return samples;
  }

  /** The samples of the row ({@link #SAMPLE_COLUMNS}). */
  private static RawSamples sample(ResultSet rs) throws SQLException {
    return RawSamples.decode(rs.getString("rs_unit"), rs.getString("rs_parts"), rs.getBytes("rs_values"));
  }

  /**
   * Which stored samples {@link #prune} removes: in every series that holds samples, those of the
   * results outside the series' latest {@code keepLatest} runs by run start (ties by run id, the
   * greater kept).
   */
  static SamplePruning plan(Connection c, int keepLatest, boolean dryRun) throws SQLException {
    List<Candidate> rows = Sql.rows(c, "SELECT res.series_id, res.run_id, res.benchmark_id, res.measure,"
        + " r.start_micros, rs.sample_count, LENGTH(rs.sample_values) AS stored_bytes"
        + " FROM result res JOIN run r ON r.id = res.run_id LEFT JOIN result_samples rs ON " + TO_RESULT
        + " WHERE res.series_id IN (SELECT DISTINCT res.series_id FROM result_samples rs JOIN result res ON "
        + TO_RESULT + ")",
        rs -> {
          long count = rs.getLong("sample_count");
          boolean sampled = !rs.wasNull();
          return new Candidate(rs.getString("series_id"), rs.getString("run_id"), rs.getString("benchmark_id"),
              rs.getString("measure"), rs.getLong("start_micros"), sampled, count, rs.getLong("stored_bytes"));
        });
    Map<String, List<Candidate>> bySeries = new LinkedHashMap<>();
    rows.sort(Comparator.comparing(Candidate::seriesId).thenComparing(Comparator.comparingLong(Candidate::startMicros)
        .thenComparing(Candidate::runId).reversed()));
    for (Candidate row : rows) {
      bySeries.computeIfAbsent(row.seriesId(), k -> new ArrayList<>()).add(row);
    }
    List<SamplePruning.PrunedResult> removed = new ArrayList<>();
    long kept = 0;
    for (List<Candidate> series : bySeries.values()) {
      for (int i = 0; i < series.size(); i++) {
        Candidate row = series.get(i);
        if (!row.sampled()) {
          continue;
        }
        if (i < keepLatest) {
          kept++;
        } else {
          removed.add(new SamplePruning.PrunedResult(row.seriesId(), row.runId(), row.benchmarkId(), row.measure(),
              Columns.instant(row.startMicros()), row.sampleCount(), row.storedBytes()));
        }
      }
    }
    return new SamplePruning(keepLatest, dryRun, removed, kept);
  }

  /** Deletes the samples {@code plan} lists, in one batch; returns how many rows it deleted. */
  static int delete(Connection c, SamplePruning plan) throws SQLException {
    if (plan.removed().isEmpty()) {
      return 0;
    }
    try (PreparedStatement p = c.prepareStatement(
        "DELETE FROM result_samples WHERE run_id = ? AND benchmark_id = ? AND measure = ?")) {
      for (SamplePruning.PrunedResult r : plan.removed()) {
        Sql.bind(p, r.runId(), r.benchmarkId(), r.measure());
        p.addBatch();
      }
      int deleted = 0;
      for (int n : p.executeBatch()) {
        deleted += Math.max(n, 0);
      }
      return deleted;
    }
  }

  /** One result of a series that holds samples, with its samples' size when it has them. */
  private record Candidate(String seriesId, String runId, String benchmarkId, String measure, long startMicros,
      boolean sampled, long sampleCount, long storedBytes) {}
}
