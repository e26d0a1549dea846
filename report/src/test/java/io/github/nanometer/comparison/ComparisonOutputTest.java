package io.github.nanometer.comparison;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Interval;
import io.github.nanometer.json.JsonReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The CSV layout, text and JSON of a comparison, and the progress line; expected text written by hand. */
class ComparisonOutputTest {
  static final List<Run> RUNS = List.of(
      new Run(Side.FEATURE, 1, 12_000_000, 10_000_000, 0),
      new Run(Side.BASE, 1, 10_000_000, 0, -1),
      new Run(Side.BASE, 2, 10_500_000, 10_000_000, 0),
      new Run(Side.FEATURE, 2, 12_500_000, 0, 0));

  private static Interval change(double low, double high) {
    return new Interval(low, high, 0.95, "feature mean / base mean - 1", "test");
  }

  static ComparisonResult result() {
    CommandComparisonOptions o = CommandComparisonOptions.builder().baseCommand("sleep 0.01").featureCommand("sleep 0.012")
        .seed(5).timeLimit(Duration.ofMinutes(5)).build();
    return new ComparisonResult(o, RegressionVerdict.REGRESSION, change(0.035, 0.4025), RUNS, 2,
        1_500_000_000L, "scripted", "scripted", false, Optional.empty());
  }

  @Test
  void csvIsTheCbdrLayoutInSeconds() throws Exception {
    StringWriter w = new StringWriter();
    ComparisonCsvWriter.write(RUNS, w);
    assertEquals("""
        benchmark,wall_time,user_time,sys_time
        feature,0.012,0.01,0.0
        base,0.01,0.0,NaN
        base,0.0105,0.01,0.0
        feature,0.0125,0.0,0.0
        """, w.toString());
  }

  @Test
  void textSaysTheVerdictAndTheInterval() {
    String text = render(ComparisonWriter::text, Locale.GERMANY);
    assertEquals("""
        base         2 runs  mean 10.250 ms  user 5.000 ms  sys -  sleep 0.01
        feature      2 runs  mean 12.250 ms  user 5.000 ms  sys 0 ns  sleep 0.012
        change of feature vs base: [+3.50%, +40.25%], estimate +19.51% (confidence sequence, 95% two-sided, \
        valid at every block), threshold +2%
        verdict: regression: the whole confidence sequence is above +2% after 2 blocks in 1.500 s
        """, text);
  }

  @Test
  void jsonHasTheVerdictExitCodeAndInterval() {
    @SuppressWarnings("unchecked")
    Map<String, Object> doc = (Map<String, Object>) JsonReader.parse(render(ComparisonWriter::json, Locale.ROOT));
    assertEquals("nanometer-compare", doc.get("schema"));
    assertEquals(2L, doc.get("version"));
    assertEquals("regression", doc.get("verdict"));
    assertEquals(1L, doc.get("exitCode"));
    @SuppressWarnings("unchecked")
    Map<String, Object> change = (Map<String, Object>) doc.get("change");
    assertEquals(0.035, change.get("low"));
    assertEquals(0.4025, change.get("high"));
    assertEquals(true, change.get("bounded"));
    assertEquals(12.25 / 10.25 - 1, (Double) change.get("estimate"), 1e-15);
    assertEquals(ComparisonWriter.CHANGE_COVERS, change.get("covers"));
    assertEquals(0.02, doc.get("thresholdFraction"));
    @SuppressWarnings("unchecked")
    Map<String, Object> base = (Map<String, Object>) doc.get("base");
    assertEquals(0.01025, (Double) base.get("meanWallSeconds"), 1e-15);
    assertEquals(null, base.get("meanSystemSeconds"), "unknown CPU time is null");
    assertEquals(null, doc.get("failure"));
  }

  @Test
  void progressOnALogIsRateLimitedAndOnATerminalRewritesOneLine() {
    long[] now = {0};
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    PrintStream err = new PrintStream(bytes, true, StandardCharsets.UTF_8);
    ProgressLine log = new ProgressLine(err, false, () -> now[0]);
    for (int block = 1; block <= 10; block++) {
      now[0] = block * 300_000_000L;
      log.afterBlock(new ComparisonProgress(block, RUNS.subList(0, 2), 1e7, 1.1e7,
          change(Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY), 0.02, now[0]));
    }
    String[] lines = bytes.toString(StandardCharsets.UTF_8).split("\n");
    // printed at 0.3 s, 1.5 s, 2.7 s (one second apart at least)
    assertEquals(3, lines.length);
    assertEquals("block 1: base 10.000 ms, feature 11.000 ms, change unbounded so far vs threshold +2%, 300.000 ms",
        lines[0]);
    bytes.reset();
    ProgressLine tty = new ProgressLine(err, true, () -> 0);
    tty.afterBlock(new ComparisonProgress(2, RUNS.subList(2, 4), 1e7, 1.1e7, change(0.01, 0.02), 0.02, 5));
    tty.finished();
    String out = bytes.toString(StandardCharsets.UTF_8);
    assertTrue(out.startsWith("\rblock 2:") && out.endsWith("\n") && !out.substring(0, out.length() - 1).contains("\n"),
        out);
  }

  private static String render(java.util.function.BiConsumer<ComparisonResult, PrintStream> writer, Locale locale) {
    Locale saved = Locale.getDefault();
    try {
      Locale.setDefault(locale);
      ByteArrayOutputStream bytes = new ByteArrayOutputStream();
      writer.accept(result(), new PrintStream(bytes, true, StandardCharsets.UTF_8));
      return bytes.toString(StandardCharsets.UTF_8);
    } finally {
      Locale.setDefault(saved);
    }
  }
}
