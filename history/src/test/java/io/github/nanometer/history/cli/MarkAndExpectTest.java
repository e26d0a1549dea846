package io.github.nanometer.history.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.history.HistoryFixture;
import io.github.nanometer.history.store.ChangeStatus;
import io.github.nanometer.history.store.HistoryLocation;
import io.github.nanometer.history.store.HistoryStore;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MarkAndExpectTest {
  @TempDir Path dir;

  private String db() {
    return dir.resolve("history.db").toString();
  }

  @Test
  void aMarkedStatusAndNoteSurviveTheNextScan() {
    try (HistoryFixture h = new HistoryFixture(dir)) {
      h.commits(15, 100, 0.005, "ns").commits(10, 120, 0.005, "ns");
    }
    assertEquals(1, HistoryCli.run("history", "changes", "--db", db()).status());
    String id;
    try (HistoryStore store = HistoryStore.open(HistoryLocation.sqlite(dir.resolve("history.db")))) {
      id = store.changePoints().get(0).id();
    }
    HistoryCli mark = HistoryCli.run("history", "mark", id.substring(0, 8), "--db", db(), "--status", "acknowledged",
        "--note", "parser rewrite, fix in #12");
    assertEquals(0, mark.status(), mark.err());
    assertTrue(mark.out().contains("status acknowledged, note: parser rewrite, fix in #12"), mark.out());
    HistoryCli again = HistoryCli.run("history", "changes", "--db", db());
    assertEquals(0, again.status());
    assertTrue(again.out().contains("status acknowledged: parser rewrite, fix in #12"), again.out());
    try (HistoryStore store = HistoryStore.open(HistoryLocation.sqlite(dir.resolve("history.db")))) {
      assertEquals(ChangeStatus.ACKNOWLEDGED, store.changePoint(id).orElseThrow().status());
    }
    HistoryCli bad = HistoryCli.run("history", "mark", id.substring(0, 8), "--db", db(), "--status", "done");
    assertEquals(2, bad.status());
    assertTrue(bad.err().startsWith("nanometer history mark: --status"), bad.err());
  }

  @Test
  void anExpectedChangeIsListedButDoesNotAlert() {
    try (HistoryFixture h = new HistoryFixture(dir)) {
      h.commits(15, 100, 0.005, "ns").commits(10, 120, 0.005, "ns");
    }
    HistoryCli expect = HistoryCli.run("history", "expect", HistoryFixture.sha(15).substring(0, 8), "--db", db(),
        "--reason", "bounds checks on purpose");
    assertEquals(0, expect.status(), expect.err());
    assertEquals("expected: a change at " + HistoryFixture.sha(15).substring(0, 10)
        + " in every series: bounds checks on purpose\n", expect.out());
    HistoryCli changes = HistoryCli.run("history", "changes", "--db", db());
    assertEquals(0, changes.status(), changes.out());
    assertTrue(changes.out().contains("expected: bounds checks on purpose"), changes.out());
    HistoryCli notOnBranch = HistoryCli.run("history", "expect", "abcdef12", "--db", db(), "--reason", "x");
    assertEquals(2, notOnBranch.status());
    assertTrue(notOnBranch.err().startsWith("nanometer history expect: SHA abcdef12 names no commit of branch main's"
        + " recorded order"), notOnBranch.err());
  }
}
