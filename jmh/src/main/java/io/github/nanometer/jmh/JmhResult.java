package io.github.nanometer.jmh;

import io.github.nanometer.Regime;
import io.github.nanometer.Result;
import io.github.nanometer.Interval;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * One JMH benchmark run measured by nanometer: what the annotations asked for, and nanometer's
 * complete result (every raw sample, the options, the environment). The score is reported as JMH
 * reports it: in the benchmark's mode and {@code @OutputTimeUnit}, per operation
 * ({@code @OperationsPerInvocation}).
 *
 * @param benchmark the run as read from the annotations
 * @param result nanometer's result; its estimate is nanoseconds per invocation (per single shot
 *     in {@code ss})
 * @param fork which fresh JVM of the run this was, from 1 (up to {@link JmhRequest#forkPlan()}'s maximum)
 */
public record JmhResult(JmhBenchmark benchmark, Result result, int fork) {

  /** Rejects missing parts and a fork below 1. */
  public JmhResult {
    if (benchmark == null || result == null) {
      throw new IllegalArgumentException("benchmark and result must not be null");
    }
    if (fork < 1) {
      throw new IllegalArgumentException("fork must be >= 1, got " + fork);
    }
  }

  /** The result of a run's only (first) fork. */
  public JmhResult(JmhBenchmark benchmark, Result result) {
    this(benchmark, result, 1);
  }

  /**
   * The input regime: always {@link Regime#USER_MANAGED}, since a JMH benchmark's inputs live in
   * its {@code @State} objects, which nanometer neither draws nor replays.
   */
  public Regime regime() {
    return Regime.USER_MANAGED;
  }

  /** The threads that ran the benchmark (1 unless {@code @Threads} or {@code @Group}). */
  public int threads() {
    return benchmark.totalThreads();
  }

  /** Nanoseconds per operation: the estimate divided by {@code @OperationsPerInvocation}. */
  public double nanosPerOperation() {
    return result.estimateNanos() / benchmark.operationsPerInvocation();
  }

  /** The score in {@link #unit()}: time per operation, or operations per time ({@code thrpt}). */
  public double score() {
    return inUnit(result.estimateNanos());
  }

  /** The interval of the score in {@link #unit()}, low to high, when the result has one. */
  public Optional<double[]> scoreInterval() {
    Optional<Interval> ci = result.interval();
    if (ci.isEmpty()) {
      return Optional.empty();
    }
    double a = inUnit(ci.get().low());
    double b = inUnit(ci.get().high());
    return Optional.of(new double[] {Math.min(a, b), Math.max(a, b)});
  }

  /** The interval's confidence (a fraction), or NaN without an interval. */
  public double confidence() {
    return result.interval().map(Interval::confidence).orElse(Double.NaN);
  }

  /**
   * JMH's unit text: {@code ns/op}, {@code us/op}, ..., or {@code ops/s}, {@code ops/ms}, ... for
   * {@code thrpt}.
   */
  public String unit() {
    return unitOf(benchmark);
  }

  /** {@link #unit()} of a run of {@code b}. */
  static String unitOf(JmhBenchmark b) {
    String u = unitText(b.outputUnit());
    return b.mode() == JmhMode.THROUGHPUT ? "ops/" + u : u + "/op";
  }

  /**
   * Every raw sample's time per invocation in {@link #unit()}, in sample order: what JMH's
   * percentiles and raw data are of (for {@code sample} mode, whose samples time one invocation
   * each, the distribution of single invocations).
   */
  public double[] sampleScores() {
    int[] evaluations = result.evaluations();
    double[] elapsed = result.elapsedNanos();
    double[] x = new double[evaluations.length];
    for (int i = 0; i < x.length; i++) {
      x[i] = inUnit(elapsed[i] / evaluations[i]);
    }
    return x;
  }

  private double inUnit(double nanosPerInvocation) {
    return inUnit(benchmark, nanosPerInvocation);
  }

  /**
   * {@code nanosPerInvocation} as {@code b}'s score: per operation, in its unit, inverted for {@code
   * thrpt}.
   */
  static double inUnit(JmhBenchmark b, double nanosPerInvocation) {
    JmhBenchmark benchmark = b;
    double perOp = nanosPerInvocation / benchmark.operationsPerInvocation();
    double unitNanos = benchmark.outputUnit().toNanos(1);
    return benchmark.mode() == JmhMode.THROUGHPUT ? unitNanos / perOp : perOp / unitNanos;
  }

  /** JMH's short text of a time unit ({@code TimeValue.tuToString}). */
  static String unitText(TimeUnit u) {
    return switch (u) {
      case NANOSECONDS -> "ns";
      case MICROSECONDS -> "us";
      case MILLISECONDS -> "ms";
      case SECONDS -> "s";
      case MINUTES -> "min";
      case HOURS -> "hr";
      case DAYS -> "day";
    };
  }
}
