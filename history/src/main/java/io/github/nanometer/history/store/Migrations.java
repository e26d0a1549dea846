package io.github.nanometer.history.store;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * The schema as numbered migration scripts ({@code V001__initial.sql}, ...), resources beside this
 * class, applied in order; the {@code schema_version} table records each applied script's version
 * and name. A run of {@link #migrate} applies every pending script inside one transaction, so a
 * failure (or a killed process) leaves the database as it was; a database already current is left
 * alone; a database at a version newer than {@link #SCRIPTS} knows is refused by name, and one
 * whose recorded script names differ from these is refused as another schema.
 *
 * <p>A script is plain SQL that both databases run: statements end with {@code ;} at the end of a
 * line, comments are whole lines starting with {@code --}, and no string literal holds a line
 * ending in {@code ;}.
 */
final class Migrations {
  private Migrations() {}

  /** The scripts in order; script {@code i} (from 0) is version {@code i + 1}. Append only. */
  static final List<String> SCRIPTS = List.of("V001__initial.sql", "V002__raw_samples.sql");

  /** The newest version this code knows. */
  static int latestVersion() {
    return SCRIPTS.size();
  }

  private static final String CREATE_VERSION_TABLE = "CREATE TABLE IF NOT EXISTS schema_version ("
      + "version BIGINT PRIMARY KEY, script TEXT NOT NULL, applied_micros BIGINT NOT NULL)";

  /** Brings {@code db} to the latest version in one transaction. */
  static MigrationOutcome migrate(Database db, long nowMicros) {
    return migrate(db, nowMicros, latestVersion());
  }

  /**
   * Brings {@code db} up to version {@code target} (from 1 to {@link #latestVersion()}) in one
   * transaction; a database at {@code target} or above, up to the latest, is left alone. Tests make
   * a database of an older schema with it.
   */
  static MigrationOutcome migrate(Database db, long nowMicros, int target) {
    if (target < 1 || target > latestVersion()) {
      throw new IllegalArgumentException("target must be a version in [1, " + latestVersion() + "], got " + target);
    }
    return db.transaction("migrate", c -> {
      db.lockForMigration(c);
      try (Statement s = c.createStatement()) {
        s.execute(CREATE_VERSION_TABLE);
      }
      List<String> recorded = recordedScripts(c);
      int from = recorded.size();
      if (from > latestVersion()) {
        throw new NewerSchemaException(db.location().toString(), from, latestVersion());
      }
      for (int v = 1; v <= from; v++) {
        if (!SCRIPTS.get(v - 1).equals(recorded.get(v - 1))) {
          throw new HistoryStoreException("history database " + db.location() + " records version " + v + " as "
              + recorded.get(v - 1) + ", but this nanometer's version " + v + " is " + SCRIPTS.get(v - 1)
              + "; it was written by another schema");
        }
      }
      List<String> applied = new ArrayList<>();
      for (int v = from + 1; v <= target; v++) {
        String script = SCRIPTS.get(v - 1);
        try (Statement s = c.createStatement()) {
          for (String statement : statements(read(script))) {
            s.execute(statement);
          }
        }
        try (PreparedStatement p = c.prepareStatement(
            "INSERT INTO schema_version (version, script, applied_micros) VALUES (?, ?, ?)")) {
          p.setLong(1, v);
          p.setString(2, script);
          p.setLong(3, nowMicros);
          p.executeUpdate();
        }
        applied.add(script);
      }
      return new MigrationOutcome(from, Math.max(from, target), applied);
    });
  }

  /**
   * The recorded script names by version, from 1 up; a gap in the versions is refused. A table
   * whose versions run past what this code knows has more entries than {@link #SCRIPTS}.
   */
  private static List<String> recordedScripts(Connection c) throws SQLException {
    List<String> scripts = new ArrayList<>();
    try (Statement s = c.createStatement();
        ResultSet rs = s.executeQuery("SELECT version, script FROM schema_version ORDER BY version")) {
      while (rs.next()) {
        long version = rs.getLong(1);
        if (version != scripts.size() + 1) {
          throw new SQLException("schema_version skips from version " + scripts.size() + " to " + version);
        }
        scripts.add(rs.getString(2));
      }
    }
    return scripts;
  }

  /** The text of the script resource {@code name}. */
  static String read(String name) {
    try (InputStream in = Migrations.class.getResourceAsStream(name)) {
      if (in == null) {
        throw new IllegalStateException("migration script " + name + " is missing from the class path");
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read migration script " + name, e);
    }
  }

  /** The statements of a script: whole-line comments dropped, split after each line that ends in {@code ;}. */
  static List<String> statements(String script) {
    List<String> statements = new ArrayList<>();
    StringBuilder current = new StringBuilder();
    for (String line : script.split("\n", -1)) {
      String trimmed = line.strip();
      if (trimmed.isEmpty() || trimmed.startsWith("--")) {
        continue;
      }
      current.append(current.length() == 0 ? "" : "\n").append(line.stripTrailing());
      if (trimmed.endsWith(";")) {
        current.setLength(current.length() - 1);
        statements.add(current.toString());
        current.setLength(0);
      }
    }
    if (current.length() > 0) {
      throw new IllegalStateException("a migration script ends inside a statement (no ';' at a line end): "
          + current.toString().lines().findFirst().orElse(""));
    }
    return statements;
  }
}
