package io.github.nanometer.judge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.compare.SavedBenchmark;
import io.github.nanometer.json.JsonWriter;
import io.github.nanometer.report.GoldenText;
import io.github.nanometer.report.SavedResultReader;
import io.github.nanometer.report.Units;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@code judge} says one thing at a time (issue 42, items 4 and 13): the base and new columns are
 * the values the ratio divides, not the files' estimates; a Fieller set that reaches 0 or below
 * prints as unbounded, never as a negative time ratio; the interval says which side is new and
 * which is base; the geometric mean names the benchmarks it leaves out.
 */
class JudgeSaysOneThingTest {

  /** Three JMH-style forks (iteration means in rows) whose estimate is {@code estimate}. */
  private static SavedBenchmark forks(String name, double estimate, double... forkMeans) {
    double[][] rows = new double[forkMeans.length][];
    for (int f = 0; f < rows.length; f++) {
      rows[f] = new double[] {forkMeans[f] * 0.999, forkMeans[f], forkMeans[f] * 1.001};
    }
    return new SavedBenchmark(name, Map.of(), "avgt", "ns/op", false, estimate, rows, true, false);
  }

  private static final SavedBenchmark STEADY_BASE = forks("steady", 37.94, 40, 40.2, 39.8);
  private static final SavedBenchmark STEADY_NEW = forks("steady", 38.19, 42.8, 43.0, 42.6);
  /** New forks so scattered that their mean is not significantly above 0: Fieller's set reaches below 0. */
  private static final SavedBenchmark WILD_BASE = forks("wild", 10, 10, 10.1, 9.9);
  private static final SavedBenchmark WILD_NEW = forks("wild", 0.1, 0.1, 0.1, 30);

  private static JudgeResult judged() {
    return Judge.judge(List.of(STEADY_BASE, WILD_BASE), List.of(STEADY_NEW, WILD_NEW), 0.02, 0.95);
  }

  private static String text(JudgeResult r) {
    SavedResultReader.SavedFile none = new SavedResultReader.SavedFile("jmh", List.of());
    return GoldenText.written(Locale.ROOT, out -> JudgeWriter.text(r, new JudgeWriter.Sources("b", none, "n", none),
        out));
  }

  @Test
  void baseAndNewAreTheValuesTheRatioDivides() {
    Judgement j = judged().judgements().get(0);
    assertEquals(40.0, j.baseValue(), 1e-9, "the mean of the base fork means");
    assertEquals(42.8, j.newValue(), 1e-9);
    assertEquals(j.newValue() / j.baseValue(), j.ratio(), 1e-12);
    String row = text(judged()).lines().filter(l -> l.startsWith("steady")).findFirst().orElseThrow();
    assertTrue(row.contains(Units.nanos(j.baseValue())) && row.contains(Units.nanos(j.newValue())), row);
    assertFalse(row.contains("37.94") || row.contains("38.19"), "not the files' estimates: " + row);
    String csv = GoldenText.written(Locale.ROOT, out -> JudgeWriter.csv(judged(), out));
    String values = String.join(",", "steady", "", "avgt", "ns/op", JsonWriter.formatDouble(37.94),
        JsonWriter.formatDouble(38.19), JsonWriter.formatDouble(j.baseValue()), JsonWriter.formatDouble(j.newValue()),
        JsonWriter.formatDouble(j.ratio())) + ",";
    assertTrue(csv.lines().anyMatch(l -> l.startsWith(values)), values + "\n" + csv);
  }

  @Test
  void theIntervalSaysWhichSideIsNewAndWhichIsBase() {
    String covers = judged().judgements().get(0).interval().orElseThrow().covers();
    assertEquals("time ratio new/base: mean of the new fork means / mean of the base fork means", covers);
  }

  @Test
  void aFiellerSetReachingBelowZeroPrintsAsUnboundedNeverNegative() {
    Judgement wild = judged().judgements().get(1);
    assertTrue(wild.interval().orElseThrow().low() < 0, "the case: " + wild.interval());
    assertTrue(wild.boundedInterval().isEmpty());
    String high = JudgeWriter.ratio(wild.interval().orElseThrow().high());
    String row = text(judged()).lines().filter(l -> l.startsWith("wild")).findFirst().orElseThrow();
    assertTrue(row.contains("unbounded (below " + high + ")"), row);
    assertFalse(row.contains("[-"), row);
    String md = GoldenText.written(Locale.ROOT, out -> JudgeCiWriter.markdown(judged(), out));
    String mdRow = md.lines().filter(l -> l.startsWith("| wild")).findFirst().orElseThrow();
    assertTrue(mdRow.contains("(unbounded, below +"), mdRow);
    assertFalse(mdRow.contains("[-"), mdRow);
    String csvRow = GoldenText.written(Locale.ROOT, out -> JudgeWriter.csv(judged(), out)).lines()
        .filter(l -> l.startsWith("wild")).findFirst().orElseThrow();
    assertFalse(csvRow.contains(",-"), "no negative bound in CSV: " + csvRow);
  }

  @Test
  void theGeometricMeanNamesWhatItLeavesOut() {
    JudgeResult r = judged();
    assertEquals(1, r.geometricMean().count());
    assertEquals(List.of("wild"), r.leftOutOfGeometricMean().stream().map(j -> j.base().name()).toList());
    String text = text(r);
    assertTrue(text.contains("note: left out of the geometric mean (1 of 2): wild (avgt) (interval reaches 0)"), text);
  }
}
