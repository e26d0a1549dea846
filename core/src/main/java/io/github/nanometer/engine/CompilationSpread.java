package io.github.nanometer.engine;

import io.github.nanometer.stats.CopyBlocks;
import io.github.nanometer.stats.Descriptive;
import io.github.nanometer.text.DecimalText;
import java.util.Arrays;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Whether the separately compiled copies of a loop ({@link CompiledReplicas}) ran at different
 * speeds, and the sentence that says so.
 *
 * <p>Each copy's median is taken over its own kept samples (sample {@code i} belongs to copy {@link
 * CopyBlocks#copyOf copyOf(i, block, copies)}). The copies disagree when the slowest median exceeds the fastest by more than
 * {@link #DISAGREEMENT_FRACTION}; with thousands of samples per copy, the medians' own sampling
 * error is far below that, so a larger gap is the JIT's code, not noise.
 */
final class CompilationSpread {
  private CompilationSpread() {}

  /** Copies whose medians differ by more than this fraction of the fastest are reported. */
  static final double DISAGREEMENT_FRACTION = 0.01;
  /** A copy needs at least this many kept samples for its median to be compared. */
  static final int MIN_SAMPLES_PER_COPY = 10;

  /**
   * Each copy's median time per evaluation, in copy order; NaN for a copy with fewer than {@link
   * #MIN_SAMPLES_PER_COPY} kept samples.
   *
   * @param nanosPerEvaluation every raw sample's time per evaluation, in the order taken
   * @param keptIndices the indices of the samples the estimates use, ascending
   * @param copies the number of copies, at least 1
   * @param block samples taken from one copy before the next copy's turn, at least 1
   */
  static double[] medians(double[] nanosPerEvaluation, int[] keptIndices, int copies, int block) {
    if (copies < 1) {
      throw new IllegalArgumentException("copies must be >= 1, got " + copies);
    }
    double[][] byCopy = new double[copies][nanosPerEvaluation.length];
    int[] sizes = new int[copies];
    for (int i : keptIndices) {
      int c = CopyBlocks.copyOf(i, block, copies);
      byCopy[c][sizes[c]++] = nanosPerEvaluation[i];
    }
    double[] medians = new double[copies];
    for (int c = 0; c < copies; c++) {
      medians[c] = sizes[c] < MIN_SAMPLES_PER_COPY ? Double.NaN
          : Descriptive.median(Arrays.copyOf(byCopy[c], sizes[c]));
    }
    return medians;
  }

  /**
   * The note for a result whose copies disagree by more than {@link #DISAGREEMENT_FRACTION}, naming
   * each copy's median and the gap; empty when they agree, when there is one copy, or when fewer
   * than two copies have enough samples.
   */
  static Optional<String> note(double[] medians) {
    double[] known = Arrays.stream(medians).filter(Double::isFinite).toArray();
    if (known.length < 2) {
      return Optional.empty();
    }
    double fastest = Arrays.stream(known).min().getAsDouble();
    double slowest = Arrays.stream(known).max().getAsDouble();
    double gap = slowest / fastest - 1;
    if (!(gap > DISAGREEMENT_FRACTION)) {
      return Optional.empty();
    }
    String each = Arrays.stream(medians)
        .mapToObj(m -> Double.isFinite(m) ? DecimalText.format("%.4g ns", m) : "too few samples")
        .collect(Collectors.joining(", "));
    return Optional.of(DecimalText.format(
        "the JIT compiled this loop %d times and the copies differ by %.1f%% (medians %s): the estimate "
            + "covers all of them; another JVM may compile differently, so compare across forks for "
            + "JVM-to-JVM variation", medians.length, 100 * gap, each));
  }
}
