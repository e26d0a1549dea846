package io.github.nanometer.history.chart;

import static io.github.nanometer.history.chart.ChartSamples.benchmark;
import static io.github.nanometer.history.chart.ChartSamples.commit;
import static io.github.nanometer.history.chart.ChartSamples.recorded;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.history.store.BranchSeries;
import io.github.nanometer.history.store.ChangeStatus;
import io.github.nanometer.history.store.RecordedChangePoint;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The page as a string: every point, bar, step, change point, excluded point and rule of a chart is
 * drawn; user text is escaped everywhere; the open change points' table lists the open ones largest
 * first; the page is well-formed XHTML and is written atomically.
 */
class HistoryPageTest {

  static final String EVIL = "<script>alert('x')</script> & \"quoted\"";
  static final PageOptions OPTIONS = PageOptions.of("nanometer history: main", "nanometer test");

  /** The sample chart: a +10% step at commit 20 (recorded new), an old fixed change at commit 5. */
  static SeriesChart sampleChart(String name, String reason) {
    BranchSeries series = ChartSamples.stepSeries(benchmark(name), reason);
    return SeriesChart.of(series, ChartSamples.detect(series), List.of(
        recorded(series.key(), 19, 0.10, ChangeStatus.NEW, Optional.empty()),
        recorded(series.key(), 5, -0.02, ChangeStatus.FIXED, Optional.of("fixed by the revert"))), true);
  }

  @Test
  void everyPartOfTheChartIsDrawn() {
    SeriesChart chart = sampleChart("com.acme.Parse.json", "noisy neighbour");
    String page = HistoryPage.render(List.of(chart), ChartSamples.commits(40), OPTIONS);
    String svg = only(page, "<svg class=\"trend\"[^>]*>(.*?)</svg>");

    assertEquals(39, count(path(svg, "points"), "M\\d+ \\d+h0"), "a dot per point");
    assertEquals(39, count(path(svg, "intervals"), "M\\d+ \\d+V\\d+"), "a bar per point");
    String[] data = only(page, "data-points=\"([^\"]*)\"").split(" ");
    assertEquals(4 * 39, data.length, "run, estimate, low, high per point");

    assertEquals(2, chart.steps().size());
    Matcher steps = Pattern.compile("M(\\d+) (\\d+)H(\\d+)").matcher(path(svg, "steps"));
    List<Integer> levels = new ArrayList<>();
    while (steps.find()) {
      levels.add(Integer.parseInt(steps.group(2)));
    }
    assertEquals(2, levels.size(), "a horizontal segment per step");
    assertTrue(levels.get(1) < levels.get(0), "the slower step is drawn higher: " + levels);

    assertEquals(2, count(svg, "<g class=\"change "), "a marker per change point");
    assertTrue(svg.contains("<g class=\"change worse new\" data-first-bad=\"" + commit(20) + "\">"), svg);
    assertTrue(svg.contains(">+10.0% [+9.0%, +11.0%] new</text>"), "label with interval and status");
    assertTrue(svg.contains("<g class=\"change better fixed\" data-first-bad=\"" + commit(6) + "\">"));
    assertTrue(svg.contains(">-2.0% [-3.0%, -1.0%] fixed</text>"));
    assertTrue(svg.contains("last good " + PageData.shortSha(commit(19)) + " change number 19"), "title names commits");

    assertEquals(1, count(svg, "<circle class=\"excluded\""), "the excluded run drawn hollow");
    assertTrue(svg.contains("run run-7, 2026-03-01T19:01:00Z"), "its run and date in the tooltip");
    assertTrue(svg.contains("excluded: noisy neighbour</title>"), "with the reason");
    assertEquals(1, count(path(svg, "excluded-intervals"), "M\\d+ \\d+V\\d+"));

    assertEquals(2, count(svg, "<g class=\"rule\""), "a rule per environment change");
    assertTrue(svg.contains("data-what=\"kernel\"")
        && svg.contains(">kernel Linux 6.1.0-18-amd64 \u2192 Linux 6.1.0-20-amd64</text>"));
    assertTrue(svg.contains("data-what=\"JVM\"") && svg.contains(">JVM 17.0.15+6 \u2192 17.0.16+8</text>"));
    assertTrue(svg.contains("class=\"axis x\"") && svg.contains(">" + PageData.shortSha(commit(0)) + "</text>"),
        "short object names on the commit axis");
  }

