package io.github.nanometer.doctor;

import io.github.nanometer.stats.Descriptive;
import io.github.nanometer.stats.Mdape;
import java.time.Duration;

/**
 * A short measured check of whether the machine is quiet right now: one fixed workload (a chain of
 * dependent integer operations, about 20 microseconds) is timed again and again for a fraction of
 * a second, and the spread of its times is summarized by {@link #summarize}.
 *
 * <p>Implementation notes: the workload's result goes into a volatile field and its seed comes from
 * one, so the JIT can neither fold nor remove it; if it could, every sample would be near zero and
 * the probe would report a quiet machine whatever the truth. The first quarter of the budget is
 * warm-up, long enough for C2 to compile the loop (it compiles after a few calls, since each call
 * runs thousands of back-edges); a late compilation would show up as spread, so the probe errs
 * towards "noisy", never towards "quiet".
 */
public final class NoiseProbe {

  /**
   * The spread of the probe's times.
   *
   * @param samples how many timings
   * @param medianNanos median time of one workload
   * @param minNanos the fastest time
   * @param mdape median absolute percentage error around the median, as a fraction (0.01 = 1%):
   *     {@code median_i(|x_i - m| / x_i)} with {@code m} the median
   * @param minOverMedian {@code minNanos / medianNanos}, 1.0 on a perfectly quiet machine
   */
  public record NoiseSummary(int samples, double medianNanos, double minNanos, double mdape, double minOverMedian) {}

  /** Default time spent, warm-up included. */
  public static final Duration DEFAULT_BUDGET = Duration.ofMillis(250);

  private static final int WORK_STEPS = 20_000;
  private static final int MAX_SAMPLES = 20_000;

  private static volatile long seed = 0x9E3779B97F4A7C15L;
  private static volatile long sink;

  private NoiseProbe() {}

  /**
   * Times the workload for about {@code budget} (a quarter of it warm-up) and returns the times
   * in nanoseconds, at least 10 of them.
   *
   * @throws IllegalArgumentException when {@code budget} is shorter than 10 ms or longer than 10 s
   */
  public static double[] measureNanos(Duration budget) {
    if (budget == null || budget.compareTo(Duration.ofMillis(10)) < 0 || budget.compareTo(Duration.ofSeconds(10)) > 0) {
      throw new IllegalArgumentException("budget must be between 10ms and 10s, got " + budget);
    }
    long start = System.nanoTime();
    long warmEnd = start + budget.toNanos() / 4;
    long end = start + budget.toNanos();
    while (System.nanoTime() < warmEnd) {
      sink = work(seed);
    }
    double[] times = new double[MAX_SAMPLES];
    int n = 0;
    while (n < MAX_SAMPLES && (n < 10 || System.nanoTime() < end)) {
      long s = seed;
      long t0 = System.nanoTime();
      long r = work(s);
      long t1 = System.nanoTime();
      sink = r;
      times[n++] = t1 - t0;
    }
    return java.util.Arrays.copyOf(times, n);
  }

  /** The workload: a dependent chain of xorshift steps, so no two steps overlap. */
  private static long work(long x) {
    for (int i = 0; i < WORK_STEPS; i++) {
      x ^= x << 13;
      x ^= x >>> 7;
      x ^= x << 17;
    }
    return x;
  }

  /**
   * Summarizes probe times: median, minimum, MdAPE and min/median. Pure.
   *
   * @throws IllegalArgumentException when fewer than 2 times are given or one is not positive
   */
  public static NoiseSummary summarize(double[] nanos) {
    if (nanos == null || nanos.length < 2) {
      throw new IllegalArgumentException("need at least 2 probe times, got " + (nanos == null ? "null" : nanos.length));
    }
    for (double v : nanos) {
      if (!(v > 0) || !Double.isFinite(v)) {
        throw new IllegalArgumentException("probe times must be positive and finite, got " + v);
      }
    }
    double median = Descriptive.median(nanos);
    double min = Descriptive.min(nanos);
    return new NoiseSummary(nanos.length, median, min, Mdape.of(nanos), min / median);
  }
}
