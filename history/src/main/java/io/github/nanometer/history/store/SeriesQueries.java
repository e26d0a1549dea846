package io.github.nanometer.history.store;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.StringJoiner;

/**
 * The series of a history: which there are, and one series' points on a branch's first-parent order
 * with the annotated exclusions set apart. Rows are sorted here, not by the database, so both
 * databases list in one order whatever their text collation.
 */
final class SeriesQueries {
  private SeriesQueries() {}

  /** The order of a listing: benchmark name, parameters, mode, body, measure, machine, JVM. */
  static final Comparator<SeriesKey> KEY_ORDER = Comparator
      .comparing((SeriesKey k) -> k.benchmark().name())
      .thenComparing(k -> Columns.entries(k.benchmark().parameters()))
      .thenComparing(k -> k.benchmark().mode())
      .thenComparing(k -> k.benchmark().bodyFingerprint())
      .thenComparing(SeriesKey::measure)
      .thenComparing(SeriesKey::machine)
      .thenComparing(SeriesKey::jvmVendor)
      .thenComparingInt(SeriesKey::jvmFeatureVersion)
      .thenComparing(k -> Columns.lines(k.jvmFlags()));

  /** The listing's order: by key ({@link #KEY_ORDER}). */
  static final Comparator<SeriesSummary> LISTING = Comparator.comparing(SeriesSummary::key, KEY_ORDER);

  /** Every series with a result, in {@link #LISTING} order. */
  static List<SeriesSummary> list(Connection c) throws SQLException {
    // aggregated by series id first (an ordered walk of result_by_series), then joined to the keys:
    // grouping by every key column sorted all results by long texts, 2.4 s against 1.5 s for 500k results
    List<SeriesSummary> list = Sql.rows(c, "SELECT " + Rows.SERIES_COLUMNS + ", agg.result_count, agg.latest"
        + " FROM series s JOIN benchmark b ON b.id = s.benchmark_id JOIN (SELECT res.series_id AS series_id,"
        + " COUNT(*) AS result_count, MAX(r.start_micros) AS latest FROM result res JOIN run r ON r.id = res.run_id"
        + " GROUP BY res.series_id) agg ON agg.series_id = s.id",
        rs -> new SeriesSummary(Rows.seriesKey(rs), rs.getLong("result_count"), Columns.instant(rs.getLong("latest"))));
    list.sort(LISTING);
    return list;
  }

  /** Every series' key, in {@link #KEY_ORDER}, without counting its results. */
  static List<SeriesKey> keys(Connection c) throws SQLException {
    List<SeriesKey> keys = new ArrayList<>(Sql.rows(c, "SELECT " + Rows.SERIES_COLUMNS
        + " FROM series s JOIN benchmark b ON b.id = s.benchmark_id", Rows::seriesKey));
    keys.sort(KEY_ORDER);
    return keys;
  }

  /** The key of series {@code seriesId}, or empty when the history holds no such series. */
  static Optional<SeriesKey> key(Connection c, String seriesId) throws SQLException {
    return Sql.rows(c, "SELECT " + Rows.SERIES_COLUMNS + " FROM series s JOIN benchmark b ON b.id = s.benchmark_id"
        + " WHERE s.id = ?", Rows::seriesKey, seriesId).stream().findFirst();
  }

  /** {@code key}'s results of runs made for {@code reasons}, placed on {@code branch}'s first-parent order. */
  static BranchSeries read(Connection c, SeriesKey key, String branch, Set<RunReason> reasons) throws SQLException {
    StringJoiner marks = new StringJoiner(", ", "(", ")");
    List<Object> values = new ArrayList<>(List.of(branch, key.id()));
    for (RunReason r : reasons) {
      marks.add("?");
      values.add(r.text());
    }
    List<SeriesPoint> all = Sql.rows(c, "SELECT bo.position, r.commit_sha, r.id AS run_id, r.reason,"
        + " r.start_micros, m.kernel, j.version AS jvm_version, " + Rows.RESULT_COLUMNS
        + " FROM result res JOIN run r ON r.id = res.run_id"
        + " JOIN branch_order bo ON bo.branch = ? AND bo.sha = r.commit_sha"
        + " JOIN benchmark b ON b.id = res.benchmark_id JOIN machine m ON m.id = r.machine_id"
        + " JOIN jvm j ON j.id = r.jvm_id WHERE res.series_id = ? AND r.reason IN " + marks,
        rs -> new SeriesPoint(rs.getLong("position"), rs.getString("commit_sha"), rs.getString("run_id"),
            RunReason.fromText(rs.getString("reason")), Columns.instant(rs.getLong("start_micros")),
            Rows.result(rs), rs.getString("kernel"), rs.getString("jvm_version")),
        values.toArray());
    all.sort(Comparator.comparingLong(SeriesPoint::position).thenComparing(SeriesPoint::runStart)
        .thenComparing(SeriesPoint::runId));
    Map<String, String> exclusions = exclusions(c, key.id());
    List<SeriesPoint> points = new ArrayList<>();
    List<ExcludedPoint> excluded = new ArrayList<>();
    for (SeriesPoint point : all) {
      String reason = exclusions.get(point.runId());
      if (reason == null) {
        points.add(point);
      } else {
        excluded.add(new ExcludedPoint(point, reason));
      }
    }
    return new BranchSeries(key, branch, points, excluded);
  }

  /**
   * Run id to the reasons, joined by {@code "; "} oldest first, of the annotations that exclude its
   * result in {@code seriesId}: the run's exclusions and the exclusions of its result in this series.
   */
  private static Map<String, String> exclusions(Connection c, String seriesId) throws SQLException {
    List<Exclusion> rows = Sql.rows(c, "SELECT run_id, reason, created_micros, id FROM annotation"
        + " WHERE kind = 'exclude_run' OR (kind = 'exclude_result' AND series_id = ?)",
        rs -> new Exclusion(rs.getString("run_id"), rs.getString("reason"), rs.getLong("created_micros"),
            rs.getString("id")),
        seriesId);
    rows.sort(Comparator.comparingLong(Exclusion::createdMicros).thenComparing(Exclusion::id));
    Map<String, String> reasons = new HashMap<>();
    for (Exclusion e : rows) {
      reasons.merge(e.runId(), e.reason(), (a, b) -> a + "; " + b);
    }
    return reasons;
  }

  /** One exclusion annotation as the query reads it. */
  private record Exclusion(String runId, String reason, long createdMicros, String id) {}
}
