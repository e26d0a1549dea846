package io.github.nanometer.counters;

import io.github.nanometer.CounterEvent;
import java.util.Arrays;
import java.util.List;

/**
 * A reusable reading of a {@link CounterGroup}'s events: each event's count and its enabled and
 * running times, overwritten by every {@link CounterGroup#readInto}. The per-sample path reads into
 * two of these instead of making a {@link CounterSnapshot} per read: the snapshots, their parsed
 * group reads and their copies came to about 700 bytes per read, and with two reads per sample a
 * one-second measurement of a body that allocates nothing took one or two young collections (0.7%
 * to 3.7% of its sampled time) that were nanometer's own (docs/lab/jmh-wall-time.md, "The counter
 * reads allocated").
 */
public final class CounterReading implements CounterValues {
  private final List<CounterEvent> events;
  final long[] values;
  final long[] enabledNanos;
  final long[] runningNanos;

  /**
   * A reading of {@code events}, all counts 0 and all times -1 (not read) until the first read.
   *
   * @throws IllegalArgumentException when events is null
   */
  public CounterReading(List<CounterEvent> events) {
    if (events == null) {
      throw new IllegalArgumentException("events must not be null");
    }
    this.events = List.copyOf(events);
    int n = this.events.size();
    values = new long[n];
    enabledNanos = new long[n];
    runningNanos = new long[n];
    Arrays.fill(enabledNanos, -1);
    Arrays.fill(runningNanos, -1);
  }

  @Override
  public List<CounterEvent> events() {
    return events;
  }

  @Override
  public long value(int i) {
    return values[i];
  }

  @Override
  public long enabled(int i) {
    return enabledNanos[i];
  }

  @Override
  public long running(int i) {
    return runningNanos[i];
  }

  /** An immutable copy of this reading. */
  public CounterSnapshot snapshot() {
    return new CounterSnapshot(events, values, enabledNanos, runningNanos);
  }
}
