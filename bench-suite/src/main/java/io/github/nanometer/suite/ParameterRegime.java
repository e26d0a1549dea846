package io.github.nanometer.suite;

import java.util.Locale;

/**
 * The input regime of a measurement: how the call parameters a sample runs over are drawn. It is
 * a property of the workload, fixed before any estimator is chosen, so every estimator of a run
 * summarizes samples drawn the same way (and reports say which regime they measured).
 *
 * <p>A <em>pass</em> is {@link #batchLength} calls over one batch. A batch is drawn afresh, outside
 * the timed region, before every {@link #runsPerBatch} passes; with the default of 1 no parameter
 * sequence is ever replayed within a sample, so the branch predictor cannot learn it (llvm-libc's
 * stated intent). A larger {@code runsPerBatch} is the labelled "trained predictor" regime: the
 * same sequence runs that many times back to back.
 *
 * @param drawing how a batch's sizes are drawn
 * @param batchLength calls per pass (entries of a batch), a power of two in [1, 2^20]
 * @param runsPerBatch passes over one drawn batch before the next is drawn, at least 1 (1 = no replay)
 * @param callsPerEvaluation calls in one of the kernel's evaluations: {@code batchLength} when an
 *     evaluation is a whole pass (distribution mode, so every evaluation holds the same sizes), 1
 *     when sizes are fixed
 */
public record ParameterRegime(SizeDrawing drawing, int batchLength, int runsPerBatch, int callsPerEvaluation) {

  /** The largest {@code runsPerBatch} accepted. */
  public static final int MAX_RUNS_PER_BATCH = 1 << 16;

  /** Checks the ranges. */
  public ParameterRegime {
    if (drawing == null) {
      throw new IllegalArgumentException("drawing must not be null");
    }
    if (batchLength < 1 || batchLength > (1 << 20) || Integer.bitCount(batchLength) != 1) {
      throw new IllegalArgumentException("batchLength must be a power of two in [1, 1048576], got " + batchLength);
    }
    if (runsPerBatch < 1 || runsPerBatch > MAX_RUNS_PER_BATCH) {
      throw new IllegalArgumentException("runsPerBatch must be in [1, " + MAX_RUNS_PER_BATCH + "], got " + runsPerBatch);
    }
    if (callsPerEvaluation != 1 && callsPerEvaluation != batchLength) {
      throw new IllegalArgumentException("callsPerEvaluation must be 1 or batchLength (" + batchLength + "), got "
          + callsPerEvaluation);
    }
  }

  /**
   * The regime of a suite run: whole passes over stratified, reshuffled batches in distribution
   * mode; single calls over independently drawn offsets when sizes are fixed (sweep and large).
   */
  public static ParameterRegime forConfig(SuiteConfig c) {
    boolean distribution = c.mode() == SuiteMode.DISTRIBUTION;
    return new ParameterRegime(distribution ? SizeDrawing.STRATIFIED_SHUFFLED : SizeDrawing.INDEPENDENT,
        c.batchEntries(), c.runsPerBatch(), distribution ? c.batchEntries() : 1);
  }

  /** Calls made on one drawn batch before the next draw: {@code batchLength * runsPerBatch}. */
  public long callsPerDraw() {
    return (long) batchLength * runsPerBatch;
  }

  /** Times each parameter sequence is replayed after its first pass (0 by default). */
  public int replays() {
    return runsPerBatch - 1;
  }

  /** The regime's name: {@code "fresh"} when nothing is replayed, {@code "trained"} otherwise. */
  public String name() {
    return runsPerBatch == 1 ? "fresh" : "trained";
  }

  /** One line for reports, e.g. "fresh: a new stratified batch of 1024 calls per pass, no replay". */
  public String describe() {
    String kind = drawing == SizeDrawing.STRATIFIED_SHUFFLED ? "stratified, reshuffled" : "independently drawn";
    String unit = callsPerEvaluation == 1 ? "evaluation = 1 call" : "evaluation = 1 pass";
    if (runsPerBatch == 1) {
      return String.format(Locale.ROOT, "fresh: a new %s batch of %d calls per pass, no replay (%s)", kind,
          batchLength, unit);
    }
    return String.format(Locale.ROOT, "trained: each %s batch of %d calls runs %d times before a new one (%s)",
        kind, batchLength, runsPerBatch, unit);
  }
}
