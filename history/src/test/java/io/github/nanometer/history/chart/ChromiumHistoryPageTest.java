package io.github.nanometer.history.chart;

import static io.github.nanometer.history.chart.ChartSamples.commit;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.html.ChromiumLauncher;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The history page in a real headless Chromium, launched as the report's browser tests launch it
 * ({@link ChromiumLauncher}): it loads with no console message (the content security policy would
 * log a blocked load or a script whose hash it does not list), every chart is in the browser's DOM,
 * the page script ran, and a pointer on a point shows that point's commit, run and value. Skipped,
 * with the reason, where no Chromium is installed; failed instead under {@code CI=true}.
 */
class ChromiumHistoryPageTest {

  @TempDir
  static Path scratch;

  private static ChromiumLauncher browser;

  @BeforeAll
  static void findBrowser() {
    Optional<ChromiumLauncher> b = ChromiumLauncher.find();
    String missing = "no headless Chromium on PATH (looked for " + ChromiumLauncher.NAMES
        + "); scripts/install-deps.sh installs Debian's chromium";
    if ("true".equals(System.getenv("CI"))) {
      assertTrue(b.isPresent(), missing);
    }
    Assumptions.assumeTrue(b.isPresent(), missing);
    browser = b.get();
  }

  private static Path page(String name) throws Exception {
    List<SeriesChart> charts = List.of(HistoryPageTest.sampleChart("com.acme.Parse.json", "noisy neighbour"),
        HistoryPageTest.sampleChart(HistoryPageTest.EVIL, "reason " + HistoryPageTest.EVIL));
    Path p = scratch.resolve(name);
    HistoryPage.write(p, charts, ChartSamples.commits(40), HistoryPageTest.OPTIONS);
    return p;
  }

  @Test
  void consoleMessagesAreSeenSoTheCleanLoadBelowMeansSomething() throws Exception {
    Path bad = scratch.resolve("blocked.html");
    Files.writeString(bad, "<!DOCTYPE html><html><head><meta http-equiv=\"Content-Security-Policy\" content=\""
        + "default-src 'none'; script-src " + PageScript.HASH_SOURCE + "\"/></head><body><script>"
        + "document.title = 'not the hashed script'</script></body></html>");
    ChromiumLauncher.Load r = browser.load(bad, List.of("--dump-dom"), scratch);
    assertTrue(r.consoleLines().stream().anyMatch(l -> l.contains("Content Security Policy")), r.stderr());
  }

  @Test
  void pageLoadsCleanlyWithEveryChartAndItsScriptRuns() throws Exception {
    ChromiumLauncher.Load r = browser.load(page("history.html"), List.of("--dump-dom"), scratch);
    assertEquals(0, r.exitCode(), r.stderr());
    assertEquals(List.of(), r.consoleLines(), "console messages while loading the page");
    String dom = r.stdout();
    assertEquals(2, HistoryPageTest.count(dom, "<svg class=\"trend\""), "both charts drawn: in reach at load");
    assertEquals(0, HistoryPageTest.count(dom, "<template"), "no chart left waiting");
    assertTrue(dom.contains("<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\" class=\"scripted\">"),
        "the script ran to its end (the no-script notice hidden)");
    assertEquals(2, HistoryPageTest.count(dom, "<path class=\"points\" d=\"(M\\d+ \\d+h0){39}\""), "39 dots each");
    assertTrue(dom.contains("<div class=\"tip\" hidden=\"\"></div>"), "the hash-allowed script ran");
    assertTrue(dom.contains("<table class=\"open-changes\">"), "the open change points");
    assertFalse(dom.contains("<script>alert"), "user text stays text in the browser too");
  }

  @Test
  void aPointerOnAPointShowsItsCommitRunAndValue() throws Exception {
    Path probe = PointerProbe.beside(page("pointed.html"), 20);
    ChromiumLauncher.Load r = browser.load(probe, List.of("--dump-dom", "--allow-file-access-from-files"), scratch);
    assertEquals(0, r.exitCode(), r.stderr());
    assertEquals(List.of(), r.consoleLines());
    String out = HistoryPageTest.only(r.stdout(), "<pre id=\"out\">(.*?)</pre>");
    // point 20 of the included points is commit 21 (commit 7 is excluded)
    assertTrue(out.contains("near hidden=false text=" + commit(21) + " change number 21 | run run-21, "
        + "2026-03-02T09:01:00Z | " + Decimal.of(110 * ChartSamples.wobble(21)) + " ns ["), out);
    assertTrue(out.contains("far hidden=true"), out);
  }

  @Test
  void screenshotIsWrittenForTheRecord() throws Exception {
    Path dir = Path.of("target", "history-screenshots");
    Files.createDirectories(dir);
    Path shot = dir.resolve("history.png").toAbsolutePath();
    Files.deleteIfExists(shot);
    ChromiumLauncher.Load r = browser.load(page("shot.html"), List.of("--window-size=1100,1400",
        "--screenshot=" + shot), scratch);
    assertEquals(0, r.exitCode(), r.stderr());
    assertEquals(List.of(), r.consoleLines());
    byte[] png = Files.readAllBytes(shot);
    assertArrayEquals(new byte[] {(byte) 0x89, 'P', 'N', 'G'}, Arrays.copyOf(png, 4));
    assertFalse(png.length < 10_000, "a blank page would compress to a few kB: " + png.length + " bytes");
  }
}
