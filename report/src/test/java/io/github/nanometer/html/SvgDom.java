package io.github.nanometer.html;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** Test helper: parses markup as XML (failing the test on malformed output) and finds elements by class. */
final class SvgDom {

  private SvgDom() {}

  static Document parse(String markup) throws Exception {
    DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
    f.setNamespaceAware(true);
    return f.newDocumentBuilder().parse(new ByteArrayInputStream(markup.getBytes(StandardCharsets.UTF_8)));
  }

  /** Elements (any namespace) under {@code root} whose class attribute holds every class in {@code classes}. */
  static List<Element> byClass(Element root, String classes) {
    List<Element> out = new ArrayList<>();
    NodeList all = root.getElementsByTagNameNS("*", "*");
    for (int i = 0; i < all.getLength(); i++) {
      Element e = (Element) all.item(i);
      List<String> has = List.of(e.getAttribute("class").split("\\s+"));
      if (has.containsAll(List.of(classes.split("\\s+")))) {
        out.add(e);
      }
    }
    return out;
  }

  /** The charts of kind {@code kind} (their {@code data-chart}) under {@code root}. */
  static List<Element> charts(Element root, String kind) {
    return byClass(root, "chart").stream().filter(e -> kind.equals(e.getAttribute("data-chart"))).toList();
  }

  /** The page's article of the document of {@code schema}; fails when there is none. */
  static Element article(Document d, String schema) {
    NodeList list = d.getElementsByTagNameNS("*", "article");
    for (int i = 0; i < list.getLength(); i++) {
      Element e = (Element) list.item(i);
      if (schema.equals(e.getAttribute("data-schema"))) {
        return e;
      }
    }
    throw new AssertionError("no article for " + schema);
  }

  /** The elements named {@code tag} (any namespace) under {@code root}. */
  static List<Element> byTag(Element root, String tag) {
    List<Element> out = new ArrayList<>();
    NodeList all = root.getElementsByTagNameNS("*", tag);
    for (int i = 0; i < all.getLength(); i++) {
      out.add((Element) all.item(i));
    }
    return out;
  }

  /** The text contents of {@code elements}. */
  static List<String> texts(List<Element> elements) {
    return elements.stream().map(Element::getTextContent).toList();
  }

  /** Fails unless every chart under {@code root} has one x axis, one y axis and at least one datum. */
  static void assertEveryChartHasAxesAndData(Element root) {
    for (Element chart : byClass(root, "chart")) {
      String kind = chart.getAttribute("data-chart");
      org.junit.jupiter.api.Assertions.assertEquals(1, byClass(chart, "axis x").size(), kind);
      org.junit.jupiter.api.Assertions.assertEquals(1, byClass(chart, "axis y").size(), kind);
      org.junit.jupiter.api.Assertions.assertFalse(byClass(chart, "datum").isEmpty(), kind + " has data points");
    }
  }
}
