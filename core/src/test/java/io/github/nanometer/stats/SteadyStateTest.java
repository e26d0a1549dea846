package io.github.nanometer.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Locale;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Steady-state classes by Barrett et al. (OOPSLA 2017, section 4): exact cases built by hand from
 * segmentations, and seeded synthetic series of each class (2,000 blocks, normal noise of CV 1-3%,
 * steps of 10-30%) segmented by {@link Changepoints#segment}: at least 90% must be classed right,
 * asserted at 90% minus two binomial standard errors (sqrt(0.9 * 0.1 / 60) = 3.9 points for 60
 * series per class: 82.3%).
 */
class SteadyStateTest {
  private static final double TAIL = SteadyState.DEFAULT_TAIL_FRACTION;

  @Test
  void handBuiltSegmentations() {
    assertEquals(SteadyStateClass.FLAT, SteadyState.classify(new Segmentation(new int[] {0}, new double[] {5}, 100), TAIL));
    assertEquals(SteadyStateClass.WARMUP,
        SteadyState.classify(new Segmentation(new int[] {0, 10, 30}, new double[] {9, 5, 5}, 100), TAIL));
    assertEquals(SteadyStateClass.SLOWDOWN,
        SteadyState.classify(new Segmentation(new int[] {0, 10, 30}, new double[] {9, 4, 5}, 100), TAIL));
    assertEquals(SteadyStateClass.SLOWDOWN,
        SteadyState.classify(new Segmentation(new int[] {0, 30}, new double[] {4, 5}, 100), TAIL));
    // 80 = 100 * (1 - 0.2): the last segment starts in the tail.
    assertEquals(SteadyStateClass.NO_STEADY_STATE,
        SteadyState.classify(new Segmentation(new int[] {0, 80}, new double[] {9, 5}, 100), TAIL));
    assertEquals(SteadyStateClass.WARMUP,
        SteadyState.classify(new Segmentation(new int[] {0, 79}, new double[] {9, 5}, 100), TAIL));
  }

  @Test
  void tailFractionIsChecked() {
    Segmentation s = new Segmentation(new int[] {0}, new double[] {1}, 10);
    for (double bad : new double[] {0, 1, -0.1, Double.NaN}) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> SteadyState.classify(s, bad));
      assertTrue(e.getMessage().contains("tailFraction must be in (0, 1), got"), e.getMessage());
    }
    assertThrows(IllegalArgumentException.class, () -> SteadyState.classify(null, TAIL));
  }

  @Test
  void syntheticSeriesAreClassedRight() {
    int perClass = 60;
    int n = 2000;
    SplittableRandom r = new SplittableRandom(2017);
    for (SteadyStateClass expected : SteadyStateClass.values()) {
      int right = 0;
      for (int run = 0; run < perClass; run++) {
        double cv = 0.01 + 0.02 * r.nextDouble();
        double[] blocks = series(r, n, expected, cv);
        if (SteadyState.classify(Changepoints.segment(blocks), TAIL) == expected) {
          right++;
        }
      }
      double rate = (double) right / perClass;
      double bound = 0.9 - 2 * Math.sqrt(0.9 * 0.1 / perClass);
      assertTrue(rate >= bound, String.format(Locale.ROOT, "%s classed right in %.1f%% of %d, need %.1f%%",
          expected, 100 * rate, perClass, 100 * bound));
    }
  }

  /**
   * FLAT: no step; WARMUP: one or two steps down in the first half; SLOWDOWN: a step down then,
   * later in the first 70%, a step up; NO_STEADY_STATE: a warm-up step, then a step up or down in
   * the last 10% (at 90-95% of the series).
   */
  private static double[] series(SplittableRandom r, int n, SteadyStateClass kind, double cv) {
    int[] at;
    double[] factor;
    switch (kind) {
      case FLAT -> {
        at = new int[0];
        factor = new double[0];
      }
      case WARMUP -> {
        int first = (int) (n * (0.05 + 0.2 * r.nextDouble()));
        at = new int[] {first, first + (int) (n * (0.1 + 0.15 * r.nextDouble()))};
        factor = new double[] {1 - step(r), r.nextBoolean() ? 1 - step(r) : 1};
      }
      case SLOWDOWN -> {
        int first = (int) (n * (0.05 + 0.2 * r.nextDouble()));
        at = new int[] {first, first + (int) (n * (0.1 + 0.3 * r.nextDouble()))};
        factor = new double[] {1 - step(r), 1 + step(r)};
      }
      default -> {
        at = new int[] {(int) (n * (0.05 + 0.3 * r.nextDouble())), (int) (n * (0.9 + 0.05 * r.nextDouble()))};
        factor = new double[] {1 - step(r), r.nextBoolean() ? 1 - step(r) : 1 + step(r)};
      }
    }
    double[] blocks = new double[n];
    double level = 1000;
    int next = 0;
    for (int i = 0; i < n; i++) {
      while (next < at.length && i == at[next]) {
        level *= factor[next++];
      }
      blocks[i] = level * (1 + cv * r.nextGaussian());
    }
    return blocks;
  }

  private static double step(SplittableRandom r) {
    return 0.1 + 0.2 * r.nextDouble();
  }
}
