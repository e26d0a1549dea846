package io.github.nanometer.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.nanometer.ClockSummary;
import io.github.nanometer.json.JsonReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.function.BiConsumer;
import org.junit.jupiter.api.Test;

/**
 * Golden files lock the clock facts' JSON and text formats, under two default locales. The values
 * are chosen so that {@code Double.toString} prints them identically on every JDK (its algorithm
 * changed in JDK 19) and have no rounding ties in the text table.
 */
class ClockFactsWriterTest {

  static final List<ClockSummary> FACTS = List.of(
      new ClockSummary("nanoTime", 21.5, 1, 3100, 21, 31),
      new ClockSummary("tsc", 7.25, 0.3, 1250, 0.1 + 0.2, 12.5));

  static String golden(String name) throws IOException {
    try (InputStream in = ClockFactsWriterTest.class.getResourceAsStream("/golden/" + name)) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  static String capture(BiConsumer<List<ClockSummary>, PrintStream> writer) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
    writer.accept(FACTS, out);
    return bytes.toString(StandardCharsets.UTF_8);
  }

  static String underLocale(Locale l, BiConsumer<List<ClockSummary>, PrintStream> writer) {
    Locale saved = Locale.getDefault();
    try {
      Locale.setDefault(l);
      return capture(writer);
    } finally {
      Locale.setDefault(saved);
    }
  }

  @Test
  void jsonMatchesTheGoldenFileUnderTwoLocales() throws IOException {
    String expected = golden("clock-facts.json");
    assertEquals(expected, underLocale(Locale.ROOT, ClockFactsWriter::json));
    assertEquals(expected, underLocale(Locale.GERMANY, ClockFactsWriter::json));
  }

  @Test
  void textMatchesTheGoldenFileUnderTwoLocales() throws IOException {
    String expected = golden("clock-facts.txt").replace("\n", System.lineSeparator());
    assertEquals(expected, underLocale(Locale.ROOT, ClockFactsWriter::text));
    assertEquals(expected, underLocale(Locale.GERMANY, ClockFactsWriter::text));
  }

  @Test
  void jsonParsesBackToTheFacts() {
    var doc = JsonReader.parseObject(capture(ClockFactsWriter::json));
    List<?> clocks = (List<?>) doc.get("clocks");
    assertEquals(2, clocks.size());
    var tsc = (java.util.Map<?, ?>) clocks.get(1);
    assertEquals("tsc", tsc.get("name"));
    assertEquals(0.3, ((Number) tsc.get("precisionNanos")).doubleValue(), 0);
    assertEquals(0.1 + 0.2, ((Number) tsc.get("pairDeltaMedianNanos")).doubleValue(), 0);
  }

  @Test
  void timerDocumentReadsBackAndWritesTheSameBytesUnderTwoLocales() throws IOException {
    String text = golden("clock-facts.json");
    assertEquals(FACTS, ClockFactsReader.document(text));
    for (Locale l : List.of(Locale.ROOT, Locale.GERMANY)) {
      assertEquals(text, underLocale(l, (f, out) -> ClockFactsWriter.json(ClockFactsReader.document(text), out)));
    }
    IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
        () -> ClockFactsReader.document(text.replace("\"precisionNanos\": 1,", "\"precisionNanos\": 0,")));
    assertEquals("clocks[0]: precisionNanos must be positive and finite, got 0.0", e.getMessage());
  }
}
