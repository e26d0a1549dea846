package io.github.nanometer.html;

import static io.github.nanometer.html.SvgDom.article;
import static io.github.nanometer.html.SvgDom.charts;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.json.JsonReader;
import io.github.nanometer.results.ResultReader;
import io.github.nanometer.spi.PluginDocument;
import io.github.nanometer.spi.ReportCharts;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/** The whole page from saved documents: well-formed, offline, and one chart per promised view. */
class HtmlReportTest {

  @Test
  void everyDocumentGetsItsChartsAndEveryChartHasAxesAndData() throws Exception {
    String page = HtmlReport.render(Fixtures.all(), "nanometer test");
    Document d = SvgDom.parse(page);
    Map<String, Object> ref = JsonReader.parseObject(Fixtures.text("reference.json"));
    int benchmarks = ((List<?>) ref.get("results")).size();
    Element results = article(d, "nanometer-results");
    assertEquals(benchmarks, charts(results, "histogram").size());
    assertEquals(benchmarks, charts(results, "sequence").size());
    Element threaded = article(d, "nanometer-threaded");
    Map<String, Object> threads = JsonReader.parseObject(Fixtures.text("threaded.json"));
    int threadedResults = ((List<?>) threads.get("results")).size();
    assertEquals(threadedResults, charts(threaded, "bars").size(), "one bar chart of its threads per result");
    assertTrue(charts(threaded, "sequence").size() >= threadedResults, "each thread's samples");
    assertEquals(1, charts(article(d, "nanometer-compare"), "forest").size());
    Element judge = charts(article(d, "nanometer-judge"), "forest").get(0);
    assertEquals(5, SvgDom.byClass(judge, "datum point").size(), "four benchmarks and the geometric mean");
    SvgDom.assertEveryChartHasAxesAndData(d.getDocumentElement());
  }

  @Test
  void aResultShowsItsWarmupCurveItsPlanAndAnUnsettledWarmupProminently() throws Exception {
    io.github.nanometer.Options o = io.github.nanometer.Options.builder().seed(1).budget(java.time.Duration.ofMillis(5))
        .maxWarmup(java.time.Duration.ofMillis(30)).useTuningCache(false).build();
    io.github.nanometer.Result measured = io.github.nanometer.Nanometer.create(o)
        .run(io.github.nanometer.Benchmark.withInputs("hash", rnd -> rnd.nextInt(), (Integer i) -> i * 31));
    // The real run gives the document its plan and samples; its warm-up is replaced by a scripted one
    // (three full-length rounds, not settled), so what the page must show does not depend on how
    // fast this machine warmed up in 30 ms.
    io.github.nanometer.WarmupSummary w = measured.warmup();
    io.github.nanometer.WarmupSummary scripted = new io.github.nanometer.WarmupSummary(9, w.evaluations(),
        java.time.Duration.ofMillis(30), w.compilation(), false, "not settled after 0.03 s (scripted)", 2.5,
        io.github.nanometer.WarmupSummary.curve(new double[] {10e6, 20e6, 30e6}, new double[] {4, 3, 2.5}));
    io.github.nanometer.Result r = new io.github.nanometer.Result(measured.name(), measured.mode(),
        measured.estimator(), measured.options(), measured.environment(), scripted, measured.evaluationsPerSample(),
        measured.tuningSource(), measured.evaluations(), measured.elapsedNanos(), measured.estimates(),
        measured.interval(), measured.meanInterval(), measured.stopReason(), measured.singleEvaluations(),
        measured.loopIsolated(), measured.remarks(), measured.counterDeltas(), measured.allocation(),
        measured.parameters(), measured.plan(), measured.gc());
    java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
    io.github.nanometer.results.ResultWriter.json(List.of(r),
        new java.io.PrintStream(bytes, true, java.nio.charset.StandardCharsets.UTF_8));
    Document d = SvgDom.parse(HtmlReport.render(List.of(ReportDocument.results("r.json",
        ResultReader.document(bytes.toString(java.nio.charset.StandardCharsets.UTF_8)))), "t"));
    Element results = article(d, "nanometer-results");
    assertEquals(1, charts(results, "lines").size(), "the warm-up curve");
    String meta = SvgDom.byClass(results, "meta").stream().map(Element::getTextContent)
        .filter(t -> t.startsWith("plan: ")).findFirst().orElseThrow();
    assertTrue(meta.startsWith("plan: inputs fresh; "), meta);
    List<Element> warnings = SvgDom.byClass(results, "warning");
    assertEquals(1, warnings.size());
    assertTrue(warnings.get(0).getTextContent().startsWith(
        "warm-up did not reach steady state: not settled after 0.03 s (scripted)"), warnings.get(0).getTextContent());
  }

