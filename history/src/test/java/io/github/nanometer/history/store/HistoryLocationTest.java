package io.github.nanometer.history.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** What {@code --db} means: files, the default under the git top level, PostgreSQL addresses and their credentials. */
class HistoryLocationTest {

  @TempDir Path dir;

  private static final Map<String, String> USER_ONLY = Map.of("PGUSER", "bench");

  private HistoryLocation parse(String db, Map<String, String> environment) {
    return HistoryLocation.parse(db, environment, dir.resolve("absent.pgpass"));
  }

  @Test
  void aFilePathOrAJdbcSqliteAddressIsAnSqliteFileMadeAbsolute() {
    Path file = dir.resolve("sub/h.db");
    HistoryLocation location = parse(file.toString(), Map.of());
    assertEquals(DatabaseKind.SQLITE, location.kind());
    assertEquals(Optional.of(file), location.sqliteFile());
    assertEquals("jdbc:sqlite:" + file, location.jdbcUrl());
    assertEquals(Optional.of(file), parse("jdbc:sqlite:" + file, Map.of()).sqliteFile());
    assertEquals(Optional.of(Path.of("rel.db").toAbsolutePath()), parse("rel.db", Map.of()).sqliteFile());
    assertEquals(Optional.empty(), location.user());
    assertEquals("none", location.credentialSource());
    assertEquals(file.toString(), location.toString());
  }

  @Test
  void theDefaultLiesUnderTheGitTopLevelFoundByWalkingUpOrElseInTheDirectory() throws IOException {
    Path repo = dir.resolve("repo");
    Path deep = Files.createDirectories(repo.resolve("a/b"));
    Files.createDirectories(repo.resolve(".git"));
    assertEquals(Optional.of(repo.resolve(".nanometer/history.db")), HistoryLocation.defaultFor(deep).sqliteFile());
    Path worktree = Files.createDirectories(dir.resolve("worktree/x"));
    Files.writeString(dir.resolve("worktree/.git"), "gitdir: /elsewhere\n");
    assertEquals(Optional.of(dir.resolve("worktree/.nanometer/history.db")),
        HistoryLocation.defaultFor(worktree).sqliteFile());
    Path outside = Files.createDirectories(dir.resolve("plain"));
    Assumptions.assumeTrue(GitTopLevel.of(outside).isEmpty(), "the temporary directory lies inside a git repository");
    assertEquals(Optional.of(outside.resolve(".nanometer/history.db")), HistoryLocation.defaultFor(outside).sqliteFile());
  }

  @Test
  void theThreeSpellingsOfAPostgresAddressGiveOneDriverAddressWithoutCredentials() {
    for (String db : new String[] {"postgresql://db.example:6543/hist", "postgres://db.example:6543/hist",
        "jdbc:postgresql://db.example:6543/hist", "PostgreSQL://db.example:6543/hist"}) {
      HistoryLocation location = parse(db, USER_ONLY);
      assertEquals(DatabaseKind.POSTGRESQL, location.kind(), db);
      assertEquals("jdbc:postgresql://db.example:6543/hist", location.jdbcUrl(), db);
      assertEquals(Optional.of("bench"), location.user());
      assertEquals(Optional.empty(), location.sqliteFile());
    }
    assertEquals("jdbc:postgresql://h:5432/d?sslmode=require&ApplicationName=nm",
        parse("postgresql://h/d?sslmode=require&user=alice&ApplicationName=nm", USER_ONLY).jdbcUrl());
    assertEquals("jdbc:postgresql://[::1]:5433/d", parse("postgresql://[::1]:5433/d", USER_ONLY).jdbcUrl());
    assertEquals("jdbc:postgresql://[::1]:5432/d", parse("postgresql://[::1]/d", USER_ONLY).jdbcUrl());
  }

