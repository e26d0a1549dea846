package io.github.nanometer.engine;

import java.util.Optional;

/**
 * The paired run's handling of disturbed pairs: a pair in which either side's sample saw a context
 * switch or a cpu migration is discarded and measured again, within a bound; and when most recent
 * pairs are disturbed, samples are halved (down to {@link #MIN_SAMPLE_NANOS}) so that most fit
 * between two scheduler ticks. Counts everything for the comparison's note. Not thread-safe; one
 * per paired run.
 *
 * <p>Implementation notes: a sample that is switched out loses a whole time slice (milliseconds) to
 * another task; one side of a pair absorbing it turns the pair's difference into noise of that
 * size, which pairing cannot cancel. The discard bound ({@link #FREE_DISCARDS} plus {@link
 * #DISCARDS_PER_KEPT_PAIR} per kept pair) keeps a cpu that is always shared from starving the run:
 * past it, disturbed pairs are kept and counted. Halving changes the evaluations per sample between
 * pairs, never within one, so each pair's two sides stay comparable.
 */
final class PairDisturbance {

  /** Discards allowed before any pair is kept. */
  static final int FREE_DISCARDS = 20;
  /** Further discards allowed per kept pair. */
  static final int DISCARDS_PER_KEPT_PAIR = 3;
  /** Pairs looked at to decide on shortening. */
  static final int WINDOW = 16;
  /** Samples are halved when at least this fraction of the window's pairs were disturbed. */
  static final double SHORTEN_FRACTION = 0.5;
  /** Samples are not shortened below this length: timer overhead must stay negligible. */
  static final double MIN_SAMPLE_NANOS = 200_000;

  private final int initialEvaluations;
  private final int minEvaluations;
  private int evaluations;
  private int kept;
  private int discarded;
  private int keptDisturbed;
  private int windowPairs;
  private int windowDisturbed;

  /**
   * Starts with {@code evaluationsPerSample}; {@code nanosPerEvaluation} (from the warm-up; NaN
   * when unknown, which disables shortening) sets the shortest sample.
   */
  PairDisturbance(int evaluationsPerSample, double nanosPerEvaluation) {
    this.initialEvaluations = evaluationsPerSample;
    this.evaluations = evaluationsPerSample;
    this.minEvaluations = Double.isFinite(nanosPerEvaluation) && nanosPerEvaluation > 0
        ? (int) Math.min(evaluationsPerSample, Math.ceil(MIN_SAMPLE_NANOS / nanosPerEvaluation))
        : evaluationsPerSample;
  }

  /** Evaluations per sample for the next pair. */
  int evaluationsPerSample() {
    return evaluations;
  }

  /**
   * Records a measured pair; true when it must be discarded (and measured again).
   *
   * @param disturbed whether either side's sample was disturbed
   */
  boolean discard(boolean disturbed) {
    windowPairs++;
    if (disturbed) {
      windowDisturbed++;
    }
    if (windowPairs == WINDOW) {
      if (windowDisturbed >= SHORTEN_FRACTION * WINDOW && evaluations / 2 >= minEvaluations) {
        evaluations /= 2;
      }
      windowPairs = 0;
      windowDisturbed = 0;
    }
    if (disturbed && discarded < FREE_DISCARDS + DISCARDS_PER_KEPT_PAIR * kept) {
      discarded++;
      return true;
    }
    if (disturbed) {
      keptDisturbed++;
    }
    kept++;
    return false;
  }

  /** Pairs discarded and measured again. */
  int discarded() {
    return discarded;
  }

  /** Disturbed pairs kept because the discard bound was reached. */
  int keptDisturbed() {
    return keptDisturbed;
  }

  /** The note for the comparison; empty when no pair was disturbed. */
  Optional<String> note() {
    if (discarded == 0 && keptDisturbed == 0) {
      return Optional.empty();
    }
    StringBuilder sb = new StringBuilder();
    sb.append(discarded).append(" of ").append(kept + discarded).append(" pairs had a disturbed side (context switch or"
        + " cpu migration) and were discarded and measured again");
    if (keptDisturbed > 0) {
      sb.append("; ").append(keptDisturbed).append(" disturbed pairs were kept (discard bound reached: the measuring"
          + " cpu is shared, choose a quiet one with --cpu)");
    }
    if (evaluations < initialEvaluations) {
      sb.append("; samples shortened from ").append(initialEvaluations).append(" to ").append(evaluations)
          .append(" evaluations so that most fit between two scheduler ticks");
    }
    return Optional.of(sb.toString());
  }
}
