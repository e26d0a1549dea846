package io.github.nanometer.history.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What only SQLite does: the file and its directory made, WAL with a busy timeout, the log truncated after a record. */
class SqliteFileTest {

  @TempDir Path dir;

  @Test
  void opensInWalModeWithTheBusyTimeoutAndForeignKeysMakingTheDirectory() {
    HistoryLocation location = HistoryLocation.sqlite(dir.resolve("new/deeper/history.db"));
    try (Database db = Database.open(location)) {
      assertEquals("wal", pragma(db, "journal_mode"));
      assertEquals(Integer.toString(Database.BUSY_TIMEOUT_MILLIS), pragma(db, "busy_timeout"));
      assertEquals("1", pragma(db, "foreign_keys"));
    }
    assertTrue(Files.isRegularFile(dir.resolve("new/deeper/history.db")));
  }

  @Test
  void aRecordLeavesTheWholeHistoryInTheOneFileWithTheLogTruncated() throws IOException {
    Path file = dir.resolve("history.db");
    Path wal = dir.resolve("history.db-wal");
    List<CommitFacts> commits = SampleHistory.chain("wal", 2);
    try (HistoryStore store = HistoryStore.open(HistoryLocation.sqlite(file))) {
      store.migrate();
      assertTrue(Files.size(wal) > 0, "the migration is in the log until a checkpoint");
      store.recordRun(SampleHistory.run("run-1", commits.get(0), 0, 100.0));
      assertEquals(0, Files.size(wal), "recording checkpoints the log into the file and truncates it");
      // a copy of the file alone, taken while the store is open, holds the run
      Path copy = Files.copy(file, dir.resolve("artifact.db"));
      try (HistoryStore fromCopy = HistoryStore.open(HistoryLocation.sqlite(copy))) {
        assertEquals(List.of("run-1"), fromCopy.runIds());
      }
    }
  }

  private static String pragma(Database db, String name) {
    return db.read("pragma", c -> {
      try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("PRAGMA " + name)) {
        rs.next();
        return rs.getString(1);
      }
    });
  }
}
