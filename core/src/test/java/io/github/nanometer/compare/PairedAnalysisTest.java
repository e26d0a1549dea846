package io.github.nanometer.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Interval;
import io.github.nanometer.Verdict;
import io.github.nanometer.stats.FiellerInterval;
import org.junit.jupiter.api.Test;

/**
 * The paired analysis on testvectors.md section 6 (Bazhenov's pairs); the relative-change interval
 * is the paired Fieller interval minus 1 (reference: numpy/scipy, 1e-9 relative).
 */
class PairedAnalysisTest {
  static final double[] BASE = {100, 102, 98, 101, 99, 103, 100, 97};
  static final double[] CAND = {101, 104, 99, 103, 100, 104, 102, 98};

  @Test
  void judgesThePairedFiellerRelativeChange() {
    PairedAnalysis a = PairedAnalysis.of(BASE, CAND, 0.005, 0.95, false);
    assertEquals(8, a.pairs());
    assertEquals(0.009486408843540017, a.relativeChangeInterval().low(), 1e-11);
    assertEquals(0.01796135642403196, a.relativeChangeInterval().high(), 1e-11);
    assertEquals(FiellerInterval.paired(CAND, BASE, 0.95).low(), a.ratio().interval().low(), 0);
    assertEquals(FiellerInterval.paired(CAND, BASE, 0.95).high(), a.ratio().interval().high(), 0);
    assertEquals("candidate mean / baseline mean", a.ratio().covers());
    assertEquals("paired Fieller (with covariance), 7 df", a.ratio().interval().method());
    assertEquals(0.01375, a.relativeChange().estimate(), 1e-15);
    assertEquals(Verdict.SLOWER, a.judgement());
    assertEquals(Verdict.INCONCLUSIVE, PairedAnalysis.of(BASE, CAND, 0.01, 0.95, false).judgement());
    assertEquals(Verdict.NO_CHANGE, PairedAnalysis.of(BASE, CAND, 0.02, 0.95, false).judgement());
    assertTrue(a.trimmedMeanDifferenceNanos().isEmpty());
  }

  @Test
  void keepsTheOldQuantityLabelled() {
    PairedAnalysis a = PairedAnalysis.of(BASE, CAND, 0.02, 0.95, false);
    assertEquals("mean difference / baseline mean", a.meanDifferenceOverBaselineMean().covers());
    assertEquals(0.009423180663202622, a.meanDifferenceOverBaselineMean().interval().low(), 1e-11);
    assertEquals(0.018076819336797378, a.meanDifferenceOverBaselineMean().interval().high(), 1e-11);
    assertEquals("candidate mean / baseline mean - 1", a.relativeChange().covers());
    assertEquals(1.0 / 97, a.minimumChange(), 1e-15, "min 98 vs min 97");
  }

  @Test
  void robustCompanionsDoNotDecide() {
    double[] base = new double[20];
    double[] cand = new double[20];
    for (int i = 0; i < 20; i++) {
      base[i] = 100 + (i % 5);
      cand[i] = base[i] + 1 + (i == 3 ? 400 : 0) + (i == 7 ? -300 : 0);
    }
    PairedAnalysis a = PairedAnalysis.of(base, cand, 0.0, 0.95, true);
    // Two wild pairs: the mean's interval straddles 0, the robust shift sits at 1 ns.
    assertEquals(Verdict.INCONCLUSIVE, a.judgement());
    assertEquals(1.0, a.hodgesLehmannNanos().estimate(), 1e-12);
    Interval trimmed = a.trimmedMeanDifferenceNanos().orElseThrow().interval();
    assertEquals(1.0, trimmed.low(), 1e-12, "2 pairs cut per tail leave 16 differences of exactly 1");
    assertEquals(1.0, trimmed.high(), 1e-12);
  }

  @Test
  void rejectsBadInput() {
    assertThrows(IllegalArgumentException.class, () -> PairedAnalysis.of(new double[] {1}, new double[] {1}, 0, 0.95,
        false));
    assertThrows(IllegalArgumentException.class, () -> PairedAnalysis.of(BASE, CAND, -0.1, 0.95, false));
    assertThrows(IllegalArgumentException.class, () -> PairedAnalysis.of(new double[] {-5, -6}, new double[] {1, 2},
        0, 0.95, false));
  }

