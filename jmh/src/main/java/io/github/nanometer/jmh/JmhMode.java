package io.github.nanometer.jmh;

import java.util.List;
import java.util.Locale;

/**
 * JMH's benchmark modes as {@code @BenchmarkMode} names them, with JMH's short names. JMH's
 * {@code thrpt} is operations per time unit, not nanometer's {@code Mode.THROUGHPUT} (independent
 * evaluations as opposed to latency chains): output always says {@code thrpt}, never "throughput".
 */
public enum JmhMode {
  /** {@code thrpt}: operations per output time unit. */
  THROUGHPUT("thrpt", "Throughput"),
  /** {@code avgt}: time per operation. */
  AVERAGE_TIME("avgt", "AverageTime"),
  /**
   * {@code sample}: JMH times single invocations and reports their distribution; nanometer times
   * samples of tuned length as in {@code avgt}, so the score is time per operation and the
   * percentiles are of per-sample times (a note on each result says so).
   */
  SAMPLE_TIME("sample", "SampleTime"),
  /**
   * {@code ss}: single shots, cold: no measured warm-up; each measured iteration times one
   * invocation (or {@code batchSize} invocations) once, after the iteration's setups.
   */
  SINGLE_SHOT_TIME("ss", "SingleShotTime");

  private final String shortName;
  private final String annotationName;

  JmhMode(String shortName, String annotationName) {
    this.shortName = shortName;
    this.annotationName = annotationName;
  }

  /** JMH's short name: {@code thrpt}, {@code avgt}, {@code sample} or {@code ss}. */
  public String shortName() {
    return shortName;
  }

  /** True for the modes that report time per operation (all but {@code thrpt}). */
  public boolean timePerOperation() {
    return this != THROUGHPUT;
  }

  /**
   * The modes an {@code @BenchmarkMode} constant stands for: one, or all four for {@code All}.
   *
   * @throws IllegalArgumentException naming the value and the accepted names
   */
  static List<JmhMode> fromAnnotation(String constant) {
    if (constant.equals("All")) {
      return List.of(THROUGHPUT, AVERAGE_TIME, SAMPLE_TIME, SINGLE_SHOT_TIME);
    }
    for (JmhMode m : values()) {
      if (m.annotationName.equals(constant)) {
        return List.of(m);
      }
    }
    throw new IllegalArgumentException("@BenchmarkMode " + constant + " is not one of Throughput, AverageTime, "
        + "SampleTime, SingleShotTime, All");
  }

  /**
   * The mode with short name {@code name} (case-insensitive).
   *
   * @throws IllegalArgumentException naming the value and the accepted names
   */
  public static JmhMode named(String name) {
    for (JmhMode m : values()) {
      if (m.shortName.equals(name == null ? null : name.toLowerCase(Locale.ROOT))) {
        return m;
      }
    }
    throw new IllegalArgumentException("JMH mode must be one of thrpt, avgt, sample, ss; got '" + name + "'");
  }
}
