package io.github.nanometer.counters;

import io.github.nanometer.CounterEvent;
import io.github.nanometer.CounterSample;
import java.util.List;

/**
 * The raw state of every open counter at one instant: its value and the enabled/running times of
 * the group it belongs to. Two snapshots make a {@link CounterSample}.
 *
 * @param events the events, in the order of the arrays
 * @param values raw counts since the group was enabled
 * @param enabledNanos time the event's group was enabled; -1 when the read failed
 * @param runningNanos time the event's group was on the PMU; -1 when the read failed
 */
public record CounterSnapshot(List<CounterEvent> events, long[] values, long[] enabledNanos, long[] runningNanos)
    implements CounterValues {

  /** Copies the arrays; all must be non-null and as long as {@code events}. */
  public CounterSnapshot {
    if (events == null || values == null || enabledNanos == null || runningNanos == null
        || values.length != events.size() || enabledNanos.length != events.size()
        || runningNanos.length != events.size()) {
      throw new IllegalArgumentException("events, values, enabledNanos and runningNanos must have equal sizes");
    }
    events = List.copyOf(events);
    values = values.clone();
    enabledNanos = enabledNanos.clone();
    runningNanos = runningNanos.clone();
  }

  /** Raw counts (a copy). */
  @Override
  public long[] values() {
    return values.clone();
  }

  /** Enabled times (a copy). */
  @Override
  public long[] enabledNanos() {
    return enabledNanos.clone();
  }

  /** Running times (a copy). */
  @Override
  public long[] runningNanos() {
    return runningNanos.clone();
  }

  /** A snapshot of no events, for runs without counters. */
  public static CounterSnapshot empty() {
    return new CounterSnapshot(List.of(), new long[0], new long[0], new long[0]);
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
}
