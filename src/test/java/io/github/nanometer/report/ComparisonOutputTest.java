package io.github.nanometer.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.compare.Benchmark;
import io.github.nanometer.compare.ComparisonOptions;
import io.github.nanometer.compare.ComparisonProgress;
import io.github.nanometer.compare.ComparisonResult;
import io.github.nanometer.compare.Run;
import io.github.nanometer.compare.Verdict;
import io.github.nanometer.stats.Interval;
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
      new Run(Benchmark.FEATURE, 1, 12_000_000, 10_000_000, 0),
      new Run(Benchmark.BASE, 1, 10_000_000, 0, -1),
      new Run(Benchmark.BASE, 2, 10_500_000, 10_000_000, 0),
      new Run(Benchmark.FEATURE, 2, 12_500_000, 0, 0));

  static ComparisonResult result() {
    ComparisonOptions o = ComparisonOptions.builder().baseCommand("sleep 0.01").featureCommand("sleep 0.012")
        .seed(5).timeLimit(Duration.ofMinutes(5)).build();
    return new ComparisonResult(o, Verdict.REGRESSION, Optional.of(new Interval(3.5, 40.25)), RUNS, 2, 1_500_000_000L,
        "scripted", Optional.empty());
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
        change of feature vs base: [+3.50%, +40.25%] (Welch, 95% two-sided), threshold +2%
        verdict: regression: the whole interval is above +2% after 2 blocks in 1.500 s
        """, text);
  }

  @Test
  void jsonHasTheVerdictExitCodeAndInterval() {
    @SuppressWarnings("unchecked")
    Map<String, Object> doc = (Map<String, Object>) JsonReader.parse(render(ComparisonWriter::json, Locale.ROOT));
    assertEquals("nanometer-compare/1", doc.get("format"));
    assertEquals("regression", doc.get("verdict"));
    assertEquals(1L, doc.get("exitCode"));
    @SuppressWarnings("unchecked")
    Map<String, Object> change = (Map<String, Object>) doc.get("changePercent");
    assertEquals(21.875, change.get("centre"));
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
      log.afterBlock(new ComparisonProgress(block, 1e7, 1.1e7, Optional.empty(), 2, now[0]));
    }
    String[] lines = bytes.toString(StandardCharsets.UTF_8).split("\n");
    // printed at 0.3 s, 1.5 s, 2.7 s (one second apart at least)
    assertEquals(3, lines.length);
    assertEquals("block 1: base 10.000 ms, feature 11.000 ms, change (needs 2 blocks) vs threshold +2%, 300.000 ms",
        lines[0]);
    bytes.reset();
    ProgressLine tty = new ProgressLine(err, true, () -> 0);
    tty.afterBlock(new ComparisonProgress(2, 1e7, 1.1e7, Optional.of(new Interval(1, 2)), 2, 5));
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
