package io.github.nanometer.html;

import static io.github.nanometer.html.SvgDom.byTag;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.json.JsonReader;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/**
 * Every report opens with a summary: each document with its kind, benchmark count, machine and
 * JVM; then the verdicts of judge and compare documents, counted by verdict, with the slower and
 * faster rows in full.
 */
class HtmlSummaryTest {

  private static Element summary(Document d) {
    List<Element> sections = SvgDom.byClass(d.getDocumentElement(), "summary");
    assertEquals(1, sections.size(), "one summary");
    return sections.get(0);
  }

  @Test
  void theSummaryComesBeforeEveryDocumentAndCountsItsBenchmarks() throws Exception {
    String page = HtmlReport.render(Fixtures.all(), "t");
    assertTrue(page.indexOf("class=\"summary\"") < page.indexOf("<article"), "summary first");
    Document d = SvgDom.parse(page);
    List<Element> rows = byTag(SvgDom.byClass(summary(d), "measured").get(0), "tr");
    assertEquals(Fixtures.ALL.size() + 1, rows.size(), "header and one row per document");
    int[] expected = {
        ((List<?>) JsonReader.parseObject(Fixtures.text("reference.json")).get("results")).size(),
        1,
        ((List<?>) JsonReader.parseObject(Fixtures.text("judge.json")).get("comparisons")).size(),
        ((List<?>) JsonReader.parse(Fixtures.text("jmh.json"))).size(),
        ((List<?>) JsonReader.parseObject(Fixtures.text("threaded.json")).get("results")).size(),
        ((List<?>) JsonReader.parseObject(Fixtures.text("jmh-forks.json")).get("runs")).size()};
    for (int i = 0; i < expected.length; i++) {
      List<String> cells = byTag(rows.get(i + 1), "td").stream().map(Element::getTextContent).toList();
      assertEquals(Fixtures.ALL.get(i), cells.get(0));
      assertEquals(String.valueOf(expected[i]), cells.get(2), "benchmarks of " + cells.get(0));
    }
    List<String> reference = byTag(rows.get(1), "td").stream().map(Element::getTextContent).toList();
    Map<?, ?> env = (Map<?, ?>) JsonReader.parseObject(Fixtures.text("reference.json")).get("environment");
    assertEquals(env.get("osName") + " " + env.get("osVersion") + ", " + env.get("arch") + ", 1 processor",
        reference.get(3));
    assertEquals(env.get("vmName") + ", " + env.get("javaVersion"), reference.get(4));
    List<String> jmh = byTag(rows.get(4), "td").stream().map(Element::getTextContent).toList();
    assertEquals("not recorded", jmh.get(3), "a JMH file has no machine members");
    assertEquals("OpenJDK 64-Bit Server VM, 17.0.15", jmh.get(4), "from the JMH file's vmName and jdkVersion");
    int total = 0;
    for (int n : expected) {
      total += n;
    }
    assertEquals(Fixtures.ALL.size() + " documents, " + total + " benchmarks or comparisons in all",
        SvgDom.byClass(summary(d), "totals").get(0).getTextContent());
  }

  @Test
  void judgeVerdictsAreCountedAndTheSlowerAndFasterRowsShown() throws Exception {
    Document d = SvgDom.parse(HtmlReport.render(List.of(Fixtures.document("judge.json"),
        Fixtures.document("compare.json")), "t"));
    Element s = summary(d);
    List<String> counts = SvgDom.byClass(s, "verdict-count").stream().map(Element::getTextContent).toList();
    assertEquals(List.of("1 slower", "1 faster", "1 no change", "1 inconclusive"), counts);
    List<Element> notable = byTag(SvgDom.byClass(s, "judge").stream()
        .filter(e -> e.getLocalName().equals("table")).findFirst().orElseThrow(), "tr");
    assertEquals(3, notable.size(), "header, the slower and the faster row");
    assertEquals("slower", byTag(notable.get(1), "td").get(5).getTextContent());
    assertEquals("faster", byTag(notable.get(2), "td").get(5).getTextContent());
    String compare = SvgDom.byClass(s, "compare").get(0).getTextContent();
    assertTrue(compare.startsWith("compare.json: regression, change of mean wall time +74.5% [+2.8%, +214.4%]"),
        compare);
  }

  @Test
  void aPageWithoutJudgementsSaysItHasNoVerdicts() throws Exception {
    Document d = SvgDom.parse(HtmlReport.render(List.of(Fixtures.document("reference.json")), "t"));
    assertEquals("no judge or compare document: measurements only, no verdicts",
        SvgDom.byClass(summary(d), "note").get(0).getTextContent());
  }
}
