package io.github.nanometer.history.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/** The statement helpers every table class uses: binding values in order, an update, an existence check. */
final class Sql {
  private Sql() {}

  /** Runs an insert or update with {@code values} bound in order; returns the rows it changed. */
  static int update(Connection c, String sql, Object... values) throws SQLException {
    try (PreparedStatement p = c.prepareStatement(sql)) {
      bind(p, values);
      return p.executeUpdate();
    }
  }

  /** Binds {@code values} in order: String, Long, Double, or null (a NULL whose type the database takes from the column). */
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
      } else {
        throw new IllegalArgumentException("cannot bind a " + v.getClass().getName());
      }
    }
  }

  /** Refuses with an {@link IllegalArgumentException} saying {@code otherwise} when {@code sql} finds no row. */
  static void requireRow(Connection c, String sql, String otherwise, Object... values) throws SQLException {
    try (PreparedStatement p = c.prepareStatement(sql)) {
      bind(p, values);
      try (ResultSet rs = p.executeQuery()) {
        if (!rs.next()) {
          throw new IllegalArgumentException(otherwise);
        }
      }
    }
  }
}
