package io.github.nanometer.html;

import java.util.Locale;

/**
 * A linear scale whose domain is widened to "nice" tick values (1, 2 or 5 times a power of ten),
 * so the axis starts and ends on a labelled tick.
 */
public final class LinearScale implements Scale {

  private final double low;
  private final double high;
  private final double step;
  private final double rangeLow;
  private final double rangeHigh;

  /**
   * A scale over at least {@code [dataLow, dataHigh]} onto pixels {@code [rangeLow, rangeHigh]}
   * (rangeHigh may be below rangeLow, as for a y axis growing upwards).
   *
   * @param targetTicks about how many ticks the axis should have, 2..20
   * @throws IllegalArgumentException when a bound is not finite or targetTicks is out of range
   */
  public LinearScale(double dataLow, double dataHigh, double rangeLow, double rangeHigh, int targetTicks) {
    if (!Double.isFinite(dataLow) || !Double.isFinite(dataHigh)) {
      throw new IllegalArgumentException("scale domain: [" + dataLow + ", " + dataHigh + "] is not finite");
    }
    if (targetTicks < 2 || targetTicks > 20) {
      throw new IllegalArgumentException("targetTicks: " + targetTicks + " is out of range (accepted: 2 to 20)");
    }
    double lo = Math.min(dataLow, dataHigh);
    double hi = Math.max(dataLow, dataHigh);
    if (hi - lo <= Math.abs(hi) * 1e-12) {
      double pad = lo == 0 ? 1 : Math.abs(lo) * 0.1;
      lo -= pad;
      hi += pad;
    }
    this.step = niceStep((hi - lo) / (targetTicks - 1));
    this.low = Math.floor(lo / step + 1e-9) * step;
    this.high = Math.ceil(hi / step - 1e-9) * step;
    this.rangeLow = rangeLow;
    this.rangeHigh = rangeHigh;
  }

  /** The smallest of 1, 2, 5 times a power of ten that is at least {@code rough} (rough > 0). */
  static double niceStep(double rough) {
    double power = Math.pow(10, Math.floor(Math.log10(rough)));
    double fraction = rough / power;
    double nice = fraction <= 1 + 1e-9 ? 1 : fraction <= 2 + 1e-9 ? 2 : fraction <= 5 + 1e-9 ? 5 : 10;
    return nice * power;
  }

  /** The low end of the widened domain (a tick). */
  public double low() {
    return low;
  }

  /** The high end of the widened domain (a tick). */
  public double high() {
    return high;
  }

  /** The distance between ticks. */
  public double step() {
    return step;
  }

  @Override
  public double map(double value) {
    return rangeLow + (value - low) / (high - low) * (rangeHigh - rangeLow);
  }

  @Override
  public double[] ticks() {
    int n = (int) Math.round((high - low) / step) + 1;
    double[] t = new double[n];
    for (int i = 0; i < n; i++) {
      double v = low + i * step;
      t[i] = Math.abs(v) < step * 1e-9 ? 0 : v;
    }
    return t;
  }

  @Override
  public String label(double value) {
    return number(value, step);
  }

  /** A number with as many decimals as {@code step} needs, thousands unseparated, Locale.ROOT. */
  static String number(double value, double step) {
    int decimals = Math.max(0, (int) Math.ceil(-Math.log10(step) - 1e-9));
    if (Math.abs(value) >= 1e6 || (value != 0 && Math.abs(value) < 1e-4)) {
      return String.format(Locale.ROOT, "%.3g", value);
    }
    return String.format(Locale.ROOT, "%." + Math.min(decimals, 6) + "f", value);
  }
}
