package io.github.nanometer.html;

import static io.github.nanometer.html.SvgDom.article;
import static io.github.nanometer.html.SvgDom.byClass;
import static io.github.nanometer.html.SvgDom.byTag;
import static io.github.nanometer.html.SvgDom.charts;
import static io.github.nanometer.html.SvgDom.texts;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.json.JsonReader;
import io.github.nanometer.stats.Descriptive;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/**
 * The runs of a {@code nanometer-jmh} document over their forks: jmh-forks.json is version 3,
 * written by {@code nanometer jmh}'s writer from made-up forks (200 samples of 1 ms each): run
 * {@code p.C.m avgt} in three forks at 10, 10 (after 50 samples at 14 ns) and 10.05 ns, and run
 * {@code p.C.one avgt size=8} in one fork at 20 ns. Older versions, without {@code
 * forkSummaries}, still draw.
 */
class HtmlJmhForksTest {

  private static final String FILE = "jmh-forks.json";

  private static Element forks(String text) throws Exception {
    Document d = SvgDom.parse(HtmlReport.render(List.of(ReportInputs.parse(FILE, text)), "t"));
    SvgDom.assertEveryChartHasAxesAndData(d.getDocumentElement());
    return article(d, "nanometer-results");
  }

  private static List<?> steadyStates(Map<String, Object> doc, int run) {
    return (List<?>) ((Map<?, ?>) ((List<?>) doc.get("forkSummaries")).get(run)).get("forkSteadyStates");
  }

  @Test
  void eachForkIsAPanelTitledWithItsClassWithOneLevelPerSegmentAndTheSteadyOneMarked() throws Exception {
    Element a = forks(Fixtures.text(FILE));
    List<Element> panels = charts(a, "fork-series");
    assertEquals(4, panels.size(), "three forks of one run, one of the other");
    List<String> captions = texts(byTag(byClass(a, "jmh-forks").get(0), "figcaption"));
    assertEquals(List.of("fork 1: flat, no changepoint", "fork 2: warmup, 1 changepoint",
        "fork 3: flat, no changepoint", "fork 1: flat, no changepoint"), captions);
    int[] segments = {1, 2, 1, 1};
    for (int i = 0; i < panels.size(); i++) {
      assertEquals(segments[i], byClass(panels.get(i), "segment").size(), "segment lines of panel " + i);
      assertEquals(1, byClass(panels.get(i), "segment steady").size(), "the steady segment of panel " + i);
      assertEquals(segments[i] - 1, byClass(panels.get(i), "marker changepoint").size());
    }
    Map<String, Object> doc = JsonReader.parseObject(Fixtures.text(FILE));
    Map<?, ?> warmup = (Map<?, ?>) steadyStates(doc, 0).get(1);
    double[] blocks = ((List<?>) warmup.get("blockNanos")).stream().mapToDouble(v -> ((Number) v).doubleValue())
        .toArray();
    assertEquals(List.of(0L, 6L), warmup.get("segmentStarts"));
    Element steadySpan = byClass(panels.get(1), "steady-span").get(0);
    assertEquals("the fork's estimate: blocks 7 to " + blocks.length, steadySpan.getTextContent());
    // each segment's level is the median of its blocks (labelled where the segment is wide enough)
    List<String> levels = texts(byClass(panels.get(1), "segment-label"));
    assertTrue(levels.contains(Svg.sig(Descriptive.median(java.util.Arrays.copyOfRange(blocks, 6, blocks.length)))
        + " ns"), levels.toString());
    assertTrue(levels.contains(Svg.sig(Descriptive.median(java.util.Arrays.copyOfRange(blocks, 0, 6))) + " ns"),
        levels.toString());
  }

