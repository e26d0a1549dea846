package io.github.nanometer.coverage;

import java.util.Locale;

/**
 * Counts of a simulation cell: how often an interval covered the truth, or a verdict erred, out of
 * how many experiments; with the binomial standard error that sets the tolerances.
 */
record Tally(String what, int hits, int experiments) {

  double rate() {
    return (double) hits / experiments;
  }

  /** The binomial standard error of a rate {@code p} over this many experiments. */
  double standardError(double p) {
    return Math.sqrt(p * (1 - p) / experiments);
  }

  /** True when a 95% interval's coverage lies within 93-97% (the band). */
  boolean coversNominally() {
    return rate() >= 0.93 && rate() <= 0.97;
  }

  /** True when an error rate is at most {@code nominal} plus two standard errors. */
  boolean errsAtMost(double nominal) {
    return rate() <= nominal + 2 * standardError(nominal);
  }

  /** One Markdown table row: what, rate in percent, experiments. */
  String row() {
    return String.format(Locale.ROOT, "| %s | %.1f%% | %d |", what, 100 * rate(), experiments);
  }
}
