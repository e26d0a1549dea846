package io.github.nanometer.analysis;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.nanometer.toolstats.HierarchicalData;
import io.github.nanometer.toolstats.RandomEffects;
import io.github.nanometer.toolstats.VarianceComponents;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Parsing leveled CSV; expected layouts are written out by hand from the inputs. */
class LeveledCsvTest {

  /** cbdr METHOD.md's example file, padded cells and all (testvectors.md section 1 data). */
  static final List<String> CBDR_EXAMPLE = List.of(
      "branch    , wall_time",
      "base      , 15.720428923",
      "feature   , 16.173336192",
      "base      , 15.488631299",
      "feature   , 16.654012064",
      "feature   , 16.37941706",
      "feature   , 16.512443378",
      "base      , 15.992080634");

  /** Kalibera and Jones's three-level example (testvectors.md section 2), one row per measurement. */
  static List<String> kaliberaJones() {
    double[] v = {9, 5, 8, 3, 10, 6, 7, 11, 1, 12, 2, 4};
    List<String> lines = new java.util.ArrayList<>(List.of("system,binary,execution,measurement,time"));
    for (int i = 0; i < v.length; i++) {
      lines.add("old," + (i / 4 + 1) + "," + (i / 2 % 2 + 1) + "," + (i % 2 + 1) + "," + v[i]);
    }
    return lines;
  }

  @Test
  void cbdrExampleIsOneLevelOfRepetitionsPerSystem() throws Exception {
    LeveledData d = LeveledCsv.parse("bench.csv", CBDR_EXAMPLE, null);
    assertEquals("wall_time", d.valueName());
    assertEquals(List.of(LeveledCsv.REPETITION_LEVEL), d.levelNames());
    assertEquals(List.of("base", "feature"), List.copyOf(d.systems().keySet()));
    assertArrayEquals(new double[] {15.720428923, 15.488631299, 15.992080634}, d.systems().get("base").values(), 0);
    assertEquals(4, d.systems().get("feature").size());
  }

  @Test
  void explicitLevelColumnsGiveTheKaliberaJonesLayout() throws Exception {
    LeveledData d = LeveledCsv.parse("kj.csv", kaliberaJones(), null);
    assertEquals(List.of("binary", "execution", "measurement"), d.levelNames());
    HierarchicalData old = d.systems().get("old");
    assertArrayEquals(new int[] {3, 2, 2}, old.repetitions());
    VarianceComponents v = RandomEffects.estimate(old);
    assertEquals(16.5, v.biased()[2], 1e-12);
    assertEquals(3.5625, v.biased()[0], 1e-12);
  }

  @Test
  void repeatedKeysFormTheRepetitionLevel() throws Exception {
    LeveledData d = LeveledCsv.parse("f.csv", List.of("sys,fork,ns", "a,1,10", "a,1,11", "a,2,12", "a,2,13",
        "b,x,1", "b,x,2", "b,y,3", "b,y,4"), null);
    assertEquals(List.of("fork", LeveledCsv.REPETITION_LEVEL), d.levelNames());
    assertArrayEquals(new int[] {2, 2}, d.systems().get("b").repetitions());
    assertArrayEquals(new double[] {1, 2, 3, 4}, d.systems().get("b").values(), 0);
  }

  @Test
  void unitsAreIdentifiedWithinTheirParentAndKeptInFileOrder() throws Exception {
    // fork 1 rows are interleaved with fork 2 rows; values are grouped by unit in first-seen order.
    LeveledData d = LeveledCsv.parse("f.csv", List.of("sys,fork,it,ns", "a,2,1,20", "a,1,1,10", "a,2,2,21",
        "a,1,2,11"), null);
    assertArrayEquals(new double[] {20, 21, 10, 11}, d.systems().get("a").values(), 0);
  }

  @Test
  void chosenValueColumnIgnoresLaterColumnsAndQuotesAreHonoured() throws Exception {
    LeveledData d = LeveledCsv.parse("runs.csv", List.of("benchmark,wall_time,user_time,sys_time",
        "\"sh -c 'a, b'\",0.5,0.1,0.2", "\"sh -c 'a, b'\",0.7,0.1,0.2", "\"say \"\"hi\"\"\" ,0.9,0,0"), "wall_time");
    assertEquals("wall_time", d.valueName());
    assertArrayEquals(new double[] {0.5, 0.7}, d.systems().get("sh -c 'a, b'").values(), 0);
    assertArrayEquals(new double[] {0.9}, d.systems().get("say \"hi\"").values(), 0);
  }

