package io.github.nanometer.history.store;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * The {@code annotation} table: one row per {@link Annotation}, keyed by its content-hash id, so the
 * same annotation given twice (or merged from another history) is stored once. An exclusion must
 * name a recorded run (and, for one result, a series that run has a result in).
 */
final class AnnotationTable {
  private AnnotationTable() {}

  /** Stores {@code a}; true when it was not there before. Refuses an exclusion of an unknown run or result. */
  static boolean add(Connection c, Annotation a) throws SQLException {
    String sql = "INSERT INTO annotation (id, kind, run_id, series_id, sha, reason, created_micros)"
        + " VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING";
    long micros = Columns.micros(a.createdAt());
    if (a instanceof Annotation.ExcludedRun r) {
      Sql.requireRow(c, "SELECT 1 FROM run WHERE id = ?", "no run has id " + r.runId(), r.runId());
      return Sql.update(c, sql, a.id(), "exclude_run", r.runId(), null, null, a.reason(), micros) > 0;
    }
    if (a instanceof Annotation.ExcludedResult r) {
      Sql.requireRow(c, "SELECT 1 FROM result WHERE run_id = ? AND series_id = ?",
          "run " + r.runId() + " has no result in series " + r.seriesId(), r.runId(), r.seriesId());
      return Sql.update(c, sql, a.id(), "exclude_result", r.runId(), r.seriesId(), null, a.reason(),
          micros) > 0;
    }
    Annotation.ExpectedChange e = (Annotation.ExpectedChange) a;
    return Sql.update(c, sql, a.id(), "expected_change", null, e.seriesId().orElse(null), e.sha(), a.reason(),
        micros) > 0;
  }

  /** Every annotation, oldest first (ties by id). */
  static List<Annotation> list(Connection c) throws SQLException {
    List<Annotation> list = Sql.rows(c, "SELECT kind, run_id, series_id, sha, reason, created_micros FROM annotation",
        AnnotationTable::annotation);
    list.sort(Comparator.comparing(Annotation::createdAt).thenComparing(Annotation::id));
    return list;
  }

  private static Annotation annotation(ResultSet rs) throws SQLException {
    String kind = rs.getString("kind");
    String reason = rs.getString("reason");
    var createdAt = Columns.instant(rs.getLong("created_micros"));
    switch (kind) {
      case "exclude_run":
        return new Annotation.ExcludedRun(rs.getString("run_id"), reason, createdAt);
      case "exclude_result":
        return new Annotation.ExcludedResult(rs.getString("run_id"), rs.getString("series_id"), reason, createdAt);
      default:
        return new Annotation.ExpectedChange(Optional.ofNullable(rs.getString("series_id")), rs.getString("sha"),
            reason, createdAt);
    }
  }
}