  @Test
  void pageIsOfflineAndEscapesNamesFromTheDocuments() throws Exception {
    String page = HtmlReport.render(Fixtures.all(), "nanometer <test>");
    assertFalse(page.contains("<script"), "no scripts");
    assertFalse(page.contains("http://") && page.replace("http://www.w3.org/", "").contains("http://"),
        "no external references besides XML namespaces");
    assertFalse(page.contains("https://"));
    assertTrue(page.contains("Content-Security-Policy"));
    assertTrue(page.contains("pointer &lt;chase&gt; &amp; &quot;co&quot;"), "judge names escaped");
    Document d = SvgDom.parse(page);
    assertEquals("nanometer <test>; " + Fixtures.ALL.size() + " documents",
        SvgDom.byClass(d.getDocumentElement(), "meta").get(0).getTextContent());
  }

  @Test
  void doctorFindingsAndEnvironmentAreShown() throws Exception {
    Document d = SvgDom.parse(HtmlReport.render(List.of(Fixtures.document("reference.json")), "t"));
    Element results = article(d, "nanometer-results");
    Map<String, Object> ref = JsonReader.parseObject(Fixtures.text("reference.json"));
    List<?> findings = (List<?>) ((Map<?, ?>) ref.get("doctor")).get("findings");
    long notOk = findings.stream().filter(f -> !"ok".equals(((Map<?, ?>) f).get("status"))).count();
    Element table = SvgDom.byClass(results, "findings").get(0);
    assertEquals(notOk, table.getElementsByTagNameNS("*", "tbody").item(0).getChildNodes().getLength());
    String env = SvgDom.byClass(results, "environment").get(0).getTextContent();
    assertTrue(env.contains("javaVersion") && env.contains(String.valueOf(
        ((Map<?, ?>) ref.get("environment")).get("javaVersion"))), env);
  }

  @Test
  void numbersComeFromTheTypedReadersNotFromMembersTheyRecompute() throws Exception {
    // estimateNanos and a comparison's change.estimate are derived members: the readers recompute them
    // from the samples and runs. A document whose derived members disagree must be drawn from what the
    // readers return, as judge and every other reader would see it, not from the document's text.
    String reference = Fixtures.text("reference.json");
    String edited = reference.replaceFirst("\"estimateNanos\": [0-9.eE+-]+", "\"estimateNanos\": 987654.0");
    assertFalse(edited.equals(reference));
    double estimate = ResultReader.parse(reference).get(0).estimateNanos();
    String compare = Fixtures.text("compare.json");
    String editedCompare = compare.replaceFirst("\"estimate\": [0-9.eE+-]+", "\"estimate\": 0.1");
    assertFalse(editedCompare.equals(compare));
    io.github.nanometer.comparison.ComparisonResult c = io.github.nanometer.comparison.ComparisonReader.parse(compare);
    Document d = SvgDom.parse(HtmlReport.render(List.of(ReportInputs.parse("r.json", edited),
        ReportInputs.parse("c.json", editedCompare)), "t"));
    String numbers = SvgDom.byClass(article(d, "nanometer-results"), "numbers").get(1).getTextContent();
    assertTrue(numbers.contains(" estimate " + ResultSection.ns(estimate)), numbers);
    assertFalse(d.getDocumentElement().getTextContent().contains("9.877e+05"), "the edited member is not drawn");
    String verdict = SvgDom.byClass(d.getDocumentElement(), "verdict compare").get(0).getTextContent();
    assertTrue(verdict.contains("change of mean wall time " + JudgeTable.percent(c.estimate())), verdict);
    assertFalse(verdict.contains("+10.0%"), verdict);
  }

