package io.github.nanometer.report;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One benchmark of a JMH {@code -rf json} file as JMH wrote it: identity, settings and the primary
 * metric in JMH's own unit (no conversion), for the HTML report. {@link JmhJsonReader#benchmarks}
 * reads it; {@code judge} reads the same files into {@code SavedBenchmark}s instead.
 *
 * @param benchmark the benchmark's full method name
 * @param mode JMH's mode ({@code thrpt}, {@code avgt}, {@code sample}, {@code ss})
 * @param threads threads per fork; 0 when the file does not say
 * @param forks forks; 0 when the file does not say
 * @param params the {@code @Param} values in file order (empty when none)
 * @param score the primary score in {@code scoreUnit}; NaN when JMH wrote {@code "NaN"}
 * @param scoreError the half-width of JMH's interval; NaN when the file has none
 * @param scoreConfidenceLow the low end of JMH's interval (at 99.9% in JMH's files); NaN when none
 * @param scoreConfidenceHigh its high end; NaN when none
 * @param scoreUnit the unit as written, e.g. {@code ops/ns}, {@code ns/op}
 * @param rawData the measurement iterations' scores, one row per fork, in {@code scoreUnit} (JMH's
 *     {@code "NaN"}, {@code "+INF"} read as such); empty when the file keeps none ({@code sample} mode
 *     keeps a histogram instead, which is not read)
 * @param jdkVersion the JDK's version as written; empty when absent
 * @param vmName the VM's name as written; empty when absent
 */
public record JmhFileEntry(String benchmark, String mode, int threads, int forks, Map<String, String> params,
    double score, double scoreError, double scoreConfidenceLow, double scoreConfidenceHigh, String scoreUnit,
    double[][] rawData, String jdkVersion, String vmName) {

  /** Copies the parameters and the raw data. */
  public JmhFileEntry {
    params = Collections.unmodifiableMap(new LinkedHashMap<>(params));
    rawData = copy(rawData);
  }

  /** A deep copy of the raw data. */
  @Override
  public double[][] rawData() {
    return copy(rawData);
  }

  /** Every finite raw value, all forks together. */
  public double[] finiteRawValues() {
    return java.util.Arrays.stream(rawData).flatMapToDouble(java.util.Arrays::stream).filter(Double::isFinite)
        .toArray();
  }

  private static double[][] copy(double[][] rows) {
    double[][] out = new double[rows.length][];
    for (int i = 0; i < rows.length; i++) {
      out[i] = rows[i].clone();
    }
    return out;
  }
}
