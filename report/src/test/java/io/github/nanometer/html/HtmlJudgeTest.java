package io.github.nanometer.html;

import static io.github.nanometer.html.SvgDom.article;
import static io.github.nanometer.html.SvgDom.byTag;
import static io.github.nanometer.html.SvgDom.charts;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.json.JsonReader;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/**
 * The judge page: a numbers table (benchmark, base, new, change with its interval, verdict) and,
 * per benchmark, base and new values overlaid in one chart.
 */
class HtmlJudgeTest {

  private static Element judge() throws Exception {
    Document d = SvgDom.parse(HtmlReport.render(List.of(Fixtures.document("judge.json")), "t"));
    return article(d, "nanometer-judge");
  }

  @Test
  void theTableHasOneRowPerBenchmarkWithItsNumbers() throws Exception {
    Element table = SvgDom.byClass(judge(), "judge").get(0);
    List<Element> rows = byTag(table, "tr");
    List<?> comparisons = (List<?>) JsonReader.parseObject(Fixtures.text("judge.json")).get("comparisons");
    assertEquals(comparisons.size() + 1, rows.size(), "header and one row per benchmark");
    assertEquals(List.of("benchmark", "base", "new", "change of time", "95% interval", "verdict"),
        byTag(rows.get(0), "th").stream().map(Element::getTextContent).toList());
    for (int i = 0; i < comparisons.size(); i++) {
      Map<?, ?> c = (Map<?, ?>) comparisons.get(i);
      List<String> cells = byTag(rows.get(i + 1), "td").stream().map(Element::getTextContent).toList();
      assertTrue(cells.get(0).startsWith((String) c.get("name")), cells.get(0));
      // The values the ratio divides, not the files' estimates (issue 42, item 13).
      assertEquals(Svg.sig(((Number) c.get("baseValue")).doubleValue()) + " " + c.get("unit"), cells.get(1));
      assertEquals(Svg.sig(((Number) c.get("newValue")).doubleValue()) + " " + c.get("unit"), cells.get(2));
      assertEquals(c.get("verdict"), cells.get(5));
    }
    // "sum 1 KiB": ratio 1.1498 in [1.121, 1.178], by hand
    List<String> sum = byTag(rows.get(2), "td").stream().map(Element::getTextContent).toList();
    assertEquals("+15.0%", sum.get(3));
    assertEquals("[+12.1%, +17.8%]", sum.get(4));
    assertEquals("verdict-slower", rows.get(2).getAttribute("class"));
  }

  @Test
  void eachBenchmarkGetsBaseAndNewOverlaidWithEveryValueOfBothSides() throws Exception {
    List<Element> overlays = charts(judge(), "overlay");
    List<?> comparisons = (List<?>) JsonReader.parseObject(Fixtures.text("judge.json")).get("comparisons");
    assertEquals(comparisons.size(), overlays.size());
    assertEquals("sum 1 KiB (throughput, minimum): slower", byTag(judge(), "figcaption").get(1).getTextContent());
    for (int i = 0; i < overlays.size(); i++) {
      Map<?, ?> c = (Map<?, ?>) comparisons.get(i);
      Element chart = overlays.get(i);
      assertEquals(values(c.get("baseData")), drawn(chart, "s0"), "base values of " + c.get("name"));
      assertEquals(values(c.get("newData")), drawn(chart, "s1"), "new values of " + c.get("name"));
      assertEquals(2, SvgDom.byClass(chart, "swatch").size(), "a legend of the two sides");
      assertEquals(1, SvgDom.byClass(chart, "median-a").size());
      assertEquals(1, SvgDom.byClass(chart, "median-b").size());
    }
  }

  private static int values(Object data) {
    return ((List<?>) ((Map<?, ?>) data).get("values")).stream().mapToInt(r -> ((List<?>) r).size()).sum();
  }

  /** The values the bars of one side count, from their tooltips ("base: 3 of 40 from ..."). */
  private static int drawn(Element chart, String series) {
    return SvgDom.byClass(chart, "datum bar " + series).stream()
        .mapToInt(e -> Integer.parseInt(e.getTextContent().split(" ")[1])).sum();
  }
}
