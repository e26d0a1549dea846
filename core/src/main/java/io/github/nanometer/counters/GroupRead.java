package io.github.nanometer.counters;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * One {@code read()} of a perf event group opened with {@code PERF_FORMAT_GROUP |
 * TOTAL_TIME_ENABLED | TOTAL_TIME_RUNNING | ID}: the kernel writes {@code u64 nr; u64
 * time_enabled; u64 time_running;} then {@code nr} pairs {@code {u64 value; u64 id;}}.
 *
 * @param timeEnabledNanos how long the group was enabled
 * @param timeRunningNanos how long it was actually on the PMU (less than enabled when multiplexed)
 * @param values the counts, leader first
 * @param ids the kernel's event ids, parallel to {@code values}
 */
public record GroupRead(long timeEnabledNanos, long timeRunningNanos, long[] values, long[] ids) {

  /** Bytes before the first value: nr, time_enabled, time_running. */
  public static final int HEADER_BYTES = 24;
  /** Bytes per event: value, id. */
  public static final int ENTRY_BYTES = 16;

  /** Copies the arrays; they must be non-null and of equal length. */
  public GroupRead {
    if (values == null || ids == null || values.length != ids.length) {
      throw new IllegalArgumentException("values and ids must be non-null arrays of equal length");
    }
    values = values.clone();
    ids = ids.clone();
  }

  /** The counts (a copy). */
  @Override
  public long[] values() {
    return values.clone();
  }

  /** The ids (a copy). */
  @Override
  public long[] ids() {
    return ids.clone();
  }

  /** Buffer size needed for a group of {@code events} events. */
  public static int bytesFor(int events) {
    return HEADER_BYTES + ENTRY_BYTES * events;
  }

  /**
   * Parses the first {@code length} bytes of {@code buf}.
   *
   * @throws IllegalArgumentException when the length does not match the layout or {@code nr} is
   *     implausible (negative or more events than bytes)
   */
  public static GroupRead parse(byte[] buf, int length, ByteOrder order) {
    if (buf == null || order == null || length < HEADER_BYTES || length > buf.length) {
      throw new IllegalArgumentException("group read of " + length + " bytes is shorter than its "
          + HEADER_BYTES + "-byte header or longer than the buffer");
    }
    ByteBuffer b = ByteBuffer.wrap(buf, 0, length).order(order);
    int n = entries(b, length);
    long[] values = new long[n];
    long[] ids = new long[n];
    for (int i = 0; i < n; i++) {
      values[i] = b.getLong(HEADER_BYTES + ENTRY_BYTES * i);
      ids[i] = b.getLong(HEADER_BYTES + ENTRY_BYTES * i + 8);
    }
    return new GroupRead(b.getLong(8), b.getLong(16), values, ids);
  }

  /**
   * The number of events in a group read of {@code length} bytes held in {@code b} (absolute
   * positions from 0, in the reader's byte order): its {@code nr} field, checked against the
   * length.
   *
   * @throws IllegalArgumentException when the length is shorter than the header or does not hold
   *     exactly {@code nr} entries
   */
  public static int entries(ByteBuffer b, int length) {
    if (length < HEADER_BYTES || length > b.capacity()) {
      throw new IllegalArgumentException("group read of " + length + " bytes is shorter than its "
          + HEADER_BYTES + "-byte header or longer than the buffer");
    }
    long nr = b.getLong(0);
    if (nr < 0 || nr > (length - HEADER_BYTES) / ENTRY_BYTES || bytesFor((int) nr) != length) {
      throw new IllegalArgumentException("group read says nr=" + nr + " events but holds " + length
          + " bytes (expected " + HEADER_BYTES + " + " + ENTRY_BYTES + " per event)");
    }
    return (int) nr;
  }
}
