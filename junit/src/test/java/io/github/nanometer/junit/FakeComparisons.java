package io.github.nanometer.junit;

import io.github.nanometer.ClockSummary;
import io.github.nanometer.Comparison;
import io.github.nanometer.ComparisonOptions;
import io.github.nanometer.Environment;
import io.github.nanometer.Interval;
import io.github.nanometer.IntervalEstimate;
import io.github.nanometer.Options;
import io.github.nanometer.Verdict;
import io.github.nanometer.compare.PairedAnalysis;
import java.util.List;
import java.util.Optional;

/** Comparisons with a chosen interval of the change, for judging without measuring. */
final class FakeComparisons {
  private FakeComparisons() {}

  static final ClockSummary CLOCK = new ClockSummary("nanoTime", 20, 1, 3000, 20, 30);
  static final Environment ENVIRONMENT = Environment.capture("not pinned: fake", CLOCK, 1, Optional.empty());

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
    Interval change = new Interval(low, high, co.confidence(), "candidate mean / baseline mean - 1",
        "fake");
    double[] base = {100, 101, 99, 100};
    double[] cand = new double[base.length];
    for (int i = 0; i < base.length; i++) {
      cand[i] = base[i] * (1 + centre);
    }
    Options options = Options.builder().seed(42).build();
    IntervalEstimate relative = new IntervalEstimate(centre, change);
    IntervalEstimate ratio = new IntervalEstimate(1 + centre, change.shifted(1, "candidate mean / baseline mean"));
    PairedAnalysis analysis = new PairedAnalysis(base.length, relative, relative, ratio, relative, Optional.empty(),
        centre, 3.0, Verdict.judge(change, co.thresholdFraction()), co.thresholdFraction(), Optional.empty(),
        Optional.empty(), Optional.empty(), 1, Optional.empty(), false, Optional.empty());
    return new Comparison(baseline, candidate, options, co, ENVIRONMENT, 10, base, cand,
        new boolean[] {true, false, true, false}, analysis.comparisonAnalysis(), analysis.judgement(),
        notes);
  }
}
