package io.github.nanometer.junit;

import io.github.nanometer.Comparison;
import io.github.nanometer.ComparisonOptions;
import io.github.nanometer.Options;
import io.github.nanometer.Verdict;
import io.github.nanometer.clock.ClockFacts;
import io.github.nanometer.stats.Interval;
import java.util.List;

/** Comparisons with a chosen interval of the change, for judging without measuring. */
final class FakeComparisons {
  private FakeComparisons() {}

  static final ClockFacts CLOCK = new ClockFacts("nanoTime", 20, 1, 3000, 20, 30);

  /** "new" vs "old", change interval [low, high] (fractions), 95%, the given threshold, seed 42. */
  static Comparison withChange(double low, double high, double threshold) {
    return named("old", "new", low, high, ComparisonOptions.builder().thresholdFraction(threshold).build());
  }

  static Comparison named(String baseline, String candidate, double low, double high, ComparisonOptions co) {
    return named(baseline, candidate, low, high, co, List.of());
  }

  static Comparison named(String baseline, String candidate, double low, double high, ComparisonOptions co,
      List<String> notes) {
    double centre = (low + high) / 2;
    Interval change = new Interval(low, high);
    double[] base = {100, 101, 99, 100};
    double[] cand = new double[base.length];
    for (int i = 0; i < base.length; i++) {
      cand[i] = base[i] * (1 + centre);
    }
    Options options = Options.builder().seed(42).build();
    return new Comparison(baseline, candidate, options, co, CLOCK, 10, base, cand,
        new boolean[] {true, false, true, false}, 0, centre, centre, change, 1 + centre,
        new Interval(1 + low, 1 + high), 3.0, Verdict.judge(low, high, co.thresholdFraction()), notes);
  }
}
