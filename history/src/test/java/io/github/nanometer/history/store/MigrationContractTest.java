package io.github.nanometer.history.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The numbered migrations on both databases: from empty, applied again, and a newer or foreign schema refused. */
class MigrationContractTest {

  @RegisterExtension static final HistoryDatabases DATABASES = new HistoryDatabases();

  @TempDir Path scratch;

  private static final List<String> TABLES = List.of("machine", "jvm", "git_commit", "branch_order", "benchmark",
      "series", "run", "result", "change_point", "annotation", "result_samples", "schema_version");

  @ParameterizedTest
  @EnumSource(DatabaseKind.class)
  void migratesAnEmptyDatabaseToTheLatestVersionAndRecordsEachScript(DatabaseKind kind) {
    HistoryLocation location = DATABASES.fresh(kind, scratch);
    try (HistoryStore store = HistoryStore.open(location)) {
      MigrationOutcome outcome = store.migrate();
      assertEquals(new MigrationOutcome(0, Migrations.latestVersion(), Migrations.SCRIPTS), outcome);
    }
    try (Database db = Database.open(location)) {
      for (String table : TABLES) {
        assertEquals(table.equals("schema_version") ? Migrations.latestVersion() : 0,
            count(db, "SELECT COUNT(*) FROM " + table), table);
      }
      assertEquals(1, count(db, "SELECT COUNT(*) FROM schema_version WHERE version = 1 AND script = 'V001__initial.sql'"));
    }
  }

  @ParameterizedTest
  @EnumSource(DatabaseKind.class)
  void migratingACurrentDatabaseAgainChangesNothingAndKeepsItsData(DatabaseKind kind) {
    HistoryLocation location = DATABASES.fresh(kind, scratch);
    CommitFacts commit = SampleHistory.chain("m", 1).get(0);
    try (HistoryStore store = HistoryStore.open(location)) {
      store.migrate();
      store.recordRun(SampleHistory.run("run-1", commit, 0, 100.0));
    }
    try (HistoryStore store = HistoryStore.open(location)) {
      int latest = Migrations.latestVersion();
      assertEquals(new MigrationOutcome(latest, latest, List.of()), store.migrate());
      assertEquals(new MigrationOutcome(latest, latest, List.of()), store.migrate());
      assertEquals(List.of("run-1"), store.runIds());
    }
  }

  @ParameterizedTest
  @EnumSource(DatabaseKind.class)
  void aDatabaseAtVersion1HoldingRunsIsMigratedTo2AndKeepsThem(DatabaseKind kind) {
    HistoryLocation location = DATABASES.fresh(kind, scratch);
    List<CommitFacts> commits = SampleHistory.chain("v1", 3);
    try (Database db = Database.open(location)) {
      assertEquals(new MigrationOutcome(0, 1, List.of("V001__initial.sql")), Migrations.migrate(db, 0, 1));
    }
    List<RunRecord> runs = List.of(SampleHistory.run("v1-a", commits.get(0), 0, 100.0),
        SampleHistory.run("v1-b", commits.get(1), 1, 101.0), SampleHistory.run("v1-c", commits.get(2), 2, 102.0));
    try (HistoryStore store = HistoryStore.open(location)) {
      runs.forEach(store::recordRun); // a version-1 writer: no samples table yet
    }
    try (Database db = Database.open(location)) {
      assertEquals(0, count(db, "SELECT COUNT(*) FROM " + tablesNamed(kind, "result_samples")));
    }
    try (HistoryStore store = HistoryStore.open(location)) {
      assertEquals(new MigrationOutcome(1, 2, List.of("V002__raw_samples.sql")), store.migrate());
      assertEquals(List.of("v1-a", "v1-b", "v1-c"), store.runIds());
      for (RunRecord run : runs) {
        assertEquals(run, store.readRun(run.runId()).orElseThrow());
        assertEquals(Map.of(), store.runSamples(run.runId()));
      }
      RawSamples samples = RawSamples.of("ns/op", List.of(new double[] {100.5, 99.5}));
      assertEquals(RecordOutcome.ALREADY_RECORDED, store.recordRun(runs.get(1), Map.of(0, samples)));
      assertEquals(Map.of(0, samples), store.runSamples("v1-b"));
    }
    try (Database db = Database.open(location)) {
      assertEquals(2, count(db, "SELECT COUNT(*) FROM schema_version"));
      assertEquals(6, count(db, "SELECT COUNT(*) FROM result"));
    }
  }