  @Test
  void eachRunIsATableRowAndAOneForkRunSaysTheSpreadBetweenJvmsWasNotMeasured() throws Exception {
    Element a = forks(Fixtures.text(FILE));
    List<Element> rows = byTag(byClass(a, "forks").get(0), "tr");
    assertEquals(3, rows.size(), "header and a row per run");
    List<String> three = texts(byTag(rows.get(1), "td"));
    Map<?, ?> summary = (Map<?, ?>) ((List<?>) JsonReader.parseObject(Fixtures.text(FILE)).get("forkSummaries"))
        .get(0);
    double estimate = ((Number) summary.get("estimateNanos")).doubleValue();
    assertEquals("p.C.m avgt", three.get(0));
    assertEquals("3", three.get(1));
    assertTrue(three.get(2).startsWith(Svg.sig(((Number) summary.get("score")).doubleValue()) + " ns/op ["),
        three.get(2));
    assertTrue(three.get(3).endsWith(" ns x3"), three.get(3));
    assertEquals("2 flat, 1 warmup", three.get(4));
    assertEquals("consistent", three.get(5));
    assertEquals("max-forks", three.get(6));
    assertEquals(String.format(java.util.Locale.ROOT, "%.2f%%", 100 * Math.sqrt(((Number) summary
        .get("betweenJvmVariance")).doubleValue()) / estimate), three.get(7), "sd between JVMs, percent of the score");
    assertTrue(three.get(8).matches("\\d+\\.\\d\\d%"), three.get(8));
    List<String> one = texts(byTag(rows.get(2), "td"));
    assertEquals("p.C.one avgt size=8", one.get(0));
    assertEquals("1 flat", one.get(4));
    assertEquals("one JVM: the spread between JVMs was not measured", one.get(7));
  }

  @Test
  void aVersionTwoDocumentWithoutForkSummariesStillDraws() throws Exception {
    String v3 = Fixtures.text(FILE).replace("\"version\": 3", "\"version\": 2");
    String v2 = v3.substring(0, v3.indexOf("\"forkSummaries\"")) + v3.substring(v3.indexOf("\"notRun\""));
    Element a = forks(v2);
    assertTrue(byClass(a, "jmh-forks").isEmpty(), "nothing over forks to draw");
    assertEquals(4, charts(a, "histogram").size(), "each fork's result still drawn");
  }

  @Test
  void runNamesAreEscaped() throws Exception {
    String hostile = "p.C<b>&amp;'\\\"m avgt";
    String page = HtmlReport.render(List.of(ReportInputs.parse(FILE, Fixtures.text(FILE)
        .replace("\"run\": \"p.C.m avgt\"", "\"run\": \"" + hostile + "\""))), "t");
    assertFalse(page.contains("<b>"), "no markup from a run's name");
    Element a = article(SvgDom.parse(page), "nanometer-results");
    String name = "p.C<b>&amp;'\"m avgt";
    assertEquals(name, byTag(byTag(byClass(a, "forks").get(0), "tr").get(1), "td").get(0).getTextContent());
    assertEquals(name + ": each fork's blocks and segments", byTag(a, "h4").get(0).getTextContent());
    assertEquals(name + ", fork 1: flat, no changepoint",
        byTag(charts(a, "fork-series").get(0), "title").get(0).getTextContent());
  }

  @Test
  void aBadSteadyStateIsRefusedWithItsPath() throws Exception {
    String text = Fixtures.text(FILE);
    RefusedDocument e = assertThrows(RefusedDocument.class, () -> ReportInputs.parse(FILE,
        text.replace("\"class\": \"warmup\"", "\"class\": \"hot\"")));
    assertEquals(FILE + ": forkSummaries[0].forkSteadyStates[1].class: must be one of flat, warmup, slowdown, "
        + "no-steady-state, got \"hot\"", e.getMessage());
    e = assertThrows(RefusedDocument.class, () -> ReportInputs.parse(FILE, text.replaceFirst(
        "(\"segmentStarts\": \\[\\s*0,\\s*)6", "$1600")));
    assertTrue(e.getMessage().startsWith(FILE + ": forkSummaries[0].forkSteadyStates[1]: segmentStarts[1]: must be "
        + "above 0 and below the "), e.getMessage());
  }
}
