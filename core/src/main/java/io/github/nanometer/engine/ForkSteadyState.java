package io.github.nanometer.engine;

import io.github.nanometer.Estimator;
import io.github.nanometer.MeasurementPlan;
import io.github.nanometer.Result;
import io.github.nanometer.stats.Changepoints;
import io.github.nanometer.stats.Descriptive;
import io.github.nanometer.stats.Segmentation;
import io.github.nanometer.stats.SteadyState;
import io.github.nanometer.stats.SteadyStateClass;
import io.github.nanometer.stats.StudentT;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * One fork's steady state, found in its whole measured series: the kept samples (in order) grouped
 * into consecutive blocks of at least {@link #BLOCK_NANOS} of measured time, each block's value its
 * estimator over its samples' times per evaluation, the block series segmented by changepoints
 * ({@link Changepoints#segment}), the fork classified after Barrett et al. ({@link SteadyState}),
 * and the fork's estimate the run's estimator over the samples of its last segment (over all its
 * samples when it has no steady state: its last segment is then a tail too short to stand for the
 * fork, and the class says so; and under JMH's fixed schedule, {@link MeasurementPlan#FIXED_SCHEDULE},
 * whose score is over all its iterations). Its standard error is that of the mean of the last segment's block values (batch means: blocks of 10 ms and
 * more carry the serial correlation of the samples inside them) when the segment has at least
 * {@link #MIN_BLOCKS} blocks, else the fork's own interval's.
 *
 * @param estimateNanos the estimator over the last segment's samples, nanoseconds per evaluation
 * @param standardErrorNanos the within-JVM standard error of that estimate
 * @param steadyClass flat, warm-up, slowdown or no steady state
 * @param blockNanos each block's value, in order (the series the HTML report draws)
 * @param segmentStarts the index of each segment's first block, first 0
 * @param steadySamples how many samples the estimate is over
 */
public record ForkSteadyState(double estimateNanos, double standardErrorNanos, SteadyStateClass steadyClass,
    double[] blockNanos, int[] segmentStarts, int steadySamples) {

  /** The least measured time a block holds: 10 ms, so a block's median is not one timer quantum's noise. */
  public static final long BLOCK_NANOS = 10_000_000L;
  /** The fewest blocks the last segment needs for the batch-means standard error. */
  public static final int MIN_BLOCKS = 5;

  /** Copies the arrays. */
  public ForkSteadyState {
    blockNanos = blockNanos.clone();
    segmentStarts = segmentStarts.clone();
  }

  @Override
  public double[] blockNanos() {
    return blockNanos.clone();
  }

  @Override
  public int[] segmentStarts() {
    return segmentStarts.clone();
  }

  /** The number of changepoints found. */
  public int changepoints() {
    return segmentStarts.length - 1;
  }

  /** The steady state of {@code r}'s kept samples. */
  public static ForkSteadyState of(Result r) {
    int[] kept = r.keptSampleIndices();
    int[] evaluations = r.evaluations();
    double[] elapsed = r.elapsedNanos();
    double[] perEvaluation = new double[kept.length];
    double[] sampleNanos = new double[kept.length];
    for (int i = 0; i < kept.length; i++) {
      perEvaluation[i] = elapsed[kept[i]] / evaluations[kept[i]];
      sampleNanos[i] = elapsed[kept[i]];
    }
    boolean wholeSeries = MeasurementPlan.FIXED_SCHEDULE.equals(r.plan().warmupRule());
    return of(perEvaluation, sampleNanos, r.estimator(), fallbackStandardError(r), wholeSeries);
  }

  /**
   * The steady state of a series of samples.
   *
   * @param perEvaluationNanos each sample's time per evaluation, in order, at least 1
   * @param sampleNanos each sample's measured time (for blocking), as many
   * @param estimator the run's estimator
   * @param fallbackStandardError the standard error to use when the last segment has too few blocks
   */
  static ForkSteadyState of(double[] perEvaluationNanos, double[] sampleNanos, Estimator estimator,
      double fallbackStandardError) {
    return of(perEvaluationNanos, sampleNanos, estimator, fallbackStandardError, false);
  }

  /**
   * As {@link #of(double[], double[], Estimator, double)}; with {@code wholeSeries} the estimate is
   * over every sample whatever the changepoints (a schedule, not a steady state, defines what is
   * estimated: {@link MeasurementPlan#FIXED_SCHEDULE}), the class still found.
   */
  static ForkSteadyState of(double[] perEvaluationNanos, double[] sampleNanos, Estimator estimator,
      double fallbackStandardError, boolean wholeSeries) {
    if (perEvaluationNanos.length == 0 || perEvaluationNanos.length != sampleNanos.length) {
      throw new IllegalArgumentException("need at least one sample with its time, got " + perEvaluationNanos.length
          + " and " + sampleNanos.length);
    }
    List<int[]> blocks = blocks(sampleNanos);
    double[] values = new double[blocks.size()];
    for (int b = 0; b < values.length; b++) {
      values[b] = estimate(perEvaluationNanos, sampleNanos, blocks.get(b)[0], blocks.get(b)[1], estimator);
    }
    Segmentation s = Changepoints.segment(values);
    SteadyStateClass c = SteadyState.classify(s, SteadyState.DEFAULT_TAIL_FRACTION);
    // Without a steady state the last segment is a short tail (in the last fifth): its estimate would
    // be a transient's, so the fork reports its whole measured series instead, classed as such.
    int firstBlock = c == SteadyStateClass.NO_STEADY_STATE || wholeSeries ? 0 : s.lastStart();
    int from = blocks.get(firstBlock)[0];
    double estimate = estimate(perEvaluationNanos, sampleNanos, from, perEvaluationNanos.length, estimator);
    int steadyBlocks = values.length - firstBlock;
    double se = fallbackStandardError;
    if (steadyBlocks >= MIN_BLOCKS) {
      double[] tail = Arrays.copyOfRange(values, firstBlock, values.length);
      se = Math.sqrt(Descriptive.variance(tail) / tail.length);
    }
    return new ForkSteadyState(estimate, se, c, values, s.starts(), perEvaluationNanos.length - from);
  }

  /**
   * The blocks a series is segmented in: consecutive index ranges [from, to) over {@code sampleNanos}
   * holding at least {@link #BLOCK_NANOS} of measured time each, a shorter rest joining the last one
   * (the only block when the whole series is shorter); empty for an empty series.
   */
  public static List<int[]> blocks(double[] sampleNanos) {
    List<int[]> out = new ArrayList<>();
    int from = 0;
    double sum = 0;
    for (int i = 0; i < sampleNanos.length; i++) {
      sum += sampleNanos[i];
      if (sum >= BLOCK_NANOS) {
        out.add(new int[] {from, i + 1});
        from = i + 1;
        sum = 0;
      }
    }
    if (from < sampleNanos.length) {
      if (out.isEmpty()) {
        out.add(new int[] {from, sampleNanos.length});
      } else {
        out.get(out.size() - 1)[1] = sampleNanos.length; // a short rest joins the block before it
      }
    }
    return out;
  }

  private static double estimate(double[] perEvaluation, double[] sampleNanos, int from, int to, Estimator e) {
    double[] x = Arrays.copyOfRange(perEvaluation, from, to);
    return switch (e) {
      case MEDIAN -> Descriptive.median(x);
      case MINIMUM -> Descriptive.min(x);
      case WEIGHTED_MEAN -> {
        double time = 0;
        double evaluations = 0;
        for (int i = from; i < to; i++) {
          time += sampleNanos[i];
          evaluations += sampleNanos[i] / perEvaluation[i];
        }
        yield time / evaluations;
      }
    };
  }

  /** The fork's own interval as a standard error (half-width over the normal quantile), or 0 without one. */
  private static double fallbackStandardError(Result r) {
    return r.interval().filter(i -> Double.isFinite(i.high() - i.low()))
        .map(i -> (i.high() - i.low()) / 2 / StudentT.normalQuantile(0.5 + i.confidence() / 2)).orElse(0.0);
  }
}
