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
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;

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

  private static final int SQLITE_BUSY = 5;
  private static final int SQLITE_LOCKED = 6;

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
      properties.setProperty("busy_timeout", Integer.toString(BUSY_TIMEOUT_MILLIS));
      properties.setProperty("foreign_keys", "true");
      properties.setProperty("transaction_mode", "IMMEDIATE");
    }
    try {
      Connection connection = DriverManager.getConnection(location.jdbcUrl(), properties);
      Database db = new Database(location, connection);
      if (location.kind() == DatabaseKind.SQLITE) {
        db.switchToWal();
      }
      return db;
    } catch (SQLException e) {
      throw new HistoryStoreException("cannot open history database " + location + ": " + OpenFailure.describe(e), e);
    }
  }

  /**
   * Puts the file in WAL mode. Turning a new file into WAL takes an exclusive lock, and when several
   * connections try at once SQLite answers {@code SQLITE_BUSY} at once to all but one, without its
   * busy handler (waiting could deadlock); so this retries for up to {@link #BUSY_TIMEOUT_MILLIS},
   * with a short randomized pause. A file that stays in another mode (a network file system) is
   * refused by name.
   */
  private void switchToWal() throws SQLException {
    long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(BUSY_TIMEOUT_MILLIS);
    for (int attempt = 1; ; attempt++) {
      String mode;
      try (Statement s = connection.createStatement(); ResultSet rs = s.executeQuery("PRAGMA journal_mode=WAL")) {
        mode = rs.next() ? rs.getString(1) : "";
      } catch (SQLException e) {
        if (!isBusy(e) || System.nanoTime() - deadline > 0) {
          connection.close();
          throw e;
        }
        pause(attempt);
        continue;
      }
      if (!"wal".equals(mode.toLowerCase(Locale.ROOT))) {
        connection.close();
        throw new HistoryStoreException("history database " + location + " could not be put in WAL mode (it is in "
            + mode + " mode); is it on a network file system?");
      }
      return;
    }
  }

  /** Whether {@code e} is SQLite's "busy" or "locked" (primary result codes 5 and 6). */
  private static boolean isBusy(SQLException e) {
    int primary = e.getErrorCode() & 0xff;
    return primary == SQLITE_BUSY || primary == SQLITE_LOCKED;
  }

  /** Sleeps 1 to 2^min(attempt,6) milliseconds, at random, so the retrying connections spread out. */
  private static void pause(int attempt) throws SQLException {
    try {
      Thread.sleep(1 + ThreadLocalRandom.current().nextInt(1 << Math.min(attempt, 6)));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new SQLException("interrupted while waiting for the WAL switch's lock", e);
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

  /**
   * SQLite only: rebuilds the file without the space deleted rows left ({@code VACUUM}, outside a
   * transaction; it waits for other writers like any write), then checkpoints the log into it.
   */
  void vacuum() {
    read("vacuum", c -> {
      try (Statement s = c.createStatement()) {
        return s.execute("VACUUM");
      }
    });
    checkpoint();
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
