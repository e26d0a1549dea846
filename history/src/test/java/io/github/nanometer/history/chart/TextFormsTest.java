package io.github.nanometer.history.chart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.github.nanometer.history.store.BranchSeries;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Escaping, number forms and the value axis' ticks. */
class TextFormsTest {

  @Test
  void escapingCoversMarkupQuotesAndForbiddenCharacters() {
    assertEquals("&lt;b a=&quot;1&quot; c=&#39;2&#39;&gt;x &amp;amp;&lt;/b&gt;",
        HtmlText.escape("<b a=\"1\" c='2'>x &amp;</b>"));
    assertEquals("a\uFFFDb\tc\n\uFFFD", HtmlText.escape("a\u0001b\tc\n\uFFFF"));
    String plain = "plain text";
    assertSame(plain, HtmlText.escape(plain), "nothing to escape, nothing copied");
    assertEquals("", HtmlText.escape(null));
  }

  @Test
  void valuesHaveFourSignificantDigits() {
    assertEquals("12.35", Decimal.of(12.3456));
    assertEquals("0.001234", Decimal.of(0.00123449));
    assertEquals("123457", Decimal.of(123456.7));
    assertEquals("-1.5", Decimal.of(-1.5));
    assertEquals("100", Decimal.of(99.99999));
    assertEquals("0", Decimal.of(0));
    assertEquals("-", Decimal.of(Double.POSITIVE_INFINITY));
    assertEquals("1.0E-9", Decimal.of(1e-9));
    assertEquals("2.5", Decimal.fixed(2.5, 3));
  }

  @Test
  void relativeChangesArePercentAtThePageOnly() {
    assertEquals("+3.1%", Decimal.percent(0.031));
    assertEquals("-12.0%", Decimal.percent(-0.12));
    assertEquals("+0.42%", Decimal.percent(0.0042));
    assertEquals("0.00%", Decimal.percent(-0.00001));
    assertEquals("+inf%", Decimal.percent(Double.POSITIVE_INFINITY));
  }

  @Test
  void valueTicksAreRoundNumbersInsideTheRange() {
    BranchSeries series = ChartSamples.stepSeries(ChartSamples.benchmark("b"), "r");
    ChartFrame frame = ChartFrame.of(SeriesChart.of(series, ChartSamples.detect(series), List.of(), true));
    assertEquals(2.0, frame.tickStep());
    List<Double> ticks = frame.valueTicks();
    assertEquals(98.0, ticks.get(0));
    assertEquals(112.0, ticks.get(ticks.size() - 1));
    assertEquals("104", frame.tickLabel(104));
    assertEquals(ChartFrame.BOTTOM, frame.y(Double.NEGATIVE_INFINITY), "an infinite end lies on the edge");
    assertEquals(ChartFrame.TOP, frame.y(Double.POSITIVE_INFINITY));
    assertEquals(ChartFrame.LEFT + 8, frame.x(0));
    assertEquals(ChartFrame.RIGHT - 8, frame.x(39));
  }
}
