package io.github.nanometer.measure;

import java.lang.management.ManagementFactory;
import java.util.function.LongSupplier;

/**
 * Whether this JVM can count the bytes the current thread allocates
 * ({@code com.sun.management.ThreadMXBean#getCurrentThreadAllocatedBytes}), and meters that use it.
 * The count is exact (objects, arrays and TLAB-internal allocations of this thread), not sampled,
 * so allocation per evaluation is a figure that does not depend on speed or noise.
 *
 * <p>Implementation notes: the counter is read on the measuring thread, directly around the timed
 * loop; reading it from another thread would need that thread's id and a lookup per read. A JVM
 * without the com.sun.management extension (or with the counter disabled and not enableable)
 * gives {@link #unavailable} with the reason.
 */
public final class ThreadAllocation {

  private final LongSupplier reader;
  private final String unavailableReason;

  private ThreadAllocation(LongSupplier reader, String unavailableReason) {
    this.reader = reader;
    this.unavailableReason = unavailableReason;
  }

  private static ThreadAllocation thisJvm;

  /** The counter of this JVM, enabling it if it is supported but off; or why it cannot be read. */
  public static synchronized ThreadAllocation ofThisJvm() {
    if (thisJvm == null) {
      thisJvm = probe();
    }
    return thisJvm;
  }

  private static ThreadAllocation probe() {
    java.lang.management.ThreadMXBean bean = ManagementFactory.getThreadMXBean();
    if (!(bean instanceof com.sun.management.ThreadMXBean sun)) {
      return unavailable("this JVM has no com.sun.management.ThreadMXBean (thread allocation counter)");
    }
    try {
      if (!sun.isThreadAllocatedMemorySupported()) {
        return unavailable("this JVM does not support the thread allocation counter");
      }
      if (!sun.isThreadAllocatedMemoryEnabled()) {
        sun.setThreadAllocatedMemoryEnabled(true);
      }
      if (sun.getCurrentThreadAllocatedBytes() < 0) {
        return unavailable("the thread allocation counter is disabled (ThreadMXBean.setThreadAllocatedMemoryEnabled)");
      }
    } catch (UnsupportedOperationException | SecurityException e) {
      return unavailable("the thread allocation counter cannot be read: " + e.getMessage());
    }
    return new ThreadAllocation(sun::getCurrentThreadAllocatedBytes, "");
  }

  /** A counter read through {@code reader} (cumulative bytes of the calling thread), for tests. */
  public static ThreadAllocation of(LongSupplier reader) {
    if (reader == null) {
      throw new IllegalArgumentException("reader must not be null");
    }
    return new ThreadAllocation(reader, "");
  }

  /** No counter, for the given reason. */
  public static ThreadAllocation unavailable(String reason) {
    if (reason == null || reason.isBlank()) {
      throw new IllegalArgumentException("reason must not be blank");
    }
    return new ThreadAllocation(null, reason);
  }

  /** True when the counter can be read. */
  public boolean available() {
    return reader != null;
  }

  /** Why the counter cannot be read; empty when it can. */
  public String unavailableReason() {
    return unavailableReason;
  }

  /** The bytes the calling thread has allocated so far (cumulative), or -1 when the counter cannot be read. */
  public long currentThreadBytes() {
    return reader == null ? -1 : reader.getAsLong();
  }

  /**
   * A new meter on the calling thread, whose own allocation per read pair is calibrated now (the
   * smallest of 32 back-to-back read pairs); a meter that records nothing when unavailable.
   */
  public AllocationMeter newMeter() {
    if (reader == null) {
      return AllocationMeter.unavailable(unavailableReason);
    }
    long overhead = Long.MAX_VALUE;
    for (int i = 0; i < 32; i++) {
      long a = reader.getAsLong();
      long b = reader.getAsLong();
      overhead = Math.min(overhead, b - a);
    }
    return new AllocationMeter(reader, Math.max(0, overhead));
  }
}
