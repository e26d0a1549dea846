package io.github.nanometer.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Interval;
import io.github.nanometer.toolstats.HierarchicalBootstrap;
import java.util.List;
import org.junit.jupiter.api.Test;

/** End to end from CSV text to intervals; expected values from testvectors.md sections 1-3 (1e-9 relative). */
class SavedDataAnalysisTest {

  /** Old and new systems of testvectors.md section 3 as 3 binaries x 2 measurements with those binary means. */
  static final List<String> TABLE_V = List.of(
      "system,binary,time",
      "old,1,6.75", "old,1,8.75", "old,2,11.25", "old,2,13.25", "old,3,10.5", "old,3,12.5",
      "new,1,8", "new,1,9.5", "new,2,6", "new,2,6.5", "new,3,4", "new,3,5");

  static void assertRelative(double expected, double actual) {
    assertEquals(expected, actual, Math.abs(expected) * 1e-9);
  }

  @Test
  void meanAndFiellerIntervalsOfTableV() throws Exception {
    AnalysisResult r = SavedDataAnalysis.analyze("t.csv", LeveledCsv.parse("t.csv", TABLE_V, null), 0.95, null, null);
    AnalysisResult.SystemSummary old = r.systems().get(0);
    assertEquals("old", old.name());
    assertEquals(6, old.n());
    assertRelative(10.5 - 5.989039133583091, old.ci().low());
    assertRelative(10.5 + 5.989039133583091, old.ci().high());
    assertTrue(old.bootstrapCi().interval().isEmpty(), "3 binaries are below the bootstrap's floor");
    assertTrue(old.bootstrapCi().reasonAbsent().startsWith("only 3 'binary' units"), old.bootstrapCi().reasonAbsent());
    AnalysisResult.RatioComparison c = r.comparisons().get(0);
    assertEquals("old", c.base());
    assertEquals("new", c.candidate());
    assertRelative(6.5 / 10.5, c.ratio());
    // Fieller with Welch-Satterthwaite df (3.576974045753606) on the binary means; reference numpy/scipy.
    // Kalibera and Jones's 2 df (testvectors.md section 3) is FiellerInterval.independent, tested in stats.
    assertRelative(0.2624800835086412, c.fieller().low());
    assertRelative(1.192226660469729, c.fieller().high());
    assertRelative(0.2624800835086412 - 1, c.relativeChange().interval().orElseThrow().low());
    assertTrue(r.plan().isEmpty());
  }

  @Test
  void welchChangeOfTheCbdrExample() throws Exception {
    AnalysisResult r = SavedDataAnalysis.analyze("bench.csv",
        LeveledCsv.parse("bench.csv", LeveledCsvTest.CBDR_EXAMPLE, null), 0.999, "base", null);
    Interval cbdr = r.comparisons().get(0).cbdrWelch().interval().orElseThrow();
    assertRelative(-0.05797958721114008, cbdr.low());
    assertRelative(0.14646328174178013, cbdr.high());
  }

  @Test
  void aNonPositiveBaseMeanLeavesOutOnlyTheRelativeQuantities() throws Exception {
    List<String> lines = List.of("s,v", "base,-1", "base,-2", "base,-1.5", "cand,1", "cand,2", "cand,1.5");
    AnalysisResult r = SavedDataAnalysis.analyze("n.csv", LeveledCsv.parse("n.csv", lines, null), 0.95, null, null);
    AnalysisResult.RatioComparison c = r.comparisons().get(0);
    assertRelative(-1, c.ratio());
    assertTrue(c.fieller().contains(-1));
    assertTrue(c.relativeChange().interval().isEmpty());
    assertEquals("the base mean is -1.5; a relative change needs a positive base", c.relativeChange().reasonAbsent());
    assertTrue(c.cbdrWelch().interval().isEmpty());
    assertEquals(2, r.systems().size());
  }

