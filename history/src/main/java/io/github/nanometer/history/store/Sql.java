package io.github.nanometer.history.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/** The statement helpers every table class uses: binding values in order, an update, a query's rows, an existence check. */
final class Sql {
  private Sql() {}

  /** Reads one value from the current row of a query. */
  @FunctionalInterface
  interface Row<T> {
    /** The value of the row {@code rs} stands on. */
    T read(ResultSet rs) throws SQLException;
  }

  /** Every row of {@code sql} with {@code values} bound in order, each read by {@code row}, in the database's order. */
  static <T> List<T> rows(Connection c, String sql, Row<T> row, Object... values) throws SQLException {
    List<T> list = new ArrayList<>();
    try (PreparedStatement p = c.prepareStatement(sql)) {
      bind(p, values);
      try (ResultSet rs = p.executeQuery()) {
        while (rs.next()) {
          list.add(row.read(rs));
        }
      }
    }
    return list;
  }

  /** Runs an insert or update with {@code values} bound in order; returns the rows it changed. */
  static int update(Connection c, String sql, Object... values) throws SQLException {
    try (PreparedStatement p = c.prepareStatement(sql)) {
      bind(p, values);
      return p.executeUpdate();
    }
  }

  /**
   * Binds {@code values} in order: String, Long, Double, byte[] (a BLOB, PostgreSQL's BYTEA), or null
   * (a NULL whose type the database takes from the column).
   */
  static void bind(PreparedStatement p, Object... values) throws SQLException {
    for (int i = 0; i < values.length; i++) {
      Object v = values[i];
      if (v == null) {
        p.setObject(i + 1, null);
      } else if (v instanceof String s) {
        p.setString(i + 1, s);
      } else if (v instanceof Long l) {
        p.setLong(i + 1, l);
      } else if (v instanceof Double d) {
        p.setDouble(i + 1, d);
      } else if (v instanceof byte[] b) {
        p.setBytes(i + 1, b);
      } else {
        throw new IllegalArgumentException("cannot bind a " + v.getClass().getName());
      }
    }
  }

  /** Refuses with an {@link IllegalArgumentException} saying {@code otherwise} when {@code sql} finds no row. */
  static void requireRow(Connection c, String sql, String otherwise, Object... values) throws SQLException {
    if (rows(c, sql, rs -> Boolean.TRUE, values).isEmpty()) {
      throw new IllegalArgumentException(otherwise);
    }
  }
}
