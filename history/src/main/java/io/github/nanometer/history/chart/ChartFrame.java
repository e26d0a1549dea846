package io.github.nanometer.history.chart;

import io.github.nanometer.Interval;
import io.github.nanometer.history.store.SeriesPoint;
import java.util.ArrayList;
import java.util.List;

/**
 * The geometry of one trend chart in SVG user units: the plot's box, the commit position to x and
 * the value to y maps, and the value axis' ticks. Pure arithmetic.
 *
 * <p>The value range is the estimates' and the fitted steps' range, widened by the intervals' finite
 * ends by at most half that range on each side, so one very wide interval cannot flatten every other
 * point; a bar that reaches further (or has an infinite end) is clipped at the plot's edge.
 */
final class ChartFrame {

  static final int WIDTH = 960;
  static final int HEIGHT = 250;
  static final int LEFT = 76;
  static final int RIGHT = 944;
  static final int TOP = 40;
  static final int BOTTOM = 214;
  private static final int INSET = 8;
  private static final double PADDING = 0.04;

  final long firstPosition;
  final long lastPosition;
  final double low;
  final double high;

  private ChartFrame(long firstPosition, long lastPosition, double low, double high) {
    this.firstPosition = firstPosition;
    this.lastPosition = lastPosition;
    this.low = low;
    this.high = high;
  }

  /** The frame of {@code chart}: every point on x, the value range described above on y. */
  static ChartFrame of(SeriesChart chart) {
    List<SeriesPoint> all = chart.allPoints();
    double min = Double.POSITIVE_INFINITY;
    double max = Double.NEGATIVE_INFINITY;
    for (SeriesPoint p : all) {
      min = Math.min(min, p.result().estimate());
      max = Math.max(max, p.result().estimate());
    }
    for (FittedStep s : chart.steps()) {
      min = Math.min(min, s.level());
      max = Math.max(max, s.level());
    }
    double span = max - min;
    if (span == 0) {
      span = max == 0 ? 1 : Math.abs(max) * 0.02;
    }
    double low = min;
    double high = max;
    for (SeriesPoint p : all) {
      Interval i = p.result().interval();
      low = Math.min(low, Math.max(i.low(), min - span / 2));
      high = Math.max(high, Math.min(i.high(), max + span / 2));
    }
    double pad = (high - low == 0 ? span : high - low) * PADDING;
    return new ChartFrame(all.get(0).position(), all.get(all.size() - 1).position(), low - pad, high + pad);
  }

  /** x per commit position: {@link #x(long)} is {@code xOffset() + xPerPosition() * position}. */
  double xPerPosition() {
    return lastPosition == firstPosition ? 0 : (RIGHT - LEFT - 2.0 * INSET) / (lastPosition - firstPosition);
  }

  /** The x of position 0 on the same line (see {@link #xPerPosition()}). */
  double xOffset() {
    return lastPosition == firstPosition ? (LEFT + RIGHT) / 2.0 : LEFT + INSET - xPerPosition() * firstPosition;
  }

  /** y per value unit (negative: up is more): {@link #y(double)} is {@code yOffset() + yPerValue() * value}. */
  double yPerValue() {
    return -(BOTTOM - TOP) / (high - low);
  }

  /** The y of value 0 on the same line. */
  double yOffset() {
    return BOTTOM - yPerValue() * low;
  }

  /** The x of a commit position, rounded to a whole unit. */
  long x(long position) {
    return Math.round(xOffset() + xPerPosition() * position);
  }

  /** The y of a value clipped to the plot, rounded to a whole unit (an infinite end lies on the edge). */
  long y(double value) {
    double clipped = Math.max(low, Math.min(high, value));
    return Math.round(yOffset() + yPerValue() * clipped);
  }

  /** The value axis' ticks: multiples of a 1, 2 or 5 times a power of ten, four to ten of them. */
  List<Double> valueTicks() {
    double step = tickStep();
    List<Double> ticks = new ArrayList<>();
    for (long k = (long) Math.ceil(low / step); k * step <= high; k++) {
      ticks.add(k * step);
    }
    return ticks;
  }

  /** The distance between two value ticks. */
  double tickStep() {
    double raw = (high - low) / 5;
    double magnitude = Math.pow(10, Math.floor(Math.log10(raw)));
    double norm = raw / magnitude;
    return (norm < 1.5 ? 1 : norm < 3 ? 2 : norm < 7 ? 5 : 10) * magnitude;
  }

  /** A value tick's label: as many decimals as the step needs, none for steps of 1 and more. */
  String tickLabel(double value) {
    int decimals = Math.max(0, (int) -Math.floor(Math.log10(tickStep()) + 1e-9));
    return Decimal.fixed(value, Math.min(decimals, 12));
  }
}
