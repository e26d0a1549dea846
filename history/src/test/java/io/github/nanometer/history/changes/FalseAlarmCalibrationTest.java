package io.github.nanometer.history.changes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Simulation;
import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The detector's false-alarm rate, the calibration behind {@link ChangeSettings#DEFAULT_FALSE_ALARM_RATE}:
 * on stationary series (no change at all) of 20, 50 and 200 runs of each kind of {@link
 * SimulatedNoise}, the share of series in which the default detector reports any change point must
 * stay at or below the target 0.01 plus three binomial standard errors, in every cell and over all
 * cells together. {@value #DEFAULT_SERIES} series per cell (the system property {@code
 * nanometer.changes.series} sets another count, as docs/lab/history-changes.md did); seeds fixed
 * per cell.
 */
@Simulation
class FalseAlarmCalibrationTest {

  static final int DEFAULT_SERIES = 400;
  private static final int[] LENGTHS = {20, 50, 200};

  @Test
  void stationarySeriesRaiseAtMostTheTargetRateOfFalseAlarms() {
    int series = Integer.getInteger("nanometer.changes.series", DEFAULT_SERIES);
    ChangeDetector detector = ChangeDetector.withDefaults();
    double target = detector.settings().falseAlarmRate();
    double cellBound = target + 3 * SimulatedNoise.standardError(target, series);
    System.out.println("| noise | runs | series | false alarms | rate | median noise scale (% of level) |");
    System.out.println("|---|---|---|---|---|---|");
    int alarms = 0;
    int total = 0;
    StringBuilder failures = new StringBuilder();
    for (SimulatedNoise noise : SimulatedNoise.values()) {
      for (int n : LENGTHS) {
        Random random = new Random(1000L * noise.ordinal() + n);
        int cellAlarms = 0;
        double[] scales = new double[series];
        for (int s = 0; s < series; s++) {
          SeriesChanges changes = detector.detect(noise.series(random, n, 0, 0, 0));
          scales[s] = changes.noiseScale();
          if (!changes.changePoints().isEmpty()) {
            cellAlarms++;
          }
        }
        double rate = (double) cellAlarms / series;
        System.out.println(String.format(Locale.ROOT, "| %s | %d | %d | %d | %.4f | %.2f |", noise, n, series,
            cellAlarms, rate, Medians.of(scales, 0, series) / SimulatedNoise.LEVEL * 100));
        if (rate > cellBound) {
          failures.append(noise).append(", ").append(n).append(" runs: ").append(rate).append('\n');
        }
        alarms += cellAlarms;
        total += series;
      }
    }
    double pooled = (double) alarms / total;
    System.out.println(String.format(Locale.ROOT, "all cells: %d of %d, %.4f", alarms, total, pooled));
    assertEquals("", failures.toString(), "cells above " + cellBound);
    assertTrue(pooled <= target + 3 * SimulatedNoise.standardError(target, total), "pooled rate " + pooled);
  }
}
