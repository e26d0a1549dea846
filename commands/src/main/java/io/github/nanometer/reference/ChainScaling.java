package io.github.nanometer.reference;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The linearity check of the chain workloads: for each chain kind, mode and estimator, the ratio
 * of estimates at consecutive k. A chain of dependent steps should cost k times one step, so a
 * tenfold k should give a ratio of 10; in throughput mode small k fall short of 10 because
 * consecutive independent calls overlap in the CPU.
 */
public final class ChainScaling {
  private static final Pattern NAME = Pattern.compile("(\\w+) k=(\\d+)");

  private ChainScaling() {}

  /**
   * One ratio.
   *
   * @param group chain kind, mode and estimator, e.g. {@code "lcg latency minimum"}
   * @param smallerSteps k of the denominator
   * @param largerSteps k of the numerator
   * @param ratio t(larger) / t(smaller)
   * @param expected larger / smaller
   */
  public record Ratio(String group, int smallerSteps, int largerSteps, double ratio, double expected) {
    /** |ratio / expected - 1|. */
    public double relativeError() {
      return Math.abs(ratio / expected - 1);
    }
  }

  /** One measured chain: its name ({@code "lcg k=1000"}), mode, estimator and estimate. */
  public record Point(String name, String mode, String estimator, double estimateNanos) {}

  /** Ratios between consecutive k within each group; names not of the form {@code "kind k=N"} are skipped. */
  public static List<Ratio> ratios(List<Point> points) {
    Map<String, TreeMap<Integer, Double>> groups = new TreeMap<>();
    for (Point p : points) {
      Matcher m = NAME.matcher(p.name());
      if (!m.matches()) {
        continue;
      }
      String group = m.group(1) + " " + p.mode() + " " + p.estimator();
      groups.computeIfAbsent(group, g -> new TreeMap<>()).put(Integer.parseInt(m.group(2)), p.estimateNanos());
    }
    List<Ratio> ratios = new ArrayList<>();
    groups.forEach((group, byK) -> {
      Map.Entry<Integer, Double> previous = null;
      for (Map.Entry<Integer, Double> e : byK.entrySet()) {
        if (previous != null) {
          ratios.add(new Ratio(group, previous.getKey(), e.getKey(), e.getValue() / previous.getValue(),
              (double) e.getKey() / previous.getKey()));
        }
        previous = e;
      }
    });
    return ratios;
  }
}
