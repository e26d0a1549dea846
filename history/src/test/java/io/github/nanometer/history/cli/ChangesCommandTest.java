package io.github.nanometer.history.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.history.HistoryFixture;
import io.github.nanometer.json.JsonReader;
import io.github.nanometer.json.JsonValue;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ChangesCommandTest {
  @TempDir Path dir;

  private String db() {
    return dir.resolve("history.db").toString();
  }

  @Test
  void aNewRegressionExits1OnceThenTheSameChangeExits0() {
    try (HistoryFixture h = new HistoryFixture(dir)) {
      h.commits(20, 100, 0.005, "ns").commits(10, 112, 0.005, "ns");
    }
    HistoryCli first = HistoryCli.run("history", "changes", "--db", db());
    assertEquals(1, first.status(), first.err() + first.out());
    assertTrue(first.out().matches("(?s).*NEW regression  \\+1[12]\\.\\d% \\[\\+1.*"), first.out());
    assertTrue(first.out().contains("first bad " + HistoryFixture.sha(20).substring(0, 10)), first.out());
    assertTrue(first.out().contains("1 new regression(s)."), first.out());
    HistoryCli second = HistoryCli.run("history", "changes", "--db", db(), "--branch", "main");
    assertEquals(0, second.status(), second.err() + second.out());
    assertTrue(second.out().contains("\n  regression  +1"), second.out());
    assertTrue(second.out().endsWith("No new regression.\n"), second.out());
  }

  @Test
  void jsonAndMarkdownSayTheSame() {
    try (HistoryFixture h = new HistoryFixture(dir)) {
      h.commits(20, 100, 0.005, "ns").commits(10, 90, 0.005, "ns");
    }
    HistoryCli json = HistoryCli.run("history", "changes", "--db", db(), "--format", "json");
    assertEquals(0, json.status(), json.err());
    JsonValue doc = JsonValue.root(JsonReader.parseObject(json.out()));
    assertEquals("nanometer-history-changes", doc.get("schema").string());
    JsonValue cp = doc.get("series").elements().get(0).get("changePoints").elements().get(0);
    assertEquals(HistoryFixture.sha(20), cp.get("firstBad").string());
    assertEquals(-0.10, cp.get("relativeChange").number(), 0.01);
    assertEquals(false, cp.get("regression").bool());
    HistoryCli md = HistoryCli.run("history", "changes", "--db", db(), "--format", "markdown");
    assertTrue(md.out().contains("| improvement | -10."), md.out());
  }

  @Test
  void badInputExits2WithOneLine() {
    try (HistoryFixture h = new HistoryFixture(dir)) {
      h.commits(4, 100, 0.005, "ns");
    }
    HistoryCli tooShort = HistoryCli.run("history", "changes", "--db", db());
    assertEquals(3, tooShort.status(), tooShort.err() + tooShort.out());
    assertTrue(tooShort.out().contains("Not enough history"), tooShort.out());
    HistoryCli since = HistoryCli.run("history", "changes", "--db", db(), "--since", "zz");
    assertEquals(2, since.status());
    assertTrue(since.err().startsWith("nanometer history changes: --since zz names no commit of branch main's recorded"
        + " order, and git cannot resolve it here"), since.err());
    assertEquals(1, since.err().lines().count(), since.err());
    HistoryCli url = HistoryCli.run("history", "changes", "--db", "postgresql://bob:secret@localhost/h");
    assertEquals(2, url.status());
    assertTrue(!url.err().contains("secret") && url.err().lines().count() == 1, url.err());
    HistoryCli rate = HistoryCli.run("history", "changes", "--db", db(), "--false-alarm-rate", "70");
    assertEquals(2, rate.status());
    assertTrue(rate.err().startsWith("nanometer history changes: --false-alarm-rate"), rate.err());
  }
}
