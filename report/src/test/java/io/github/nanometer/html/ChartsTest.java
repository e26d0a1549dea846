package io.github.nanometer.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;

/** Each chart parsed as XML: axes with ticks and labels, one datum per value, markers where promised. */
class ChartsTest {

  private static Element root(String svg) throws Exception {
    Element e = SvgDom.parse(svg).getDocumentElement();
    assertEquals("svg", e.getLocalName());
    assertEquals("http://www.w3.org/2000/svg", e.getNamespaceURI());
    return e;
  }

  private static void assertAxes(Element svg, boolean categoricalY) {
    Element x = SvgDom.byClass(svg, "axis x").get(0);
    Element y = SvgDom.byClass(svg, "axis y").get(0);
    assertEquals(1, SvgDom.byClass(x, "domain").size());
    assertTrue(SvgDom.byClass(x, "tick").size() >= 2, "x ticks");
    assertEquals(SvgDom.byClass(x, "tick").size(), SvgDom.byClass(x, "tick-label").size());
    assertFalse(SvgDom.texts(SvgDom.byClass(x, "axis-title")).get(0).isBlank());
    assertTrue(SvgDom.byClass(y, "tick-label").size() >= (categoricalY ? 1 : 2), "y tick labels");
  }

  @Test
  void histogramCountsEverySampleOnceAndMarksMinMedianMeanAndInterval() throws Exception {
    double[] v = new double[40];
    for (int i = 0; i < 39; i++) {
      v[i] = 10 + i % 6;
    }
    v[39] = 1000;
    String svg = DistributionChart.render("d",
        v, new DistributionChart.Markers(10, 12, 104, 11, 13, "95% interval"));
    Element e = root(svg);
    assertEquals("histogram", e.getAttribute("data-chart"));
    assertAxes(e, false);
    List<Element> bars = SvgDom.byClass(e, "datum bar");
    int total = 0;
    for (Element b : bars) {
      String t = b.getElementsByTagNameNS("*", "title").item(0).getTextContent();
      total += Integer.parseInt(t.substring(0, t.indexOf(' ')));
    }
    assertEquals(v.length, total, "every sample in exactly one bar");
    assertEquals(1, SvgDom.byClass(e, "marker minimum").size());
    assertEquals(1, SvgDom.byClass(e, "marker median").size());
    assertEquals(1, SvgDom.byClass(e, "marker mean off-axis").size(), "the mean lies beyond the fenced axis");
    assertTrue(SvgDom.texts(SvgDom.byClass(e, "marker mean-label")).get(0).contains("off the axis"));
    assertEquals(1, SvgDom.byClass(e, "interval").size());
    String xTitle = SvgDom.texts(SvgDom.byClass(SvgDom.byClass(e, "axis x").get(0), "axis-title")).get(0);
    assertTrue(xTitle.contains("1 samples above"), xTitle);
  }

  @Test
  void sequenceDrawsOnePointPerSampleWithDisturbedAndClippedApartAndADriftLine() throws Exception {
    double[] v = new double[50];
    boolean[] disturbed = new boolean[50];
    for (int i = 0; i < 50; i++) {
      v[i] = 20 + (i % 5);
    }
    v[7] = 5000;
    disturbed[7] = true;
    disturbed[30] = true;
    Element e = root(SequenceChart.render("s", v, disturbed, "warm-up ended: 3 rounds, 1 ms"));
    assertEquals("sequence", e.getAttribute("data-chart"));
    assertAxes(e, false);
    assertEquals(50, SvgDom.byClass(e, "datum point").size());
    assertEquals(2, SvgDom.byClass(e, "datum point disturbed").size());
    assertEquals(1, SvgDom.byClass(e, "datum point clipped").size());
    assertEquals(1, SvgDom.byClass(e, "drift").size());
    assertEquals(50, SvgDom.byClass(e, "drift").get(0).getAttribute("points").split(" ").length);
    assertEquals("warm-up ended: 3 rounds, 1 ms", SvgDom.texts(SvgDom.byClass(e, "warmup-label")).get(0));
  }

