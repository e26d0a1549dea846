package io.github.nanometer.suite;

import io.github.nanometer.spi.CallBatch;

/**
 * Runs one sample of a measurement in its {@link ParameterRegime}: {@code evaluations} evaluations
 * are {@code evaluations * callsPerEvaluation} calls, made in timed chunks of at most {@link
 * ParameterRegime#callsPerDraw()} calls, each on a batch drawn afresh just before it (outside the
 * chunk's timestamps). The sample's time is the sum of its chunks' times, so parameter drawing is
 * never timed and, in the default regime, no parameter sequence runs twice within a sample.
 *
 * <p>Every estimator of a run gets its samples from here, so they all summarize the same regime.
 * Counters, when given, are read right around each chunk and closed per sample.
 *
 * <p>Implementation notes: each chunk pays one pair of timestamp reads (tens of nanoseconds with
 * CLOCK_MONOTONIC, about 10 ns with the TSC) over at least a batch of calls, so at 1024 calls per
 * chunk the timer adds well under 0.1 ns per call; in sweep and large mode a sample shorter than a
 * batch is one chunk.
 */
public final class RegimeSampler {

  private final MemoryLoop loop;
  private final ParameterGenerator generator;
  private final CallBatch batch;
  private final ParameterRegime regime;
  private final CallCounters counters;

  /**
   * A sampler over {@code loop}, drawing into {@code batch} with {@code generator}.
   *
   * @param counters read around each chunk, or null for none
   * @throws IllegalArgumentException when the batch length differs from the regime's
   */
  public RegimeSampler(MemoryLoop loop, ParameterGenerator generator, CallBatch batch, ParameterRegime regime,
      CallCounters counters) {
    if (batch.length() != regime.batchLength()) {
      throw new IllegalArgumentException("batch length " + batch.length() + " differs from the regime's "
          + regime.batchLength());
    }
    this.loop = loop;
    this.generator = generator;
    this.batch = batch;
    this.regime = regime;
    this.counters = counters;
  }

  /**
   * Runs and times one sample.
   *
   * @param evaluations at least 1
   * @return the summed elapsed nanoseconds of the sample's chunks
   */
  public long sampleNanos(int evaluations) {
    long calls = Math.multiplyExact((long) evaluations, regime.callsPerEvaluation());
    long perDraw = regime.callsPerDraw();
    long total = 0;
    for (long left = calls; left > 0; ) {
      generator.fill(batch);
      int chunk = (int) Math.min(Math.min(left, perDraw), Integer.MAX_VALUE);
      if (counters != null) {
        counters.beginChunk();
      }
      total += loop.timedNanos(batch, chunk);
      if (counters != null) {
        counters.endChunk();
      }
      left -= chunk;
    }
    if (counters != null) {
      counters.endSample(calls);
    }
    return total;
  }

  /** The regime. */
  public ParameterRegime regime() {
    return regime;
  }
}
