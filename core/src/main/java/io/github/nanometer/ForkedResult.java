package io.github.nanometer;

import io.github.nanometer.text.DecimalText;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A benchmark measured in fresh JVMs ({@link Nanometer#forked}): each fork's steady state (the
 * run's estimator over its samples after its last changepoint), and over two or more forks the
 * mean of their estimates with a t interval over forks, which holds the spread between JVMs that
 * further runs see. With one fork the interval is that JVM's own and {@link #oneJvm()} is true.
 *
 * @param name the benchmark's name
 * @param estimateNanos the mean of the fork estimates (one fork: its estimate), nanoseconds per evaluation
 * @param interval the interval of {@code estimateNanos}: over forks (t on forks - 1 degrees of
 *     freedom), or one fork's batch-means normal interval
 * @param forkEstimatesNanos each fork's steady-state estimate, in fork order
 * @param forkStandardErrorsNanos each fork's within-JVM standard error, in fork order
 * @param forkClasses each fork's steady-state class: {@code flat}, {@code warmup}, {@code
 *     slowdown} or {@code no-steady-state} (Barrett et al.), in fork order
 * @param betweenJvmVariance the variance the JVMs add (ns^2, method of moments, at least 0); NaN
 *     with one fork, where it was not measured
 * @param withinJvmVariance the mean squared within-JVM standard error (ns^2)
 * @param modes the fork estimates' modes, e.g. {@code "4.70 ns x3, 8.40 ns x2"}; one fork: its estimate
 * @param consistent whether the forks fall into one mode (always with one fork)
 * @param stop why forking stopped: {@code precise}, {@code max-forks}, {@code max-wall}
 * @param environment the parent JVM's environment when it launched the forks
 * @param forkResults each fork's complete result as the child wrote it (every raw sample, the
 *     options it applied, its environment), in fork order
 */
public record ForkedResult(String name, double estimateNanos, Interval interval, double[] forkEstimatesNanos,
    double[] forkStandardErrorsNanos, List<String> forkClasses, double betweenJvmVariance, double withinJvmVariance,
    String modes, boolean consistent, String stop, Environment environment, List<Result> forkResults) {

  /**
   * Requires every part and one estimate, standard error, class and result per fork; copies the
   * arrays and lists.
   *
   * @throws IllegalArgumentException when a part is null or the per-fork parts differ in length
   */
  public ForkedResult {
    if (name == null || interval == null || forkEstimatesNanos == null || forkStandardErrorsNanos == null
        || forkClasses == null || modes == null || stop == null || environment == null || forkResults == null) {
      throw new IllegalArgumentException("name, interval, forkEstimatesNanos, forkStandardErrorsNanos, forkClasses, "
          + "modes, stop, environment and forkResults must not be null");
    }
    int k = forkEstimatesNanos.length;
    if (k == 0 || forkStandardErrorsNanos.length != k || forkClasses.size() != k || forkResults.size() != k) {
      throw new IllegalArgumentException("one estimate, standard error, class and result per fork, at least one: "
          + k + " estimates, " + forkStandardErrorsNanos.length + " standard errors, " + forkClasses.size()
          + " classes, " + forkResults.size() + " results");
    }
    forkEstimatesNanos = forkEstimatesNanos.clone();
    forkStandardErrorsNanos = forkStandardErrorsNanos.clone();
    forkClasses = List.copyOf(forkClasses);
    forkResults = List.copyOf(forkResults);
  }

  /** How many fresh JVMs measured it. */
  public int forks() {
    return forkEstimatesNanos.length;
  }

  /** Whether one JVM measured it, so the spread between JVMs was not measured. */
  public boolean oneJvm() {
    return forks() == 1;
  }

  /**
   * One line for a reader: the name, the estimate and its interval, over how many JVMs, the modes
   * when there are several, and how many forks fell in each steady-state class; with one fork it
   * ends "one JVM: the spread between JVMs was not measured". For example {@code sort: 412.3 ns,
   * 95% interval [398.1, 426.5] ns over 5 JVMs (5 flat)}.
   */
  public String summary() {
    Map<String, Integer> counts = new LinkedHashMap<>();
    forkClasses.forEach(c -> counts.merge(c, 1, Integer::sum));
    List<String> classes = new ArrayList<>();
    counts.forEach((c, n) -> classes.add(n + " " + c));
    String line = DecimalText.format("%s: %.4g ns, %.4g%% interval [%.4g, %.4g] ns over %d %s (%s%s)",
        name, estimateNanos, 100 * interval.confidence(), interval.low(), interval.high(), forks(),
        oneJvm() ? "JVM" : "JVMs", consistent ? "" : "modes " + modes + "; ", String.join(", ", classes));
    return oneJvm() ? line + "; " + Note.ONE_JVM_SPREAD : line;
  }

  @Override
  public double[] forkEstimatesNanos() {
    return forkEstimatesNanos.clone();
  }

  @Override
  public double[] forkStandardErrorsNanos() {
    return forkStandardErrorsNanos.clone();
  }
}
