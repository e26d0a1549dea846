package io.github.nanometer.html;

import static io.github.nanometer.html.SvgDom.article;
import static io.github.nanometer.html.SvgDom.byTag;
import static io.github.nanometer.html.SvgDom.charts;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.json.JsonReader;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/**
 * A JMH result file (a real JMH 1.37 {@code -rf json} run, {@code jmh.json}) in the report: one
 * table row per benchmark with JMH's score, error, interval and unit as written, one distribution
 * of iteration scores per benchmark, and mixed with nanometer's documents in one page.
 */
class HtmlJmhTest {

  @Test
  void everyBenchmarkIsARowWithJmhsScoreErrorAndUnitAndADistributionOfItsIterations() throws Exception {
    Document d = SvgDom.parse(HtmlReport.render(List.of(Fixtures.document("jmh.json")), "t"));
    Element jmh = article(d, ReportDocument.JMH);
    List<?> file = (List<?>) JsonReader.parse(Fixtures.text("jmh.json"));
    List<Element> rows = byTag(SvgDom.byClass(jmh, "jmh").get(0), "tr").subList(1, file.size() + 1);
    assertEquals(file.size() + 1, byTag(SvgDom.byClass(jmh, "jmh").get(0), "tr").size(), "header and one row each");
    for (int i = 0; i < file.size(); i++) {
      Map<?, ?> b = (Map<?, ?>) file.get(i);
      Map<?, ?> primary = (Map<?, ?>) b.get("primaryMetric");
      List<String> cells = byTag(rows.get(i), "td").stream().map(Element::getTextContent).toList();
      assertEquals(b.get("benchmark"), cells.get(0));
      assertEquals(b.get("mode"), cells.get(1));
      assertEquals("size=" + ((Map<?, ?>) b.get("params")).get("size"), cells.get(2));
      assertEquals(Svg.sig(((Number) primary.get("score")).doubleValue()), cells.get(3), "score of row " + i);
      assertEquals(Svg.sig(((Number) primary.get("scoreError")).doubleValue()), cells.get(4), "error of row " + i);
      assertEquals(primary.get("scoreUnit"), cells.get(6));
      assertEquals("2 x 3", cells.get(7), "forks x iterations");
    }
    assertEquals("0.9687", byTag(rows.get(0), "td").get(3).getTextContent(), "the first score, read by hand");
    assertEquals("org.example.jmh.SumBench.first size=16 (thrpt)", byTag(jmh, "figcaption").get(0).getTextContent(),
        "each chart is captioned with its benchmark");
    List<Element> histograms = charts(jmh, "histogram");
    assertEquals(file.size(), histograms.size());
    for (Element h : histograms) {
      int iterations = SvgDom.byClass(h, "datum bar").stream()
          .mapToInt(e -> Integer.parseInt(e.getTextContent().split(" ")[0])).sum();
      assertEquals(6, iterations, "every iteration of both forks is counted");
      assertEquals(1, SvgDom.byClass(h, "interval").size(), "JMH's interval is shaded");
    }
  }

  @Test
  void aJmhFileAndNanometerDocumentsShareOnePage() throws Exception {
    Document d = SvgDom.parse(HtmlReport.render(List.of(Fixtures.document("reference.json"),
        Fixtures.document("jmh.json"), Fixtures.document("judge.json")), "t"));
    assertEquals(4, charts(article(d, ReportDocument.JMH), "histogram").size());
    assertTrue(charts(article(d, "nanometer-results"), "histogram").size() > 0);
    assertEquals(1, charts(article(d, "nanometer-judge"), "forest").size());
  }

  @Test
  void aBadJmhFileIsRefusedNamingTheBenchmarkAndMember() {
    RefusedDocument e = assertThrows(RefusedDocument.class, () -> ReportInputs.parse("j.json",
        "[{\"benchmark\":\"a.B.c\",\"mode\":\"avgt\",\"primaryMetric\":{\"score\":1,\"scoreUnit\":\"ns/op\","
            + "\"rawData\":[[1,-2]]}}]"));
    assertEquals("j.json: benchmark [0] primaryMetric.rawData[0][1]: a measurement must not be negative, got -2.0",
        e.getMessage());
    e = assertThrows(RefusedDocument.class, () -> ReportInputs.parse("j.json", "[{\"mode\":\"avgt\"}]"));
    assertEquals("j.json: benchmark [0]: member 'benchmark' must be a string", e.getMessage());
    e = assertThrows(RefusedDocument.class, () -> ReportInputs.parse("j.json", "[{\"benchmark\":\"a\",\"mode\":\"avgt\","
        + "\"forks\":-1,\"primaryMetric\":{\"score\":1,\"scoreUnit\":\"ns/op\"}}]"));
    assertEquals("j.json: benchmark [0] forks: must be a whole number from 0 to 2147483647, got -1", e.getMessage());
  }
}