  @Test
  void aThreadedDocumentShowsTheEnvironmentItsReaderReturns() throws Exception {
    Document d = SvgDom.parse(HtmlReport.render(List.of(Fixtures.document("threaded.json")), "t"));
    Element threaded = article(d, "nanometer-threaded");
    String env = SvgDom.byClass(threaded, "environment").get(0).getTextContent();
    assertTrue(env.contains("threadPlacementone cpu per thread") && env.contains("availableProcessors2")
        && env.contains("blackholevolatile"), env);
    assertTrue(SvgDom.byClass(threaded, "doctor").get(0).getTextContent().contains("holds no doctor findings"));
    List<String> row = SvgDom.byClass(SvgDom.byClass(d.getDocumentElement(), "measured").get(0), "count").stream()
        .map(Element::getTextContent).toList();
    assertEquals(List.of("1"), row, "one threaded result");
  }

  @Test
  void aPluginDocumentDrawsItsOwnSectionFollowedByItsFindingsAndEnvironment() throws Exception {
    io.github.nanometer.Result r = ResultReader.parse(Fixtures.text("reference.json")).get(0);
    io.github.nanometer.results.SavedEnvironment env = io.github.nanometer.results.SavedEnvironment.of(r.environment());
    PluginDocument plugin = new PluginDocument() {
      @Override
      public String schema() {
        return "x-plugin";
      }

      @Override
      public String kind() {
        return "a plug-in's <kind>";
      }

      @Override
      public int benchmarkCount() {
        return 7;
      }

      @Override
      public java.util.Optional<io.github.nanometer.results.SavedEnvironment> environment() {
        return java.util.Optional.of(env);
      }

      @Override
      public java.util.Optional<io.github.nanometer.Diagnosis> doctor() {
        return r.environment().doctor();
      }

      @Override
      public String html(String source, ReportCharts charts) {
        return "<h2>Plug-in: " + charts.escape(source) + "</h2>" + charts.result(r, "its result");
      }
    };
    Document d = SvgDom.parse(HtmlReport.render(List.of(ReportDocument.plugin("p&.json", plugin)), "t"));
    Element article = article(d, "x-plugin");
    assertEquals("Plug-in: p&.json", article.getElementsByTagNameNS("*", "h2").item(0).getTextContent());
    assertEquals(1, charts(article, "histogram").size(), "its result's distribution");
    assertEquals(1, SvgDom.byClass(article, "doctor").size(), "the findings after its section");
    assertTrue(SvgDom.byClass(article, "environment").get(0).getTextContent().contains(env.javaVersion()));
    List<String> cells = SvgDom.byClass(d.getDocumentElement(), "measured").get(0).getElementsByTagNameNS("*", "tbody")
        .item(0).getTextContent().lines().toList();
    String summary = SvgDom.byClass(d.getDocumentElement(), "measured").get(0).getTextContent();
    assertTrue(summary.contains("a plug-in's <kind>7" + env.osName()), summary + cells);
  }

  @Test
  void unknownSchemasAndNonJsonAreRejectedWithTheFileName() {
    RefusedDocument e = assertThrows(RefusedDocument.class, () -> ReportInputs.parse("x.json", "{\"schema\":\"other\"}"));
    assertTrue(e.getMessage().startsWith("x.json: schema 'other' is not one the report draws"), e.getMessage());
    e = assertThrows(RefusedDocument.class, () -> ReportInputs.parse("y.json", "not json"));
    assertTrue(e.getMessage().startsWith("y.json: not a JSON document"), e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> HtmlReport.render(List.of(), "t"));
  }

  @Test
  void writeReplacesTheTargetAtomicallyAndLeavesNoTemporaryFile(@TempDir Path dir) throws Exception {
    Path target = dir.resolve("report.html");
    Files.writeString(target, "old");
    HtmlReport.write(target, List.of(Fixtures.document("compare.json")), "t");
    assertTrue(Files.readString(target).startsWith("<!DOCTYPE html>"));
    try (var s = Files.list(dir)) {
      assertEquals(List.of(target), s.toList());
    }
  }
}
