package io.github.nanometer.history.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.SQLException;
import org.junit.jupiter.api.Test;

/** The message of a connection that failed: the driver's, and the way on when SQLite has no native library here. */
class OpenFailureTest {

  @Test
  void noNativeLibraryNamesTheSystemAndTheWaysOn() {
    SQLException e = new SQLException("Error opening connection");
    e.initCause(new Exception("No native library found for os.name=Windows, os.arch=x86_64, paths=[/usr/lib:/lib]"));
    assertEquals("Error opening connection: the SQLite driver has no native library for os.name=Windows,"
        + " os.arch=x86_64 (nanometer's CLI jar carries it for Linux x86_64 and aarch64 only); use a PostgreSQL"
        + " history (--db postgresql://HOST/DATABASE), or give the JVM -Dorg.sqlite.lib.path=DIR naming a directory"
        + " that holds a libsqlitejdbc built for this system", OpenFailure.describe(e));
  }

  @Test
  void aCauseDeeperInTheChainIsFound() {
    SQLException e = new SQLException("Error opening connection",
        new IllegalStateException("loading",
            new Exception("No native library found for os.name=Mac, os.arch=aarch64")));
    String message = OpenFailure.describe(e);
    assertTrue(message.startsWith("Error opening connection: the SQLite driver has no native library for os.name=Mac,"
        + " os.arch=aarch64 (nanometer's CLI jar"), message);
  }

  @Test
  void anyOtherFailureIsTheDriversMessage() {
    SQLException e = new SQLException("[SQLITE_CANTOPEN] Unable to open the database file",
        new Exception("No such file"));
    assertEquals("[SQLITE_CANTOPEN] Unable to open the database file", OpenFailure.describe(e));
    assertEquals("Connection refused", OpenFailure.describe(new SQLException("Connection refused")));
  }
}
