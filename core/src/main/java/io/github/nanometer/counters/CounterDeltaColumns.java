package io.github.nanometer.counters;

import io.github.nanometer.CounterEvent;
import io.github.nanometer.CounterSample;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Many samples' counter deltas, appended in order and kept in three flat primitive arrays (one
 * row of {@code events().size()} elements per sample) rather than as one {@link CounterSample}
 * object per sample.
 *
 * <p>Why: a trial takes tens of thousands of samples while the body runs. One object (and its
 * three arrays) per sample is young data that survives every collection until promoted, and each
 * young pause copies it again: on an allocating body (seven small objects per evaluation) that
 * made G1's young pauses 4-9 ms against JMH's 1.2-1.5 ms on the same body and heap, and the
 * GC-inclusive mean about 10% higher. Three arrays that double when full are three objects
 * whatever the sample count. Not thread-safe: filled by the measuring thread.
 */
public final class CounterDeltaColumns {

  private static final int INITIAL_ROWS = 256;

  private final List<CounterEvent> events;
  private final int width;
  private final int contextSwitches;
  private final int migrations;
  private long[] raw;
  private double[] scaled;
  private double[] runningFraction;
  private int size;

  /**
   * An empty table for these events.
   *
   * @throws IllegalArgumentException when {@code events} is null
   */
  public CounterDeltaColumns(List<CounterEvent> events) {
    if (events == null) {
      throw new IllegalArgumentException("events must not be null");
    }
    this.events = List.copyOf(events);
    this.width = this.events.size();
    this.contextSwitches = this.events.indexOf(CounterEvent.CONTEXT_SWITCHES);
    this.migrations = this.events.indexOf(CounterEvent.CPU_MIGRATIONS);
    this.raw = new long[INITIAL_ROWS * width];
    this.scaled = new double[INITIAL_ROWS * width];
    this.runningFraction = new double[INITIAL_ROWS * width];
  }

  /** The events, in the order of each row. */
  public List<CounterEvent> events() {
    return events;
  }

  /**
   * Appends the deltas from {@code before} to {@code after} minus {@code overhead}, exactly as
   * {@link CounterDeltas#between(CounterSnapshot, CounterSnapshot, ReadOverhead)} computes them;
   * allocates only when the arrays double.
   *
   * @throws IllegalArgumentException when the snapshots or the overhead cover other events than this table
   */
  public void add(CounterValues before, CounterValues after, ReadOverhead overhead) {
    if (!before.events().equals(events)) {
      throw new IllegalArgumentException("snapshot events " + before.events() + " are not this table's " + events);
    }
    int offset = size * width;
    if (offset + width > raw.length) {
      int capacity = Math.max(raw.length * 2, offset + width);
      raw = Arrays.copyOf(raw, capacity);
      scaled = Arrays.copyOf(scaled, capacity);
      runningFraction = Arrays.copyOf(runningFraction, capacity);
    }
    CounterDeltas.fill(before, after, overhead, raw, scaled, runningFraction, offset);
    size++;
  }

  /** How many samples were appended. */
  public int size() {
    return size;
  }

  /**
   * Whether sample {@code index} was disturbed, as {@link CounterSample#disturbed()} says for it.
   *
   * @throws IndexOutOfBoundsException when {@code index} is not in 0..size()-1
   */
  public boolean disturbed(int index) {
    checkIndex(index);
    return counted(index, contextSwitches) || counted(index, migrations);
  }

  /**
   * Sample {@code index}'s deltas as one value.
   *
   * @throws IndexOutOfBoundsException when {@code index} is not in 0..size()-1
   */
  public CounterSample get(int index) {
    checkIndex(index);
    int from = index * width;
    return new CounterSample(events, Arrays.copyOfRange(raw, from, from + width),
        Arrays.copyOfRange(scaled, from, from + width), Arrays.copyOfRange(runningFraction, from, from + width));
  }

  /** Every sample's deltas, in order: built once, when the samples are done. */
  public List<CounterSample> toList() {
    List<CounterSample> all = new ArrayList<>(size);
    for (int i = 0; i < size; i++) {
      all.add(get(i));
    }
    return List.copyOf(all);
  }

  private boolean counted(int index, int event) {
    return event >= 0 && scaled[index * width + event] >= 1;
  }

  private void checkIndex(int index) {
    if (index < 0 || index >= size) {
      throw new IndexOutOfBoundsException("sample " + index + " is not in 0.." + (size - 1));
    }
  }
}
