package io.github.nanometer.analysis;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.analysis.AnalysisResult.RatioComparison;
import io.github.nanometer.analysis.AnalysisResult.SystemSummary;
import io.github.nanometer.json.DocumentHeader;
import io.github.nanometer.report.GoldenText;
import io.github.nanometer.report.ReadableDocumentContract;
import io.github.nanometer.toolstats.RepetitionPlan;
import io.github.nanometer.toolstats.VarianceComponents;
import java.io.IOException;
import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The analyze document reads back into the same result: golden file, byte-identical round trip, refusals. */
class AnalysisReaderTest extends ReadableDocumentContract<AnalysisResult> {

  private static final String GOLDEN = "/golden/analyze-fixture.json";

  /**
   * Three levels, so the plan drops one: within each binary the run means are equal (the run level
   * adds no variance), while measurements within a run differ. A base whose mean straddles 0 makes
   * Fieller's ratio and the relative change unbounded; three top-level units leave the bootstrap
   * out with its reason.
   */
  @Override
  protected AnalysisResult fixture() {
    try {
      return analyzed();
    } catch (Exception e) {
      throw new IllegalStateException("the fixture's CSV must parse", e);
    }
  }

  private static AnalysisResult analyzed() throws Exception {
    List<String> csv = List.of("system,binary,run,time",
        "base,1,1,-1", "base,1,1,1.5", "base,1,2,-0.5", "base,1,2,1",
        "base,2,1,1", "base,2,1,-0.25", "base,2,2,0.25", "base,2,2,0.5",
        "base,3,1,-0.75", "base,3,1,0.5", "base,3,2,0", "base,3,2,-0.25",
        "cand,1,1,5", "cand,1,1,7", "cand,1,2,5.5", "cand,1,2,6.5",
        "cand,2,1,4", "cand,2,1,6", "cand,2,2,4.5", "cand,2,2,5.5",
        "cand,3,1,6.5", "cand,3,1,7.5", "cand,3,2,6", "cand,3,2,8");
    return SavedDataAnalysis.analyze("three \"levels\".csv", LeveledCsv.parse("t.csv", csv, null), 0.9, null,
        new double[] {0.5, 2, 30});
  }

  @Override
  protected String goldenResource() {
    return GOLDEN;
  }

  @Override
  protected void write(AnalysisResult value, PrintStream out) {
    AnalysisWriter.json(value, out);
  }

  @Override
  protected AnalysisResult parse(String text) {
    return AnalysisReader.parse(text);
  }

  @Override
  protected DocumentHeader header() {
    return DocumentHeader.ANALYZE;
  }

  @ParameterizedTest
  @ValueSource(strings = {"ROOT", "de-DE"})
  void tableVReadsBackByteIdentical(String tag) throws Exception {
    AnalysisResult tableV = AnalysisWriterTest.result();
    String text = GoldenText.written(Locale.ROOT, out -> AnalysisWriter.json(tableV, out));
    AnalysisResult read = AnalysisReader.parse(text);
    assertEquals(text, GoldenText.written(GoldenText.locale(tag), out -> AnalysisWriter.json(read, out)));
  }

