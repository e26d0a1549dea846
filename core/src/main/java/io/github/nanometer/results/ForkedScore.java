package io.github.nanometer.results;

import io.github.nanometer.stats.Descriptive;
import io.github.nanometer.stats.Sides;
import io.github.nanometer.stats.StudentT;
import java.util.List;
import java.util.Optional;

/**
 * The score of a benchmark measured in several fresh JVMs (forks) for JMH's {@code -rf json}: the
 * mean of the forks' scores, and the two-sided Student t interval of that mean over the forks (n - 1
 * degrees of freedom), so that the spread between JVMs is in it.
 *
 * @param score the mean of the forks' scores, in their unit
 * @param interval low and high of the t interval; empty when fewer than two forks, a score that is
 *     not finite, or scores that are all equal give no interval that can claim its level
 */
record ForkedScore(double score, Optional<double[]> interval) {

  /** The method named in the export's interval member. */
  static final String METHOD = "student-t over fork scores";

  /**
   * The score and interval of {@code runs}, one per fork, at {@code confidence}.
   *
   * @throws IllegalArgumentException when {@code runs} is empty or {@code confidence} is not in (0, 1)
   */
  static ForkedScore of(List<JmhJsonWriter.JmhRun> runs, double confidence) {
    if (runs.isEmpty()) {
      throw new IllegalArgumentException("a forked score needs at least one fork");
    }
    if (!(confidence > 0 && confidence < 1)) {
      throw new IllegalArgumentException("confidence must be in (0, 1), got " + confidence);
    }
    double[] scores = runs.stream().mapToDouble(JmhJsonWriter.JmhRun::score).toArray();
    double mean = Descriptive.mean(scores);
    if (scores.length < 2 || !Double.isFinite(mean)) {
      return new ForkedScore(mean, Optional.empty());
    }
    double sd = Descriptive.standardDeviation(scores);
    double half = StudentT.critical(confidence, scores.length - 1, Sides.TWO_SIDED) * sd / Math.sqrt(scores.length);
    if (!(half > 0) || Double.isInfinite(half)) {
      return new ForkedScore(mean, Optional.empty());
    }
    return new ForkedScore(mean, Optional.of(new double[] {mean - half, mean + half}));
  }
}
