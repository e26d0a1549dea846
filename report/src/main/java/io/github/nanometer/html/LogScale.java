package io.github.nanometer.html;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A base-2 logarithmic scale for sizes and ratios spanning several orders of magnitude; ticks at
 * powers of two, labelled with binary prefixes above 1024 ("1 Ki"), decimals down to 1/16
 * ("0.25") and fractions below ("1/64").
 */
public final class LogScale implements Scale {

  private final double lowLog2;
  private final double highLog2;
  private final double rangeLow;
  private final double rangeHigh;

  /**
   * A scale over {@code [dataLow, dataHigh]} widened to powers of two.
   *
   * @throws IllegalArgumentException when dataLow is not positive or a bound is not finite
   */
  public LogScale(double dataLow, double dataHigh, double rangeLow, double rangeHigh) {
    if (!(dataLow > 0) || !Double.isFinite(dataHigh) || !Double.isFinite(dataLow)) {
      throw new IllegalArgumentException("log scale domain: [" + dataLow + ", " + dataHigh
          + "] must be positive and finite");
    }
    double lo = Math.floor(log2(Math.min(dataLow, dataHigh)));
    double hi = Math.ceil(log2(Math.max(dataLow, dataHigh)));
    if (hi <= lo) {
      hi = lo + 1;
    }
    this.lowLog2 = lo;
    this.highLog2 = hi;
    this.rangeLow = rangeLow;
    this.rangeHigh = rangeHigh;
  }

  private static double log2(double v) {
    return Math.log(v) / Math.log(2);
  }

  @Override
  public double map(double value) {
    double l = value > 0 ? log2(value) : lowLog2;
    return rangeLow + (l - lowLog2) / (highLog2 - lowLog2) * (rangeHigh - rangeLow);
  }

  @Override
  public double[] ticks() {
    int span = (int) (highLog2 - lowLog2);
    int every = Math.max(1, (int) Math.ceil(span / 10.0));
    List<Double> list = new ArrayList<>();
    for (int e = (int) lowLog2; e <= (int) highLog2; e += every) {
      list.add(Math.pow(2, e));
    }
    return list.stream().mapToDouble(Double::doubleValue).toArray();
  }

  @Override
  public String label(double value) {
    String[] prefixes = {"", " Ki", " Mi", " Gi", " Ti"};
    int p = 0;
    double v = value;
    while (v >= 1024 && p < prefixes.length - 1) {
      v /= 1024;
      p++;
    }
    if (value > 0 && value < 0.0625 && Math.abs(1 / value - Math.rint(1 / value)) < 1e-9) {
      return "1/" + (long) Math.rint(1 / value);
    }
    if (value < 1) {
      return String.format(Locale.ROOT, "%.3g", value).replaceAll("0+$", "");
    }
    if (v == Math.rint(v)) {
      return String.format(Locale.ROOT, "%d%s", (long) v, prefixes[p]);
    }
    return String.format(Locale.ROOT, "%.3g%s", v, prefixes[p]);
  }
}
