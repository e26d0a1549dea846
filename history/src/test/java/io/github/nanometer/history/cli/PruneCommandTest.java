package io.github.nanometer.history.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.history.git.TempGit;
import io.github.nanometer.history.store.HistoryLocation;
import io.github.nanometer.history.store.HistoryStore;
import io.github.nanometer.json.JsonReader;
import io.github.nanometer.json.JsonValue;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code history record --samples}, {@code history prune} and {@code history export --samples}
 * through the command line, on a real git repository: five runs of the fixture document, a day
 * apart, the first four recorded with their raw samples.
 */
class PruneCommandTest {
  @TempDir Path dir;

  private String db;
  private final List<String> runIds = new ArrayList<>();

  @BeforeEach
  void recordFiveRuns() throws IOException {
    String template;
    try (InputStream in = getClass().getResourceAsStream("/io/github/nanometer/history/record/results-v4.json")) {
      template = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    TempGit git = TempGit.init(Files.createDirectory(dir.resolve("repo")));
    db = dir.resolve("history.db").toString();
    for (int i = 0; i < 5; i++) {
      git.commit("change " + i);
      String runId = "run-" + i;
      runIds.add(runId);
      Path doc = Files.writeString(dir.resolve("results-" + i + ".json"), template
          .replace("6f1c2a4e-1b2d-4c3e-8f9a-0b1c2d3e4f50", runId)
          .replace("\"startTime\": \"2026-03-01T", "\"startTime\": \"2026-03-0" + (i + 1) + "T")
          .replace("\"endTime\": \"2026-03-01T", "\"endTime\": \"2026-03-0" + (i + 1) + "T"));
      List<String> args = new ArrayList<>(List.of("history", "record", "--db", db, "--repo", git.dir().toString()));
      if (i < 4) {
        args.add("--samples");
      }
      args.add(doc.toString());
      HistoryCli record = HistoryCli.run(args.toArray(String[]::new));
      assertEquals(0, record.status(), record.err());
      assertTrue(record.out().startsWith("recorded " + doc + ": run " + runId + ", 3 result(s)"
          + (i < 4 ? ", raw samples of 3 stored, commit " : ", commit ")), record.out());
    }
  }

  private long sampledResults() {
    try (HistoryStore store = HistoryStore.open(HistoryLocation.sqlite(Path.of(db)))) {
      return runIds.stream().mapToLong(id -> store.runSamples(id).size()).sum();
    }
  }

  @Test
  void theHistoryGroupListsPruneAndItsHelpStatesTheRule() {
    HistoryCli group = HistoryCli.run("history", "--help");
    assertEquals(0, group.status(), group.err());
    assertTrue(group.out().contains("prune"), group.out());
    HistoryCli help = HistoryCli.run("history", "prune", "--help");
    assertTrue(help.out().contains("--keep-samples") && help.out().contains("--dry-run")
        && help.out().contains("latest N runs by"), help.out());
    assertTrue(HistoryCli.run("history", "record", "--help").out().contains("--samples"));
  }

  @Test
  void aDryRunListsTheRunsAndARealRunDeletesThemKeepingEverythingElse() {
    assertEquals(12, sampledResults());
    String show = HistoryCli.run("history", "show", "--db", db).out();

    HistoryCli dry = HistoryCli.run("history", "prune", "--db", db, "--keep-samples", "2", "--dry-run");
    assertEquals(0, dry.status(), dry.err());
    assertEquals(12, sampledResults(), "a dry run deletes nothing");
    // run-4 (no samples) and run-3 are each series' latest two: run-0, run-1, run-2 lose theirs
    assertEquals(3, dry.out().lines().filter(l -> l.contains("would delete the raw samples of 3 run(s)")).count(),
        dry.out());
    assertTrue(dry.out().contains("  run run-0  2026-03-01 12:00:00  2 samples, 16 bytes"), dry.out());
    assertTrue(dry.out().contains("dry run: would delete the raw samples of 9 result(s) in 3 series ("), dry.out());
    assertTrue(dry.out().contains("3 result(s) keep theirs"), dry.out());
    assertTrue(!dry.out().contains("run-3") && !dry.out().contains("VACUUM"), dry.out());

    HistoryCli real = HistoryCli.run("history", "prune", "--db", db, "--keep-samples", "2");
    assertEquals(0, real.status(), real.err());
    assertEquals(dry.out().replace("would delete", "deleted").replace("dry run: ", ""),
        real.out().substring(0, real.out().indexOf(db + ": compacted")), real.out());
    assertTrue(real.out().contains(db + ": compacted (VACUUM), "), real.out());
    assertEquals(3, sampledResults());
    assertEquals(show, HistoryCli.run("history", "show", "--db", db).out(), "every series and run is still there");

    HistoryCli again = HistoryCli.run("history", "prune", "--db", db, "--keep-samples", "2");
    assertEquals("deleted the raw samples of 0 result(s) in 0 series (0 bytes of samples); 3 result(s) keep theirs,"
        + " each of the latest 2 run(s) of its series; runs, results, change points and annotations unchanged\n",
        again.out());
  }

  @Test
  void exportWritesTheStoredSamplesInJsonOnly() throws IOException {
    HistoryCli.run("history", "prune", "--db", db, "--keep-samples", "3");
    String series;
    try (HistoryStore store = HistoryStore.open(HistoryLocation.sqlite(Path.of(db)))) {
      series = store.listSeries().stream().filter(s -> s.key().benchmark().name().equals("parse")).findFirst()
          .orElseThrow().key().id().substring(0, 8);
    }
    HistoryCli json = HistoryCli.run("history", "export", "--db", db, "--series", series, "--format", "json",
        "--samples");
    assertEquals(0, json.status(), json.err());
    List<JsonValue> runs = JsonValue.root(JsonReader.parseObject(json.out())).get("runs").elements();
    assertEquals(5, runs.size());
    // the latest three by run start keep their samples: run-4 has none, run-3 and run-2 keep theirs
    assertEquals(List.of(true, true, false, false, true), runs.stream().map(r -> r.get("samples").isNull()).toList());
    JsonValue kept = runs.get(3).get("samples");
    assertEquals("ns/op", kept.get("unit").string());
    assertEquals(3, kept.get("parts").elements().size(), "one part per fork");
    assertEquals(List.of(160.5 / 16, 170.25 / 16), List.of(kept.get("parts").elements().get(2).numbers()[0],
        kept.get("parts").elements().get(2).numbers()[1]));
    HistoryCli plain = HistoryCli.run("history", "export", "--db", db, "--series", series, "--format", "json");
    assertTrue(!plain.out().contains("\"samples\""), "without --samples the document is as before");
    HistoryCli csv = HistoryCli.run("history", "export", "--db", db, "--series", series, "--samples");
    assertEquals(2, csv.status());
    assertEquals("nanometer history export: --samples needs --format json (the CSV keeps one row of summaries per"
        + " run)\n", csv.err());
  }

  @Test
  void aMissingOrBadKeepCountExitsTwoNamingTheValueAndTheRange() {
    HistoryCli missing = HistoryCli.run("history", "prune", "--db", db);
    assertEquals(2, missing.status());
    assertEquals("nanometer history prune: needs --keep-samples N, the runs of each series whose raw samples are"
        + " kept, in [0, 1000000000]\n", missing.err());
    HistoryCli negative = HistoryCli.run("history", "prune", "--db", db, "--keep-samples", "-1");
    assertEquals(2, negative.status());
    assertEquals("nanometer history prune: --keep-samples: keepSamples must be in [0, 1000000000], got -1\n",
        negative.err());
    HistoryCli words = HistoryCli.run("history", "prune", "--db", db, "--keep-samples", "all");
    assertEquals(2, words.status());
    assertTrue(words.err().startsWith("nanometer history prune: --keep-samples: keepSamples must be")
        && words.err().contains("[0, 1000000000], got 'all'"), words.err());
    assertEquals(12, sampledResults(), "a refused prune deletes nothing");
    HistoryCli noHistory = HistoryCli.run("history", "prune", "--db", dir.resolve("none.db").toString(),
        "--keep-samples", "1");
    assertEquals(2, noHistory.status());
    assertTrue(noHistory.err().contains("no history at"), noHistory.err());
  }
}
