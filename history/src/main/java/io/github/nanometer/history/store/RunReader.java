package io.github.nanometer.history.store;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;

/** Reads recorded runs back as the {@link RunRecord}s they were recorded from (for export and merging). */
final class RunReader {
  private RunReader() {}

  /** Every run id, oldest start first (ties by id). */
  static List<String> runIds(Connection c) throws SQLException {
    return Sql.rows(c, "SELECT id, start_micros FROM run ORDER BY start_micros, id", rs -> rs.getString(1));
  }

  /** The run {@code runId} with its results in their recorded order, or empty when not recorded. */
  static Optional<RunRecord> read(Connection c, String runId) throws SQLException {
    List<ResultRecord> results = Sql.rows(c, "SELECT " + Rows.RESULT_COLUMNS + " FROM result res"
        + " JOIN benchmark b ON b.id = res.benchmark_id WHERE res.run_id = ? ORDER BY res.result_index",
        Rows::result, runId);
    return Sql.rows(c, "SELECT r.branch, r.tool_version, r.reason, r.start_micros, r.end_micros, r.source_hash, "
        + Rows.COMMIT_COLUMNS + ", " + Rows.MACHINE_COLUMNS + ", " + Rows.JVM_COLUMNS
        + " FROM run r JOIN git_commit c ON c.sha = r.commit_sha JOIN machine m ON m.id = r.machine_id"
        + " JOIN jvm j ON j.id = r.jvm_id WHERE r.id = ?",
        rs -> new RunRecord(runId, Rows.commit(rs), rs.getString("branch"), Rows.machine(rs), Rows.jvm(rs),
            rs.getString("tool_version"), RunReason.fromText(rs.getString("reason")),
            Columns.instant(rs.getLong("start_micros")), Columns.instant(rs.getLong("end_micros")),
            rs.getString("source_hash"), results),
        runId).stream().findFirst();
  }
}
