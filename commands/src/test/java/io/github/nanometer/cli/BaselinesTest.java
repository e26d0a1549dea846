package io.github.nanometer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Named baselines: saved by reference, judged against by a later run, listed by judge. */
class BaselinesTest {
  @TempDir
  Path dir;

  /** A quick one-JVM reference run ({@code --forks 1}) unless {@code extra} names its own fork count. */
  private String[] reference(String... extra) {
    boolean forks = java.util.Arrays.asList(extra).contains("--forks");
    String[] head = {"reference", "--filter", "lcg k=100$", "--steps", "100", "--budget", "5ms", "--max-warmup",
        "10ms", "--mode", "throughput", "--format", "json", "--baseline-dir", dir.toString()};
    if (!forks) {
      head = java.util.Arrays.copyOf(head, head.length + 2);
      head[head.length - 2] = "--forks";
      head[head.length - 1] = "1";
    }
    String[] all = java.util.Arrays.copyOf(head, head.length + extra.length);
    System.arraycopy(extra, 0, all, head.length, extra.length);
    return all;
  }

  @Test
  void aSavedBaselineIsListedAndALaterRunIsJudgedAgainstIt() throws Exception {
    CliRun none = CliRun.of("judge", "--list-baselines", "--baseline-dir", dir.resolve("empty").toString());
    assertEquals(0, none.status());
    assertTrue(none.out().startsWith("no baselines in "), none.out());
    CliRun save = CliRun.of(reference("--save-baseline", "main-1.2"));
    assertEquals(0, save.status(), save.err());
    assertTrue(save.err().contains("baseline saved to " + dir.resolve("main-1.2.json")), save.err());
    assertTrue(Files.readString(dir.resolve("main-1.2.json")).contains("\"schema\": \"nanometer-results\""));
    CliRun list = CliRun.of("judge", "--list-baselines", "--baseline-dir", dir.toString());
    assertEquals(0, list.status(), list.err());
    assertTrue(list.out().startsWith("main-1.2") && list.out().contains("1 benchmarks (nanometer-results)"),
        list.out());
    CliRun again = CliRun.of(reference("--baseline", "main-1.2"));
    assertEquals(3, again.status(), "one JVM per side: inconclusive (one JVM)\n" + again.err());
    assertTrue(again.err().contains("lcg k=100 (throughput ") && again.err().contains("inconclusive (one JVM)"),
        again.err());
    CliRun judge = CliRun.of("judge", dir.resolve("main-1.2.json").toString(), dir.resolve("main-1.2.json").toString());
    assertEquals(3, judge.status(), judge.out());
  }

  @Test
  void theDocumentedRecipeWithForksDecidesOverTheForks() {
    // docs/ci.md's recipe: --save-baseline and --baseline with --forks, so both sides hold several
    // JVMs and judge decides over them instead of ending "inconclusive (one JVM)" (issue 42, item 13).
    CliRun save = CliRun.of(reference("--forks", "3", "--no-cache", "--save-baseline", "main"));
    assertEquals(0, save.status(), save.err());
    CliRun again = CliRun.of(reference("--forks", "3", "--no-cache", "--baseline", "main"));
    assertTrue(again.status() == 0 || again.status() == 1 || again.status() == 3, again.err());
    assertTrue(again.err().contains("1 of 1 intervals are over forks") || again.err().contains("Fieller over fork"),
        again.err());
    assertTrue(!again.err().contains("inconclusive (one JVM)"), again.err());
  }

  @Test
  void badNamesAndMissingBaselinesExitTwoBeforeMeasuring() {
    CliRun bad = CliRun.of(reference("--save-baseline", "../x"));
    assertEquals(2, bad.status());
    assertTrue(bad.err().contains("--save-baseline: '../x' is not a baseline name"), bad.err());
    CliRun missing = CliRun.of(reference("--baseline", "nope"));
    assertEquals(2, missing.status());
    assertTrue(missing.err().contains("--baseline: no baseline " + dir.resolve("nope.json")), missing.err());
    CliRun extra = CliRun.of("judge", "--list-baselines", "a.json");
    assertEquals(2, extra.status());
  }
}
