package io.github.nanometer.counters;

import io.github.nanometer.CounterEvent;

/**
 * Constants of the Linux perf_event ABI ({@code include/uapi/linux/perf_event.h}) that nanometer
 * uses. The ioctl numbers are {@code _IO('$', n)} / {@code _IOR('$', 7, u64)} as encoded on
 * x86-64 and aarch64 (asm-generic ioctl layout).
 */
public final class PerfAbi {
  private PerfAbi() {}

  /** {@code PERF_TYPE_HARDWARE}. */
  public static final int TYPE_HARDWARE = 0;
  /** {@code PERF_TYPE_SOFTWARE}. */
  public static final int TYPE_SOFTWARE = 1;

  /** {@code PERF_ATTR_SIZE_VER0}: the first published attr size; every kernel accepts it. */
  public static final int ATTR_SIZE_VER0 = 64;

  /** Byte offsets inside {@code struct perf_event_attr}. */
  public static final int OFF_TYPE = 0;
  /** Offset of {@code __u32 size}. */
  public static final int OFF_SIZE = 4;
  /** Offset of {@code __u64 config}. */
  public static final int OFF_CONFIG = 8;
  /** Offset of {@code __u64 sample_period}. */
  public static final int OFF_SAMPLE_PERIOD = 16;
  /** Offset of {@code __u64 sample_type}. */
  public static final int OFF_SAMPLE_TYPE = 24;
  /** Offset of {@code __u64 read_format}. */
  public static final int OFF_READ_FORMAT = 32;
  /** Offset of the 64-bit flag word ({@code disabled}, {@code inherit}, ... bit fields). */
  public static final int OFF_FLAGS = 40;

  /** Flag bit: start disabled. */
  public static final long FLAG_DISABLED = 1L;
  /** Flag bit: children inherit the counter. */
  public static final long FLAG_INHERIT = 1L << 1;
  /** Flag bit: do not count user space. */
  public static final long FLAG_EXCLUDE_USER = 1L << 4;
  /** Flag bit: do not count the kernel (required when perf_event_paranoid >= 2 for the unprivileged). */
  public static final long FLAG_EXCLUDE_KERNEL = 1L << 5;
  /** Flag bit: do not count the hypervisor. */
  public static final long FLAG_EXCLUDE_HV = 1L << 6;

  /** read_format: {@code PERF_FORMAT_TOTAL_TIME_ENABLED}. */
  public static final long FORMAT_TOTAL_TIME_ENABLED = 1L;
  /** read_format: {@code PERF_FORMAT_TOTAL_TIME_RUNNING}. */
  public static final long FORMAT_TOTAL_TIME_RUNNING = 1L << 1;
  /** read_format: {@code PERF_FORMAT_ID}. */
  public static final long FORMAT_ID = 1L << 2;
  /** read_format: {@code PERF_FORMAT_GROUP}. */
  public static final long FORMAT_GROUP = 1L << 3;
  /** The read format nanometer uses: group, both times, ids. */
  public static final long READ_FORMAT = FORMAT_GROUP | FORMAT_TOTAL_TIME_ENABLED | FORMAT_TOTAL_TIME_RUNNING
      | FORMAT_ID;

  /** {@code PERF_EVENT_IOC_ENABLE}. */
  public static final long IOC_ENABLE = 0x2400;
  /** {@code PERF_EVENT_IOC_DISABLE}. */
  public static final long IOC_DISABLE = 0x2401;
  /** {@code PERF_EVENT_IOC_RESET}. */
  public static final long IOC_RESET = 0x2403;
  /** {@code PERF_EVENT_IOC_ID}: writes the event's id to a {@code u64*}. */
  public static final long IOC_ID = 0x80082407L;
  /** ioctl argument: apply to the whole group. */
  public static final long IOC_FLAG_GROUP = 1;

  /** perf_event_open flag {@code PERF_FLAG_FD_CLOEXEC}. */
  public static final long OPEN_FLAG_FD_CLOEXEC = 8;

  /** The {@code perf_event_attr.type} of an event: {@link #TYPE_HARDWARE} or {@link #TYPE_SOFTWARE}. */
  public static int type(CounterEvent event) {
    return event.isHardware() ? TYPE_HARDWARE : TYPE_SOFTWARE;
  }

  /** The {@code perf_event_attr.config} of an event: its {@code PERF_COUNT_HW_*} or {@code PERF_COUNT_SW_*} number. */
  public static long config(CounterEvent event) {
    return switch (event) {
      case CYCLES -> 0;
      case INSTRUCTIONS -> 1;
      case BRANCHES -> 4;
      case BRANCH_MISSES -> 5;
      case REF_CYCLES -> 9;
      case TASK_CLOCK -> 1;
      case CONTEXT_SWITCHES -> 3;
      case CPU_MIGRATIONS -> 4;
      case PAGE_FAULTS -> 2;
    };
  }
}