  @ParameterizedTest
  @EnumSource(DatabaseKind.class)
  void refusesADatabaseAtANewerVersionByNameAndLeavesItAlone(DatabaseKind kind) {
    HistoryLocation location = DATABASES.freshMigrated(kind, scratch);
    int future = Migrations.latestVersion() + 1;
    execute(location, "INSERT INTO schema_version (version, script, applied_micros)"
        + " VALUES (?, 'V00" + future + "__from_the_future.sql', 0)", (long) future);
    NewerSchemaException e = (NewerSchemaException) migrationRefused(location);
    assertEquals(future, e.databaseVersion());
    assertEquals(Migrations.latestVersion(), e.knownVersion());
    assertTrue(e.getMessage().contains("schema version " + future + ", newer than version "
        + Migrations.latestVersion()) && e.getMessage().contains(location.toString()), e.getMessage());
    try (Database db = Database.open(location)) {
      assertEquals(future, count(db, "SELECT COUNT(*) FROM schema_version"));
    }
  }

  @ParameterizedTest
  @EnumSource(DatabaseKind.class)
  void refusesADatabaseWhoseRecordedScriptsAreAnotherSchemas(DatabaseKind kind) {
    HistoryLocation location = DATABASES.freshMigrated(kind, scratch);
    execute(location, "UPDATE schema_version SET script = 'V001__other.sql' WHERE version = 1");
    HistoryStoreException e = migrationRefused(location);
    assertTrue(e.getMessage().contains("records version 1 as V001__other.sql"), e.getMessage());
  }

  @ParameterizedTest
  @EnumSource(DatabaseKind.class)
  void aFailedMigrationLeavesTheDatabaseAsItWas(DatabaseKind kind) {
    HistoryLocation location = DATABASES.fresh(kind, scratch);
    // a table the first script makes already exists: the script fails part-way through
    execute(location, "CREATE TABLE run (id TEXT PRIMARY KEY)");
    migrationRefused(location);
    try (Database db = Database.open(location)) {
      assertEquals(0, count(db, "SELECT COUNT(*) FROM " + tablesNamed(kind, "machine")));
      assertEquals(0, count(db, "SELECT COUNT(*) FROM " + tablesNamed(kind, "schema_version")));
    }
  }

  /** A query counting the tables called {@code name} (the catalog differs between the two databases). */
  private static String tablesNamed(DatabaseKind kind, String name) {
    return kind == DatabaseKind.SQLITE
        ? "sqlite_master WHERE type = 'table' AND name = '" + name + "'"
        : "information_schema.tables WHERE table_schema = 'public' AND table_name = '" + name + "'";
  }

  /** What {@link HistoryStore#migrate()} of {@code location} throws; fails the test when it throws nothing. */
  private static HistoryStoreException migrationRefused(HistoryLocation location) {
    try (HistoryStore store = HistoryStore.open(location)) {
      return assertThrows(HistoryStoreException.class, store::migrate);
    }
  }

  /** Runs one statement on {@code location} outside the store, as another program could. */
  private static void execute(HistoryLocation location, String sql, Object... values) {
    try (Database db = Database.open(location)) {
      db.read("test statement", c -> Sql.update(c, sql, values));
    }
  }

  static long count(Database db, String sql) {
    return db.read("count", (Connection c) -> {
      try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
        rs.next();
        return rs.getLong(1);
      }
    });
  }
}