  @Test
  void readsTypedMembersBack() throws IOException {
    AnalysisResult e = fixture();
    AnalysisResult r = AnalysisReader.parse(golden());
    assertEquals(List.of(e.source(), e.valueName(), e.levelNames(), e.confidence(), e.bootstrapResamples(),
        e.bootstrapSeed()), List.of(r.source(), r.valueName(), r.levelNames(), r.confidence(),
        r.bootstrapResamples(), r.bootstrapSeed()));
    assertEquals(e.systems().size(), r.systems().size());
    for (int i = 0; i < e.systems().size(); i++) {
      SystemSummary es = e.systems().get(i);
      SystemSummary rs = r.systems().get(i);
      assertEquals(List.of(es.name(), es.n(), es.mean(), es.ci(), es.skewCorrectedCi(), es.bootstrapCi()),
          List.of(rs.name(), rs.n(), rs.mean(), rs.ci(), rs.skewCorrectedCi(), rs.bootstrapCi()));
      assertArrayEquals(es.repetitions(), rs.repetitions());
    }
    assertEquals(e.comparisons(), r.comparisons(), "RatioComparison holds no arrays, so equals compares values");
    RatioComparison c = r.comparisons().get(0);
    assertTrue(!c.fieller().isBounded() && c.bootstrap().interval().isEmpty()
        && c.bootstrap().reasonAbsent().startsWith("only 3 'binary' units"));
    assertArrayEquals(e.plan().orElseThrow().costsLowestFirst(), r.plan().orElseThrow().costsLowestFirst());
    assertEquals(2, r.plan().orElseThrow().systems().size());
    for (int i = 0; i < 2; i++) {
      assertSamePlan(e.plan().get().systems().get(i).plan(), r.plan().get().systems().get(i).plan());
    }
    assertTrue(r.plan().get().systems().get(0).plan().isDropped(1), "the run level adds no variance");
  }

  private static void assertSamePlan(RepetitionPlan e, RepetitionPlan r) {
    assertSameComponents(e.original(), r.original());
    assertSameComponents(e.reduced(), r.reduced());
    assertArrayEquals(e.reducedCosts(), r.reducedCosts());
    assertEquals(e.levels(), r.levels());
    for (int j = 0; j < e.levels(); j++) {
      assertEquals(e.isDropped(j), r.isDropped(j));
      assertEquals(e.reducedIndex(j), r.reducedIndex(j));
      OptionalInt n = e.recommendedRepetitions(j);
      assertEquals(n, r.recommendedRepetitions(j));
    }
  }

  private static void assertSameComponents(VarianceComponents e, VarianceComponents r) {
    assertArrayEquals(e.repetitions(), r.repetitions());
    assertEquals(e.grandMean(), r.grandMean());
    assertArrayEquals(e.biased(), r.biased());
    assertArrayEquals(e.unbiased(), r.unbiased());
  }

  @Test
  void aCorruptedMemberIsNamedByItsPath() throws IOException {
    String text = golden();
    assertEquals("plan.systems[1].original.grandMean: member missing",
        refused(text.replace("\"grandMean\": 6,", "")));
    assertEquals("comparisons[0].fieller.low: must be a number, null or \"-Infinity\", got \"-inf\"",
        refused(text.replace("(Fieller, Welch-Satterthwaite df)\",\n        \"low\": \"-Infinity\"",
            "(Fieller, Welch-Satterthwaite df)\",\n        \"low\": \"-inf\"")));
    assertEquals("comparisons[0].cbdrWelch.method: member missing",
        refused(text.replace("\"method\": \"Welch Student t, 2.270 df\",", "")));
    assertEquals("systems[0].ci.bounded: must be true for an interval from -0.27200657223253566 to "
        + "0.605339905565869 (null: infinite)", refused(text.replaceFirst("\"bounded\": true", "\"bounded\": false")));
    assertEquals("plan.systems[0].original: one estimate per level needed: 3 levels, 2 S^2, 3 T^2",
        refused(text.replace("[0.06770833333333333,0,0.9791666666666666]", "[0.06770833333333333,0]")));
    assertEquals("plan.systems[0].levels[2].recommendedRepetitions: must be a whole number",
        refused(text.replaceFirst("\"recommendedRepetitions\": null", "\"recommendedRepetitions\": \"all\"")));
    assertEquals("plan.systems[1]: plan parts disagree: 2 levels, 3 dropped flags, 3 recommendations, 2 kept levels, "
            + "2 reduced levels, 2 costs",
        refused(text.replace("\"repetitions\": [3,2,2],\n          \"grandMean\": 6,\n          "
            + "\"biasedVariances\": [1,0,1.25],\n          \"unbiasedVariances\": [1,-0.625,1.25]",
            "\"repetitions\": [3,2],\n          \"grandMean\": 6,\n          \"biasedVariances\": [1,0],\n"
            + "          \"unbiasedVariances\": [1,-0.625]")));
  }
}
