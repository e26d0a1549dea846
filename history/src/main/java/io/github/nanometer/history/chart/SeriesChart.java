package io.github.nanometer.history.chart;

import io.github.nanometer.history.changes.SeriesChanges;
import io.github.nanometer.history.store.BranchSeries;
import io.github.nanometer.history.store.ExcludedPoint;
import io.github.nanometer.history.store.RecordedChangePoint;
import io.github.nanometer.history.store.SeriesKey;
import io.github.nanometer.history.store.SeriesPoint;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Everything one series' trend chart draws, checked and derived once: the points detection used,
 * the excluded points with their reasons, the fitted steps between the detected change points, the
 * recorded change points with their status, and the environment's rules. Built by {@link #of}; drawn
 * by {@link HistoryPage}.
 */
public final class SeriesChart {

  private final BranchSeries series;
  private final String unit;
  private final boolean higherIsWorse;
  private final List<FittedStep> steps;
  private final List<RecordedChangePoint> changePoints;
  private final List<EnvironmentRule> rules;
  private final List<SeriesPoint> allPoints;

  private SeriesChart(BranchSeries series, String unit, boolean higherIsWorse, List<FittedStep> steps,
      List<RecordedChangePoint> changePoints, List<SeriesPoint> allPoints) {
    this.series = series;
    this.unit = unit;
    this.higherIsWorse = higherIsWorse;
    this.steps = steps;
    this.changePoints = changePoints;
    this.allPoints = allPoints;
    this.rules = EnvironmentRule.between(allPoints);
  }

  /**
   * The chart of {@code series}.
   *
   * @param series the series on one branch, as {@link io.github.nanometer.history.store.HistoryStore#readSeries}
   *     returns it; at least one point, included or excluded, all in one unit
   * @param changes the detector's answer over the estimates of {@code series.points()}, in their order
   * @param changePoints the series' recorded change points (any status), as the store returns them
   *     after saving the detections; each must belong to this series
   * @param higherIsWorse whether a higher value is a regression: true for a time per operation,
   *     false for a throughput (operations per time)
   * @throws IllegalArgumentException naming the bad part: no points, mixed units, changes over
   *     another length, or a change point of another series
   */
  public static SeriesChart of(BranchSeries series, SeriesChanges changes, List<RecordedChangePoint> changePoints,
      boolean higherIsWorse) {
    if (series == null || changes == null || changePoints == null) {
      throw new IllegalArgumentException("series, changes and changePoints must be given, got " + series + ", "
          + changes + " and " + changePoints);
    }
    String name = series.key().benchmark().name();
    List<SeriesPoint> all = new ArrayList<>(series.points());
    series.excluded().forEach(e -> all.add(e.point()));
    if (all.isEmpty()) {
      throw new IllegalArgumentException("series " + name + " has no runs on branch " + series.branch()
          + ": there is nothing to chart");
    }
    all.sort(Comparator.comparingLong(SeriesPoint::position).thenComparing(SeriesPoint::runStart));
    String unit = all.get(0).result().unit();
    for (SeriesPoint p : all) {
      if (!p.result().unit().equals(unit)) {
        throw new IllegalArgumentException("series " + name + " mixes units " + unit + " and "
            + p.result().unit() + " (run " + p.runId() + "): one chart draws one unit");
      }
    }
    String seriesId = series.key().id();
    for (RecordedChangePoint c : changePoints) {
      if (!c.latest().seriesId().equals(seriesId)) {
        throw new IllegalArgumentException("change point " + c.id() + " belongs to series "
            + c.latest().seriesId() + ", not to " + name + " (" + seriesId + ")");
      }
    }
    return new SeriesChart(series, unit, higherIsWorse, FittedStep.fit(series.points(), changes),
        List.copyOf(changePoints), List.copyOf(all));
  }

  /** The series drawn. */
  public SeriesKey key() {
    return series.key();
  }

  /** The branch whose first-parent order is the x axis. */
  public String branch() {
    return series.branch();
  }

  /** The unit of every estimate and interval, e.g. {@code "ns"}. */
  public String unit() {
    return unit;
  }

  /** Whether a higher value is worse (a time per operation), as given to {@link #of}. */
  public boolean higherIsWorse() {
    return higherIsWorse;
  }

  /** The points detection used, in commit order: drawn filled, each with its interval. */
  public List<SeriesPoint> points() {
    return series.points();
  }

  /** The points annotations exclude, with the reason: drawn hollow. */
  public List<ExcludedPoint> excluded() {
    return series.excluded();
  }

  /** Every point, included and excluded, in commit order (runs of one commit by start). */
  public List<SeriesPoint> allPoints() {
    return allPoints;
  }

  /** The fitted steps, in order. */
  public List<FittedStep> steps() {
    return steps;
  }

  /** The series' recorded change points, in the order given. */
  public List<RecordedChangePoint> changePoints() {
    return changePoints;
  }

  /** The kernel and JVM changes between consecutive points, in order. */
  public List<EnvironmentRule> rules() {
    return rules;
  }

  /** Whether {@code relativeChange} (after / before - 1) is a regression in this series' direction. */
  public boolean isWorse(double relativeChange) {
    return higherIsWorse ? relativeChange > 0 : relativeChange < 0;
  }

  /** The page anchor of this chart: {@code "s-"} and the series' id. */
  public String anchor() {
    return "s-" + series.key().id();
  }
}
