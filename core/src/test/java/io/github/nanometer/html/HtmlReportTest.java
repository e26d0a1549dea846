package io.github.nanometer.html;

import static io.github.nanometer.html.SvgDom.article;
import static io.github.nanometer.html.SvgDom.charts;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.report.JsonReader;
import java.io.IOException;
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
    Element suite = article(d, "nanometer-suite");
    Map<String, Object> suiteDoc = JsonReader.parseObject(Fixtures.text("suite.json"));
    int measurements = ((List<?>) suiteDoc.get("measurements")).size();
    List<?> functions = (List<?>) ((Map<?, ?>) suiteDoc.get("configuration")).get("functions");
    assertEquals(functions.size(), charts(suite, "bars").size(), "one bar chart per function");
    assertEquals(measurements, charts(suite, "histogram").size(), "each measurement's distribution");
    List<Element> sweeps = charts(d.getDocumentElement(), "lines").stream()
        .filter(e -> e.getTextContent().contains("time per call against size")).toList();
    assertEquals(1, sweeps.size(), "the sweep fixture holds one function");
    assertEquals(1, charts(article(d, "nanometer-compare"), "forest").size());
    Element judge = charts(article(d, "nanometer-judge"), "forest").get(0);
    assertEquals(5, SvgDom.byClass(judge, "datum point").size(), "four benchmarks and the geometric mean");
    for (Element chart : SvgDom.byClass(d.getDocumentElement(), "chart")) {
      String kind = chart.getAttribute("data-chart");
      assertEquals(1, SvgDom.byClass(chart, "axis x").size(), kind);
      assertEquals(1, SvgDom.byClass(chart, "axis y").size(), kind);
      assertFalse(SvgDom.byClass(chart, "datum").isEmpty(), kind + " has data points");
    }
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
    Document d = SvgDom.parse(HtmlReport.render(List.of(ReportDocument.parse("r.json",
        bytes.toString(java.nio.charset.StandardCharsets.UTF_8))), "t"));
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
    assertEquals("nanometer <test>; 6 documents",
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
  void unknownSchemasAndNonJsonAreRejectedWithTheFileName() {
    IOException e = assertThrows(IOException.class, () -> ReportDocument.parse("x.json", "{\"schema\":\"other\"}"));
    assertTrue(e.getMessage().startsWith("x.json: schema 'other' is not one the report draws"), e.getMessage());
    e = assertThrows(IOException.class, () -> ReportDocument.parse("y.json", "not json"));
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