  @Test
  void theUserComesFromTheAddressElsePguserElseTheLoginName() {
    assertEquals(Optional.of("alice"), parse("postgresql://alice@h/d", USER_ONLY).user());
    assertEquals(Optional.of("al ice"), parse("postgresql://h/d?user=al%20ice", USER_ONLY).user());
    assertEquals(Optional.of("bench"), parse("postgresql://h/d", Map.of("PGUSER", "bench", "USER", "me")).user());
    assertEquals(Optional.of("me"), parse("postgresql://h/d", Map.of("USER", "me", "LOGNAME", "other")).user());
    assertEquals(Optional.of("other"), parse("postgresql://h/d", Map.of("LOGNAME", "other")).user());
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> parse("postgresql://h/d", Map.of()));
    assertTrue(e.getMessage().contains("set PGUSER"), e.getMessage());
  }

  @ParameterizedTest
  @ValueSource(strings = {"postgresql://bench:s3cr3t-Pw@h/d", "postgresql://bench:s3cr3t-Pw@h:5432/d?sslmode=require",
      "jdbc:postgresql://h/d?user=bench&password=s3cr3t-Pw", "postgresql://h/d?PASSWORD=s3cr3t-Pw",
      "postgres://h/d?sslpassword=s3cr3t-Pw", "postgresql://bench:s3cr3t-Pw/with/slash@h/d",
      "postgresql://bench:s3cr3t-Pw@with@at@h/d", "postgresql://bench:s3cr3t-Pw@h:notaport/d"})
  void anAddressCarryingAPasswordIsRefusedWithoutEchoingIt(String db) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> parse(db, USER_ONLY));
    assertTrue(e.getMessage().contains("must not carry a password"), e.getMessage());
    assertFalse(e.getMessage().contains("s3cr3t"), e.getMessage());
    assertFalse(e.getMessage().contains("bench"), e.getMessage());
  }

  @Test
  void aPasswordFromTheEnvironmentOrThePasswordFileNeverAppearsInText() throws IOException {
    HistoryLocation fromEnvironment = parse("postgresql://h:5432/d", Map.of("PGUSER", "bench", "PGPASSWORD", "s3cr3t-Pw"));
    assertEquals("PGPASSWORD", fromEnvironment.credentialSource());
    assertEquals("postgresql://h:5432/d as bench (password: PGPASSWORD)", fromEnvironment.toString());
    assertEquals("s3cr3t-Pw", fromEnvironment.connectionProperties().getProperty("password"));
    assertFalse(fromEnvironment.jdbcUrl().contains("s3cr3t"));
    Path pgpass = ownerOnly(Files.writeString(dir.resolve("pgpass"), "h:5432:d:bench:f1le-Pw\n"));
    HistoryLocation fromFile = HistoryLocation.parse("postgresql://h/d", USER_ONLY, pgpass);
    assertEquals("password file " + pgpass, fromFile.credentialSource());
    assertEquals("f1le-Pw", fromFile.connectionProperties().getProperty("password"));
    for (HistoryLocation l : new HistoryLocation[] {fromEnvironment, fromFile}) {
      assertFalse(l.toString().contains("Pw") || l.jdbcUrl().contains("Pw"), l.toString());
    }
  }

  @Test
  void thePasswordFileIsMatchedByHostPortDatabaseAndUserFirstMatchWinning() throws IOException {
    Path pgpass = Files.writeString(dir.resolve("pgpass"), String.join("\n",
        "# comment:*:*:*:no",
        "",
        "other:5432:d:bench:wrong-host",
        "h:6543:d:bench:wrong-port",
        "h:5432:d:alice:wrong-user",
        "h:*:d:bench:with\\:colon\\\\slash",
        "*:*:*:*:too-late",
        "short:line"));
    assertEquals(Optional.of("with:colon\\slash"), PgPassFile.password(pgpass, "h", 5432, "d", "bench"));
    assertEquals(Optional.of("too-late"), PgPassFile.password(pgpass, "h", 5432, "d", "carol"));
    assertEquals(Optional.of("wrong-port"), PgPassFile.password(pgpass, "h", 6543, "d", "bench"));
    assertEquals(Optional.empty(), PgPassFile.password(dir.resolve("missing"), "h", 5432, "d", "bench"));
    Path onlyOne = Files.writeString(dir.resolve("one"), "h:5432:d:bench:pw\n");
    assertEquals(Optional.empty(), PgPassFile.password(onlyOne, "h", 5432, "other", "bench"));
  }

  @Test
  void pgpassfileOverridesTheGivenPasswordFileAndPgpasswordOverridesBoth() throws IOException {
    Path given = ownerOnly(Files.writeString(dir.resolve("given"), "*:*:*:*:from-given\n"));
    Path named = ownerOnly(Files.writeString(dir.resolve("named"), "*:*:*:*:from-named\n"));
    Map<String, String> env = Map.of("PGUSER", "u", "PGPASSFILE", named.toString());
    assertEquals("from-named", HistoryLocation.parse("postgresql://h/d", env, given).connectionProperties()
        .getProperty("password"));
    assertEquals("from-env", HistoryLocation.parse("postgresql://h/d", Map.of("PGUSER", "u", "PGPASSFILE",
        named.toString(), "PGPASSWORD", "from-env"), given).connectionProperties().getProperty("password"));
    HistoryLocation none = HistoryLocation.parse("postgresql://h/d", USER_ONLY, dir.resolve("absent"));
    assertEquals("none", none.credentialSource());
    assertEquals(null, none.connectionProperties().getProperty("password"));
  }

  @ParameterizedTest
  @ValueSource(strings = {"postgresql://h", "postgresql://h/", "postgresql:///d", "postgresql://h:0/d",
      "postgresql://h:70000/d", "postgresql://h:x/d", "postgresql://a,b/d", "postgresql://h/d/e",
      "postgresql://h/%zz", "mysql://h/d", "", "  "})
  void malformedOrUnknownAddressesAreRefusedWithAMessageSayingWhat(String db) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> parse(db, USER_ONLY));
    assertTrue(e.getMessage().startsWith("a PostgreSQL --db address must") || e.getMessage().startsWith("--db must"),
        e.getMessage());
  }

  @Test
  void messagesNameTheBadPart() {
    assertEquals("a PostgreSQL --db address must have a port in 1..65535, got 70000",
        assertThrows(IllegalArgumentException.class, () -> parse("postgresql://h:70000/d", USER_ONLY)).getMessage());
    assertEquals("--db must be a file path or a postgresql:// address, got a mysql:// address",
        assertThrows(IllegalArgumentException.class, () -> parse("mysql://h/d", USER_ONLY)).getMessage());
  }

  @Test
  void aStoreThatCannotOpenNamesTheLocationButNeverThePassword() throws IOException {
    HistoryLocation unreachable = parse("postgresql://127.0.0.1:1/hist", Map.of("PGUSER", "bench",
        "PGPASSWORD", "s3cr3t-Pw"));
    HistoryStoreException e = assertThrows(HistoryStoreException.class, () -> HistoryStore.open(unreachable));
    assertTrue(e.getMessage().startsWith("cannot open history database postgresql://127.0.0.1:1/hist as bench"
        + " (password: PGPASSWORD): "), e.getMessage());
    assertFalse(e.getMessage().contains("s3cr3t"), e.getMessage());
    Path file = Files.writeString(dir.resolve("a-file"), "");
    HistoryLocation underAFile = HistoryLocation.sqlite(file.resolve("history.db"));
    HistoryStoreException f = assertThrows(HistoryStoreException.class, () -> HistoryStore.open(underAFile));
    assertTrue(f.getMessage().startsWith("cannot make the directory of history database " + file.resolve("history.db")),
        f.getMessage());
  }

  @Test
  void aPasswordFileOthersMayReadIsIgnoredAsLibpqIgnoresIt() throws IOException {
    Path open = Files.writeString(dir.resolve("open.pgpass"), "*:*:*:*:s3cret\n");
    Files.setPosixFilePermissions(open, java.nio.file.attribute.PosixFilePermissions.fromString("rw-r--r--"));
    HistoryLocation location = HistoryLocation.parse("postgresql://h/d", USER_ONLY, open);
    assertEquals("none; the password file " + open + " was ignored because group or others may read it, as libpq"
        + " ignores it (chmod 0600 " + open + ")", location.credentialSource());
    assertFalse(location.toString().contains("s3cret"));
    assertEquals("s3cret", HistoryLocation.parse("postgresql://h/d", USER_ONLY, ownerOnly(open)).connectionProperties()
        .getProperty("password"));
  }

  /** {@code file} readable and writable by its owner only, as libpq requires of a password file. */
  private static Path ownerOnly(Path file) throws IOException {
    return Files.setPosixFilePermissions(file, java.nio.file.attribute.PosixFilePermissions.fromString("rw-------"));
  }
}
