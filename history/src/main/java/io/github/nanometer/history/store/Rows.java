package io.github.nanometer.history.store;

import io.github.nanometer.Interval;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * Reading the store's records back from query rows. Each reader names the columns it needs (with
 * the table aliases its queries use: {@code b} benchmark, {@code res} result, {@code s} series,
 * {@code c} git_commit, {@code m} machine, {@code j} jvm) and reads them by label.
 */
final class Rows {
  private Rows() {}

  /** The columns {@link #benchmark} reads. */
  static final String BENCHMARK_COLUMNS = "b.name AS b_name, b.parameters AS b_parameters, b.mode AS b_mode,"
      + " b.body_fingerprint AS b_body";

  /** The columns {@link #result} reads, the benchmark's among them. */
  static final String RESULT_COLUMNS = BENCHMARK_COLUMNS + ", res.measure AS res_measure, res.unit AS res_unit,"
      + " res.estimate AS res_estimate, res.interval_low AS res_low, res.interval_high AS res_high,"
      + " res.confidence AS res_confidence, res.interval_covers AS res_covers, res.interval_method AS res_method,"
      + " res.forks AS res_forks, res.between_fork_spread AS res_spread, res.sample_count AS res_samples";

  /** The columns {@link #seriesKey} reads, the benchmark's among them. */
  static final String SERIES_COLUMNS = BENCHMARK_COLUMNS + ", s.measure AS s_measure,"
      + " s.machine_identity AS s_machine, s.jvm_vendor AS s_vendor, s.jvm_feature_version AS s_feature,"
      + " s.jvm_flags AS s_flags";

  /** The columns {@link #commit} reads. */
  static final String COMMIT_COLUMNS = "c.sha AS c_sha, c.parents AS c_parents, c.commit_micros AS c_micros,"
      + " c.subject AS c_subject";

  /** The columns {@link #machine} reads. */
  static final String MACHINE_COLUMNS = "m.cpu_model AS m_cpu, m.cores AS m_cores, m.memory_bytes AS m_memory,"
      + " m.kernel AS m_kernel, m.label AS m_label";

  /** The columns {@link #jvm} reads. */
  static final String JVM_COLUMNS = "j.vendor AS j_vendor, j.version AS j_version, j.flags AS j_flags";

  /** The benchmark identity of the row ({@link #BENCHMARK_COLUMNS}). */
  static BenchmarkIdentity benchmark(ResultSet rs) throws SQLException {
    return new BenchmarkIdentity(rs.getString("b_name"), Columns.entries(rs.getString("b_parameters")),
        rs.getString("b_mode"), rs.getString("b_body"));
  }

  /** The result of the row ({@link #RESULT_COLUMNS}); a NULL spread is an empty one. */
  static ResultRecord result(ResultSet rs) throws SQLException {
    double spread = rs.getDouble("res_spread");
    OptionalDouble betweenForkSpread = rs.wasNull() ? OptionalDouble.empty() : OptionalDouble.of(spread);
    Interval interval = new Interval(rs.getDouble("res_low"), rs.getDouble("res_high"), rs.getDouble("res_confidence"),
        rs.getString("res_covers"), rs.getString("res_method"));
    return new ResultRecord(benchmark(rs), rs.getString("res_measure"), rs.getString("res_unit"),
        rs.getDouble("res_estimate"), interval, Math.toIntExact(rs.getLong("res_forks")), betweenForkSpread,
        rs.getLong("res_samples"));
  }

  /** The series key of the row ({@link #SERIES_COLUMNS}). */
  static SeriesKey seriesKey(ResultSet rs) throws SQLException {
    return new SeriesKey(benchmark(rs), rs.getString("s_measure"), rs.getString("s_machine"),
        rs.getString("s_vendor"), Math.toIntExact(rs.getLong("s_feature")), Columns.lines(rs.getString("s_flags")));
  }

  /** The commit of the row ({@link #COMMIT_COLUMNS}). */
  static CommitFacts commit(ResultSet rs) throws SQLException {
    return new CommitFacts(rs.getString("c_sha"), Columns.words(rs.getString("c_parents")),
        Columns.instant(rs.getLong("c_micros")), rs.getString("c_subject"));
  }

  /** The machine of the row ({@link #MACHINE_COLUMNS}); a NULL label is none. */
  static MachineIdentity machine(ResultSet rs) throws SQLException {
    return new MachineIdentity(rs.getString("m_cpu"), Math.toIntExact(rs.getLong("m_cores")), rs.getLong("m_memory"),
        rs.getString("m_kernel"), Optional.ofNullable(rs.getString("m_label")));
  }

  /** The JVM of the row ({@link #JVM_COLUMNS}). */
  static JvmIdentity jvm(ResultSet rs) throws SQLException {
    return new JvmIdentity(rs.getString("j_vendor"), rs.getString("j_version"), Columns.lines(rs.getString("j_flags")));
  }
}
