package io.github.nanometer.judge;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.compare.SavedBenchmark;
import io.github.nanometer.json.DocumentHeader;
import io.github.nanometer.report.GoldenText;
import io.github.nanometer.report.ReadableDocumentContract;
import io.github.nanometer.report.SavedResultReader;
import java.io.IOException;
import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The judge document reads back into the same result and sources: golden file, byte-identical round trip, refusals. */
class JudgeReaderTest extends ReadableDocumentContract<JudgeReader.Document> {

  private static final String GOLDEN = "/golden/judge-fixture.json";

  private static final double[][] NONE = new double[0][];

  /**
   * Base and new files covering the judge's cases: raw samples of one JVM in three compiled copies
   * (compared by the copies' medians), one copy only (inconclusive, one JVM), JMH forks, a
   * throughput score without raw values (no interval), a NaN estimate, parameters with characters
   * to escape, and a benchmark in each file only.
   */
  @Override
  protected JudgeReader.Document fixture() {
    List<SavedBenchmark> base = List.of(
        new SavedBenchmark("copy", Map.of("size", "64", "align", "8 \"bytes\""), "latency minimum", "ns/op", false,
            10.0, copies(10), false, true),
        new SavedBenchmark("one copy", Map.of(), "throughput minimum", "ns/op", false, 5.0,
            new double[][] {{5, 5.25, 5.5, 5.125, 6}}, false, true),
        new SavedBenchmark("gone", Map.of(), "avgt", "ns/op", false, 3.5, new double[][] {{3.5, 3.25}}, false, false),
        new SavedBenchmark("parse", Map.of(), "avgt", "ns/op", false, 101.5,
            new double[][] {{100, 101, 102}, {103, 101.5, 102}, {99, 100.5, 101}}, true, false),
        new SavedBenchmark("hash", Map.of(), "thrpt", "ops/s", true, 2.5e6, NONE, false, false));
    List<SavedBenchmark> candidate = List.of(
        new SavedBenchmark("hash", Map.of(), "thrpt", "ops/s", true, 2.25e6, NONE, false, false),
        new SavedBenchmark("parse", Map.of(), "avgt", "ns/op", false, 95.25,
            new double[][] {{95, 96, 94.5}, {95.5, 95, 96}, {94, 95.5, 95}}, true, false),
        new SavedBenchmark("copy", Map.of("size", "64", "align", "8 \"bytes\""), "latency minimum", "ns/op", false,
            12.0, copies(12), false, true),
        new SavedBenchmark("one copy", Map.of(), "throughput minimum", "ns/op", false, 5.0,
            new double[][] {{5.25, 5, 5.5, 5.125, 6.5}}, false, true),
        new SavedBenchmark("new \u00b5", Map.of(), "avgt", "ns/op", false, Double.NaN, new double[][] {{}}, false,
            false));
    JudgeResult r = Judge.judge(base, candidate, 0.05, 0.99);
    return new JudgeReader.Document(r, new JudgeWriter.Sources("base/results.json",
        new SavedResultReader.SavedFile("nanometer-results", base), "new results.json",
        new SavedResultReader.SavedFile("jmh", candidate)));
  }

  /** Three compiled copies of ten samples each, from {@code least} up in steps of 1/8, each copy a little slower. */
  private static double[][] copies(double least) {
    double[][] rows = new double[3][10];
    for (int c = 0; c < 3; c++) {
      for (int i = 0; i < 10; i++) {
        rows[c][i] = least + c / 16.0 + ((i * 7) % 10) / 8.0;
      }
    }
    return rows;
  }

  @Override
  protected String goldenResource() {
    return GOLDEN;
  }

  @Override
  protected void write(JudgeReader.Document value, PrintStream out) {
    JudgeWriter.json(value.result(), value.sources(), out);
  }

  @Override
  protected JudgeReader.Document parse(String text) {
    return JudgeReader.parse(text);
  }

  @Override
  protected DocumentHeader header() {
    return DocumentHeader.JUDGE;
  }

  /** Judgements of the saved JMH and reference files under compare/judge read back byte-identical. */
  @ParameterizedTest
  @ValueSource(strings = {"jmh", "reference"})
  void judgementsOfRealFilesReadBackByteIdentical(String kind) throws IOException {
    String dir = "/io/github/nanometer/compare/judge/";
    SavedResultReader.SavedFile base = SavedResultReader.parse(GoldenText.resource(dir + kind + "-base.json"));
    SavedResultReader.SavedFile candidate = SavedResultReader.parse(GoldenText.resource(dir + kind + "-new.json"));
    JudgeResult r = Judge.judge(base.benchmarks(), candidate.benchmarks(), 0.02, 0.95);
    JudgeReader.Document written = new JudgeReader.Document(r,
        new JudgeWriter.Sources(kind + "-base.json", base, kind + "-new.json", candidate));
    String text = GoldenText.written(Locale.ROOT, out -> write(written, out));
    assertTrue(r.judgements().stream().anyMatch(j -> j.interval().isPresent()), text);
    assertEquals(text, GoldenText.written(Locale.GERMANY, out -> write(JudgeReader.parse(text), out)));
  }

