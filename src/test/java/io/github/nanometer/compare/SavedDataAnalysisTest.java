package io.github.nanometer.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
    assertTrue(old.bootstrapCi().contains(10.5));
    AnalysisResult.RatioComparison c = r.comparisons().get(0);
    assertEquals("old", c.base());
    assertEquals("new", c.candidate());
    assertRelative(6.5 / 10.5, c.ratio());
    assertRelative(0.10983437595252381, c.fieller().low());
    assertRelative(1.7253015744072808, c.fieller().high());
    assertTrue(r.plan().isEmpty());
  }

  @Test
  void welchChangeOfTheCbdrExample() throws Exception {
    AnalysisResult r = SavedDataAnalysis.analyze("bench.csv",
        LeveledCsv.parse("bench.csv", LeveledCsvTest.CBDR_EXAMPLE, null), 0.999, "base", null);
    assertRelative(-5.797958721114008, r.comparisons().get(0).welchPercent().low());
    assertRelative(14.646328174178013, r.comparisons().get(0).welchPercent().high());
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
