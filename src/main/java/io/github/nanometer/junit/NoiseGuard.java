package io.github.nanometer.junit;

import io.github.nanometer.Benchmark;
import io.github.nanometer.Comparison;
import io.github.nanometer.ComparisonOptions;
import io.github.nanometer.stats.ConfidenceInterval;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Before a baseline is judged, an A/A comparison of it against itself measures this machine's
 * noise floor for that workload: the largest change the A/A interval cannot rule out. When the
 * floor is wider than the threshold no verdict at that threshold can be supported: the floor and the
 * doctor's one-line summary become a reason to abort (see {@link Caveats}) unless the change is wider
 * still. The A/A run is made once per baseline name and comparison options, and cached for the test
 * class.
 */
final class NoiseGuard {

  /** What the engine's note of an unsettled warm-up says ("warm-up ...; estimates may include JIT transitions"). */
  static final String UNSETTLED_WARMUP_NOTE = "estimates may include JIT transitions";

  private final PairedComparer comparer;
  private final Supplier<String> doctorSummary;
  private final Map<String, Comparison> runs = new HashMap<>();

  NoiseGuard(PairedComparer comparer, Supplier<String> doctorSummary) {
    this.comparer = comparer;
    this.doctorSummary = doctorSummary;
  }

  /** The A/A comparison of {@code baseline}, measured on first request and cached. */
  Comparison selfComparison(Benchmark<?> baseline, ComparisonOptions options) {
    String key = baseline.name() + "\u0000" + options;
    Comparison aa = runs.get(key);
    if (aa == null) {
      aa = comparer.compare(baseline, baseline.named(baseline.name() + " (A/A)"), options);
      runs.put(key, aa);
    }
    return aa;
  }

  /** How many A/A runs were measured (each cached one counts once). */
  int measuredRuns() {
    return runs.size();
  }

  /** The largest absolute change an A/A interval cannot rule out, a fraction. */
  static double noiseFloor(Comparison selfComparison) {
    ConfidenceInterval i = ChangeInterval.of(selfComparison);
    return Math.max(Math.abs(i.low()), Math.abs(i.high()));
  }

  /**
   * The engine's note of an unsettled warm-up in {@code c}, if any: a side's warm-up hit its cap
   * before the JIT settled, so the pairs may time compiled code on one side and code still being
   * compiled on the other, a bias that no interval accounts for (an A/A run on a loaded machine
   * showed +37%).
   */
  static Optional<String> unsettledWarmup(Comparison c) {
    return c.notes().stream().filter(n -> n.contains(UNSETTLED_WARMUP_NOTE)).findFirst();
  }

  /** The reason to doubt a comparison whose warm-up did not settle, naming the property that would help. */
  static String unsettledReason(String note) {
    return "warm-up did not settle, so a verdict could reflect JIT compilation rather than the code (" + note
        + "); raise -D" + PerformanceSettings.MAX_WARMUP_CAP_PROPERTY + " or run on a quieter machine";
  }

  /**
   * The noise floor of a baseline and the reasons it gives to doubt a verdict.
   *
   * @param fraction the floor, a fraction
   * @param reasons why no verdict at the threshold can be trusted (empty: none)
   */
  record Floor(double fraction, List<String> reasons) {
    Floor {
      reasons = List.copyOf(reasons);
    }
  }

  /**
   * The noise floor of {@code baseline} (its A/A run, measured once) with the reasons to doubt a
   * verdict at the threshold of {@code options}: the A/A warm-up did not settle, or the floor is
   * wider than the threshold.
   */
  Floor floor(Benchmark<?> baseline, ComparisonOptions options) {
    Comparison aa = selfComparison(baseline, options);
    List<String> reasons = new ArrayList<>();
    unsettledWarmup(aa).ifPresent(n -> reasons.add("A/A run: " + unsettledReason(n)));
    double floor = noiseFloor(aa);
    double threshold = options.thresholdFraction();
    if (!(floor <= threshold)) {
      reasons.add(String.format(Locale.ROOT,
          "noise floor of '%s' on this machine is +-%.1f%%, wider than the %.1f%% threshold, so no verdict "
              + "at that threshold can be supported: A/A change %s; %s",
          baseline.name(), 100 * floor, 100 * threshold, ChangeInterval.describe(aa), doctorSummary.get()));
    }
    return new Floor(floor, reasons);
  }
}
