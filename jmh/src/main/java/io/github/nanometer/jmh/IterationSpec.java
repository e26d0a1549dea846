package io.github.nanometer.jmh;

import io.github.nanometer.text.DecimalText;
import java.time.Duration;

/**
 * A JMH {@code @Warmup} or {@code @Measurement} as read (JMH's defaults where the annotation is
 * absent or leaves a member blank): what JMH would run. nanometer reports it and follows it only
 * for single-shot benchmarks and under {@code --jmh-iterations}; otherwise its measured warm-up and
 * budget are in charge.
 *
 * @param iterations iterations, at least 0
 * @param time the length of one iteration, positive
 * @param batchSize invocations per operation batch, at least 1
 */
public record IterationSpec(int iterations, Duration time, int batchSize) {

  /** Rejects out-of-range members, naming them. */
  public IterationSpec {
    if (iterations < 0 || time == null || time.isNegative() || time.isZero() || batchSize < 1) {
      throw new IllegalArgumentException("iterations >= 0, time > 0 and batchSize >= 1 required, got " + iterations
          + ", " + time + ", " + batchSize);
    }
  }

  /** JMH's text: {@code "5 x 10 s"}, with {@code ", batch 5000"} when the batch is not 1. */
  public String text() {
    long nanos = time.toNanos();
    String t = nanos % 1_000_000_000L == 0 ? nanos / 1_000_000_000L + " s"
        : nanos % 1_000_000L == 0 ? nanos / 1_000_000L + " ms"
        : nanos % 1_000L == 0 ? nanos / 1_000L + " us" : nanos + " ns";
    return DecimalText.format("%d x %s%s", iterations, t, batchSize == 1 ? "" : ", batch " + batchSize);
  }
}
