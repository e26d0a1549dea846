package io.github.nanometer.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.json.JsonReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.BiConsumer;
import org.junit.jupiter.api.Test;

/**
 * Golden-file tests of both output formats, under two default locales (the output must not
 * change: machine and text output are Locale.ROOT). The golden files were produced by this writer
 * and checked by hand: ratio 0.619048 (testvectors.md section 3), Fieller with Welch-Satterthwaite
 * df [0.262480, 1.19223] (numpy/scipy), cbdr Welch [-87.55%, +11.36%], plan n = ceil(sqrt(10 * 2 /
 * 4.8125)) = 3 and ceil(sqrt(10 * 0.583333 / 4.27083)) = 2 from the printed numbers.
 */
class AnalysisWriterTest {
  static final List<String> TABLE_V = List.of(
      "system,binary,time",
      "old,1,6.75", "old,1,8.75", "old,2,11.25", "old,2,13.25", "old,3,10.5", "old,3,12.5",
      "new,1,8", "new,1,9.5", "new,2,6", "new,2,6.5", "new,3,4", "new,3,5");

  static AnalysisResult result() throws Exception {
    return SavedDataAnalysis.analyze("t.csv", LeveledCsv.parse("t.csv", TABLE_V, null), 0.95, null,
        new double[] {1, 10});
  }

  @Test
  void textMatchesTheGoldenFileInAnyLocale() throws Exception {
    assertGolden("analyze-table-v.txt", AnalysisWriter::text);
  }

  @Test
  void jsonMatchesTheGoldenFileInAnyLocale() throws Exception {
    assertGolden("analyze-table-v.json", AnalysisWriter::json);
  }

  @Test
  void jsonParsesWithTheDocumentedKeys() throws Exception {
    String json = render(result(), AnalysisWriter::json);
    @SuppressWarnings("unchecked")
    Map<String, Object> doc = (Map<String, Object>) JsonReader.parse(json);
    assertEquals(0.95, doc.get("confidence"));
    @SuppressWarnings("unchecked")
    Map<String, Object> comparison = ((List<Map<String, Object>>) doc.get("comparisons")).get(0);
    @SuppressWarnings("unchecked")
    Map<String, Object> fieller = (Map<String, Object>) comparison.get("fieller");
    assertEquals(0.2624800835086412, (Double) fieller.get("low"), 1e-12);
    assertEquals(Boolean.TRUE, fieller.get("bounded"));
    @SuppressWarnings("unchecked")
    Map<String, Object> plan = (Map<String, Object>) doc.get("plan");
    @SuppressWarnings("unchecked")
    List<Map<String, Object>> levels = (List<Map<String, Object>>) ((List<Map<String, Object>>) plan.get("systems"))
        .get(0).get("levels");
    assertNull(levels.get(0).get("recommendedRepetitions"));
  }

  @Test
  void unboundedIntervalsHaveTheirDocumentedForm() throws Exception {
    AnalysisResult r = SavedDataAnalysis.analyze("z.csv", LeveledCsv.parse("z.csv", List.of("s,v", "base,-1",
        "base,1.2", "base,-0.9", "base,1", "cand,5", "cand,6", "cand,5.5", "cand,6.5"), null), 0.95, null, null);
    String json = render(r, AnalysisWriter::json);
    @SuppressWarnings("unchecked")
    Map<String, Object> comparison = ((List<Map<String, Object>>) ((Map<String, Object>) JsonReader.parse(json))
        .get("comparisons")).get(0);
    @SuppressWarnings("unchecked")
    Map<String, Object> fieller = (Map<String, Object>) comparison.get("fieller");
    assertEquals("-Infinity", fieller.get("low"));
    assertEquals("Infinity", fieller.get("high"));
    assertEquals(Boolean.FALSE, fieller.get("bounded"));
    assertTrue(render(r, AnalysisWriter::text).contains("ratio           [-inf, +inf]"));
  }

  private static void assertGolden(String name, BiConsumer<AnalysisResult, PrintStream> writer) throws Exception {
    String expected;
    try (InputStream in = AnalysisWriterTest.class.getResourceAsStream(name)) {
      if (in == null) {
        throw new IOException("missing golden file " + name);
      }
      expected = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    Locale saved = Locale.getDefault();
    try {
      for (Locale locale : new Locale[] {Locale.ROOT, Locale.GERMANY}) {
        Locale.setDefault(locale);
        assertEquals(expected, render(result(), writer), "locale " + locale);
      }
    } finally {
      Locale.setDefault(saved);
    }
  }

  static String render(AnalysisResult r, BiConsumer<AnalysisResult, PrintStream> writer) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
    writer.accept(r, out);
    return bytes.toString(StandardCharsets.UTF_8);
  }
}