  /** 30 pairs, candidate 2% slower; three candidate samples delayed by 40-60 ns (one-sided). */
  private static double[][] delayedPairs() {
    double[] base = new double[30];
    double[] cand = new double[30];
    for (int i = 0; i < 30; i++) {
      base[i] = 100 + 0.5 * ((i * 7) % 11 - 5) / 5.0;
      cand[i] = 102 + 0.5 * ((i * 5) % 13 - 6) / 6.0;
    }
    cand[3] += 40;
    cand[11] += 60;
    cand[20] += 50;
    return new double[][] {base, cand};
  }

  @Test
  void oneSidedDelaysDoNotSwitchTheEstimand() {
    double[][] p = delayedPairs();
    PairedAnalysis a = PairedAnalysis.of(p[0], p[1], 0.01, 0.95, false);
    assertTrue(a.oneSidedDelays().isPresent());
    assertEquals("relativeChange", a.judgedName());
    assertEquals(a.relativeChange(), a.judged());
    assertTrue(a.relativeChange().estimate() > 0.06, "the mean carries the delays: " + a.relativeChange().estimate());
    assertTrue(a.typicalChange().orElseThrow().interval().contains(0.02), a.typicalChange().toString());
    // at 1% both intervals lie above the threshold: the mean's verdict stands, the delays are named
    assertEquals(Verdict.SLOWER, Verdict.judge(a.typicalChange().get().interval(), 0.01));
    assertEquals(Verdict.judge(a.relativeChange().interval(), 0.01), a.judgement());
    assertTrue(a.disagreement().isEmpty());
    assertTrue(a.coverageNote().isEmpty(), "30 pairs: detection can work, no blanket note");
  }

  @Test
  void whereTheMeanAndTheTypicalPairDecideOtherwiseUnderDelaysTheVerdictIsInconclusive() {
    double[][] p = delayedPairs();
    double threshold = 0.03;
    PairedAnalysis a = PairedAnalysis.of(p[0], p[1], threshold, 0.95, false);
    Verdict meanSays = Verdict.judge(a.relativeChange().interval(), threshold);
    Verdict typicalSays = Verdict.judge(a.typicalChange().orElseThrow().interval(), threshold);
    assertEquals(Verdict.NO_CHANGE, typicalSays, "the typical pair: +2% within 3%");
    assertTrue(meanSays != typicalSays, "the data of this test must make them differ: " + meanSays);
    assertEquals(Verdict.INCONCLUSIVE, a.judgement());
    assertEquals("relativeChange", a.judgedName(), "still the mean's interval, reported as judged");
    String why = a.disagreement().orElseThrow();
    assertTrue(why.contains("the typical pair's") && why.contains("lies within the threshold")
        && why.contains("one-sided delays"), why);
  }

  @Test
  void theTypicalPairIsJudgedOnlyWhenThePlanNamesIt() {
    double[][] p = delayedPairs();
    PairedAnalysis a = PairedAnalysis.of(p[0], p[1], 0.03, 0.95, false, 1, true);
    assertEquals("typicalChange", a.judgedName());
    assertEquals(a.typicalChange().orElseThrow(), a.judged());
    assertEquals(Verdict.NO_CHANGE, a.judgement());
    assertTrue(a.disagreement().isEmpty(), "the mean is a companion here");
    assertTrue(a.coverageNote().isEmpty(), "the note is about the mean's interval");
    assertThrows(IllegalArgumentException.class, () -> PairedAnalysis.of(new double[] {1, 2, 3},
        new double[] {0, 2, 3}, 0.03, 0.95, false, 1, true), "no log ratio of a zero time");
  }

  @Test
  void cleanPairsJudgeTheMeanWithoutANote() {
    double[] base = new double[30];
    double[] cand = new double[30];
    for (int i = 0; i < 30; i++) {
      base[i] = 100 + ((i * 7) % 11 - 5) / 5.0;
      cand[i] = 101 + ((i * 5) % 13 - 6) / 6.0;
    }
    PairedAnalysis a = PairedAnalysis.of(base, cand, 0.02, 0.95, false);
    assertTrue(a.oneSidedDelays().isEmpty());
    assertTrue(a.coverageNote().isEmpty(), "no 'simulated coverage 43.4% at 10 pairs' on clean data");
    assertTrue(a.disagreement().isEmpty());
    assertEquals(Verdict.judge(a.relativeChange().interval(), 0.02), a.judgement());
  }
}
