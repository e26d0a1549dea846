package io.github.nanometer.html;

import static io.github.nanometer.html.SvgDom.article;
import static io.github.nanometer.html.SvgDom.byTag;
import static io.github.nanometer.html.SvgDom.charts;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.html.ReportInputs;
import io.github.nanometer.json.JsonReader;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/**
 * The suite's documents in the HTML report, read through the suite's {@code DocumentReader} service
 * (as {@code nanometer report} reads them) and drawn by the suite's own section: one bar chart per
 * function (or one line chart per function of a sweep), each measurement's distribution, the skipped
 * implementations, the doctor's findings and the environment, and a summary row of its own.
 */
class HtmlSuiteTest {

  private static Document page(String... names) throws Exception {
    List<ReportDocument> docs = new ArrayList<>();
    for (String n : names) {
      docs.add(ReportInputs.parse(n, Fixtures.text(n)));
    }
    return SvgDom.parse(HtmlReport.render(docs, "t"));
  }

  @SuppressWarnings("unchecked")
  private static List<Map<String, Object>> measurements(String name) throws Exception {
    return (List<Map<String, Object>>) JsonReader.parseObject(Fixtures.text(name)).get("measurements");
  }

  @Test
  void eachFunctionGetsItsChartAndEachMeasurementItsDistribution() throws Exception {
    Document d = page("suite.json", "sweep.json");
    List<Element> articles = SvgDom.byClass(d.getDocumentElement(), "document");
    assertEquals(2, articles.size());
    Element suite = articles.get(0);
    Element sweep = articles.get(1);
    List<?> functions = (List<?>) ((Map<?, ?>) JsonReader.parseObject(Fixtures.text("suite.json"))
        .get("configuration")).get("functions");
    assertEquals(functions.size(), charts(suite, "bars").size(), "one bar chart per function");
    assertEquals(measurements("suite.json").size(), charts(suite, "histogram").size(), "each measurement's");
    assertEquals(measurements("suite.json").size(), charts(suite, "sequence").size());
    List<Element> lines = charts(sweep, "lines").stream()
        .filter(e -> e.getTextContent().contains("time per call against size")).toList();
    assertEquals(1, lines.size(), "the sweep fixture holds one function");
    assertEquals(measurements("sweep.json").size(), charts(sweep, "histogram").size());
    SvgDom.assertEveryChartHasAxesAndData(d.getDocumentElement());
  }

  @Test
  void aSuiteRunInOneJvmSaysSoUnderItsHeading() throws Exception {
    // the fixture, of version 2, ran in one JVM (version 3 added configuration.forks)
    Element suite = article(page("suite.json"), "nanometer-suite");
    List<String> notes = SvgDom.byClass(suite, "note").stream().map(Element::getTextContent).toList();
    assertTrue(notes.contains("Intervals: one JVM; the spread between JVMs was not measured (--forks N to measure it)."),
        notes.toString());
  }

  @Test
  void eachBarIsTheMeanTimePerCallOverTrialsOfItsMeasurements() throws Exception {
    Map<String, List<Double>> byBar = new LinkedHashMap<>();
    for (Map<String, Object> m : measurements("suite.json")) {
      String function = (String) m.get("function");
      String workload = (String) m.get("workload");
      String row = workload.startsWith(function + " ") ? workload.substring(function.length() + 1) : workload;
      byBar.computeIfAbsent(function + "|" + row + ", " + m.get("implementation") + " (" + m.get("estimator") + "): ",
          k -> new ArrayList<>()).add(((Number) m.get("nanosPerCall")).doubleValue());
    }
    List<String> expected = byBar.entrySet().stream().map(e -> e.getKey().substring(e.getKey().indexOf('|') + 1)
        + Svg.num(e.getValue().stream().mapToDouble(Double::doubleValue).average().orElseThrow())).sorted().toList();
    Element suite = article(page("suite.json"), "nanometer-suite");
    List<String> drawn = new ArrayList<>();
    for (Element chart : charts(suite, "bars")) {
      for (Element bar : SvgDom.byClass(chart, "datum")) {
        drawn.add(byTag(bar, "title").get(0).getTextContent());
      }
    }
    assertEquals(expected, drawn.stream().sorted().toList());
  }

  @Test
  void theSummaryFindingsEnvironmentAndSkippedImplementationsAreShown() throws Exception {
    Document d = page("suite.json");
    Element summary = SvgDom.byClass(d.getDocumentElement(), "measured").get(0);
    List<String> cells = byTag(byTag(summary, "tr").get(1), "td").stream().map(Element::getTextContent).toList();
    Map<?, ?> env = (Map<?, ?>) JsonReader.parseObject(Fixtures.text("suite.json")).get("environment");
    assertEquals(List.of("suite.json", "memory-function suite", String.valueOf(measurements("suite.json").size())),
        cells.subList(0, 3));
    assertEquals(env.get("vmName") + ", " + env.get("javaVersion"), cells.get(4));
    Element suite = article(d, "nanometer-suite");
    assertEquals(1, SvgDom.byClass(suite, "findings").size(), "the machine's doctor report");
    assertTrue(SvgDom.byClass(suite, "environment").get(0).getTextContent().contains("threadPlacement"));

    String text = Fixtures.text("suite.json");
    String skipped = text.replaceFirst("\"skipped\": \\[\\]",
        "\"skipped\": [{\"function\": \"memset\", \"implementation\": \"libc\", \"reason\": \"no <helper>\"}]");
    assertNotEquals(text, skipped);
    Element withSkipped = article(SvgDom.parse(HtmlReport.render(List.of(ReportInputs.parse("s.json", skipped)),
        "t")), "nanometer-suite");
    assertEquals(List.of("skipped: memset libc: no <helper>"), SvgDom.byClass(withSkipped, "note").stream()
        .map(Element::getTextContent).filter(t -> t.startsWith("skipped")).collect(Collectors.toList()));
  }
}
