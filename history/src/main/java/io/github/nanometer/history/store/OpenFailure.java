package io.github.nanometer.history.store;

import java.sql.SQLException;

/**
 * What a failed connection says to the user: the driver's message, and when the SQLite driver found
 * no native library for this system (the CLI jar carries sqlite-jdbc's for Linux x86_64 and aarch64
 * only), which system that is and the two ways on: a PostgreSQL history, or a library of one's own.
 */
final class OpenFailure {
  /** How sqlite-jdbc's {@code NativeLibraryNotFoundException} message begins. */
  static final String NO_NATIVE_LIBRARY = "No native library found for ";

  private OpenFailure() {}

  /**
   * {@code e}'s message; when a cause of it says that sqlite-jdbc has no native library here, followed
   * by the system it named ({@code os.name=..., os.arch=...}) and what to do instead.
   */
  static String describe(SQLException e) {
    for (Throwable cause = e.getCause(); cause != null; cause = cause.getCause()) {
      String message = cause.getMessage();
      if (message != null && message.startsWith(NO_NATIVE_LIBRARY)) {
        String system = message.substring(NO_NATIVE_LIBRARY.length());
        int paths = system.indexOf(", paths=");
        return e.getMessage() + ": the SQLite driver has no native library for "
            + (paths < 0 ? system : system.substring(0, paths))
            + " (nanometer's CLI jar carries it for Linux x86_64 and aarch64 only); use a PostgreSQL history"
            + " (--db postgresql://HOST/DATABASE), or give the JVM -Dorg.sqlite.lib.path=DIR naming a directory"
            + " that holds a libsqlitejdbc built for this system";
      }
    }
    return e.getMessage();
  }
}
