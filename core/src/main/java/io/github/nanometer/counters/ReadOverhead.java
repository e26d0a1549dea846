package io.github.nanometer.counters;

import io.github.nanometer.CounterEvent;
import java.util.Arrays;
import java.util.List;

/**
 * What reading the counters itself adds to every sample's deltas, and what one read costs in time.
 *
 * <p>A sample's delta runs from just after {@code a} captured its values to just before {@code b}
 * did: the tail of one read plus the head of the next. Two reads back to back measure exactly that,
 * so the per-event overhead is the minimum delta over many back-to-back pairs (the minimum, because
 * anything above it is disturbance, not cost).
 *
 * @param events the events, in snapshot order
 * @param perReadCounts per event, the count one read-to-read interval adds (ns for task-clock)
 * @param readCostNanos the time of one {@link CounterGroup#read()}, the least of several batch means; NaN when not measured
 */
public record ReadOverhead(List<CounterEvent> events, double[] perReadCounts, double readCostNanos) {

  /** The least number of pairs {@link #calibrate} accepts. */
  public static final int MIN_PAIRS = 10;
  /** The most pairs {@link #calibrate} accepts. */
  public static final int MAX_PAIRS = 1_000_000;

  /** Copies the array; it must match {@code events}. */
  public ReadOverhead {
    if (events == null || perReadCounts == null || perReadCounts.length != events.size()) {
      throw new IllegalArgumentException("perReadCounts must have one entry per event");
    }
    events = List.copyOf(events);
    perReadCounts = perReadCounts.clone();
  }

  /** Per-event overhead (a copy). */
  @Override
  public double[] perReadCounts() {
    return perReadCounts.clone();
  }

  /** No correction, for when calibration is not wanted. */
  public static ReadOverhead none(List<CounterEvent> events) {
    return new ReadOverhead(events, new double[events.size()], Double.NaN);
  }

  double perReadCount(int i) {
    return perReadCounts[i];
  }

  /** The overhead of {@code event}, or NaN when it is not among the events. */
  public double of(CounterEvent event) {
    int i = events.indexOf(event);
    return i < 0 ? Double.NaN : perReadCounts[i];
  }

  /**
   * Calibrates on {@code group} (on the thread that opened it): a warm-up of {@code pairs} reads,
   * then {@code pairs} back-to-back pairs for the counts and five batches of {@code pairs} reads
   * for the time.
   *
   * @param pairs MIN_PAIRS..MAX_PAIRS
   * @throws IllegalArgumentException when pairs is out of range
   */
  public static ReadOverhead calibrate(CounterGroup group, int pairs) {
    if (pairs < MIN_PAIRS || pairs > MAX_PAIRS) {
      throw new IllegalArgumentException("pairs " + pairs + " is out of range (accepted: " + MIN_PAIRS + " to "
          + MAX_PAIRS + ")");
    }
    // Read as the per-sample path reads (CounterGroup#readInto, into two reused readings), so the
    // overhead subtracted is that path's own.
    List<CounterEvent> events = group.events();
    CounterReading a = new CounterReading(events);
    CounterReading b = new CounterReading(events);
    for (int i = 0; i < pairs; i++) {
      group.readInto(a);
    }
    double[] least = new double[events.size()];
    Arrays.fill(least, Double.POSITIVE_INFINITY);
    long[] raw = new long[events.size()];
    double[] scaled = new double[events.size()];
    double[] fraction = new double[events.size()];
    ReadOverhead none = none(events);
    for (int k = 0; k < pairs; k++) {
      group.readInto(a);
      group.readInto(b);
      CounterDeltas.fill(a, b, none, raw, scaled, fraction, 0);
      for (int i = 0; i < scaled.length; i++) {
        if (!Double.isNaN(scaled[i])) {
          least[i] = Math.min(least[i], scaled[i]);
        }
      }
    }
    for (int i = 0; i < least.length; i++) {
      if (least[i] == Double.POSITIVE_INFINITY) {
        least[i] = 0; // never counted: nothing to subtract
      }
    }
    double cost = Double.POSITIVE_INFINITY;
    for (int batch = 0; batch < 5; batch++) {
      long t0 = System.nanoTime();
      for (int i = 0; i < pairs; i++) {
        group.readInto(a);
      }
      cost = Math.min(cost, (double) (System.nanoTime() - t0) / pairs);
    }
    return new ReadOverhead(events, least, cost);
  }
}
