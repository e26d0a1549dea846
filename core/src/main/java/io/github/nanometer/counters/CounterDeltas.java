package io.github.nanometer.counters;

import io.github.nanometer.CounterSample;
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
 * <p>Each sample's deltas are the API's {@link CounterSample}; this class computes them and the
 * arithmetic behind them.
 */
public final class CounterDeltas {

  private CounterDeltas() {}

  /** The deltas between two snapshots without overhead correction. */
  public static CounterSample between(CounterSnapshot a, CounterSnapshot b) {
    return between(a, b, ReadOverhead.none(a.events()));
  }

  /**
   * The deltas from {@code a} to {@code b}, scaled, minus {@code overhead}.
   *
   * @throws IllegalArgumentException when the snapshots or the overhead cover different events
   */
  public static CounterSample between(CounterSnapshot a, CounterSnapshot b, ReadOverhead overhead) {
    int n = a.events().size();
    long[] raw = new long[n];
    double[] scaled = new double[n];
    double[] fraction = new double[n];
    fill(a, b, overhead, raw, scaled, fraction, 0);
    return new CounterSample(a.events(), raw, scaled, fraction);
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

  /** How many of {@code samples} were {@link CounterSample#disturbed()}, for the report. */
  public static int disturbedCount(Collection<CounterSample> samples) {
    int n = 0;
    for (CounterSample d : samples) {
      if (d.disturbed()) {
        n++;
      }
    }
    return n;
  }
}
