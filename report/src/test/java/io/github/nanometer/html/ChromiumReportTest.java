package io.github.nanometer.html;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The report in a real headless Chromium: it loads with no console message (a blocked external
 * load or script would log one under the page's content security policy), the browser's DOM has
 * every chart with both axes and data points, and a screenshot is written to
 * target/report-screenshots/. Skipped, with the reason, where no Chromium is installed; failed
 * instead under {@code CI=true}, where scripts/install-deps.sh has installed it.
 */
class ChromiumReportTest {

  private static final Pattern SVG = Pattern.compile("<svg[^>]*class=\"chart\"[^>]*>(.*?)</svg>", Pattern.DOTALL);

  @TempDir
  static Path scratch;

  private static HeadlessChromium browser;

  @BeforeAll
  static void findBrowser() {
    Optional<HeadlessChromium> b = HeadlessChromium.find();
    String missing = "no headless Chromium on PATH (looked for " + HeadlessChromium.NAMES
        + "); scripts/install-deps.sh installs Debian's chromium";
    // In CI (.ci/run installs it) a missing browser is a failure, never "Tests run: 0".
    if ("true".equals(System.getenv("CI"))) {
      assertTrue(b.isPresent(), missing);
    }
    Assumptions.assumeTrue(b.isPresent(), missing);
    browser = b.get();
  }

  private static Path page(String name, List<ReportDocument> docs) throws Exception {
    Path p = scratch.resolve(name);
    HtmlReport.write(p, docs, "nanometer test");
    return p;
  }

  @Test
  void consoleMessagesAreSeenSoTheCleanLoadBelowMeansSomething() throws Exception {
    Path bad = scratch.resolve("bad.html");
    Files.writeString(bad, "<!DOCTYPE html><html><body><script>console.error('boom')</script></body></html>");
    HeadlessChromium.Run r = browser.load(bad, List.of("--dump-dom"), scratch);
    assertTrue(r.consoleLines().stream().anyMatch(l -> l.contains("boom")), r.stderr());
  }

  @Test
  void reportLoadsCleanlyWithEveryChartDrawn() throws Exception {
    String expected = HtmlReport.render(Fixtures.all(), "nanometer test");
    Path p = page("report.html", Fixtures.all());
    HeadlessChromium.Run r = browser.load(p, List.of("--dump-dom"), scratch);
    assertEquals(0, r.exitCode(), r.stderr());
    assertEquals(List.of(), r.consoleLines(), "console messages while loading the report");
    int inPage = count(expected);
    Matcher m = SVG.matcher(r.stdout());
    int charts = 0;
    while (m.find()) {
      String body = m.group(1);
      assertTrue(body.contains("class=\"axis x\""), "x axis in chart " + charts);
      assertTrue(body.contains("class=\"axis y\""), "y axis in chart " + charts);
      assertTrue(body.contains("class=\"datum"), "data points in chart " + charts);
      charts++;
    }
    assertTrue(charts > 0);
    assertEquals(inPage, charts, "every chart of the page is in the browser's DOM");
    assertTrue(r.stdout().contains("data-chart=\"overlay\""), "the judge's base/new overlays");
    assertTrue(r.stdout().indexOf("class=\"summary\"") < r.stdout().indexOf("<article"), "the summary opens it");
    assertTrue(r.stdout().contains("data-schema=\"jmh\"") && r.stdout().contains("<table class=\"jmh\">"),
        "the JMH file's table");
    assertTrue(r.stdout().contains("<table class=\"judge\">"), "the judge's numbers table");
  }

  @Test
  void screenshotIsWrittenForTheRecord() throws Exception {
    Path dir = Path.of("target", "report-screenshots");
    Files.createDirectories(dir);
    Path shot = dir.resolve("report.png").toAbsolutePath();
    Files.deleteIfExists(shot);
    Path p = page("shot.html", List.of(Fixtures.document("judge.json"), Fixtures.document("compare.json"),
        Fixtures.document("reference.json"), Fixtures.document("jmh.json")));
    HeadlessChromium.Run r = browser.load(p, List.of("--window-size=1300,1800", "--screenshot=" + shot), scratch);
    assertEquals(0, r.exitCode(), r.stderr());
    assertEquals(List.of(), r.consoleLines());
    byte[] png = Files.readAllBytes(shot);
    assertArrayEquals(new byte[] {(byte) 0x89, 'P', 'N', 'G'}, Arrays.copyOf(png, 4));
    assertFalse(png.length < 10_000, "a blank page would compress to a few kB: " + png.length + " bytes");
  }

  private static int count(String html) {
    Matcher m = SVG.matcher(html);
    int n = 0;
    while (m.find()) {
      n++;
    }
    return n;
  }
}
