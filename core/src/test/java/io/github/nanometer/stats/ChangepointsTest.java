package io.github.nanometer.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Locale;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Changepoint segmentation. Sources: hand-built series with steps at known blocks (exact); the
 * optimum of the penalised cost by exhaustive optimal partitioning (Jackson et al. 2005, the O(n^2)
 * recursion PELT prunes; Killick et al. 2012, equation 3), to which the pruned search must be
 * equal; and seeded simulations whose rates are asserted against their target minus two binomial
 * standard errors: flat series of 10,000 blocks must show at most one changepoint in 95% of runs
 * (the calibration of {@link Changepoints#PENALTY_FACTOR}), and steps of 5-30% under noise of CV
 * 1-3% must be found within 2 blocks in 90% of cases.
 */
class ChangepointsTest {

  @Test
  void oneClearStepIsFoundAtItsBlock() {
    SplittableRandom r = new SplittableRandom(10);
    double[] blocks = new double[40];
    for (int i = 0; i < blocks.length; i++) {
      blocks[i] = (i < 17 ? 100 : 80) + 0.5 * r.nextGaussian();
    }
    assertArrayEquals(new int[] {0, 17}, Changepoints.segmentStarts(blocks, 10, 2));
    Segmentation s = Changepoints.segment(blocks);
    assertArrayEquals(new int[] {0, 17}, s.starts());
    assertEquals(1, s.changepoints());
    assertEquals(17, s.lastStart());
    assertEquals(40, s.blocks());
    assertEquals(100, s.levels()[0], 1);
    assertEquals(80, s.levels()[1], 1);
  }

  @Test
  void twoStepsAreFound() {
    SplittableRandom r = new SplittableRandom(11);
    double[] blocks = new double[90];
    for (int i = 0; i < blocks.length; i++) {
      blocks[i] = (i < 30 ? 150 : i < 61 ? 120 : 100) + 0.5 * r.nextGaussian();
    }
    assertArrayEquals(new int[] {0, 30, 61}, Changepoints.segment(blocks).starts());
  }

  @Test
  void flatAndConstantSeriesAreOneSegment() {
    double[] constant = new double[500];
    Arrays.fill(constant, 42);
    assertEquals(0, Changepoints.noiseVariance(constant), 0);
    Segmentation s = Changepoints.segment(constant);
    assertArrayEquals(new int[] {0}, s.starts());
    assertArrayEquals(new double[] {42}, s.levels(), 0);
    assertArrayEquals(new int[] {0}, Changepoints.segmentStarts(constant, 0, 1));
    SplittableRandom r = new SplittableRandom(1);
    double[] flat = new double[2000];
    for (int i = 0; i < flat.length; i++) {
      flat[i] = 1000 * (1 + 0.02 * r.nextGaussian());
    }
    assertEquals(1, Changepoints.segment(flat).segments());
    assertArrayEquals(new int[] {0}, Changepoints.segment(new double[] {7}).starts());
  }

  @Test
  void noiseVarianceIsRobustToLevelShifts() {
    // Normal noise of sd 2: the estimate is near 4 and a 50-sd shift moves one difference only.
    SplittableRandom r = new SplittableRandom(2);
    double[] blocks = new double[4000];
    for (int i = 0; i < blocks.length; i++) {
      blocks[i] = (i < 2000 ? 100 : 200) + 2 * r.nextGaussian();
    }
    assertEquals(4, Changepoints.noiseVariance(blocks), 0.4);
    assertEquals(0, Changepoints.noiseVariance(new double[] {3}), 0);
    assertEquals(0, Changepoints.noiseVariance(new double[0]), 0);
  }

  @Test
  void segmentsWithinOnePercentAreMerged() {
    // Two long segments 0.5% apart under tiny noise: the search splits them, the merge joins them.
    SplittableRandom r = new SplittableRandom(12);
    double[] blocks = new double[400];
    for (int i = 0; i < blocks.length; i++) {
      blocks[i] = (i < 200 ? 1000 : 1005) + 0.1 * r.nextGaussian();
    }
    assertEquals(2, Changepoints.segmentStarts(blocks, 80 * Changepoints.noiseVariance(blocks) * Math.log(400), 2).length);
    Segmentation s = Changepoints.segment(blocks);
    assertEquals(1, s.segments());
    // 2% apart stays two.
    for (int i = 200; i < blocks.length; i++) {
      blocks[i] += 15;
    }
    assertEquals(2, Changepoints.segment(blocks).segments());
  }

  @Test
  void prunedSearchEqualsExhaustiveOptimalPartitioning() {
    SplittableRandom r = new SplittableRandom(3);
    for (int run = 0; run < 300; run++) {
      int n = 1 + r.nextInt(60);
      double[] y = new double[n];
      double level = 10;
      for (int i = 0; i < n; i++) {
        if (r.nextDouble() < 0.1) {
          level += r.nextGaussian() * 3;
        }
        y[i] = level + r.nextGaussian();
      }
      double penalty = r.nextDouble() * 10;
      int m = 1 + r.nextInt(4);
      int[] starts = Changepoints.segmentStarts(y, penalty, m);
      assertEquals(0, starts[0]);
      for (int i = 1; i < starts.length; i++) {
        assertTrue(starts[i] - starts[i - 1] >= m, "segments of at least " + m + ": " + Arrays.toString(starts));
      }
      assertTrue(n - starts[starts.length - 1] >= m || starts.length == 1);
      assertEquals(exhaustive(y, penalty, m), cost(y, starts, penalty), 1e-9 * (1 + penalty + n), "run " + run);
    }
  }

  @Test
  void argumentsAreChecked() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Changepoints.segmentStarts(new double[] {1, Double.NaN}, 1, 1));
    assertTrue(e.getMessage().contains("blocks[1]") && e.getMessage().contains("NaN"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> Changepoints.segmentStarts(new double[0], 1, 1));
    assertTrue(e.getMessage().contains("blocks") && e.getMessage().contains("0"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> Changepoints.segmentStarts(new double[] {1}, -1, 1));
    assertTrue(e.getMessage().contains("penalty") && e.getMessage().contains("-1"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class,
        () -> Changepoints.segmentStarts(new double[] {1}, Double.POSITIVE_INFINITY, 1));
    assertTrue(e.getMessage().contains("penalty") && e.getMessage().contains("Infinity"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> Changepoints.segmentStarts(new double[] {1}, 1, 0));
    assertTrue(e.getMessage().contains("minSegmentLength") && e.getMessage().contains(">= 1, got 0"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> Changepoints.segment(new double[] {1, Double.POSITIVE_INFINITY}));
    assertTrue(e.getMessage().contains("blocks[1]"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> new Segmentation(new int[] {0, 5}, new double[] {1, 2}, 5));
    assertTrue(e.getMessage().contains("starts[1]") && e.getMessage().contains("got 5"), e.getMessage());
  }

  @Test
  void segmentationCopiesItsArrays() {
    int[] starts = {0, 3};
    double[] levels = {2, 1};
    Segmentation s = new Segmentation(starts, levels, 6);
    starts[1] = 4;
    levels[0] = 9;
    s.starts()[1] = 5;
    s.levels()[0] = 8;
    assertArrayEquals(new int[] {0, 3}, s.starts());
    assertArrayEquals(new double[] {2, 1}, s.levels(), 0);
    assertEquals(2, s.segments());
    assertEquals(3, s.lastStart());
    assertEquals(1, s.changepoints());
  }

  /**
   * The calibration of {@link Changepoints#PENALTY_FACTOR}: flat series of 10,000 blocks, 150 runs
   * per noise kind; at a true rate of 95% the binomial standard error is sqrt(0.95 * 0.05 / 150) =
   * 1.8 points, so at least 91.4% (two standard errors below) must show at most one changepoint.
   * The calibration itself (400 runs per kind) measured 100%, 100% and 98%.
   */
  @Test
  void flatSeriesShowAtMostOneFalseChangepointIn95PercentOfRuns() {
    int runs = 150;
    double bound = 0.95 - 2 * Math.sqrt(0.95 * 0.05 / runs);
    String[] kinds = {"normal CV 2%", "log-normal sigma 0.5", "normal CV 2% with 1% of blocks +50%"};
    for (int kind = 0; kind < kinds.length; kind++) {
      SplittableRandom r = new SplittableRandom(100 + kind);
      int good = 0;
      for (int run = 0; run < runs; run++) {
        double[] blocks = new double[10_000];
        for (int i = 0; i < blocks.length; i++) {
          blocks[i] = kind == 1 ? 1000 * Math.exp(0.5 * r.nextGaussian()) : 1000 * (1 + 0.02 * r.nextGaussian());
          if (kind == 2 && r.nextDouble() < 0.01) {
            blocks[i] *= 1.5;
          }
        }
        if (Changepoints.segment(blocks).changepoints() <= 1) {
          good++;
        }
      }
      double rate = (double) good / runs;
      assertTrue(rate >= bound, String.format(Locale.ROOT, "%s: at most one changepoint in %.1f%% of %d runs, "
          + "need %.1f%%", kinds[kind], 100 * rate, runs, 100 * bound));
    }
  }

  /**
   * Detection: 150 series of 2,000 blocks with one or two steps (70% down, warm-up; 30% up,
   * slowdown) of 5-30% at random blocks in the first 80%, at least 20% of the series apart, under
   * normal noise of CV 1-3%. At a true rate of 90% over about 225 changepoints the binomial
   * standard error is 2 points, so at least 86% must be found within 2 blocks.
   */
  @Test
  void stepsAreFoundWithinTwoBlocks() {
    SplittableRandom r = new SplittableRandom(77);
    int n = 2000;
    int found = 0;
    int total = 0;
    for (int run = 0; run < 150; run++) {
      double cv = 0.01 + 0.02 * r.nextDouble();
      int[] steps = randomSteps(r, n);
      double[] blocks = series(r, n, steps, cv, 0.7);
      int[] starts = Changepoints.segment(blocks).starts();
      for (int step : steps) {
        total++;
        for (int start : starts) {
          if (Math.abs(start - step) <= 2) {
            found++;
            break;
          }
        }
      }
    }
    double rate = (double) found / total;
    double bound = 0.9 - 2 * Math.sqrt(0.9 * 0.1 / total);
    assertTrue(rate >= bound, String.format(Locale.ROOT, "found %.1f%% of %d changepoints within 2 blocks, need %.1f%%",
        100 * rate, total, 100 * bound));
  }

  @Test
  void tenThousandBlocksSegmentQuickly() {
    SplittableRandom r = new SplittableRandom(5);
    double[] flat = series(r, 10_000, new int[0], 0.02, 1);
    double[] stepped = series(r, 10_000, new int[] {1000, 4000}, 0.02, 1);
    double best = Double.POSITIVE_INFINITY;
    for (int i = 0; i < 30; i++) {
      long start = System.nanoTime();
      Changepoints.segment(flat);
      Changepoints.segment(stepped);
      best = Math.min(best, (System.nanoTime() - start) / 1e6);
    }
    // About 5-10 ms each once compiled; the best of 30 keeps a busy machine's pauses out.
    assertTrue(best < 100, "two segmentations of 10,000 blocks took at best " + best + " ms");
  }

  /** One or two step blocks in [10%, 80%) of n, at least 20% of n apart. */
  static int[] randomSteps(SplittableRandom r, int n) {
    if (r.nextBoolean()) {
      return new int[] {(int) (n * (0.1 + 0.7 * r.nextDouble()))};
    }
    int first = (int) (n * (0.1 + 0.3 * r.nextDouble()));
    return new int[] {first, first + (int) (n * (0.2 + 0.2 * r.nextDouble()))};
  }

  /** Level 1000, times (1 -+ 5-30%) at each step (down with probability {@code down}), normal noise of the CV. */
  static double[] series(SplittableRandom r, int n, int[] steps, double cv, double down) {
    double[] blocks = new double[n];
    double level = 1000;
    int next = 0;
    for (int i = 0; i < n; i++) {
      if (next < steps.length && i == steps[next]) {
        double step = 0.05 + 0.25 * r.nextDouble();
        level *= r.nextDouble() < down ? 1 - step : 1 + step;
        next++;
      }
      blocks[i] = level * (1 + cv * r.nextGaussian());
    }
    return blocks;
  }

  /** Sum of squared deviations from each segment's mean, plus the penalty per changepoint. */
  private static double cost(double[] y, int[] starts, double penalty) {
    double total = penalty * (starts.length - 1);
    for (int i = 0; i < starts.length; i++) {
      total += segmentCost(y, starts[i], i + 1 < starts.length ? starts[i + 1] : y.length);
    }
    return total;
  }

  private static double segmentCost(double[] y, int from, int to) {
    double mean = 0;
    for (int i = from; i < to; i++) {
      mean += y[i];
    }
    mean /= to - from;
    double ss = 0;
    for (int i = from; i < to; i++) {
      ss += (y[i] - mean) * (y[i] - mean);
    }
    return ss;
  }

  /** Optimal partitioning without pruning: F(t) = min over s <= t - m of F(s) + C(s, t) + penalty. */
  private static double exhaustive(double[] y, double penalty, int m) {
    int n = y.length;
    if (n < 2 * m) {
      return segmentCost(y, 0, n);
    }
    double[] f = new double[n + 1];
    Arrays.fill(f, Double.POSITIVE_INFINITY);
    f[0] = -penalty;
    for (int t = m; t <= n; t++) {
      for (int s = 0; s <= t - m; s++) {
        if (f[s] < Double.POSITIVE_INFINITY) {
          f[t] = Math.min(f[t], f[s] + segmentCost(y, s, t) + penalty);
        }
      }
    }
    return f[n];
  }
}
