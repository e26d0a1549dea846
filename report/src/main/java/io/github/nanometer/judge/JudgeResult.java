package io.github.nanometer.judge;

import io.github.nanometer.Interval;
import io.github.nanometer.compare.SavedBenchmark;
import java.util.List;
import java.util.Optional;

/**
 * The outcome of {@code nanometer judge}: one {@link Judgement} per benchmark in both files, the
 * geometric mean of the ratios, and the benchmarks found in one file only.
 *
 * @param thresholdFraction the threshold on 0..1 (0.02: a change beyond +-2% counts)
 * @param confidence the intervals' level on 0..1
 * @param judgements one per matched benchmark, in base-file order
 * @param geometricMean the geometric mean over the judgements it {@linkplain GeometricMean#admits admits}
 * @param onlyInBase benchmarks in the base file only
 * @param onlyInNew benchmarks in the new file only
 */
public record JudgeResult(double thresholdFraction, double confidence, List<Judgement> judgements,
    GeometricMean geometricMean, List<SavedBenchmark> onlyInBase, List<SavedBenchmark> onlyInNew) {

  /** Copies the lists. */
  public JudgeResult {
    judgements = List.copyOf(judgements);
    onlyInBase = List.copyOf(onlyInBase);
    onlyInNew = List.copyOf(onlyInNew);
  }

  /**
   * The geometric mean of the ratios.
   *
   * @param count how many ratios it covers (0: none had a usable interval)
   * @param ratio the geometric mean; NaN when {@code count} is 0
   * @param interval its interval, empty when {@code count} is 0
   * @param verdict against the same threshold
   */
  public record GeometricMean(int count, double ratio, Optional<Interval> interval, Change verdict) {

    /**
     * Whether the geometric mean takes {@code j}: a judgement with a verdict beyond one JVM, a
     * positive ratio and a {@linkplain Judgement#boundedInterval() bounded positive interval}. Its
     * log-ratio interval needs both ends above 0; a one-JVM interval would claim a precision the
     * row's own verdict refuses.
     */
    public static boolean admits(Judgement j) {
      return j.verdict() != Change.INCONCLUSIVE_ONE_JVM && j.ratio() > 0 && Double.isFinite(j.ratio())
          && j.boundedInterval().isPresent();
    }
  }

  /**
   * The judgements the geometric mean leaves out ({@link GeometricMean#admits}), in judgement
   * order, so that a writer can name them.
   */
  public List<Judgement> leftOutOfGeometricMean() {
    return judgements.stream().filter(j -> !GeometricMean.admits(j)).toList();
  }

  /**
   * Why {@code j} is left out of the geometric mean, in a few words: {@code "one JVM"}, {@code "no
   * interval"}, {@code "no positive ratio"}, {@code "interval unbounded"} or {@code "interval reaches
   * 0"}; empty when it is
   * taken.
   */
  public static Optional<String> whyLeftOut(Judgement j) {
    if (GeometricMean.admits(j)) {
      return Optional.empty();
    }
    if (j.verdict() == Change.INCONCLUSIVE_ONE_JVM) {
      return Optional.of("one JVM");
    }
    if (j.interval().isEmpty()) {
      return Optional.of("no interval");
    }
    if (!(j.ratio() > 0) || !Double.isFinite(j.ratio())) {
      return Optional.of("no positive ratio");
    }
    return Optional.of(j.interval().get().isBounded() ? "interval reaches 0" : "interval unbounded");
  }

  /**
   * The exit status, as {@code nanometer compare}'s: 1 when any benchmark is slower (a regression),
   * else 3 when any is inconclusive (one JVM included), else 0.
   */
  public int exitCode() {
    if (judgements.stream().anyMatch(j -> j.verdict() == Change.SLOWER)) {
      return 1;
    }
    return judgements.stream().anyMatch(j -> j.verdict().isInconclusive()) ? 3 : 0;
  }
}
