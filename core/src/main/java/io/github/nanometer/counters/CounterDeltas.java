package io.github.nanometer.counters;

import java.util.Arrays;
import java.util.Collection;
import java.util.List;

/**
 * What every counter counted between two {@link CounterSnapshot}s — one sample's counter deltas —
 * scaled for multiplexing and with the calibrated cost of reading the counters subtracted.
 *
 * <p>Scaling: a group that was on the PMU for only {@code dRunning} of {@code dEnabled} ns counted a
 * fraction of the events; the estimate is {@code raw * dEnabled / dRunning}. A group that never ran
 * in the interval ({@code dRunning == 0}) gives NaN: unknown, not zero.
 *
 * @param events the events, in the order of the arrays
 * @param raw raw count differences
 * @param scaled multiplex-scaled estimates minus the read overhead, never below 0; NaN when not counted
 * @param runningFraction {@code dRunning / dEnabled} per event (1 = never multiplexed); NaN when not enabled
 */
public record CounterDeltas(List<PerfEvent> events, long[] raw, double[] scaled, double[] runningFraction) {

  /** Copies the arrays; all must be as long as {@code events}. */
  public CounterDeltas {
    if (events == null || raw == null || scaled == null || runningFraction == null || raw.length != events.size()
        || scaled.length != events.size() || runningFraction.length != events.size()) {
      throw new IllegalArgumentException("events, raw, scaled and runningFraction must have equal sizes");
    }
    events = List.copyOf(events);
    raw = raw.clone();
    scaled = scaled.clone();
    runningFraction = runningFraction.clone();
  }

  /** Raw differences (a copy). */
  @Override
  public long[] raw() {
    return raw.clone();
  }

  /** Scaled, overhead-corrected estimates (a copy). */
  @Override
  public double[] scaled() {
    return scaled.clone();
  }

  /** Running fractions (a copy). */
  @Override
  public double[] runningFraction() {
    return runningFraction.clone();
  }

  /** The deltas between two snapshots without overhead correction. */
  public static CounterDeltas between(CounterSnapshot a, CounterSnapshot b) {
    return between(a, b, ReadOverhead.none(a.events()));
  }

  /**
   * The deltas from {@code a} to {@code b}, scaled, minus {@code overhead}.
   *
   * @throws IllegalArgumentException when the snapshots or the overhead cover different events
   */
  public static CounterDeltas between(CounterSnapshot a, CounterSnapshot b, ReadOverhead overhead) {
    int n = a.events().size();
    long[] raw = new long[n];
    double[] scaled = new double[n];
    double[] fraction = new double[n];
    fill(a, b, overhead, raw, scaled, fraction, 0);
    return new CounterDeltas(a.events(), raw, scaled, fraction);
  }

  /**
   * Writes the deltas from {@code a} to {@code b} (as {@link #between(CounterSnapshot,
   * CounterSnapshot, ReadOverhead)} computes them) into the three arrays from {@code offset}, one
   * element per event, allocating nothing.
   *
   * @throws IllegalArgumentException when the snapshots or the overhead cover different events
   */
  static void fill(CounterValues a, CounterValues b, ReadOverhead overhead, long[] raw, double[] scaled,
      double[] fraction, int offset) {
    if (!a.events().equals(b.events()) || !a.events().equals(overhead.events())) {
      throw new IllegalArgumentException("snapshots and overhead must cover the same events: "
          + a.events() + " / " + b.events() + " / " + overhead.events());
    }
    int n = a.events().size();
    for (int i = 0; i < n; i++) {
      long r = b.value(i) - a.value(i);
      boolean readFailed = a.enabled(i) < 0 || b.enabled(i) < 0;
      long dEnabled = b.enabled(i) - a.enabled(i);
      long dRunning = b.running(i) - a.running(i);
      raw[offset + i] = r;
      fraction[offset + i] = readFailed || dEnabled <= 0 ? Double.NaN : (double) dRunning / dEnabled;
      scaled[offset + i] = readFailed ? Double.NaN
          : lessReadOverhead(scale(r, dEnabled, dRunning), overhead.perReadCount(i));
    }
  }

  /**
   * A sample's count with what the counter reads added taken off: {@code scaled - perReadCount},
   * never below 0. The one rule for every per-sample count, here and where saved results are read
   * back.
   */
  public static double lessReadOverhead(double scaled, double perReadCount) {
    return Math.max(0, scaled - perReadCount);
  }

  /**
   * The multiplex-scaled count: {@code raw} when the group ran the whole time, {@code raw *
   * enabled / running} when it ran part of it, NaN when it did not run at all.
   */
  public static double scale(long raw, long enabledNanos, long runningNanos) {
    if (runningNanos <= 0) {
      return raw == 0 && enabledNanos == 0 ? 0 : Double.NaN;
    }
    if (runningNanos >= enabledNanos) {
      return raw;
    }
    return raw * ((double) enabledNanos / runningNanos);
  }

  /** The scaled delta of {@code event}, or NaN when it is not among the events or was not counted. */
  public double get(PerfEvent event) {
    int i = events.indexOf(event);
    return i < 0 ? Double.NaN : scaled[i];
  }

  /** True when at least one context switch happened during the sample (false when not counted). */
  public boolean contextSwitched() {
    return get(PerfEvent.CONTEXT_SWITCHES) >= 1;
  }

  /** True when the thread moved to another cpu during the sample (false when not counted). */
  public boolean migrated() {
    return get(PerfEvent.CPU_MIGRATIONS) >= 1;
  }

  /** True when the sample was disturbed by a context switch or a migration. */
  public boolean disturbed() {
    return contextSwitched() || migrated();
  }

  /** How many of {@code samples} were {@link #disturbed()}, for the report. */
  public static int disturbedCount(Collection<CounterDeltas> samples) {
    int n = 0;
    for (CounterDeltas d : samples) {
      if (d.disturbed()) {
        n++;
      }
    }
    return n;
  }

  @Override
  public String toString() {
    return "CounterDeltas" + events + Arrays.toString(scaled);
  }
}
