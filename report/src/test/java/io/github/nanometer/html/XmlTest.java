package io.github.nanometer.html;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class XmlTest {

  @Test
  void escapesMarkupCharactersAndBothQuotes() {
    assertEquals("a &lt;b&gt; &amp; &quot;c&quot; &#39;d&#39;", Xml.escape("a <b> & \"c\" 'd'"));
  }

  @Test
  void replacesControlCharactersXmlForbidsButKeepsWhitespace() {
    assertEquals("x\uFFFDy\tz\n\r\uFFFD", Xml.escape("x\u0001y\tz\n\r\u001b"));
  }

  @Test
  void nullIsEmptyAndPlainTextUnchanged() {
    assertEquals("", Xml.escape(null));
    assertEquals("memcpy Google A: 1.5 ns/call", Xml.escape("memcpy Google A: 1.5 ns/call"));
  }

  @Test
  void escapedTextSurvivesAnXmlParserAsTheOriginal() throws Exception {
    String hostile = "</title><script>alert('x')</script> & \"q\"";
    Svg svg = new Svg("t", 10, 10, hostile);
    svg.text("c", 1, 1, "start", hostile);
    var doc = SvgDom.parse(svg.finish());
    assertEquals(0, doc.getElementsByTagName("script").getLength());
    assertEquals(hostile, doc.getElementsByTagName("title").item(0).getTextContent());
    assertEquals(hostile, doc.getElementsByTagName("text").item(0).getTextContent());
  }
}
