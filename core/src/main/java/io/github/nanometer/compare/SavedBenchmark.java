package io.github.nanometer.compare;

import java.util.Arrays;
import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

/**
 * One benchmark read back from a saved result file (nanometer's own schemas or JMH JSON), reduced
 * to what {@code nanometer judge} (nanometer-report's {@code judge.Judge}) needs: its identity, its
 * primary estimate, and its raw values grouped by JVM.
 *
 * @param name the benchmark's name as the file has it
 * @param params parameter names to values (JMH {@code params}; empty when none), sorted by name
 * @param variant what else tells two measurements of one name apart: the JMH mode ({@code
 *     "avgt"}), or nanometer's mode and estimator ({@code "throughput minimum"})
 * @param unit the unit of {@code estimate} and {@code values}: {@code "ns/op"} for times, {@code
 *     "ops/s"} for JMH throughput; other JMH units are kept as written
 * @param higherIsBetter true for throughput (operations per time), false for time per operation
 * @param estimate the file's primary estimate (nanometer's estimator, JMH's score), in {@code unit}
 * @param values raw values in {@code unit}, grouped in rows: one row per fork when {@code forked};
 *     otherwise, for nanometer results, one row per separately compiled copy of the loop (sample
 *     {@code i} belongs to copy {@code i mod compilations}; a suite adds the copies of every trial),
 *     and for JMH runs without forks one row; may be empty when the file keeps no raw data
 * @param forked true when the rows are separate JVMs (JMH forks), so JVM-to-JVM variation is in them
 * @param shortSamples true when the values are nanometer's raw samples (short, heavy-tailed: one
 *     descheduled sample can move their mean by orders of magnitude), which {@code judge} compares
 *     by medians; false for JMH iteration scores (each already a mean over an iteration), compared
 *     by means
 * @param forkEstimates each fork's own answer, in {@code unit} and fork order, when the file keeps
 *     it: a {@code nanometer-jmh} document of version 3 has each fork's steady-state estimate (its
 *     estimator over the samples after its last changepoint); empty otherwise, and always empty
 *     unless {@code forked}, with one value per row when not empty
 */
public record SavedBenchmark(String name, Map<String, String> params, String variant, String unit,
    boolean higherIsBetter, double estimate, double[][] values, boolean forked, boolean shortSamples,
    double[] forkEstimates) {

  /**
   * Copies the parameters (sorted), the values and the fork estimates.
   *
   * @throws IllegalArgumentException when {@code forkEstimates} is not empty and either the rows are
   *     not forks or there is not one estimate per row
   */
  public SavedBenchmark {
    params = Collections.unmodifiableMap(new TreeMap<>(params));
    double[][] copy = new double[values.length][];
    for (int i = 0; i < values.length; i++) {
      copy[i] = values[i].clone();
    }
    values = copy;
    forkEstimates = forkEstimates.clone();
    if (forkEstimates.length > 0 && (!forked || forkEstimates.length != values.length)) {
      throw new IllegalArgumentException("forkEstimates: one per fork row of a forked benchmark, got "
          + forkEstimates.length + " for " + values.length + (forked ? " forks" : " rows that are not forks"));
    }
  }

  /** A benchmark whose file keeps no per-fork estimates ({@link #forkEstimates()} empty). */
  public SavedBenchmark(String name, Map<String, String> params, String variant, String unit, boolean higherIsBetter,
      double estimate, double[][] values, boolean forked, boolean shortSamples) {
    this(name, params, variant, unit, higherIsBetter, estimate, values, forked, shortSamples, new double[0]);
  }

  /** The same benchmark with each fork's own answer, {@code estimates} (see {@link #forkEstimates()}). */
  public SavedBenchmark withForkEstimates(double[] estimates) {
    return new SavedBenchmark(name, params, variant, unit, higherIsBetter, estimate, values, forked, shortSamples,
        estimates);
  }

  /** A copy of each fork's own answer; empty when the file keeps none. */
  @Override
  public double[] forkEstimates() {
    return forkEstimates.clone();
  }

  /** What matches a benchmark across files: name, parameters and variant; see {@link #key(String, Map, String)}. */
  public String key() {
    return key(name, params, variant);
  }

  /**
   * The one definition of a benchmark's identity across results and files: {@code name}, the
   * parameters sorted by name (when any), and the variant in parentheses, as in {@code
   * "copy {size=64} (throughput minimum)"}.
   *
   * @param name the benchmark's name
   * @param params parameter names to values, in any order (empty when none)
   * @param variant the mode (JMH) or {@link #nanometerVariant mode and estimator} (nanometer)
   */
  public static String key(String name, Map<String, String> params, String variant) {
    return name + (params.isEmpty() ? "" : " " + new TreeMap<>(params)) + " (" + variant + ")";
  }

  /**
   * The variant of a nanometer result: its mode and estimator as its JSON document writes them
   * ({@code "throughput minimum"}).
   */
  public static String nanometerVariant(String mode, String estimator) {
    return mode + " " + estimator;
  }

  /** A deep copy of the raw values. */
  @Override
  public double[][] values() {
    double[][] copy = new double[values.length][];
    for (int i = 0; i < values.length; i++) {
      copy[i] = values[i].clone();
    }
    return copy;
  }

  /** Every raw value, all rows together. */
  public double[] pooledValues() {
    return Arrays.stream(values).flatMapToDouble(Arrays::stream).toArray();
  }

  /** The median of each row that holds at least {@code minValues} values, in row order. */
  public double[] rowMedians(int minValues) {
    return Arrays.stream(values).filter(r -> r.length >= Math.max(1, minValues))
        .mapToDouble(io.github.nanometer.stats.Descriptive::median).toArray();
  }

  /** The mean of each row (rows without values are skipped). */
  public double[] rowMeans() {
    return Arrays.stream(values).filter(r -> r.length > 0)
        .mapToDouble(r -> Arrays.stream(r).average().orElseThrow()).toArray();
  }
}
