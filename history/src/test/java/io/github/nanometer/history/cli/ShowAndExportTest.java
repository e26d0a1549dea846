package io.github.nanometer.history.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.history.HistoryFixture;
import io.github.nanometer.json.JsonReader;
import io.github.nanometer.json.JsonValue;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ShowAndExportTest {
  @TempDir Path dir;

  private String db() {
    return dir.resolve("history.db").toString();
  }

  private String seriesId() {
    try (HistoryFixture h = new HistoryFixture(dir)) {
      h.commits(8, 100, 0.005, "ns");
      return h.store.listSeries().get(0).key().id();
    }
  }

  @Test
  void anEmptyHistorySaysHowToRecordAndAMissingOneIsNotMade() {
    HistoryCli missing = HistoryCli.run("history", "show", "--db", db());
    assertEquals(2, missing.status());
    assertTrue(missing.err().startsWith("nanometer history show: no history at " + db() + ": record a run first"),
        missing.err());
    assertTrue(Files.notExists(dir.resolve("history.db")), "a reading command leaves no empty history behind");
    new HistoryFixture(dir).close();
    HistoryCli show = HistoryCli.run("history", "show", "--db", db());
    assertEquals(0, show.status(), show.err());
    assertTrue(show.out().contains(": 0 series, 0 runs"), show.out());
    assertTrue(show.out().contains("nanometer history record FILE"), show.out());
  }

  @Test
  void theListNamesEachSeriesAndOneSeriesListsItsRuns() {
    String id = seriesId();
    HistoryCli list = HistoryCli.run("history", "show", "--db", db());
    assertTrue(list.out().contains(id.substring(0, 12) + "      8  2026-03-01 19:01:00      0  com.acme.Parse.json avgt"),
        list.out());
    HistoryCli one = HistoryCli.run("history", "show", "--db", db(), "--series", id.substring(0, 8));
    assertEquals(0, one.status(), one.err());
    List<String> rows = one.out().lines().filter(l -> l.matches("\\s+\\d+  c0.*")).toList();
    assertEquals(8, rows.size(), one.out());
    assertTrue(rows.get(7).matches("\\s+7  c007dddddd  2026-03-01 19:01:00 .* ns  \\[.*\\]\\s+3  push"), rows.get(7));
    HistoryCli byName = HistoryCli.run("history", "show", "--db", db(), "--benchmark", "Parse");
    assertEquals(one.out(), byName.out());
  }

  @Test
  void anExcludedRunIsShownWithItsReasonAndExportedWithIt() throws Exception {
    String id = seriesId();
    HistoryCli exclude = HistoryCli.run("history", "exclude", "run-3", "--db", db(), "--reason", "noisy neighbour");
    assertEquals(0, exclude.status(), exclude.err());
    assertEquals("excluded run run-3: noisy neighbour\n", exclude.out());
    HistoryCli show = HistoryCli.run("history", "show", "--db", db(), "--series", id.substring(0, 6));
    assertTrue(show.out().contains("push, EXCLUDED: noisy neighbour"), show.out());
    HistoryCli csv = HistoryCli.run("history", "export", "--db", db(), "--series", id.substring(0, 6));
    List<String> lines = csv.out().lines().toList();
    assertEquals(ExportCommand.CSV_HEADER, lines.get(0));
    assertEquals(9, lines.size());
    assertTrue(lines.get(4).startsWith("3," + HistoryFixture.sha(3) + ",run-3,push,"), lines.get(4));
    assertTrue(lines.get(4).endsWith(",noisy neighbour"), lines.get(4));
    Path out = dir.resolve("series.json");
    HistoryCli json = HistoryCli.run("history", "export", "--db", db(), "--series", id.substring(0, 6), "--format",
        "json", "--out", out.toString());
    assertEquals(0, json.status(), json.err());
    JsonValue doc = JsonValue.root(JsonReader.parseObject(Files.readString(out)));
    assertEquals("nanometer-history-series", doc.get("schema").string());
    assertEquals(8, doc.get("runs").elements().size());
    assertEquals("Parse@1a2b", doc.get("bodyFingerprint").string());
    assertEquals("-Xmx1g", doc.get("jvmFlags").elements().get(0).string());
    assertEquals("noisy neighbour", doc.get("runs").elements().get(3).get("excludedReason").string());
  }

  @Test
  void refusalsNameTheBadValue() {
    seriesId();
    HistoryCli noSeries = HistoryCli.run("history", "export", "--db", db());
    assertEquals(2, noSeries.status());
    assertTrue(noSeries.err().contains("needs --series ID"), noSeries.err());
    HistoryCli shortId = HistoryCli.run("history", "show", "--db", db(), "--series", "abc");
    assertEquals("nanometer history show: --series must be at least 6 hex digits of a series id (nanometer history"
        + " show lists them), got 'abc'\n", shortId.err());
    HistoryCli unknownRun = HistoryCli.run("history", "exclude", "run-99", "--db", db(), "--reason", "x");
    assertEquals(2, unknownRun.status());
    assertTrue(unknownRun.err().contains("RUN-ID run-99 is not recorded"), unknownRun.err());
    HistoryCli noReason = HistoryCli.run("history", "exclude", "run-1", "--db", db());
    assertTrue(noReason.err().contains("needs --reason TEXT"), noReason.err());
  }
}
