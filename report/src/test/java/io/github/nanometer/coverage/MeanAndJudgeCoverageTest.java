package io.github.nanometer.coverage;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Interval;
import io.github.nanometer.Simulation;
import io.github.nanometer.analysis.AnalysisResult;
import io.github.nanometer.analysis.SavedDataAnalysis;
import io.github.nanometer.compare.SavedBenchmark;
import io.github.nanometer.judge.Judge;
import io.github.nanometer.judge.JudgeResult;
import io.github.nanometer.judge.Judgement;
import io.github.nanometer.stats.FiellerInterval;
import io.github.nanometer.stats.MeanInterval;
import io.github.nanometer.stats.Sides;
import io.github.nanometer.toolstats.HierarchicalBootstrap;
import io.github.nanometer.toolstats.HierarchicalData;
import io.github.nanometer.toolstats.SkewCorrectedMeanInterval;
import io.github.nanometer.toolstats.SkewedMeanCoverage.Method;
import io.github.nanometer.toolstats.SkewedMeanCoverage;
import io.github.nanometer.toolstats.WelchInterval;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The coverage suite's cells of issue 22 outside the paired comparison: the interval of one mean on
 * skewed unit means (Kalibera-Jones t, Hall's skewness-corrected t, the bootstrap) against the
 * table {@link SkewedMeanCoverage} states from; {@code judge} end to end (Fieller over forks, the
 * geometric mean of several benchmarks, the median-ratio bootstrap); the cbdr Welch percentage
 * beside the Fieller-based one. Seeded; {@code nanometer.coverage.experiments} (default 1000) per
 * cell, the table's cells all only when {@code nanometer.coverage.print} asks for the long run
 * (command in {@link CoverageSuiteTest}).
 */
@Simulation
class MeanAndJudgeCoverageTest {
  static final int EXPERIMENTS = CoverageSuiteTest.EXPERIMENTS;
  static final boolean LONG = CoverageSuiteTest.PRINT;
  static final double CONFIDENCE = 0.95;

  private final List<String> failures = new ArrayList<>();

  private void check(Tally t, boolean ok) {
    if (LONG) {
      System.out.println(t.row());
    }
    if (!ok) {
      failures.add(t.row());
    }
  }

  private void assertNoFailures() {
    assertTrue(failures.isEmpty(), () -> "outside the band:\n" + String.join("\n", failures));
  }

  private static double[] lognormal(Random r, int n, double sigma) {
    double[] x = new double[n];
    for (int i = 0; i < n; i++) {
      x[i] = Math.exp(sigma * r.nextGaussian());
    }
    return x;
  }

  /** The simulation agrees with the table within 3.5 standard errors of the two estimates (the table's from 4000). */
  private static boolean agrees(Tally t, double table) {
    double se = Math.sqrt(t.standardError(table) * t.standardError(table) + table * (1 - table) / 4000);
    return Math.abs(t.rate() - table) <= 3.5 * se;
  }

  /**
   * Every cell of {@link SkewedMeanCoverage}'s table (the long run) or the issue's cells (sigma 0.5
   * at 5 and 10 units, sigma 1 at 30; the bootstrap at sigma 0.5 with 10 units and sigma 1 with 30),
   * each within tolerance of the tabulated value; and Hall's interval, the one chosen, covers 93-97%
   * at sigma 0.5 from 5 units.
   */
  @Test
  void skewedMeanCoverageTable() {
    double[] sigmas = SkewedMeanCoverage.sigmas();
    int[] units = SkewedMeanCoverage.units();
    for (int row = 0; row < sigmas.length; row++) {
      for (int col = 0; col < units.length; col++) {
        double sigma = sigmas[row];
        int n = units[col];
        boolean issueCell = sigma == 0.5 && (n == 5 || n == 10) || sigma == 1 && n == 30;
        if (!LONG && !issueCell) {
          continue;
        }
        double truth = Math.exp(sigma * sigma / 2);
        String cell = String.format(Locale.ROOT, "log-normal sigma %s, %d units", sigma, n);
        Random r = new Random(cell.hashCode());
        boolean boot = HierarchicalBootstrap.covers(n) && (LONG || n == 10 || n == 30);
        int experiments = boot && !LONG ? EXPERIMENTS / 2 : EXPERIMENTS;
        int kj = 0;
        int hall = 0;
        int bootstrap = 0;
        for (int e = 0; e < experiments; e++) {
          double[] x = lognormal(r, n, sigma);
          kj += MeanInterval.t(x, CONFIDENCE).contains(truth) ? 1 : 0;
          hall += SkewCorrectedMeanInterval.of(x, CONFIDENCE).contains(truth) ? 1 : 0;
          if (boot) {
            HierarchicalData d = HierarchicalData.of(new int[] {n}, x);
            bootstrap += HierarchicalBootstrap.meanInterval(d, CONFIDENCE, 1000, e).contains(truth) ? 1 : 0;
          }
        }
        Tally t = new Tally("mean, Kalibera-Jones t, " + cell, kj, experiments);
        check(t, agrees(t, SkewedMeanCoverage.tabulated(Method.KALIBERA_JONES_T, row, col)));
        Tally h = new Tally("mean, Hall's skewness-corrected t, " + cell, hall, experiments);
        check(h, agrees(h, SkewedMeanCoverage.tabulated(Method.HALL_T, row, col))
            && (!(sigma == 0.5 && n >= 5) || h.rate() >= 0.93 - 2 * h.standardError(0.93)));
        if (boot) {
          Tally b = new Tally("mean, bootstrap (expanded percentile, 1000 resamples), " + cell, bootstrap, experiments);
          check(b, agrees(b, SkewedMeanCoverage.tabulated(Method.BOOTSTRAP, row, col)));
        }
      }
    }
    assertNoFailures();
  }

  /**
   * Issue 42 item 1: what each {@code analyze} output states holds for the outputs that state it.
   * In the audited cells (log-normal unit means, sigma 0.5 at 5 and 10 units, sigma 1 at 10) and the
   * table's extremes (sigma 1.5 at 3 units, sigma 0.25 at 30), every system summary is computed as
   * {@code analyze} computes it and grouped by what its interval states (a bare 95% states 93-97%,
   * a statement "simulated coverage LO-HI%" that range); each group's coverage of the true mean must
   * lie within the stated figure widened by 2 points (seeded; 2000 experiments, 1000 for the
   * bootstrap cells: SE at most 1.4 points). A statement picked by the sample's own spread failed
   * this by 17 points (a bare 95% covering 77.5% at sigma 0.5, 5 units).
   */
  @Test
  void statementsHoldPerResult() {
    double[][] cells = {{0.5, 5}, {0.5, 10}, {1, 10}, {1.5, 3}, {0.25, 30}};
    for (double[] cell : cells) {
      double sigma = cell[0];
      int n = (int) cell[1];
      double truth = Math.exp(sigma * sigma / 2);
      String name = String.format(Locale.ROOT, "log-normal sigma %s, %d units", sigma, n);
      Random r = new Random(name.hashCode() * 31L + 1);
      boolean boot = HierarchicalBootstrap.covers(n);
      int experiments = boot ? EXPERIMENTS : 2 * EXPERIMENTS;
      Map<String, int[]> byStatement = new java.util.TreeMap<>();
      for (int e = 0; e < experiments; e++) {
        double[] x = lognormal(r, n, sigma);
        AnalysisResult.SystemSummary summary = SavedDataAnalysis.summary("s", HierarchicalData.of(new int[] {n}, x),
            CONFIDENCE, "unit", 1000, e);
        List<Interval> intervals = new ArrayList<>(List.of(summary.ci()));
        summary.skewCorrectedCi().interval().ifPresent(intervals::add);
        summary.bootstrapCi().interval().ifPresent(intervals::add);
        for (Interval i : intervals) {
          String method = i.method();
          int at = method.indexOf(SkewedMeanCoverage.PREFIX);
          String key = method.substring(0, method.indexOf(',') < 0 ? method.length() : method.indexOf(','))
              + " | " + (at < 0 ? "95%" : method.substring(at));
          int[] tally = byStatement.computeIfAbsent(key, k -> new int[2]);
          tally[0] += i.contains(truth) ? 1 : 0;
          tally[1]++;
        }
      }
      for (Map.Entry<String, int[]> g : byStatement.entrySet()) {
        Tally t = new Tally(name + ": " + g.getKey(), g.getValue()[0], g.getValue()[1]);
        double[] stated = statedRange(g.getKey());
        check(t, t.rate() >= stated[0] - 0.02 && t.rate() <= stated[1] + 0.02);
      }
    }
    assertNoFailures();
  }

  /** The coverage range a statement key states: a bare 95% is 93-97%; otherwise the printed LO-HI%. */
  private static double[] statedRange(String key) {
    java.util.regex.Matcher m = java.util.regex.Pattern.compile("simulated coverage ([0-9.]+)-([0-9.]+)%")
        .matcher(key);
    return m.find() ? new double[] {Double.parseDouble(m.group(1)) / 100, Double.parseDouble(m.group(2)) / 100}
        : new double[] {0.93, 0.97};
  }

  private static SavedBenchmark saved(String name, double[][] values, boolean forked, boolean shortSamples) {
    return new SavedBenchmark(name, Map.of(), "", "ns/op", false, values[0][0], values, forked, shortSamples);
  }

  /**
   * {@code judge} over forks: the per-benchmark Fieller interval (one Welch-Satterthwaite rule) and
   * the geometric mean of 1, 3 and 10 benchmarks, at 3, 4, 5 and 10 forks of 5 iterations (fork
   * factor log-normal sigma 0.05, iteration noise 2%; true ratios 0.9 to 1.3). Printed beside:
   * Fieller with Kalibera-Jones's {@code min(n) - 1} df (before). Twice the default experiments
   * (the cells are cheap): SE 0.49 points.
   */
  @Test
  void judgeOverForksCovers() {
    int experiments = 2 * EXPERIMENTS;
    for (int forks : new int[] {3, 4, 5, 10}) {
      for (int benchmarks : new int[] {1, 3, 10}) {
        String cell = String.format(Locale.ROOT, "judge over %d forks x 5 iterations, %d benchmarks", forks, benchmarks);
        Random r = new Random(cell.hashCode());
        int fieller = 0;
        int before = 0;
        int geometric = 0;
        for (int e = 0; e < experiments; e++) {
          List<SavedBenchmark> base = new ArrayList<>();
          List<SavedBenchmark> cand = new ArrayList<>();
          double logSum = 0;
          for (int b = 0; b < benchmarks; b++) {
            double ratio = 0.9 + 0.4 * b / Math.max(1, benchmarks - 1);
            logSum += Math.log(ratio);
            base.add(saved("b" + b, forkedValues(r, forks, 100), true, false));
            cand.add(saved("b" + b, forkedValues(r, forks, 100 * ratio), true, false));
            if (b == 0) {
              double[] bm = base.get(0).rowMeans();
              double[] cm = cand.get(0).rowMeans();
              int df = forks - 1;
              double a = mean(cm);
              double d = mean(bm);
              Interval kj = FiellerInterval.fromEstimates(a, d, variance(cm) / forks, variance(bm) / forks,
                  0, df, CONFIDENCE);
              before += kj.contains(ratio) ? 1 : 0;
            }
          }
          JudgeResult result = Judge.judge(base, cand, 0.02, CONFIDENCE);
          Judgement first = result.judgements().get(0);
          fieller += first.interval().orElseThrow().contains(0.9) ? 1 : 0;
          geometric += result.geometricMean().interval().orElseThrow().contains(Math.exp(logSum / benchmarks)) ? 1 : 0;
        }
        if (benchmarks == 1) {
          check(new Tally("Fieller over forks, min(n) - 1 df (before), " + cell, before, experiments), true);
          Tally f = new Tally("Fieller over forks, Welch-Satterthwaite df (judge), " + cell, fieller, experiments);
          check(f, f.coversNominally());
        }
        Tally g = new Tally("geometric mean (log scale, delta method, W-S df), " + cell, geometric, experiments);
        check(g, g.coversNominally());
      }
    }
    assertNoFailures();
  }

  private static double[][] forkedValues(Random r, int forks, double scale) {
    double[][] v = new double[forks][5];
    for (int f = 0; f < forks; f++) {
      double factor = Math.exp(0.05 * r.nextGaussian() - 0.05 * 0.05 / 2);
      for (int i = 0; i < 5; i++) {
        v[f][i] = scale * factor * (1 + 0.02 * r.nextGaussian());
      }
    }
    return v;
  }

  /**
   * {@code judge} on one JVM per side of nanometer samples: the ratio of medians with its percentile
   * bootstrap, log-normal samples (sigma 0.5) at 5 and 30 per side, and timing-like samples at 30
   * and 100 (a floor of 100 plus log-normal noise of sigma 1 scaled by 2, and a delay of mean 50 in
   * 3% of samples); true ratio of medians 1.1. Printed: its coverage must be at least 93%; above
   * 97% (conservative) it costs only power.
   */
  @Test
  void judgeMedianRatioBootstrapCovers() {
    for (boolean timingLike : new boolean[] {false, true}) {
      for (int n : timingLike ? new int[] {30, 100} : new int[] {5, 30}) {
        String cell = String.format(Locale.ROOT, "judge median-ratio bootstrap, %s, %d samples per side",
            timingLike ? "timing-like" : "log-normal sigma 0.5", n);
        Random r = new Random(cell.hashCode());
        int covered = 0;
        int experiments = Math.max(200, EXPERIMENTS / 2);
        for (int e = 0; e < experiments; e++) {
          double[] b = new double[n];
          double[] c = new double[n];
          for (int i = 0; i < n; i++) {
            b[i] = timingLike ? timingLike(r) : Math.exp(0.5 * r.nextGaussian());
            c[i] = 1.1 * (timingLike ? timingLike(r) : Math.exp(0.5 * r.nextGaussian()));
          }
          JudgeResult result = Judge.judge(List.of(saved("m", new double[][] {b}, false, true)),
              List.of(saved("m", new double[][] {c}, false, true)), 0.02, CONFIDENCE);
          covered += result.judgements().get(0).interval().orElseThrow().contains(1.1) ? 1 : 0;
        }
        Tally t = new Tally(cell, covered, experiments);
        check(t, t.rate() >= 0.93);
      }
    }
    assertNoFailures();
  }

  private static double timingLike(Random r) {
    double delay = r.nextDouble() < 0.03 ? -50 * Math.log(1 - r.nextDouble()) : 0;
    return 100 + 2 * Math.exp(r.nextGaussian()) + delay;
  }

  /**
   * {@code analyze}'s two percentages of the change of means: cbdr's Welch interval divided by the
   * base mean taken as exact (shown, labelled approximate, never judged) and the Fieller-based one
   * (Welch-Satterthwaite df) beside it, which decides. Normal samples, relative sd 10% (base) and
   * 15%, at the issue's cells: +50% with 10 and 30 per side, +20% and +100% with 10.
   */
  @Test
  void cbdrWelchPercentBesideTheFiellerPercent() {
    double[][] cells = {{0.5, 10}, {0.5, 30}, {0.2, 10}, {1.0, 10}};
    for (double[] cell : cells) {
      double change = cell[0];
      int n = (int) cell[1];
      String name = String.format(Locale.ROOT, "change %+.0f%%, n = %d per side", 100 * change, n);
      Random r = new Random(name.hashCode());
      int cbdr = 0;
      int fieller = 0;
      for (int e = 0; e < EXPERIMENTS; e++) {
        double[] base = new double[n];
        double[] feature = new double[n];
        for (int i = 0; i < n; i++) {
          base[i] = 100 * (1 + 0.10 * r.nextGaussian());
          feature[i] = 100 * (1 + change) * (1 + 0.15 * r.nextGaussian());
        }
        cbdr += WelchInterval.differenceOverBaseMean(base, feature, CONFIDENCE, Sides.TWO_SIDED).contains(change) ? 1 : 0;
        fieller += WelchInterval.relativeChange(base, feature, CONFIDENCE).contains(change) ? 1 : 0;
      }
      check(new Tally("cbdr Welch % of base (approximate, not judged), " + name, cbdr, EXPERIMENTS), true);
      Tally f = new Tally("Fieller % of base (judged), " + name, fieller, EXPERIMENTS);
      check(f, f.coversNominally());
    }
    assertNoFailures();
  }

  private static double mean(double[] x) {
    double s = 0;
    for (double v : x) {
      s += v;
    }
    return s / x.length;
  }

  private static double variance(double[] x) {
    double m = mean(x);
    double s = 0;
    for (double v : x) {
      s += (v - m) * (v - m);
    }
    return s / (x.length - 1);
  }
}