  @Test
  void aLongSequenceIsBinnedIntoMediansWithRangesAndStaysSmall() throws Exception {
    int n = 200_000;
    double[] v = new double[n];
    boolean[] disturbed = new boolean[n];
    for (int i = 0; i < n; i++) {
      v[i] = (i < n / 2 ? 20 : 30) + (i % 7) * 0.1;
    }
    v[1234] = 1e6; // one spike: its bin's bar reaches the top, clipped, its median does not move
    disturbed[1234] = true;
    disturbed[150_000] = true;
    String svg = SequenceChart.render("s", v, disturbed, "warm-up ended: 3 rounds, 1 ms");
    Element e = root(svg);
    assertAxes(e, false);
    List<Element> points = SvgDom.byClass(e, "datum point");
    assertEquals(SequenceChart.BINS, points.size(), "one point per bin, not per sample");
    assertEquals(SequenceChart.BINS, SvgDom.byClass(e, "datum point binned").size());
    assertEquals(SequenceChart.BINS, SvgDom.byClass(e, "datum range").size());
    assertEquals(2, SvgDom.byClass(e, "datum point disturbed").size());
    assertEquals(1, SvgDom.byClass(e, "datum point clipped").size());
    String first = points.get(0).getElementsByTagNameNS("*", "title").item(0).getTextContent();
    assertEquals("samples 1-400: median 20.3 ns, range 20-20.6 ns", first);
    String last = points.get(SequenceChart.BINS - 1).getElementsByTagNameNS("*", "title").item(0).getTextContent();
    assertTrue(last.startsWith("samples 199601-200000: median 30.3 ns"), last);
    assertEquals(SequenceChart.BINS, SvgDom.byClass(e, "drift").get(0).getAttribute("points").split(" ").length);
    assertTrue(SvgDom.texts(SvgDom.byClass(e, "key")).get(0).contains("the median of about 400 samples"));
    assertTrue(svg.length() < 200_000, "a binned chart is small: " + svg.length() + " chars");
  }

  @Test
  void upToTheLimitEverySampleIsItsOwnPoint() throws Exception {
    double[] v = new double[SequenceChart.MAX_POINTS];
    java.util.Arrays.fill(v, 5);
    Element e = root(SequenceChart.render("s", v, null, "warm-up"));
    assertEquals(SequenceChart.MAX_POINTS, SvgDom.byClass(e, "datum point").size());
    assertEquals(0, SvgDom.byClass(e, "datum point binned").size());
  }

  @Test
  void runningMedianFollowsALevelShiftAndIgnoresASpike() {
    double[] v = {1, 1, 1, 9, 1, 1, 5, 5, 5, 5, 5};
    double[] m = SequenceChart.runningMedian(v, 3);
    assertEquals(1, m[3], 0);
    assertEquals(5, m[9], 0);
  }

  @Test
  void barsOnePerValuePresentWithLegendAndCategoryLabels() throws Exception {
    double nan = Double.NaN;
    BarChart.Data d = new BarChart.Data(new String[] {"Google A", "uniform <384> & 4096"},
        new String[] {"libc", "java"}, new double[][] {{10, 12}, {nan, 30}},
        new double[][] {{9, 11}, {nan, 28}}, new double[][] {{11, 14}, {nan, 35}});
    Element e = root(BarChart.render("b", d, "ns per call"));
    assertEquals("bars", e.getAttribute("data-chart"));
    assertAxes(e, true);
    assertEquals(3, SvgDom.byClass(e, "datum bar").size(), "the missing value draws no bar");
    assertEquals(3, SvgDom.byClass(e, "whisker").size());
    assertEquals(List.of("Google A", "uniform <384> & 4096"),
        SvgDom.texts(SvgDom.byClass(SvgDom.byClass(e, "axis y").get(0), "tick-label")));
    assertEquals(List.of("libc", "java"), SvgDom.texts(SvgDom.byClass(e, "legend-label")));
    assertThrows(IllegalArgumentException.class, () -> new BarChart.Data(new String[] {"a"}, new String[] {"x"},
        new double[][] {{1, 2}}, null, null));
  }

