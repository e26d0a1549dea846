package io.github.nanometer.counters;

import io.github.nanometer.CounterEvent;
import io.github.nanometer.CounterSample;
import java.util.List;

/**
 * One reading of a group's events, by position: what {@link CounterSample} subtracts, whether it
 * comes as an immutable {@link CounterSnapshot} or a reusable {@link CounterReading}.
 */
public interface CounterValues {
  /** The events, in reading order. */
  List<CounterEvent> events();

  /** The count of event {@code i}. */
  long value(int i);

  /** The time event {@code i} was enabled, in ns; -1 when its read failed. */
  long enabled(int i);

  /** The time event {@code i} was running (counting), in ns; -1 when its read failed. */
  long running(int i);
}