  @Test
  void automaticResamplesShrinkWithTheUnitsAndLeaveOutTheBootstrapAtScale() throws Exception {
    assertEquals(HierarchicalBootstrap.DEFAULT_RESAMPLES, SavedDataAnalysis.automaticResamples(2000));
    assertEquals(4000, SavedDataAnalysis.automaticResamples(5000));
    assertEquals(1000, SavedDataAnalysis.automaticResamples(20_000));
    assertEquals(0, SavedDataAnalysis.automaticResamples(20_001));
    List<String> lines = new java.util.ArrayList<>(List.of("s,v"));
    for (int i = 0; i < 40_002; i++) {
      lines.add((i % 2 == 0 ? "a," : "b,") + (10 + i % 7));
    }
    AnalysisResult r = SavedDataAnalysis.analyze("big.csv", LeveledCsv.parse("big.csv", lines, null), 0.95, null, null);
    assertEquals(0, r.bootstrapResamples());
    assertTrue(r.systems().get(0).bootstrapCi().reasonAbsent().startsWith("20001 'repetition' units"));
    AnalysisResult forced = SavedDataAnalysis.analyze("big.csv", LeveledCsv.parse("big.csv", lines, null), 0.95, null,
        null, 100);
    assertTrue(forced.systems().get(0).bootstrapCi().interval().isPresent());
  }

  @Test
  void theBootstrapAppearsFromItsFloorWithTheChosenResamples() throws Exception {
    List<String> lines = new java.util.ArrayList<>(List.of("s,fork,v"));
    for (int f = 0; f < HierarchicalBootstrap.MIN_TOP_LEVEL_UNITS; f++) {
      lines.add("a," + f + "," + (10 + f % 3));
      lines.add("a," + f + "," + (11 + f % 3));
      lines.add("b," + f + "," + (20 + f % 4));
      lines.add("b," + f + "," + (21 + f % 4));
    }
    AnalysisResult r = SavedDataAnalysis.analyze("b.csv", LeveledCsv.parse("b.csv", lines, null), 0.95, null, null,
        500);
    assertEquals(500, r.bootstrapResamples());
    assertTrue(r.systems().get(0).bootstrapCi().interval().orElseThrow().contains(r.systems().get(0).mean()));
    assertTrue(r.comparisons().get(0).bootstrap().interval().orElseThrow().contains(r.comparisons().get(0).ratio()));
    assertThrows(IllegalArgumentException.class, () -> SavedDataAnalysis.analyze("b.csv",
        LeveledCsv.parse("b.csv", lines, null), 0.95, null, null, 99));
  }

  @Test
  void planReproducesNineteenMeasurementsPerBinary() throws Exception {
    // testvectors.md section 2: costs lowest first (measurement 1, binary 10) on the two-level data.
    List<String> lines = new java.util.ArrayList<>(List.of("system,binary,time"));
    double[] v = {9, 5, 8, 3, 10, 6, 7, 11, 1, 12, 2, 4};
    for (int i = 0; i < v.length; i++) {
      lines.add("x," + (i / 4 + 1) + "," + v[i]);
    }
    AnalysisResult r = SavedDataAnalysis.analyze("kj.csv", LeveledCsv.parse("kj.csv", lines, null), 0.95, null,
        new double[] {1, 10});
    assertEquals(19, r.plan().orElseThrow().systems().get(0).plan().recommendedRepetitions(1).getAsInt());
  }

  @Test
  void rejectsWhatCannotBeAnalysed() throws Exception {
    LeveledData d = LeveledCsv.parse("t.csv", TABLE_V, null);
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> SavedDataAnalysis.analyze("t.csv", d, 0.95, "nope", null));
    assertEquals("base system 'nope' is not in the file; systems: old, new", e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> SavedDataAnalysis.analyze("t.csv", d, 0.95, null,
        new double[] {1, 2, 3}));
    assertEquals("costs needs one value per level (2: repetition, binary, lowest first), got 3", e.getMessage());
    LeveledData single = LeveledCsv.parse("s.csv", List.of("s,fork,v", "a,1,1", "a,1,2"), null);
    e = assertThrows(IllegalArgumentException.class, () -> SavedDataAnalysis.analyze("s.csv", single, 0.95, null, null));
    assertEquals("system 'a' has 1 'fork' unit; intervals need at least 2", e.getMessage());
  }
}