  @Test
  void linesOnePointPerSizeOnALogAxis() throws Exception {
    LineChart.Series a = new LineChart.Series("libc", new double[] {1, 4, 16, 64}, new double[] {2, 2.5, 3, 6});
    LineChart.Series b = new LineChart.Series("java", new double[] {1, 4, 16, 64}, new double[] {4, 4, 5, 9});
    Element e = root(LineChart.render("l", new LineChart.Series[] {a, b}, "size", "ns per call"));
    assertEquals("lines", e.getAttribute("data-chart"));
    assertAxes(e, false);
    assertEquals(8, SvgDom.byClass(e, "datum point").size());
    assertEquals(2, SvgDom.byClass(e, "line").size());
    List<String> xLabels = SvgDom.texts(SvgDom.byClass(SvgDom.byClass(e, "axis x").get(0), "tick-label"));
    assertEquals(List.of("1", "2", "4", "8", "16", "32", "64"), xLabels);
  }

  @Test
  void forestRowsWithIntervalsBandAndVerdicts() throws Exception {
    ForestChart.Row[] rows = {
        new ForestChart.Row("a", 1.15, 1.12, 1.18, "slower"),
        new ForestChart.Row("b", 0.92, 0.90, 0.94, "faster"),
        new ForestChart.Row("c", 1.0, Double.NaN, Double.NaN, "inconclusive")};
    Element e = root(ForestChart.render("f", rows, new ForestChart.Frame(1, 0.98, 1.02, "ratio", false)));
    assertEquals("forest", e.getAttribute("data-chart"));
    assertAxes(e, true);
    assertEquals(3, SvgDom.byClass(e, "datum point").size());
    assertEquals(2, SvgDom.byClass(e, "interval-line").size(), "no interval, no line");
    assertEquals(1, SvgDom.byClass(e, "band").size());
    assertEquals(1, SvgDom.byClass(e, "marker nochange").size());
    assertEquals(1, SvgDom.byClass(e, "datum point verdict-slower").size());
    assertEquals(List.of("slower", "faster", "inconclusive"), SvgDom.texts(SvgDom.byClass(e, "verdict-label")));
    Element band = SvgDom.byClass(e, "band").get(0);
    Element nochange = SvgDom.byClass(e, "marker nochange").get(0);
    double bandX = Double.parseDouble(band.getAttribute("x"));
    double bandW = Double.parseDouble(band.getAttribute("width"));
    double x = Double.parseDouble(nochange.getAttribute("x1"));
    assertEquals(bandX + bandW / 2, x, 0.02, "the band is centred on no change");
  }

  @Test
  void logarithmicForestPlacesHalfAndDoubleEquallyFarFromNoChange() throws Exception {
    ForestChart.Row[] rows = {
        new ForestChart.Row("half", 0.5, 0.45, 0.55, "faster"),
        new ForestChart.Row("double", 2, -0.3, 4, "inconclusive")};
    Element e = root(ForestChart.render("f", rows, new ForestChart.Frame(1, 0.98, 1.02, "ratio", true)));
    List<Element> points = SvgDom.byClass(e, "datum point");
    double x1 = Double.parseDouble(SvgDom.byClass(e, "marker nochange").get(0).getAttribute("x1"));
    double half = Double.parseDouble(points.get(0).getAttribute("cx"));
    double twice = Double.parseDouble(points.get(1).getAttribute("cx"));
    assertEquals(x1 - half, twice - x1, 0.02);
    Element unbounded = SvgDom.byClass(e, "interval-line").get(1);
    Element axis = SvgDom.byClass(SvgDom.byClass(e, "axis x").get(0), "domain").get(0);
    assertEquals(axis.getAttribute("x1"), unbounded.getAttribute("x1"), "a bound <= 0 starts at the left edge");
    assertEquals(List.of("0.25", "0.5", "1", "2", "4"),
        SvgDom.texts(SvgDom.byClass(SvgDom.byClass(e, "axis x").get(0), "tick-label")));
  }

  @Test
  void chartsRejectEmptyInput() {
    assertThrows(IllegalArgumentException.class, () -> DistributionChart.render("d", new double[0],
        new DistributionChart.Markers(1, 1, 1, Double.NaN, Double.NaN, "")));
    assertThrows(IllegalArgumentException.class, () -> SequenceChart.render("s", new double[0], null, ""));
    assertThrows(IllegalArgumentException.class, () -> ForestChart.render("f", new ForestChart.Row[0],
        new ForestChart.Frame(0, -1, 1, "x", false)));
    assertThrows(IllegalArgumentException.class, () -> LineChart.render("l", new LineChart.Series[0], "x", "y"));
  }
}
