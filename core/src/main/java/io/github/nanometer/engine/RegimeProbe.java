package io.github.nanometer.engine;

import io.github.nanometer.Defaults;
import io.github.nanometer.Interval;
import io.github.nanometer.Note;
import io.github.nanometer.NoteKind;
import io.github.nanometer.stats.Descriptive;
import io.github.nanometer.stats.MedianInterval;
import io.github.nanometer.text.DecimalText;
import java.util.Arrays;
import java.util.Optional;

/**
 * Whether a fresh-regime body reads differently when its inputs are replayed: the evidence behind
 * an {@link NoteKind#INPUT_HISTORY} note (only for loops that cycle a batch; a latency chain's one
 * starting value has no history to learn). Of the probe's samples (one batch cycled), the first
 * {@link #LEARNING_SAMPLES} let the branch predictor and caches learn the batch; the median of the
 * rest, with its order-statistic interval, is compared with the fresh median's interval.
 */
final class RegimeProbe {
  /** Replayed samples taken after a fresh-regime trial. */
  static final int SAMPLES = 40;
  /** Replayed samples discarded first, while the batch is being learned. */
  static final int LEARNING_SAMPLES = 10;
  /** Differences smaller than this fraction (2%, the default threshold of a change) are not noted. */
  static final double MIN_DIFFERENCE = Defaults.THRESHOLD_FRACTION;

  private RegimeProbe() {}

  /**
   * A note when the replayed samples' median interval and {@code fresh} do not overlap and their
   * medians differ by at least {@link #MIN_DIFFERENCE}: by how much the replayed inputs read faster or
   * slower than the fresh ones; empty otherwise.
   *
   * @param replayedNanosPerEvaluation the probe's samples, in order, per evaluation
   * @param fresh the fresh median's interval
   * @param freshMedianNanos the fresh median
   */
  static Optional<Note> note(double[] replayedNanosPerEvaluation, Interval fresh, double freshMedianNanos,
      String name) {
    double[] learned = Arrays.copyOfRange(replayedNanosPerEvaluation, Math.min(LEARNING_SAMPLES,
        replayedNanosPerEvaluation.length), replayedNanosPerEvaluation.length);
    Optional<MedianInterval.RankInterval> r = MedianInterval.of(learned, Defaults.CONFIDENCE);
    if (r.isEmpty()) {
      return Optional.empty();
    }
    Interval replayed = r.get().interval();
    if (replayed.high() >= fresh.low() && replayed.low() <= fresh.high()) {
      return Optional.empty();
    }
    double median = Descriptive.median(learned);
    double change = median / freshMedianNanos - 1;
    if (Math.abs(change) < MIN_DIFFERENCE) {
      return Optional.empty();
    }
    return Optional.of(new Note(NoteKind.INPUT_HISTORY, DecimalText.format(
        "time depends on input history: replayed inputs read %.0f%% %s (median %.4g ns, one batch cycled) than fresh "
            + "ones (%.4g ns); JMH's habit of cycling one array reports the replayed figure, --regime replayed "
            + "measures it", Math.abs(change) * 100, change < 0 ? "faster" : "slower", median, freshMedianNanos), name));
  }
}