  @Test
  void markersStandBetweenTheLastGoodAndTheFirstBadCommit() {
    SeriesChart chart = sampleChart("b", "r");
    ChartFrame frame = ChartFrame.of(chart);
    String svg = HistoryPage.render(List.of(chart), List.of(), OPTIONS);
    Matcher m = Pattern.compile("data-first-bad=\"" + commit(20) + "\"><title>[^<]*</title><path d=\"M(\\d+) ")
        .matcher(svg);
    assertTrue(m.find(), svg);
    long x = Long.parseLong(m.group(1));
    assertTrue(x > frame.x(19) && x < frame.x(20), x + " between " + frame.x(19) + " and " + frame.x(20));
  }

  @Test
  void userTextIsEscapedEverywhere() throws Exception {
    BranchSeries series = ChartSamples.stepSeries(benchmark(EVIL), "reason " + EVIL);
    RecordedChangePoint c = recorded(series.key(), 19, 0.1, ChangeStatus.ACKNOWLEDGED, Optional.of("note " + EVIL));
    SeriesChart chart = SeriesChart.of(series, ChartSamples.detect(series), List.of(c), true);
    List<io.github.nanometer.history.store.CommitFacts> commits = new ArrayList<>(ChartSamples.commits(40));
    io.github.nanometer.history.store.CommitFacts old = commits.get(20);
    commits.set(20, new io.github.nanometer.history.store.CommitFacts(old.sha(), old.parents(), old.commitTime(),
        "subject </script><!-- " + EVIL));
    String page = HistoryPage.render(List.of(chart), commits, new PageOptions("title " + EVIL, "gen " + EVIL,
        Optional.of("https://example.com/c?x=1&y=")));

    assertFalse(page.contains("<script>alert"), "no user text as markup");
    assertFalse(page.contains("</script><!--"), "no subject closes the data element");
    assertTrue(page.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;quoted&quot;"));
    assertTrue(page.contains("excluded: reason &lt;script&gt;"), "the exclusion's reason");
    assertTrue(page.contains("note: note &lt;script&gt;"), "the note");
    assertTrue(page.contains("href=\"https://example.com/c?x=1&amp;y=" + commit(20) + "\""), "the commit link");
    String json = only(page, "<script type=\"application/json\" id=\"history-data\">(.*?)</script>");
    assertFalse(json.contains("<") || json.contains(">") || json.contains("&"), json);
    assertTrue(json.contains("subject \\u003c/script\\u003e\\u003c!-- \\u003cscript\\u003e"), json);
    assertEquals(2, count(page, "<script"), "the data element and the page's own script, nothing else");
    // well-formed XHTML: an XML parser reads the whole page
    DocumentBuilderFactory.newInstance().newDocumentBuilder()
        .parse(new ByteArrayInputStream(page.getBytes(StandardCharsets.UTF_8)));
  }

  @Test
  void openChangesAreListedLargestFirstAndLinkToTheirCharts() {
    SeriesChart a = chartWith("alpha", List.of(
        recorded(ChartSamples.key(benchmark("alpha")), 19, 0.03, ChangeStatus.NEW, Optional.empty()),
        recorded(ChartSamples.key(benchmark("alpha")), 9, -0.50, ChangeStatus.IGNORED, Optional.empty())));
    SeriesChart b = chartWith("beta", List.of(
        recorded(ChartSamples.key(benchmark("beta")), 19, -0.08, ChangeStatus.ACKNOWLEDGED, Optional.empty()),
        recorded(ChartSamples.key(benchmark("beta")), 29, 0.20, ChangeStatus.FIXED, Optional.empty()),
        recorded(ChartSamples.key(benchmark("beta")), 4, 0.05, ChangeStatus.NEW, Optional.empty())));
    String page = HistoryPage.render(List.of(a, b), ChartSamples.commits(40), OPTIONS);
    String table = only(page, "<table class=\"open-changes\">(.*?)</table>");
    List<String> rows = new ArrayList<>();
    Matcher m = Pattern.compile("<tr class=\"([^\"]*)\">(.*?)</tr>").matcher(table);
    while (m.find()) {
      rows.add(m.group(1) + " | " + m.group(2));
    }
    assertEquals(3, rows.size(), "new and acknowledged only: " + rows);
    assertTrue(rows.get(0).startsWith("better acknowledged") && rows.get(0).contains("-8.0%")
        && rows.get(0).contains("href=\"#" + b.anchor() + "\""), rows.get(0));
    assertTrue(rows.get(1).startsWith("worse new") && rows.get(1).contains("+5.0%")
        && rows.get(1).contains(PageData.shortSha(commit(4)) + " change number 4")
        && rows.get(1).contains(PageData.shortSha(commit(5)) + " change number 5"), rows.get(1));
    assertTrue(rows.get(2).contains("+3.0%") && rows.get(2).contains("href=\"#" + a.anchor() + "\""), rows.get(2));
    assertTrue(page.contains("id=\"" + a.anchor() + "\"") && page.contains("id=\"" + b.anchor() + "\""));
    assertTrue(page.contains("2 series, 3 open change points"));
  }

  @Test
  void aPageWithoutOpenChangesSaysSo() {
    String page = HistoryPage.render(List.of(chartWith("gamma", List.of())), List.of(), OPTIONS);
    assertTrue(page.contains("No open change point"));
    assertFalse(page.contains("<table"));
    assertTrue(page.contains("<title>" + commit(6) + " </title>"), "object names without subjects");
  }

  @Test
  void theScriptIsAllowedByItsHashAndNothingElseLoads() {
    String page = HistoryPage.render(List.of(chartWith("delta", List.of())), List.of(), OPTIONS);
    assertTrue(page.contains("content=\"default-src 'none'; style-src 'unsafe-inline'; script-src "
        + PageScript.HASH_SOURCE + "\""));
    assertTrue(page.contains("<script>" + PageScript.JS + "</script>"), "the hashed text exactly");
    assertFalse(page.contains("src=\"") || page.contains("url("), "no external load");
  }

  @Test
  void badInputIsRefusedByName() {
    SeriesChart a = chartWith("alpha", List.of());
    assertTrue(assertThrows(IllegalArgumentException.class, () -> HistoryPage.render(List.of(a, a), List.of(),
        OPTIONS)).getMessage().contains("is given twice"));
    assertTrue(assertThrows(IllegalArgumentException.class, () -> HistoryPage.render(List.of(), List.of(),
        OPTIONS)).getMessage().contains("at least one series"));
    assertTrue(assertThrows(IllegalArgumentException.class, () -> new PageOptions("t", "g",
        Optional.of("javascript:alert(1)//"))).getMessage().contains("http:// or https://"));
    assertTrue(assertThrows(IllegalArgumentException.class, () -> PageOptions.of(" ", "g")).getMessage()
        .contains("title must be one line"));
  }

  @Test
  void writeReplacesTheFileAtomically(@TempDir Path dir) throws Exception {
    Path target = dir.resolve("history.html");
    Files.writeString(target, "an older page");
    List<SeriesChart> charts = List.of(chartWith("alpha", List.of()));
    HistoryPage.write(target, charts, List.of(), OPTIONS);
    assertEquals(HistoryPage.render(charts, List.of(), OPTIONS), Files.readString(target));
    try (var files = Files.list(dir)) {
      assertEquals(List.of(target), files.toList(), "no temporary file left");
    }
  }

  private static SeriesChart chartWith(String name, List<RecordedChangePoint> changes) {
    BranchSeries series = ChartSamples.stepSeries(benchmark(name), "r");
    return SeriesChart.of(series, ChartSamples.detect(series), changes, true);
  }

  static String only(String text, String regex) {
    Matcher m = Pattern.compile(regex, Pattern.DOTALL).matcher(text);
    assertTrue(m.find(), "no match of " + regex);
    String found = m.group(1);
    assertFalse(m.find(), "more than one match of " + regex);
    return found;
  }

  static String path(String svg, String cssClass) {
    return only(svg, "<path class=\"" + cssClass + "\" d=\"([^\"]*)\"/>");
  }

  static int count(String text, String regex) {
    Matcher m = Pattern.compile(regex).matcher(text);
    int n = 0;
    while (m.find()) {
      n++;
    }
    return n;
  }
}
