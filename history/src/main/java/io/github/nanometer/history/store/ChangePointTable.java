package io.github.nanometer.history.store;

import io.github.nanometer.Interval;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * The {@code change_point} table. A detection is saved with one upsert ({@code INSERT ... ON
 * CONFLICT (id) DO UPDATE}, both databases' syntax) keyed by the change point's id (series and first
 * bad commit): a new one starts as {@link ChangeStatus#NEW}; a re-detection replaces the magnitude,
 * interval, last good commit, method and parameters but keeps the status, the note and the first
 * detection time. A detection older than the one stored (from a merged history) changes nothing.
 */
final class ChangePointTable {
  private ChangePointTable() {}

  private static final String COLUMNS = "id, series_id, last_good_sha, first_bad_sha, relative_change, change_low,"
      + " change_high, confidence, interval_covers, interval_method, method, parameters, status, note,"
      + " first_detected_micros, last_detected_micros";

  /** The order of a listing: first detection, then id. */
  static final Comparator<RecordedChangePoint> LISTING =
      Comparator.comparing(RecordedChangePoint::firstDetectedAt).thenComparing(RecordedChangePoint::id);

  /** Saves {@code d} and returns the change point as stored; refuses a series the history does not hold. */
  static RecordedChangePoint save(Connection c, DetectedChange d) throws SQLException {
    Sql.requireRow(c, "SELECT 1 FROM series WHERE id = ?", "no series has id " + d.seriesId(), d.seriesId());
    Interval i = d.relativeChangeInterval();
    long micros = Columns.micros(d.detectedAt());
    Sql.update(c, "INSERT INTO change_point (" + COLUMNS + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,"
        + " 'new', NULL, ?, ?) ON CONFLICT (id) DO UPDATE SET last_good_sha = excluded.last_good_sha,"
        + " relative_change = excluded.relative_change, change_low = excluded.change_low,"
        + " change_high = excluded.change_high, confidence = excluded.confidence,"
        + " interval_covers = excluded.interval_covers, interval_method = excluded.interval_method,"
        + " method = excluded.method, parameters = excluded.parameters,"
        + " last_detected_micros = excluded.last_detected_micros"
        + " WHERE excluded.last_detected_micros >= change_point.last_detected_micros",
        d.changePointId(), d.seriesId(), d.lastGoodSha(), d.firstBadSha(), d.relativeChange(), i.low(), i.high(),
        i.confidence(), i.covers(), i.method(), d.method(), Columns.entries(d.parameters()), micros, micros);
    return read(c, d.changePointId()).orElseThrow();
  }

  /** Sets the status and note of change point {@code id}; refuses an unknown id. */
  static RecordedChangePoint setStatus(Connection c, String id, ChangeStatus status, Optional<String> note)
      throws SQLException {
    int changed = Sql.update(c, "UPDATE change_point SET status = ?, note = ? WHERE id = ?", status.text(),
        note.orElse(null), id);
    if (changed == 0) {
      throw new IllegalArgumentException("no change point has id " + Checks.line("id", id));
    }
    return read(c, id).orElseThrow();
  }

  /** The change point {@code id}, or empty. */
  static Optional<RecordedChangePoint> read(Connection c, String id) throws SQLException {
    List<RecordedChangePoint> found = query(c, "WHERE id = ?", id);
    return found.isEmpty() ? Optional.empty() : Optional.of(found.get(0));
  }

  /** Every change point, or those of one series, in {@link #LISTING} order. */
  static List<RecordedChangePoint> list(Connection c, Optional<String> seriesId) throws SQLException {
    return seriesId.isPresent() ? query(c, "WHERE series_id = ?", seriesId.get()) : query(c, "");
  }

  private static List<RecordedChangePoint> query(Connection c, String where, Object... values) throws SQLException {
    List<RecordedChangePoint> list = Sql.rows(c, "SELECT " + COLUMNS + " FROM change_point " + where,
        ChangePointTable::changePoint, values);
    list.sort(LISTING);
    return list;
  }

  private static RecordedChangePoint changePoint(ResultSet rs) throws SQLException {
    Interval interval = new Interval(rs.getDouble("change_low"), rs.getDouble("change_high"),
        rs.getDouble("confidence"), rs.getString("interval_covers"), rs.getString("interval_method"));
    DetectedChange latest = new DetectedChange(rs.getString("series_id"), rs.getString("last_good_sha"),
        rs.getString("first_bad_sha"), rs.getDouble("relative_change"), interval, rs.getString("method"),
        Columns.entries(rs.getString("parameters")), Columns.instant(rs.getLong("last_detected_micros")));
    return new RecordedChangePoint(rs.getString("id"), latest, ChangeStatus.fromText(rs.getString("status")),
        Optional.ofNullable(rs.getString("note")), Columns.instant(rs.getLong("first_detected_micros")));
  }
}
