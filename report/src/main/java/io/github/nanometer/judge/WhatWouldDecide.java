package io.github.nanometer.judge;

import io.github.nanometer.Interval;
import io.github.nanometer.compare.SavedBenchmark;
import io.github.nanometer.text.DecimalText;
import java.util.Optional;

/**
 * For an inconclusive judgement, what more measurement would decide it, in one sentence: the
 * forks (or compiled copies, or values) per side needed to resolve the threshold at the spread
 * the files show.
 *
 * <p>The estimate scales the interval's half-width {@code h}, got from {@code n} units (forks,
 * copies or values) per side, as {@code 1/sqrt(n)}: to bring it below the distance {@code d}
 * from the ratio to the nearest edge of the threshold band takes about {@code n (h/d)^2} units.
 * It ignores the narrowing of the t quantile with more units, so it errs on the high side for
 * small {@code n}; a ratio on the band's edge cannot be resolved by any number of runs.
 */
public final class WhatWouldDecide {
  private WhatWouldDecide() {}

  /**
   * How many compiled copies a run measures when {@code --compilations} is not given, in words: {@code
   * io.github.nanometer.Defaults.RUN_COMPILATIONS} (1), which this package cannot name; {@code
   * WhatWouldDecideTest} keeps the two equal.
   */
  static final String RUN_COMPILATIONS_WORD = "one";

  /** No estimate above this many units is worth stating as a number. */
  static final long MOST = 1_000_000;

  /**
   * The sentence for {@code j} judged at {@code thresholdFraction}; empty when the verdict is not
   * inconclusive.
   */
  public static Optional<String> of(Judgement j, double thresholdFraction) {
    if (!j.verdict().isInconclusive()) {
      return Optional.empty();
    }
    if (j.verdict() == Change.INCONCLUSIVE_ONE_JVM) {
      return Optional.of("measure each side in 2 or more JVMs (JMH -f N, nanometer's --forks N) or, within one "
          + "JVM, with 2 or more compiled copies (nanometer --compilations N; a run measures " + RUN_COMPILATIONS_WORD
          + " by default): the spread between them is what a verdict needs");
    }
    if (j.interval().isEmpty() || !j.interval().get().isBounded() || !Double.isFinite(j.ratio())) {
      return Optional.of("at least 2 values per side with some spread (" + j.method() + ")");
    }
    Interval ci = j.interval().get();
    double half = (ci.high() - ci.low()) / 2;
    double distance = Math.min(Math.abs(j.ratio() - (1 + thresholdFraction)),
        Math.abs(j.ratio() - (1 - thresholdFraction)));
    String units = j.jvmVariationIncluded() ? "forks" : j.method().contains("compiled copies") ? "forks (or compiled copies)"
        : "values";
    int have = Math.min(units(j.base(), j.jvmVariationIncluded()), units(j.candidate(), j.jvmVariationIncluded()));
    if (!(distance > 1e-9 * Math.max(1, Math.abs(j.ratio())))) {
      return Optional.of(DecimalText.format("the ratio %.3f sits on the edge of the +-%s band: no number of "
          + "runs decides it; choose a threshold away from the change", j.ratio(), percent(thresholdFraction)));
    }
    double needed = Math.ceil(have * (half / distance) * (half / distance));
    if (!(needed <= MOST)) {
      return Optional.of(DecimalText.format("the ratio %.3f is within %.2g%% of the threshold edge: more "
          + "than %d %s per side would be needed at this spread", j.ratio(), 100 * distance, MOST, units));
    }
    long n = Math.max(have + 1L, (long) needed);
    return Optional.of(DecimalText.format("about %d %s per side (now %d) would resolve the +-%s threshold "
        + "at the observed spread (interval half-width %.3g, ratio %.3f from the band's edge by %.3g)", n, units,
        have, percent(thresholdFraction), half, j.ratio(), distance));
  }

  /** How many units a side's interval used: forks (rows), compiled copies (rows), or values. */
  private static int units(SavedBenchmark b, boolean forks) {
    double[][] rows = b.values();
    return forks || rows.length >= 2 ? rows.length : b.pooledValues().length;
  }

  private static String percent(double fraction) {
    return DecimalText.format("%.4g%%", 100 * fraction);
  }
}
