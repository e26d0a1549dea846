package io.github.nanometer.history.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.history.git.TempGit;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A new user's path through the commands, on a real git repository: a saved results document per
 * commit recorded, a regression injected at one commit found by {@code changes} at that commit, the
 * series shown and drawn.
 */
class RecordToChartTest {
  @TempDir Path dir;

  /** The fixture document with the copy benchmark's estimate and interval set to {@code ns} and a run id of its own. */
  private Path document(String template, int index, double ns) throws IOException {
    String text = template.replace("6f1c2a4e-1b2d-4c3e-8f9a-0b1c2d3e4f50", "run-" + index)
        .replace("\"estimateNanos\": 10.03125,", "\"estimateNanos\": " + ns + ",")
        .replace("\"lowNanos\": 9.5,", "\"lowNanos\": " + ns * 0.99 + ",")
        .replace("\"highNanos\": 10.5,", "\"highNanos\": " + ns * 1.01 + ",");
    Path file = dir.resolve("results-" + index + ".json");
    Files.writeString(file, text);
    return file;
  }

  @Test
  void recordedRunsShowTheInjectedRegressionAtItsCommit() throws IOException {
    String template;
    try (InputStream in = getClass().getResourceAsStream("/io/github/nanometer/history/record/results-v4.json")) {
      template = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    TempGit git = TempGit.init(Files.createDirectory(dir.resolve("repo")));
    String db = dir.resolve("history.db").toString();
    Random random = new Random(7);
    List<String> shas = new ArrayList<>();
    for (int i = 0; i < 24; i++) {
      shas.add(git.commit("change " + i));
      double ns = (i >= 14 ? 11.5 : 10) * (1 + 0.005 * random.nextGaussian());
      HistoryCli record = HistoryCli.run("history", "record", "--db", db, "--repo", git.dir().toString(), "--reason",
          "push", document(template, i, ns).toString());
      assertEquals(0, record.status(), record.err());
      assertTrue(record.out().startsWith("recorded "), record.out());
    }
    HistoryCli again = HistoryCli.run("history", "record", "--db", db, "--repo", git.dir().toString(),
        dir.resolve("results-3.json").toString(), "--commit", shas.get(3));
    assertTrue(again.out().startsWith("already recorded "), again.out());

    HistoryCli changes = HistoryCli.run("history", "changes", "--db", db, "--format", "json");
    assertEquals(1, changes.status(), changes.err() + changes.out());
    assertTrue(changes.out().contains("\"firstBad\": \"" + shas.get(14) + "\""), changes.out());
    assertTrue(changes.out().contains("\"lastGood\": \"" + shas.get(13) + "\""), changes.out());
    assertEquals(0, HistoryCli.run("history", "changes", "--db", db).status(), "alerts once");

    HistoryCli list = HistoryCli.run("history", "show", "--db", db);
    assertTrue(list.out().contains("copy \"64\" bytes µ [n=64] latency minimum, time"), list.out());
    Path html = dir.resolve("history.html");
    HistoryCli show = HistoryCli.run("history", "show", "--db", db, "--benchmark", "copy", "--html", html.toString());
    assertEquals(0, show.status(), show.err());
    assertTrue(show.err().contains("wrote 1 trend chart(s) of branch main to " + html), show.err());
    String page = Files.readString(html);
    assertTrue(page.contains(shas.get(14).substring(0, 7)), "the page names the first bad commit");
    assertTrue(page.toLowerCase(Locale.ROOT).contains("<svg") || page.contains("<template"), "the page holds charts");
  }

  @Test
  void aDetachedHeadNeedsABranchAndABadFileRecordsNothing() throws IOException {
    TempGit git = TempGit.init(Files.createDirectory(dir.resolve("repo")));
    String first = git.commit("one");
    git.commit("two");
    git.run("checkout", "--quiet", "--detach", first);
    Path broken = Files.writeString(dir.resolve("broken.json"), "{\"schema\": \"nanometer-results\", ");
    String db = dir.resolve("history.db").toString();
    HistoryCli detached = HistoryCli.run("history", "record", "--db", db, "--repo", git.dir().toString(),
        broken.toString());
    assertEquals(2, detached.status());
    assertTrue(detached.err().contains("HEAD is detached"), detached.err());
    HistoryCli bad = HistoryCli.run("history", "record", "--db", db, "--repo", git.dir().toString(), "--branch", "main",
        broken.toString());
    assertEquals(2, bad.status());
    assertEquals(1, bad.err().lines().count(), bad.err());
    assertTrue(bad.err().startsWith("nanometer history record: " + broken), bad.err());
    HistoryCli unknownCommit = HistoryCli.run("history", "record", "--db", db, "--repo", git.dir().toString(),
        "--branch", "main", "--commit", "0123456789abcdef", broken.toString());
    assertEquals(2, unknownCommit.status());
    assertTrue(HistoryCli.run("history", "show", "--db", db).out().contains(": 0 series, 0 runs"));
  }
}
