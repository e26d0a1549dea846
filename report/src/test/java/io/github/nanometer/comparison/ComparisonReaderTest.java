package io.github.nanometer.comparison;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Interval;
import io.github.nanometer.json.DocumentHeader;
import io.github.nanometer.report.GoldenText;
import io.github.nanometer.report.ReadableDocumentContract;
import java.io.IOException;
import java.io.PrintStream;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The compare document reads back into the same result: golden file, byte-identical round trip, refusals. */
class ComparisonReaderTest extends ReadableDocumentContract<ComparisonResult> {

  private static final String GOLDEN = "/golden/compare-failed.json";

  /**
   * A failed comparison covering the members the plain one leaves at their defaults: a one-sided
   * sequence unbounded above, a run timeout, unknown CPU times, a kill at the time limit, a failure
   * with a multi-line stderr tail.
   */
  static ComparisonResult failed() {
    CommandComparisonOptions o = CommandComparisonOptions.builder().baseCommand("./bench --old \"x\"")
        .featureCommand("./bench --new \u00b5").thresholdFraction(-0.015).confidence(0.99).oneSided(true)
        .timeLimit(Duration.ofMillis(90_500)).runTimeout(Duration.ofNanos(2_500_000_001L)).warmupRuns(0)
        .minBlocks(4).seed(-7).build();
    List<Run> runs = List.of(new Run(Side.BASE, 1, 1_000_000_007L, -1, -1),
        new Run(Side.FEATURE, 1, 1_200_000_000L, 900_000_000L, 10_000_000L));
    return new ComparisonResult(o, RegressionVerdict.COMMAND_FAILED,
        new Interval(-0.125, Double.POSITIVE_INFINITY, 0.99,
            "feature mean / base mean - 1", "confidence sequence \"one-sided\""), runs, 1, 93_123_456_789L,
        "unavailable: no wait4 in this JVM", "no own process group: setsid missing", true,
        Optional.of(new ComparisonResult.Failure(Side.FEATURE, "./bench --new \u00b5", -1, "line 1\n\ttab \"q\"",
            false, true)));
  }

  @Override
  protected ComparisonResult fixture() {
    return failed();
  }

  @Override
  protected String goldenResource() {
    return GOLDEN;
  }

  @Override
  protected void write(ComparisonResult value, PrintStream out) {
    ComparisonWriter.json(value, out);
  }

  @Override
  protected ComparisonResult parse(String text) {
    return ComparisonReader.parse(text);
  }

  @Override
  protected DocumentHeader header() {
    return DocumentHeader.COMPARE;
  }

  private static String json(ComparisonResult r, String tag) {
    return GoldenText.written(GoldenText.locale(tag), out -> ComparisonWriter.json(r, out));
  }

  @ParameterizedTest
  @ValueSource(strings = {"ROOT", "de-DE"})
  void thePlainComparisonReadsBackByteIdentical(String tag) {
    String plain = json(ComparisonOutputTest.result(), "ROOT");
    assertEquals(plain, json(ComparisonReader.parse(plain), tag));
  }

  @Test
  void readsTypedMembersBack() throws IOException {
    ComparisonResult e = failed();
    ComparisonResult r = ComparisonReader.parse(golden());
    CommandComparisonOptions eo = e.options();
    CommandComparisonOptions ro = r.options();
    assertEquals(List.of(eo.baseCommand(), eo.featureCommand(), eo.thresholdFraction(), eo.confidence(),
            eo.oneSided(), eo.timeLimit(), eo.runTimeout(), eo.warmupRuns(), eo.minBlocks(), eo.seed()),
        List.of(ro.baseCommand(), ro.featureCommand(), ro.thresholdFraction(), ro.confidence(), ro.oneSided(),
            ro.timeLimit(), ro.runTimeout(), ro.warmupRuns(), ro.minBlocks(), ro.seed()));
    assertEquals(e.verdict(), r.verdict());
    assertEquals(e.change(), r.change());
    assertEquals(e.runs(), r.runs());
    assertEquals(e.blocks(), r.blocks());
    assertEquals(e.elapsedNanos(), r.elapsedNanos());
    assertEquals(e.cpuTimeSource(), r.cpuTimeSource());
    assertEquals(e.containment(), r.containment());
    assertEquals(e.killedAtTimeLimit(), r.killedAtTimeLimit());
    assertEquals(e.failure(), r.failure());
    ComparisonResult plain = ComparisonReader.parse(json(ComparisonOutputTest.result(), "ROOT"));
    assertEquals(Optional.empty(), plain.options().runTimeout());
    assertEquals(ComparisonOutputTest.result().change(), plain.change());
    assertEquals(ComparisonOutputTest.RUNS, plain.runs());
  }

  @Test
  void aCorruptedMemberIsNamedByItsPath() throws IOException {
    String text = golden();
    assertEquals("failure.side: must be one of base, feature, got \"new\"",
        refused(text.replace("\"side\": \"feature\"", "\"side\": \"new\"")));
    assertEquals("seed: must be a whole number", refused(text.replace("\"seed\": -7", "\"seed\": \"-7\"")));
    assertEquals("feature.command: member missing", refused(text.replace("\"command\": \"./bench --new \u00b5\",\n"
        + "    \"runs\": 1", "\"runs\": 1")));
    assertEquals("runs.wallNanos: must have one element per run (2), got 1",
        refused(text.replace("[1000000007,1200000000]", "[1000000007]")));
    assertEquals("runs.wallNanos[0]: a run's wall time must be at least 0 ns, got -1000000007",
        refused(text.replace("[1000000007,1200000000]", "[-1000000007,1200000000]")));
    assertEquals("change.high: must be a number, null or \"Infinity\", got \"inf\"",
        refused(text.replace("\"high\": null", "\"high\": \"inf\"")));
    assertTrue(refused(text.replace("\"minBlocks\": 4", "\"minBlocks\": 1"))
        .startsWith("the document: minBlocks must be in [2, 1000000], got 1"));
    assertEquals("verdict: must be one of no-regression, regression, inconclusive, command-failed, interrupted, "
        + "got \"failed\"", refused(text.replace("\"command-failed\"", "\"failed\"")));
  }
}
