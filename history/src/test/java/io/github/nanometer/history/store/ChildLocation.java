package io.github.nanometer.history.store;

import java.util.Map;

/** How a test hands a history's location to a child process: the {@code --db} text and the environment it needs. */
final class ChildLocation {
  private ChildLocation() {}

  /** What {@code --db} would say for {@code location}: the SQLite file, or the {@code postgresql://} address. */
  static String argument(HistoryLocation location) {
    return location.kind() == DatabaseKind.SQLITE
        ? location.sqliteFile().orElseThrow().toString()
        : location.jdbcUrl().substring("jdbc:".length());
  }

  /** The environment the child needs to reach {@code location}: {@code PGUSER} for PostgreSQL, nothing for SQLite. */
  static Map<String, String> environment(HistoryLocation location) {
    return location.user().map(user -> Map.of("PGUSER", user)).orElse(Map.of());
  }
}
