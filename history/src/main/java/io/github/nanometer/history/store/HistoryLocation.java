package io.github.nanometer.history.store;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;

/**
 * Where a history lives, from what a user gives {@code --db}: a file path is an SQLite database (its
 * file and parent directory made when the store opens it), a {@code postgresql://host[:port]/db}
 * (or {@code postgres://}, {@code jdbc:postgresql://}) address is a PostgreSQL database, and with no
 * {@code --db} the default is {@code .nanometer/history.db} under the git top level of the current
 * directory, else under that directory.
 *
 * <p>Credentials for PostgreSQL never come from the address (an address carrying a password is
 * refused): the user is the address's {@code user@} or {@code user=}, else {@code PGUSER}, else
 * {@code USER} or {@code LOGNAME}; the password is {@code PGPASSWORD}, else the first matching entry
 * of the password file ({@code PGPASSFILE}, else the given {@code ~/.pgpass}), else none (trust or
 * peer authentication). No message and no {@link #toString()} of this class contains a password;
 * {@link #credentialSource()} says where one came from.
 */
public final class HistoryLocation {

  /** The default file under the git top level (or the current directory): {@code .nanometer/history.db}. */
  public static final String DEFAULT_FILE = ".nanometer/history.db";

  private final DatabaseKind kind;
  private final Path sqliteFile;
  private final PostgresUrl postgres;
  private final String user;
  private final String password;
  private final String credentialSource;

  private HistoryLocation(DatabaseKind kind, Path sqliteFile, PostgresUrl postgres, String user, String password,
      String credentialSource) {
    this.kind = kind;
    this.sqliteFile = sqliteFile;
    this.postgres = postgres;
    this.user = user;
    this.password = password;
    this.credentialSource = credentialSource;
  }

  /** The SQLite database in {@code file} (made absolute). */
  public static HistoryLocation sqlite(Path file) {
    Checks.present("file", file);
    return new HistoryLocation(DatabaseKind.SQLITE, file.toAbsolutePath().normalize(), null, null, null, "none");
  }

  /**
   * The default history of {@code directory}: {@value #DEFAULT_FILE} under the nearest directory at
   * or above it that holds {@code .git} (found without running git), else under {@code directory}.
   */
  public static HistoryLocation defaultFor(Path directory) {
    Checks.present("directory", directory);
    Path top = GitTopLevel.of(directory).orElse(directory.toAbsolutePath().normalize());
    return sqlite(top.resolve(DEFAULT_FILE));
  }

  /**
   * The location {@code db} names: a PostgreSQL address, a {@code jdbc:sqlite:} address, or a file path.
   *
   * @param db what follows {@code --db}; not blank
   * @param environment the process environment (read: {@code PGUSER}, {@code PGPASSWORD}, {@code
   *     PGPASSFILE}, {@code USER}, {@code LOGNAME})
   * @param pgpassFile the password file used when {@code PGPASSFILE} is not set, normally {@code ~/.pgpass};
   *     a missing file is no password
   * @throws IllegalArgumentException for a PostgreSQL address with a password (the message never
   *     contains it), a malformed address, an unknown {@code scheme://}, or no user for PostgreSQL
   */
  public static HistoryLocation parse(String db, Map<String, String> environment, Path pgpassFile) {
    Checks.present("environment", environment);
    Checks.present("pgpassFile", pgpassFile);
    if (db == null || db.isBlank()) {
      throw new IllegalArgumentException("--db must name a file or a postgresql:// address, got "
          + (db == null ? "nothing" : "a blank value"));
    }
    if (PostgresUrl.isPostgres(db)) {
      return postgres(PostgresUrl.parse(db), environment, pgpassFile);
    }
    String file = db.regionMatches(true, 0, "jdbc:sqlite:", 0, 12) ? db.substring(12) : db;
    int scheme = file.indexOf("://");
    if (scheme > 0 && file.substring(0, scheme).chars().allMatch(Character::isLetterOrDigit)) {
      throw new IllegalArgumentException("--db must be a file path or a postgresql:// address, got a "
          + Checks.line("scheme", file.substring(0, scheme)) + ":// address");
    }
    try {
      return sqlite(Path.of(Checks.text("--db file", file)));
    } catch (InvalidPathException e) {
      throw new IllegalArgumentException("--db file is not a valid path: " + e.getReason());
    }
  }

  private static HistoryLocation postgres(PostgresUrl url, Map<String, String> environment, Path pgpassFile) {
    String user = url.user()
        .or(() -> nonEmpty(environment, "PGUSER"))
        .or(() -> nonEmpty(environment, "USER"))
        .or(() -> nonEmpty(environment, "LOGNAME"))
        .orElseThrow(() -> new IllegalArgumentException(
            "a PostgreSQL --db needs a user: set PGUSER (or name one in the address as user@host)"));
    Optional<String> fromEnvironment = nonEmpty(environment, "PGPASSWORD");
    if (fromEnvironment.isPresent()) {
      return new HistoryLocation(DatabaseKind.POSTGRESQL, null, url, user, fromEnvironment.get(), "PGPASSWORD");
    }
    Path file = nonEmpty(environment, "PGPASSFILE").map(Path::of).orElse(pgpassFile);
    if (PgPassFile.readableByOthers(file)) {
      return new HistoryLocation(DatabaseKind.POSTGRESQL, null, url, user, null, "none; the password file " + file
          + " was ignored because group or others may read it, as libpq ignores it (chmod 0600 " + file + ")");
    }
    Optional<String> fromFile = PgPassFile.password(file, url.host(), url.port(), url.database(), user);
    return new HistoryLocation(DatabaseKind.POSTGRESQL, null, url, user, fromFile.orElse(null),
        fromFile.isPresent() ? "password file " + file : "none");
  }

  private static Optional<String> nonEmpty(Map<String, String> environment, String name) {
    return Optional.ofNullable(environment.get(name)).filter(v -> !v.isEmpty());
  }

  /** Which database this is. */
  public DatabaseKind kind() {
    return kind;
  }

  /** The SQLite file, absolute; empty for PostgreSQL. */
  public Optional<Path> sqliteFile() {
    return Optional.ofNullable(sqliteFile);
  }

  /** The driver's address, which never holds a user or a password. */
  public String jdbcUrl() {
    return kind == DatabaseKind.SQLITE ? "jdbc:sqlite:" + sqliteFile : postgres.jdbcUrl();
  }

  /** The PostgreSQL user; empty for SQLite. */
  public Optional<String> user() {
    return Optional.ofNullable(user);
  }

  /**
   * Where the password came from, never the password: {@code "PGPASSWORD"}, {@code "password file
   * PATH"}, or {@code "none"} (always for SQLite), followed by why a password file was ignored when
   * group or others may read it.
   */
  public String credentialSource() {
    return credentialSource;
  }

  /** The driver's connection properties: the user and, when there is one, the password. */
  Properties connectionProperties() {
    Properties properties = new Properties();
    if (user != null) {
      properties.setProperty("user", user);
    }
    if (password != null) {
      properties.setProperty("password", password);
    }
    return properties;
  }

  /**
   * For messages and listings: the SQLite file's path, or {@code postgresql://host:port/database as
   * USER (password: SOURCE)}; never a password.
   */
  @Override
  public String toString() {
    return kind == DatabaseKind.SQLITE
        ? sqliteFile.toString()
        : "postgresql://" + postgres.host() + ":" + postgres.port() + "/" + postgres.encodedDatabase() + " as " + user
            + " (password: " + credentialSource + ")";
  }
}
