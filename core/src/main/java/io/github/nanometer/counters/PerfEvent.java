package io.github.nanometer.counters;

/**
 * The perf events nanometer counts per sample: hardware events from the PMU and software events
 * from the kernel. Names are {@code perf stat}'s.
 */
public enum PerfEvent {
  /** Core cycles (PERF_COUNT_HW_CPU_CYCLES). */
  CYCLES("cycles", PerfAbi.TYPE_HARDWARE, 0, "count"),
  /** Retired instructions (PERF_COUNT_HW_INSTRUCTIONS). */
  INSTRUCTIONS("instructions", PerfAbi.TYPE_HARDWARE, 1, "count"),
  /** Retired branch instructions (PERF_COUNT_HW_BRANCH_INSTRUCTIONS). */
  BRANCHES("branches", PerfAbi.TYPE_HARDWARE, 4, "count"),
  /** Mispredicted branches (PERF_COUNT_HW_BRANCH_MISSES). */
  BRANCH_MISSES("branch-misses", PerfAbi.TYPE_HARDWARE, 5, "count"),
  /** Reference cycles, not scaled by frequency changes (PERF_COUNT_HW_REF_CPU_CYCLES). */
  REF_CYCLES("ref-cycles", PerfAbi.TYPE_HARDWARE, 9, "count"),
  /** On-cpu time of the thread (PERF_COUNT_SW_TASK_CLOCK). */
  TASK_CLOCK("task-clock", PerfAbi.TYPE_SOFTWARE, 1, "ns"),
  /** Context switches of the thread (PERF_COUNT_SW_CONTEXT_SWITCHES). */
  CONTEXT_SWITCHES("context-switches", PerfAbi.TYPE_SOFTWARE, 3, "count"),
  /** Moves of the thread to another cpu (PERF_COUNT_SW_CPU_MIGRATIONS). */
  CPU_MIGRATIONS("cpu-migrations", PerfAbi.TYPE_SOFTWARE, 4, "count"),
  /** Page faults of the thread (PERF_COUNT_SW_PAGE_FAULTS). */
  PAGE_FAULTS("page-faults", PerfAbi.TYPE_SOFTWARE, 2, "count");

  private final String perfName;
  private final int type;
  private final long config;
  private final String unit;

  PerfEvent(String perfName, int type, long config, String unit) {
    this.perfName = perfName;
    this.type = type;
    this.config = config;
    this.unit = unit;
  }

  /** The name {@code perf stat} uses, e.g. {@code "branch-misses"}. */
  public String perfName() {
    return perfName;
  }

  /** {@code perf_event_attr.type}: {@link PerfAbi#TYPE_HARDWARE} or {@link PerfAbi#TYPE_SOFTWARE}. */
  public int type() {
    return type;
  }

  /** {@code perf_event_attr.config}. */
  public long config() {
    return config;
  }

  /** The unit of the counted value: {@code "count"} or {@code "ns"}. */
  public String unit() {
    return unit;
  }

  /** True for PMU events, which a VM may not provide. */
  public boolean isHardware() {
    return type == PerfAbi.TYPE_HARDWARE;
  }

  /**
   * True for events that happen inside the kernel (context switches, migrations): counted user
   * space only they always read 0, so nanometer opens them with the kernel included, or falls back
   * to getrusage / sched_getcpu when that is refused.
   */
  public boolean kernelSide() {
    return this == CONTEXT_SWITCHES || this == CPU_MIGRATIONS;
  }

  /** The event with {@code perfName}, or null. */
  public static PerfEvent byPerfName(String perfName) {
    for (PerfEvent e : values()) {
      if (e.perfName.equals(perfName)) {
        return e;
      }
    }
    return null;
  }
}