  @Test
  void readsTypedMembersBack() throws IOException {
    JudgeReader.Document e = fixture();
    JudgeReader.Document r = JudgeReader.parse(golden());
    assertEquals(e.result().thresholdFraction(), r.result().thresholdFraction());
    assertEquals(e.result().confidence(), r.result().confidence());
    assertEquals(e.result().geometricMean(), r.result().geometricMean());
    assertEquals(e.result().judgements().size(), r.result().judgements().size());
    for (int i = 0; i < e.result().judgements().size(); i++) {
      Judgement ej = e.result().judgements().get(i);
      Judgement rj = r.result().judgements().get(i);
      assertSame(ej.base(), rj.base());
      assertSame(ej.candidate(), rj.candidate());
      assertEquals(ej.ratio(), rj.ratio());
      assertEquals(ej.baseValue(), rj.baseValue());
      assertEquals(ej.newValue(), rj.newValue());
      assertEquals(ej.interval(), rj.interval());
      assertEquals(ej.method(), rj.method());
      assertEquals(ej.jvmVariationIncluded(), rj.jvmVariationIncluded());
      assertEquals(ej.verdict(), rj.verdict());
    }
    assertSame(e.result().onlyInBase().get(0), r.result().onlyInBase().get(0));
    assertSame(e.result().onlyInNew().get(0), r.result().onlyInNew().get(0));
    assertEquals(e.result().exitCode(), r.result().exitCode());
    assertEquals(e.sources().baseFile(), r.sources().baseFile());
    assertEquals(e.sources().newFormat().format(), r.sources().newFormat().format());
    assertEquals(5, r.sources().baseFormat().benchmarks().size());
    assertEquals(List.of("copy", "one copy", "parse", "hash", "gone"),
        r.sources().baseFormat().benchmarks().stream().map(SavedBenchmark::name).toList(),
        "matched benchmarks first, then the base file's own");
  }

  @Test
  void aDocumentWrittenBeforeTheRatiosValuesReadsThemAsUnknown() throws IOException {
    String older = golden().replaceAll("\n *\"(base|new)Value\": [^\n]*", "");
    assertTrue(!older.contains("baseValue") && older.contains("baseEstimate"), older);
    Judgement j = JudgeReader.parse(older).result().judgements().get(0);
    assertTrue(Double.isNaN(j.baseValue()) && Double.isNaN(j.newValue()), j.toString());
  }

  /** Two saved benchmarks hold the same data (NaN equal to NaN). */
  private static void assertSame(SavedBenchmark e, SavedBenchmark r) {
    assertEquals(List.of(e.name(), e.params(), e.variant(), e.unit(), e.higherIsBetter(), e.forked(),
        e.shortSamples()), List.of(r.name(), r.params(), r.variant(), r.unit(), r.higherIsBetter(), r.forked(),
        r.shortSamples()));
    assertEquals(Double.doubleToLongBits(e.estimate()), Double.doubleToLongBits(r.estimate()), e.key());
    assertEquals(e.values().length, r.values().length, e.key());
    for (int i = 0; i < e.values().length; i++) {
      assertArrayEquals(e.values()[i], r.values()[i], e.key());
    }
  }

  @Test
  void aCorruptedMemberIsNamedByItsPath() throws IOException {
    String text = golden();
    assertEquals("comparisons[0].baseData.forked: must be true or false",
        refused(text.replaceFirst("\"forked\": false", "\"forked\": 0")));
    assertEquals("onlyInBase[0].data: member missing", refused(text.replace("\"data\": {", "\"dat\": {")));
    assertTrue(refused(text.replaceFirst("\"verdict\": \"inconclusive \\(one JVM\\)\"", "\"verdict\": \"worse\""))
        .matches("comparisons\\[\\d\\]\\.verdict: must be one of faster, slower, no change, inconclusive, "
            + "inconclusive \\(one JVM\\), got \"worse\""));
    assertEquals("comparisons[0].interval: confidence must be a fraction in (0, 1) such as 0.95, got 99.0",
        refused(text.replaceFirst("\"confidence\": 0.99,\n        \"method\"", "\"confidence\": 99,\n        \"method\"")));
    assertEquals("geometricMean.interval.covers: must be a string",
        refused(text.replace("\"geometric mean of the ratios\"", "17")));
    assertEquals("base.benchmarks: must be the number of its benchmarks in the document (5), got 6",
        refused(text.replace("\"benchmarks\": 5", "\"benchmarks\": 6")));
  }
}
