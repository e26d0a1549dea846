package io.github.nanometer;

/**
 * The perf events nanometer counts per sample where the kernel allows it: hardware events from the
 * PMU and software events from the kernel, named as {@code perf stat} names them. A {@link
 * CounterSample} says which of them one sample counted; the counters' layer opens each through its
 * perf_event_open encoding ({@code counters.PerfAbi}).
 */
public enum CounterEvent {
  /** Core cycles ({@code cycles}, PERF_COUNT_HW_CPU_CYCLES). */
  CYCLES("cycles", true, "count"),
  /** Retired instructions ({@code instructions}, PERF_COUNT_HW_INSTRUCTIONS). */
  INSTRUCTIONS("instructions", true, "count"),
  /** Retired branch instructions ({@code branches}, PERF_COUNT_HW_BRANCH_INSTRUCTIONS). */
  BRANCHES("branches", true, "count"),
  /** Mispredicted branches ({@code branch-misses}, PERF_COUNT_HW_BRANCH_MISSES). */
  BRANCH_MISSES("branch-misses", true, "count"),
  /** Reference cycles, not scaled by frequency changes ({@code ref-cycles}, PERF_COUNT_HW_REF_CPU_CYCLES). */
  REF_CYCLES("ref-cycles", true, "count"),
  /** On-cpu time of the thread, in nanoseconds ({@code task-clock}, PERF_COUNT_SW_TASK_CLOCK). */
  TASK_CLOCK("task-clock", false, "ns"),
  /** Context switches of the thread ({@code context-switches}, PERF_COUNT_SW_CONTEXT_SWITCHES). */
  CONTEXT_SWITCHES("context-switches", false, "count"),
  /** Moves of the thread to another cpu ({@code cpu-migrations}, PERF_COUNT_SW_CPU_MIGRATIONS). */
  CPU_MIGRATIONS("cpu-migrations", false, "count"),
  /** Page faults of the thread ({@code page-faults}, PERF_COUNT_SW_PAGE_FAULTS). */
  PAGE_FAULTS("page-faults", false, "count");

  private final String perfName;
  private final boolean hardware;
  private final String unit;

  CounterEvent(String perfName, boolean hardware, String unit) {
    this.perfName = perfName;
    this.hardware = hardware;
    this.unit = unit;
  }

  /** The name {@code perf stat} uses, e.g. {@code "branch-misses"}; the documents name events so. */
  public String perfName() {
    return perfName;
  }

  /** The unit of the counted value: {@code "count"}, or {@code "ns"} for {@link #TASK_CLOCK}. */
  public String unit() {
    return unit;
  }

  /** True for PMU events, which a virtual machine may not provide. */
  public boolean isHardware() {
    return hardware;
  }

  /**
   * True for events that happen inside the kernel (context switches, migrations): counted user
   * space only they always read 0, so nanometer opens them with the kernel included, or falls back
   * to getrusage / sched_getcpu when that is refused.
   */
  public boolean kernelSide() {
    return this == CONTEXT_SWITCHES || this == CPU_MIGRATIONS;
  }

  /**
   * The event {@code perf stat} calls {@code perfName}, or null when there is none.
   *
   * @param perfName a name such as {@code "branch-misses"}; null gives null
   */
  public static CounterEvent byPerfName(String perfName) {
    for (CounterEvent e : values()) {
      if (e.perfName.equals(perfName)) {
        return e;
      }
    }
    return null;
  }
}