  @Test
  void malformedFilesNameTheLine() {
    assertProblem(2, "bad.csv:2: expected 3 cells like the header, got 2", List.of("s,fork,v", "a,1"));
    assertProblem(3, "bad.csv:3: value 'fast' in column 'v' " + NOT_DECIMAL, List.of("s,v", "", "a,fast"));
    assertProblem(2, "bad.csv:2: value '1e999' in column 'v' is not finite", List.of("s,v", "a,1e999"));
    assertProblem(2, "bad.csv:2: empty system name in column 's'", List.of("s,v", " ,1"));
    assertProblem(1, "bad.csv:1: header needs at least 2 columns (system and value), got 1", List.of("value", "1"));
    assertProblem(0, "bad.csv: no data rows after the header", List.of("s,v", "  "));
    assertProblem(0, "bad.csv: empty file; expected a header such as system,fork,iteration,value", List.of());
    assertProblem(2, "bad.csv:2: unclosed quote in cell 1", List.of("s,v", "\"a,1"));
    assertProblem(4, "bad.csv:4: system 'a' is unbalanced: the unit starting here has 1 'it' units, an earlier one "
        + "has 2 (Kalibera-Jones estimators need the same number at every unit of a level)",
        List.of("s,fork,it,v", "a,1,1,5", "a,1,2,6", "a,2,1,7"));
  }

  private static ByteArrayInputStream utf8(String text) {
    return new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8));
  }

  static final String NOT_DECIMAL = "is not a plain decimal number (accepted: e.g. 12, -0.5, 1.5e-3)";

  @Test
  void cellsFollowTheFlagsDecimalRule() throws Exception {
    for (String bad : new String[] {"0x1p3", "5d", "8f", "NaN", "Infinity", "1,5", "1_000", "--1", "."}) {
      MalformedCsvException e = assertThrows(MalformedCsvException.class,
          () -> LeveledCsv.parse("c.csv", List.of("s,v", "a,1", "a,\"" + bad + "\""), null), bad);
      assertEquals("c.csv:3: value '" + bad + "' in column 'v' " + NOT_DECIMAL, e.getMessage());
    }
    LeveledData ok = LeveledCsv.parse("c.csv", List.of("s,v", "a,+12", "a,-.5", "a,1.5E-3", "a,7."), null);
    assertArrayEquals(new double[] {12, -0.5, 0.0015, 7}, ok.systems().get("a").values(), 0);
  }

  @Test
  void streamsAnyLineEndingAndNamesTheLineOfBadBytes() throws Exception {
    LeveledData d = LeveledCsv.parse("w.csv", utf8("s,v\r\na,1\r\na,2\rb,3\nb,4"), null, rows -> { });
    assertArrayEquals(new double[] {1, 2}, d.systems().get("a").values(), 0);
    assertArrayEquals(new double[] {3, 4}, d.systems().get("b").values(), 0);
    byte[] bytes = "s,v\na,1\na,\u00e9\n".getBytes(StandardCharsets.ISO_8859_1);
    java.io.IOException e = assertThrows(java.io.IOException.class,
        () -> LeveledCsv.parse("l.csv", new ByteArrayInputStream(bytes), null, rows -> { }));
    assertEquals("not UTF-8 text at line 3", e.getMessage());
  }

  @Test
  void refusesARunawayLineAndReportsProgress() throws Exception {
    String huge = "s,v\n" + "x".repeat(LeveledCsv.MAX_LINE_BYTES + 1);
    MalformedCsvException e = assertThrows(MalformedCsvException.class,
        () -> LeveledCsv.parse("z.csv", utf8(huge), null, rows -> { }));
    assertEquals(2, e.lineNumber());
    StringBuilder text = new StringBuilder("s,v\n");
    for (long i = 0; i < 2 * LeveledCsv.PROGRESS_ROWS + 5; i++) {
      text.append("a,").append(i % 7).append('\n');
    }
    List<Long> reports = new java.util.ArrayList<>();
    LeveledData d = LeveledCsv.parse("p.csv", utf8(text.toString()), null, reports::add);
    assertEquals(List.of(LeveledCsv.PROGRESS_ROWS, 2 * LeveledCsv.PROGRESS_ROWS), reports);
    assertEquals(2 * LeveledCsv.PROGRESS_ROWS + 5, d.systems().get("a").size());
  }

  @Test
  void unknownValueColumnIsAnError() {
    MalformedCsvException e = assertThrows(MalformedCsvException.class,
        () -> LeveledCsv.parse("r.csv", List.of("benchmark,wall_time", "a,1"), "cpu"));
    assertEquals("r.csv:1: no value column 'cpu' after the first column; columns: benchmark, wall_time", e.getMessage());
  }

  private static void assertProblem(int line, String message, List<String> lines) {
    MalformedCsvException e = assertThrows(MalformedCsvException.class, () -> LeveledCsv.parse("bad.csv", lines, null));
    assertEquals(message, e.getMessage());
    assertEquals(line, e.lineNumber());
  }
}
