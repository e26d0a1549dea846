package io.github.nanometer.junit;

import io.github.nanometer.Benchmark;
import io.github.nanometer.Comparison;
import io.github.nanometer.ComparisonOptions;
import io.github.nanometer.Interval;
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
 * still. The A/A runs are made once per baseline name and comparison options, and cached for the test
 * class.
 *
 * <p>Separately compiled copies of the same code can differ by several percent (the JIT does not
 * compile a loop the same way every time, and every side of a paired run is its own compilation), so
 * one A/A pair would measure the noise of one pair of compilations only. The floor is therefore the
 * widest of {@link #AA_COMPILATIONS} A/A runs, each against a new copy: a compare of two copies of
 * the same code then lands within the floor far more often than beyond it.
 */
final class NoiseGuard {

  /** What the engine's note of an unsettled warm-up says ("warm-up ...; estimates may include JIT transitions"). */
  static final String UNSETTLED_WARMUP_NOTE = "estimates may include JIT transitions";

  private final PairedComparer comparer;
  private final Supplier<String> doctorSummary;
  /** A/A runs per baseline, each against its own separately compiled copy. */
  static final int AA_COMPILATIONS = 3;

  private final Map<String, List<Comparison>> runs = new HashMap<>();

  NoiseGuard(PairedComparer comparer, Supplier<String> doctorSummary) {
    this.comparer = comparer;
    this.doctorSummary = doctorSummary;
  }

  /** The widest of the A/A comparisons of {@code baseline} (see {@link #selfComparisons}). */
  Comparison selfComparison(Benchmark<?> baseline, ComparisonOptions options) {
    Comparison widest = null;
    for (Comparison aa : selfComparisons(baseline, options)) {
      if (widest == null || noiseFloor(aa) > noiseFloor(widest)) {
        widest = aa;
      }
    }
    return widest;
  }

  /**
   * The {@link #AA_COMPILATIONS} A/A comparisons of {@code baseline}, each against a separately
   * compiled copy; measured on first request and cached.
   */
  List<Comparison> selfComparisons(Benchmark<?> baseline, ComparisonOptions options) {
    String key = baseline.name() + "\u0000" + options;
    List<Comparison> aa = runs.get(key);
    if (aa == null) {
      List<Comparison> measured = new ArrayList<>();
      for (int i = 1; i <= AA_COMPILATIONS; i++) {
        measured.add(comparer.compare(baseline, baseline.named(baseline.name() + " (A/A " + i + ")"), options));
      }
      aa = List.copyOf(measured);
      runs.put(key, aa);
    }
    return aa;
  }

  /** How many baselines had their A/A runs measured (each cached set counts once). */
  int measuredRuns() {
    return runs.size();
  }

  /** The largest absolute change an A/A interval cannot rule out, a fraction. */
  static double noiseFloor(Comparison selfComparison) {
    Interval i = ChangeInterval.of(selfComparison);
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
