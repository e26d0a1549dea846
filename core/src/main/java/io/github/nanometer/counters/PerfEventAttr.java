package io.github.nanometer.counters;

import io.github.nanometer.CounterEvent;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * Encodes {@code struct perf_event_attr} for one counting (not sampling) event: user space only
 * ({@code exclude_kernel}, {@code exclude_hv}) unless asked to include the kernel, no inheritance, read as a group with both times and
 * ids. Only a group leader starts disabled; members follow their leader's enable.
 *
 * <p>Implementation notes: the struct is written at {@link PerfAbi#ATTR_SIZE_VER0} (64 bytes), which
 * every kernel since 2.6.31 accepts; newer fields stay zero, which is what the kernel assumes for a
 * shorter struct. Bit fields are the low bits of the 64-bit flag word, as GCC lays them out on
 * little-endian Linux.
 */
public final class PerfEventAttr {
  private PerfEventAttr() {}

  /**
   * The attr bytes for {@code event} in the platform's byte order.
   *
   * @param leader true for the group's first event (opened disabled)
   * @param excludeKernel true to count user space only (required for the unprivileged when
   *     perf_event_paranoid >= 2)
   * @throws IllegalArgumentException when event or order is null
   */
  public static byte[] encode(CounterEvent event, boolean leader, boolean excludeKernel, ByteOrder order) {
    if (event == null || order == null) {
      throw new IllegalArgumentException("event and order must not be null");
    }
    ByteBuffer b = ByteBuffer.allocate(PerfAbi.ATTR_SIZE_VER0).order(order);
    b.putInt(PerfAbi.OFF_TYPE, PerfAbi.type(event));
    b.putInt(PerfAbi.OFF_SIZE, PerfAbi.ATTR_SIZE_VER0);
    b.putLong(PerfAbi.OFF_CONFIG, PerfAbi.config(event));
    b.putLong(PerfAbi.OFF_READ_FORMAT, PerfAbi.READ_FORMAT);
    long flags = PerfAbi.FLAG_EXCLUDE_HV | (excludeKernel ? PerfAbi.FLAG_EXCLUDE_KERNEL : 0);
    if (leader) {
      flags |= PerfAbi.FLAG_DISABLED;
    }
    b.putLong(PerfAbi.OFF_FLAGS, flags);
    return b.array();
  }
}
