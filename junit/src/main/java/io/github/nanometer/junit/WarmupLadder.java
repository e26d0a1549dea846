package io.github.nanometer.junit;

import io.github.nanometer.Benchmark;
import io.github.nanometer.Comparison;
import io.github.nanometer.ComparisonOptions;
import java.time.Duration;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * A comparer that does not give up on the first unsettled warm-up: when a side's warm-up hit its
 * cap before the JIT settled, the comparison is measured again with twice the cap, and again, up to
 * a bound (0.5, 1, 2, 4, 8 s by default). On a loaded machine C2 may need several times the usual
 * warm-up, and a test that gave up after the first would skip a real regression. Each retry is
 * announced on the log (standard error in use), so the time it costs is never a mystery.
 */
final class WarmupLadder implements PairedComparer {

  /** One comparison measured with a given warm-up cap per side. */
  @FunctionalInterface
  interface AtWarmup {
    /** Compares {@code candidate} against {@code baseline}, each side warmed up for at most {@code maxWarmup}. */
    Comparison compare(Benchmark<?> baseline, Benchmark<?> candidate, ComparisonOptions options, Duration maxWarmup);
  }

  private final AtWarmup comparer;
  private final Duration first;
  private final Duration bound;
  private final Consumer<String> log;

  /**
   * @param comparer measures one comparison at a warm-up cap
   * @param first the first warm-up cap
   * @param bound the largest cap a retry may use (at or below {@code first}: no retries)
   * @param log where each retry is announced
   */
  WarmupLadder(AtWarmup comparer, Duration first, Duration bound, Consumer<String> log) {
    this.comparer = comparer;
    this.first = first;
    this.bound = bound;
    this.log = log;
  }

  @Override
  public Comparison compare(Benchmark<?> baseline, Benchmark<?> candidate, ComparisonOptions options) {
    Duration cap = first;
    while (true) {
      Comparison c = comparer.compare(baseline, candidate, options, cap);
      Optional<String> unsettled = NoiseGuard.unsettledWarmup(c);
      Optional<Duration> next = next(cap, bound);
      if (unsettled.isEmpty() || next.isEmpty()) {
        return c;
      }
      log.accept("nanometer: warm-up of '" + candidate.name() + "' vs '" + baseline.name() + "' did not settle within "
          + cap.toMillis() + " ms (" + unsettled.get() + "); measuring again with up to " + next.get().toMillis()
          + " ms per side (bound -D" + PerformanceSettings.MAX_WARMUP_CAP_PROPERTY + "=" + bound.toMillis() + ")");
      cap = next.get();
    }
  }

  /** The cap after {@code cap}: twice it, at most {@code bound}; empty at the bound or for a zero cap. */
  static Optional<Duration> next(Duration cap, Duration bound) {
    if (cap.isZero() || cap.compareTo(bound) >= 0) {
      return Optional.empty();
    }
    Duration doubled = cap.multipliedBy(2);
    return Optional.of(doubled.compareTo(bound) > 0 ? bound : doubled);
  }
}
