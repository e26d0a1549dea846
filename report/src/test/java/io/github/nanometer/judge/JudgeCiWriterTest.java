package io.github.nanometer.judge;

import static io.github.nanometer.report.CiFormatParsers.bmfParse;
import static io.github.nanometer.report.CiFormatParsers.ghActionParse;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.report.CiFormatParsers;
import io.github.nanometer.report.GoldenText;
import java.io.PrintStream;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * The CI formats of a judgement, each checked by a parser written from the tool's documented
 * format ({@link CiFormatParsers}: github-action-benchmark's {@code customSmallerIsBetter} and the
 * Bencher Metric Format); and the Markdown table for a pull-request comment.
 */
public class JudgeCiWriterTest {

  private static final JudgeResult RESULT = new JudgeReaderTest().fixture().result();

  private static String written(Consumer<PrintStream> writer) {
    return GoldenText.written(Locale.GERMANY, writer::accept);
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
