package io.github.nanometer.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.compare.JudgeResult;
import io.github.nanometer.compare.Judgement;
import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * The CI formats of a judgement, each checked by a parser written from the tool's documented
 * format: github-action-benchmark's {@code customSmallerIsBetter} (README, "Examples": an array of
 * {@code name}, {@code unit}, {@code value} required, {@code range} and {@code extra} optional
 * strings) and the Bencher Metric Format (bencher.dev "Benchmark Adapters", BMF: benchmark name ->
 * measure slug -> {@code value} required, {@code lower_value} and {@code upper_value} optional
 * numbers); and the Markdown table for a pull-request comment.
 */
public class JudgeCiWriterTest {

  private static final JudgeResult RESULT = new JudgeReaderTest().fixture().result();

  private static String written(Consumer<PrintStream> writer) {
    return GoldenText.written(Locale.GERMANY, writer::accept);
  }

  /** github-action-benchmark's custom tool format; returns the benches by name. */
  public static Map<String, Map<String, Object>> ghActionParse(String text) {
    Map<String, Map<String, Object>> byName = new java.util.LinkedHashMap<>();
    for (Object o : (List<?>) JsonReader.parse(text)) {
      @SuppressWarnings("unchecked")
      Map<String, Object> b = (Map<String, Object>) o;
      assertTrue(b.get("name") instanceof String, "name: a string");
      assertTrue(b.get("unit") instanceof String, "unit: a string");
      assertTrue(b.get("value") instanceof Number, "value: a number");
      assertTrue(!b.containsKey("range") || b.get("range") instanceof String, "range: a string");
      assertTrue(!b.containsKey("extra") || b.get("extra") instanceof String, "extra: a string");
      assertTrue(java.util.Set.of("name", "unit", "value", "range", "extra").containsAll(b.keySet()), b.toString());
      byName.put((String) b.get("name"), b);
    }
    return byName;
  }

  /** The Bencher Metric Format; returns benchmark -> measure -> metric. */
  @SuppressWarnings("unchecked")
  public static Map<String, Map<String, Map<String, Object>>> bmfParse(String text) {
    Map<String, Object> doc = JsonReader.parseObject(text);
    for (Object measures : doc.values()) {
      for (Object metric : ((Map<String, Object>) measures).values()) {
        Map<String, Object> m = (Map<String, Object>) metric;
        assertTrue(m.get("value") instanceof Number, "value: a number");
        assertTrue(java.util.Set.of("value", "lower_value", "upper_value").containsAll(m.keySet()), m.toString());
        for (String bound : List.of("lower_value", "upper_value")) {
          assertTrue(!m.containsKey(bound) || m.get(bound) instanceof Number, bound + ": a number");
        }
        if (m.containsKey("lower_value") && m.containsKey("upper_value")) {
          assertTrue(((Number) m.get("lower_value")).doubleValue() < ((Number) m.get("upper_value")).doubleValue(),
              "no zero-width bounds: " + m);
        }
      }
    }
    return (Map<String, Map<String, Map<String, Object>>>) (Map<?, ?>) doc;
  }

  @Test
  void ghActionCarriesTheRatioAndTheIntervalsWiderHalfAsRange() {
    Map<String, Map<String, Object>> benches = ghActionParse(written(out -> JudgeCiWriter.ghAction(RESULT, out)));
    for (Judgement j : RESULT.judgements()) {
      Map<String, Object> b = benches.get(JudgeWriter.label(j.base()));
      if (!Double.isFinite(j.ratio())) {
        assertEquals(null, b);
        continue;
      }
      assertEquals(j.ratio(), ((Number) b.get("value")).doubleValue(), 1e-12);
      assertEquals("ratio new/base", b.get("unit"));
      assertTrue(((String) b.get("extra")).startsWith(j.verdict().words()), (String) b.get("extra"));
      if (j.boundedInterval().isPresent()) {
        double half = Math.max(j.ratio() - j.interval().get().low(), j.interval().get().high() - j.ratio());
        assertEquals(half, Double.parseDouble(((String) b.get("range")).substring(2)), 1e-12);
        assertTrue(((String) b.get("range")).startsWith("\u00b1 "));
      } else {
        assertFalse(b.containsKey("range"), b.toString());
      }
    }
  }

  @Test
  void bmfCarriesTheRatioWithBoundsOnlyWhereThereIsAnInterval() {
    Map<String, Map<String, Map<String, Object>>> doc = bmfParse(written(out -> JudgeCiWriter.bmf(RESULT, out)));
    for (Judgement j : RESULT.judgements()) {
      Map<String, Map<String, Object>> measures = doc.get(JudgeWriter.label(j.base()));
      if (!Double.isFinite(j.ratio())) {
        assertEquals(null, measures);
        continue;
      }
      Map<String, Object> ratio = measures.get(JudgeCiWriter.RATIO_MEASURE);
      assertEquals(j.ratio(), ((Number) ratio.get("value")).doubleValue(), 1e-12);
      assertEquals(j.boundedInterval().isPresent(), ratio.containsKey("lower_value"));
    }
  }

  @Test
  void markdownOpensWithTheSummaryAndHasOneRowPerBenchmark() {
    String md = written(out -> JudgeCiWriter.markdown(RESULT, out));
    String[] lines = md.split("\n");
    assertTrue(lines[0].startsWith("**nanometer judge**: ") && lines[0].contains("exit " + RESULT.exitCode()), lines[0]);
    assertEquals("| benchmark | base | new | change (99.0% interval) | verdict |", lines[2]);
    long rows = java.util.Arrays.stream(lines).filter(l -> l.startsWith("| ") && !l.startsWith("| benchmark")
        && !l.startsWith("| geometric")).count();
    assertEquals(RESULT.judgements().size(), rows);
    assertTrue(md.contains("| inconclusive (one JVM) |"), md);
    assertTrue(md.contains("8 \\\"bytes\\\"") || md.contains("8 \"bytes\""), md);
    assertTrue(md.contains("- to decide "), md);
    assertTrue(md.contains("- only in base: gone (avgt)"), md);
    assertEquals("a \\| b", JudgeCiWriter.cell("a | b"));
  }
}
