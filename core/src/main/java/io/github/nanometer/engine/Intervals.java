package io.github.nanometer.engine;

import io.github.nanometer.Interval;
import io.github.nanometer.Note;
import io.github.nanometer.NoteKind;
import io.github.nanometer.measure.Samples;
import io.github.nanometer.stats.CorrelatedMedianInterval;
import io.github.nanometer.stats.MeanInterval;
import io.github.nanometer.stats.MedianInterval;
import io.github.nanometer.stats.MinimumConvergence;
import io.github.nanometer.stats.RatioInterval;
import io.github.nanometer.text.DecimalText;
import java.util.List;
import java.util.Optional;

/**
 * The evidence behind each estimate, computed from a trial's raw samples: the interval of the
 * primary estimate (named for what it covers), the interval of the mean, and the minimum's
 * convergence check. Where an estimate has no interval, a note says why.
 */
final class Intervals {

  /** The halves' minima may differ by 1% (the agreement the headline targets ask for). */
  static final double MINIMUM_HALVES_TOLERANCE = 0.01;
  /** The low quantile the minimum is compared with. */
  static final double MINIMUM_LOW_QUANTILE = 0.05;
  /** The minimum may lie 3% below that quantile; further below, it comes from fast-tail excursions. */
  static final double MINIMUM_FAST_TAIL_TOLERANCE = 0.03;

  /** What the median's interval covers. */
  static final String MEDIAN_COVERS = "median time per evaluation (ns)";
  /** What the weighted mean's interval covers. */
  static final String WEIGHTED_MEAN_COVERS = "weighted mean time per evaluation (ns)";
  /** What the mean's interval covers. */
  static final String MEAN_COVERS = "mean time per evaluation (ns)";
  /** What the interval of single evaluations covers. */
  static final String SINGLE_EVALUATIONS_COVERS = "mean time of single evaluations (ns)";

  private Intervals() {}

  /** The t interval of the mean per-evaluation time at {@code confidence}, when every sample has the same size (>= 2 samples). */
  static Optional<Interval> mean(Samples samples, double confidence) {
    int[] evals = samples.evaluations();
    if (evals.length < 2) {
      return Optional.empty();
    }
    for (int e : evals) {
      if (e != evals[0]) {
        return Optional.empty();
      }
    }
    return Optional.of(tInterval(samples.nanosPerEvaluation(), confidence, MEAN_COVERS,
        "t interval of the mean per-evaluation time over samples of equal size"));
  }

  /**
   * What the median's interval covers: the median of per-sample mean times at {@code n}
   * evaluations per sample, which moves with {@code n} when single evaluations vary (the median of
   * means of longer samples approaches the mean), so the label names {@code n}.
   */
  static String medianCovers(int evaluationsPerSample) {
    return evaluationsPerSample == 1 ? MEDIAN_COVERS
        : "median of per-sample mean times at " + evaluationsPerSample + " evaluations per sample (ns)";
  }

  /**
   * The median's interval from the samples in the order they were taken: order statistics whose
   * ranks widen when the samples are serially correlated, and whose bounds widen by {@code
   * quantumNanos} (one clock tick over the evaluations of a sample) so quantized samples never give
   * a zero-width interval ({@link CorrelatedMedianInterval}); none with a note when too few. At
   * level {@code confidence}.
   */
  static Optional<Interval> median(double[] perEvaluationInOrder, double quantumNanos, int evaluationsPerSample,
      double confidence, String name, List<Note> notes) {
    Optional<CorrelatedMedianInterval.Bounds> r = CorrelatedMedianInterval.of(perEvaluationInOrder, confidence,
        quantumNanos, medianCovers(evaluationsPerSample));
    if (r.isEmpty()) {
      notes.add(new Note(NoteKind.NO_INTERVAL, DecimalText.format(
          "no interval of the median: %d samples, an order-statistic interval at %.0f%% needs at least %d",
          perEvaluationInOrder.length, confidence * 100, MedianInterval.minimumSampleSize(confidence)),
          name));
      return Optional.empty();
    }
    if (r.get().varianceRatio() > 1) {
      notes.add(new Note(NoteKind.SERIAL_CORRELATION, DecimalText.format(
          "samples are serially correlated (variance ratio %.2f): the median's interval was widened for it; "
              + "the machine's speed drifted during sampling", r.get().varianceRatio())
          + widenedCoverage(perEvaluationInOrder.length), name));
    }
    return Optional.of(r.get().interval());
  }

