package io.github.nanometer.history.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Locale;
import java.util.Properties;

/**
 * One JDBC connection to a history database and the few places where SQLite and PostgreSQL differ:
 * how a connection is set up, how a migration keeps other writers out, and the checkpoint after a
 * record. Everything else is the same SQL on both.
 *
 * <p>SQLite is opened in WAL mode (readers never wait for the writer) with a busy timeout (a writer
 * waits up to {@link #BUSY_TIMEOUT_MILLIS} for another process's write instead of failing), foreign
 * keys on, and transactions that begin {@code IMMEDIATE}, so a transaction that reads before it
 * writes holds the write lock from its start and cannot deadlock with another such writer.
 *
 * <p>The connection stays in auto-commit mode between operations; {@link #transaction} turns it off
 * for one unit of work and commits or rolls back.
 */
final class Database implements AutoCloseable {

  /** How long an SQLite writer waits for another's write lock before failing. */
  static final int BUSY_TIMEOUT_MILLIS = 30_000;

  /** One unit of work on the connection. */
  @FunctionalInterface
  interface Work<T> {
    /** Does the work; its SQL errors roll the transaction back. */
    T run(Connection connection) throws SQLException;
  }

  private final HistoryLocation location;
  private final Connection connection;

  private Database(HistoryLocation location, Connection connection) {
    this.location = location;
    this.connection = connection;
  }

  /** A connection to {@code location}; for SQLite its parent directory is made when missing. */
  static Database open(HistoryLocation location) {
    Properties properties = location.connectionProperties();
    if (location.kind() == DatabaseKind.SQLITE) {
      Path file = location.sqliteFile().orElseThrow();
      try {
        Files.createDirectories(file.getParent());
      } catch (IOException e) {
        throw new HistoryStoreException("cannot make the directory of history database " + location + ": " + e, e);
      }
      properties.setProperty("journal_mode", "WAL");
      properties.setProperty("busy_timeout", Integer.toString(BUSY_TIMEOUT_MILLIS));
      properties.setProperty("foreign_keys", "true");
      properties.setProperty("transaction_mode", "IMMEDIATE");
    }
    try {
      Connection connection = DriverManager.getConnection(location.jdbcUrl(), properties);
      Database db = new Database(location, connection);
      if (location.kind() == DatabaseKind.SQLITE) {
        db.requireWal();
      }
      return db;
    } catch (SQLException e) {
      throw new HistoryStoreException("cannot open history database " + location + ": " + OpenFailure.describe(e), e);
    }
  }

  private void requireWal() throws SQLException {
    try (Statement s = connection.createStatement(); ResultSet rs = s.executeQuery("PRAGMA journal_mode")) {
      String mode = rs.next() ? rs.getString(1) : "";
      if (!"wal".equals(mode.toLowerCase(Locale.ROOT))) {
        connection.close();
        throw new HistoryStoreException("history database " + location + " could not be put in WAL mode (it is in "
            + mode + " mode); is it on a network file system?");
      }
    }
  }

  /** The database's kind. */
  DatabaseKind kind() {
    return location.kind();
  }

  /** The location, for messages. */
  HistoryLocation location() {
    return location;
  }

  /** {@code work} in one transaction: committed when it returns, rolled back when it throws. */
  <T> T transaction(String operation, Work<T> work) {
    try {
      connection.setAutoCommit(false);
      try {
        T value = work.run(connection);
        connection.commit();
        return value;
      } catch (SQLException | RuntimeException e) {
        connection.rollback();
        throw e;
      } finally {
        connection.setAutoCommit(true);
      }
    } catch (SQLException e) {
      throw failed(operation, e);
    }
  }

  /** {@code work} in auto-commit mode (a read). */
  <T> T read(String operation, Work<T> work) {
    try {
      return work.run(connection);
    } catch (SQLException e) {
      throw failed(operation, e);
    }
  }

  /**
   * Inside a migration's transaction, keeps every other migration out until it commits: PostgreSQL
   * takes a transaction-scoped advisory lock; SQLite's {@code IMMEDIATE} transaction already holds
   * the write lock.
   */
  void lockForMigration(Connection c) throws SQLException {
    if (kind() == DatabaseKind.POSTGRESQL) {
      try (Statement s = c.createStatement()) {
        s.execute("SELECT pg_advisory_xact_lock(4404401)");
      }
    }
  }

  /**
   * After a record: SQLite moves the write-ahead log into the database file and truncates it
   * ({@code wal_checkpoint(TRUNCATE)}), so the one file is the whole history (a CI artifact); a
   * checkpoint another connection holds up is left to a later one.
   */
  void checkpoint() {
    if (kind() == DatabaseKind.SQLITE) {
      read("checkpoint", c -> {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("PRAGMA wal_checkpoint(TRUNCATE)")) {
          return rs.next();
        }
      });
    }
  }

  /** The exception for a failed {@code operation}, naming this database. */
  HistoryStoreException failed(String operation, SQLException e) {
    return new HistoryStoreException("history database " + location + ": " + operation + " failed: "
        + e.getMessage(), e);
  }

  @Override
  public void close() {
    try {
      connection.close();
    } catch (SQLException e) {
      throw failed("close", e);
    }
  }
}
