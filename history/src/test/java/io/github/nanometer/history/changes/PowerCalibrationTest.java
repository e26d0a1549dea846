package io.github.nanometer.history.changes;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Simulation;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * The detector's power on one step in the middle of 50 runs: steps of 2, 3 and 5 noise scales
 * (the noise normal with CV 2%, so 4%, 6% and 10% slower from run 25 on), and the same under 3%
 * outlier runs. Per cell it reports how often a change point is found, how often within one run of
 * the true one and on it, the location error of the nearest change point (found index minus true
 * index), how often a second change point is reported, and how often the nearest change point's 95%
 * interval covers the true relative change. {@value FalseAlarmCalibrationTest#DEFAULT_SERIES} series
 * per cell (system property {@code nanometer.changes.series}).
 */
@Simulation
class PowerCalibrationTest {

  private static final int RUNS = 50;
  private static final int FIRST_BAD = 25;

  @Test
  void stepsOfTwoToFiveNoiseScalesAreFoundWhereTheyAreWithCoveringIntervals() {
    int series = Integer.getInteger("nanometer.changes.series", FalseAlarmCalibrationTest.DEFAULT_SERIES);
    System.out.println("| noise | step (noise scales) | found | within 1 | exact | second change point"
        + " | interval covers | location errors (error=count) |");
    System.out.println("|---|---|---|---|---|---|---|---|");
    for (SimulatedNoise noise : new SimulatedNoise[] {SimulatedNoise.NORMAL, SimulatedNoise.OUTLIERS}) {
      for (int scales : new int[] {2, 3, 5}) {
        Cell cell = run(noise, scales, series);
        System.out.println(cell.row());
        if (noise == SimulatedNoise.NORMAL) {
          // Measured over 4,000 series (docs/lab/history-changes.md): found 99.4/100/100%, within one
          // run 83.5/97.2/99.9%, covered 94.5/94.7/94.4%; the bounds below sit well under those.
          if (scales == 5) {
            assertTrue(cell.within1 >= 0.95 * series, cell.row());
          }
          if (scales == 3) {
            assertTrue(cell.within1 >= 0.93 * series, cell.row());
          }
          assertTrue(cell.found >= 0.95 * series, cell.row());
          double coverage = (double) cell.covered / cell.found;
          double tolerance = 3 * SimulatedNoise.standardError(0.95, cell.found);
          assertTrue(Math.abs(coverage - 0.95) <= tolerance, "coverage " + coverage + ": " + cell.row());
        }
      }
    }
  }

  private static Cell run(SimulatedNoise noise, int scales, int series) {
    ChangeDetector detector = ChangeDetector.withDefaults();
    double step = scales * 0.02;
    Random random = new Random(7 + scales + 100L * noise.ordinal());
    Cell cell = new Cell(noise, scales, series);
    for (int s = 0; s < series; s++) {
      List<ChangePoint> points = detector.detect(noise.series(random, RUNS, FIRST_BAD, RUNS, step)).changePoints();
      if (points.isEmpty()) {
        continue;
      }
      ChangePoint nearest = points.get(0);
      for (ChangePoint p : points) {
        if (Math.abs(p.firstBadIndex() - FIRST_BAD) < Math.abs(nearest.firstBadIndex() - FIRST_BAD)) {
          nearest = p;
        }
      }
      int error = nearest.firstBadIndex() - FIRST_BAD;
      cell.found++;
      cell.errors.merge(error, 1, Integer::sum);
      cell.within1 += Math.abs(error) <= 1 ? 1 : 0;
      cell.exact += error == 0 ? 1 : 0;
      cell.second += points.size() > 1 ? 1 : 0;
      cell.covered += nearest.relativeChangeInterval().contains(step) ? 1 : 0;
    }
    return cell;
  }

  /** The counts of one cell. */
  private static final class Cell {
    final SimulatedNoise noise;
    final int scales;
    final int series;
    final Map<Integer, Integer> errors = new TreeMap<>();
    int found;
    int within1;
    int exact;
    int second;
    int covered;

    Cell(SimulatedNoise noise, int scales, int series) {
      this.noise = noise;
      this.scales = scales;
      this.series = series;
    }

    String row() {
      return String.format(Locale.ROOT, "| %s | %d | %.3f | %.3f | %.3f | %.3f | %.3f | %s |", noise, scales,
          (double) found / series, (double) within1 / series, (double) exact / series, (double) second / series,
          (double) covered / Math.max(1, found), errors);
    }
  }
}