  /**
   * Below this many samples a median interval widened for serial correlation covers visibly less
   * than asked: 90.5% of 95% at 100 samples under AR(1) with rho 0.5, 93.6% from 200 (issue 42's
   * audit; docs/lab/interval-coverage.md: 93.3-94.8% from 200 samples up).
   */
  static final int SAMPLES_FOR_WIDENED_COVERAGE = 200;

  /**
   * What a widened median interval of {@code samples} samples covers in simulation, for its note:
   * empty from {@link #SAMPLES_FOR_WIDENED_COVERAGE} samples, where it is within the 93-97% band.
   */
  static String widenedCoverage(int samples) {
    return samples >= SAMPLES_FOR_WIDENED_COVERAGE ? ""
        : DecimalText.format("; at %d samples such an interval covers less than its level (simulated, AR(1) rho 0.5: "
            + "90.5%% of 95%% intervals at 100 samples, 93.6%% from %d)", samples, SAMPLES_FOR_WIDENED_COVERAGE);
  }

  /** The interval at {@code confidence} of sum(time) / sum(evaluations) from the samples as independent units. */
  static Optional<Interval> weightedMean(Samples samples, double confidence, String name, List<Note> notes) {
    if (samples.size() < 2) {
      notes.add(new Note(NoteKind.NO_INTERVAL, "no interval of the weighted mean: fewer than 2 samples", name));
      return Optional.empty();
    }
    int[] evals = samples.evaluations();
    double[] x = new double[evals.length];
    for (int i = 0; i < x.length; i++) {
      x[i] = evals[i];
    }
    return Optional.of(RatioInterval.of(samples.elapsedNanos(), x, confidence).described(WEIGHTED_MEAN_COVERS,
        "t interval of the weighted mean (ratio estimator over independent samples)"));
  }

  /**
   * The minimum has no interval: notes why, and notes when the convergence check fails.
   *
   * @param resolutionNanos one clock tick spread over a sample's evaluations
   */
  static void minimum(double[] perEvaluation, double resolutionNanos, String name, List<Note> notes) {
    notes.add(new Note(NoteKind.NO_INTERVAL, "no interval of the minimum: an extreme order statistic has no "
        + "distribution-free interval; see the convergence check and the median's interval", name));
    MinimumConvergence.ConvergenceCheck c = MinimumConvergence.of(perEvaluation, resolutionNanos,
        MINIMUM_HALVES_TOLERANCE, MINIMUM_LOW_QUANTILE, MINIMUM_FAST_TAIL_TOLERANCE);
    if (c.status() == MinimumConvergence.ConvergenceStatus.HALVES_DISAGREE) {
      notes.add(new Note(NoteKind.MINIMUM_NOT_CONVERGED, DecimalText.format(
          "minimum not converged: first half of the samples %.4g ns, second half %.4g ns (more than %.0f%% apart); "
              + "it depends on the budget, prefer the median", c.firstHalfMinimum(), c.secondHalfMinimum(),
          MINIMUM_HALVES_TOLERANCE * 100), name));
    } else if (c.status() == MinimumConvergence.ConvergenceStatus.FAST_TAIL) {
      notes.add(new Note(NoteKind.MINIMUM_NOT_CONVERGED, DecimalText.format(
          "minimum not converged: fast-tail excursions, the minimum %.4g ns is more than %.0f%% below the "
              + "%.0fth percentile %.4g ns; prefer the median", Math.min(c.firstHalfMinimum(), c.secondHalfMinimum()),
          MINIMUM_FAST_TAIL_TOLERANCE * 100, MINIMUM_LOW_QUANTILE * 100, c.lowQuantile()), name));
    }
  }

  /** The two-sided t interval of the mean of {@code x}, described by what it covers and its method label. */
  static Interval tInterval(double[] x, double confidence, String covers, String method) {
    return MeanInterval.t(x, confidence).described(covers, method);
  }
}
