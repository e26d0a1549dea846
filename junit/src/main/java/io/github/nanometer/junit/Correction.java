package io.github.nanometer.junit;

/**
 * How the confidence of each comparison is adjusted when a test class makes several.
 *
 * <p>Holm's step-down procedure is not offered: it orders all p-values before judging any, while
 * a JUnit test must pass, fail or abort as it runs. Bonferroni needs only the number of
 * comparisons, known before the first one.
 */
public enum Correction {
  /** Each comparison at the configured confidence; the class report states the family-wise bound. */
  NONE,
  /**
   * Each of m comparisons at confidence {@code 1 - (1 - c) / m}, so the chance that any of them
   * gives a false verdict stays at most {@code 1 - c}.
   */
  BONFERRONI;

  /**
   * The confidence of each comparison when {@code plannedComparisons} are made at family
   * confidence {@code confidence}.
   */
  public double perComparison(double confidence, int plannedComparisons) {
    if (!(confidence > 0 && confidence < 1)) {
      throw new IllegalArgumentException("confidence must be in (0, 1), got " + confidence);
    }
    if (plannedComparisons < 1) {
      throw new IllegalArgumentException("plannedComparisons must be >= 1, got " + plannedComparisons);
    }
    return this == NONE ? confidence : 1 - (1 - confidence) / plannedComparisons;
  }
}
