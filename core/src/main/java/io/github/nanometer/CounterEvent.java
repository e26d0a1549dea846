package io.github.nanometer;

import io.github.nanometer.engine.ApiViews;

/**
 * The perf events nanometer counts per sample where the kernel allows it: hardware events from the
 * PMU and software events from the kernel, named as {@code perf stat} names them. A {@link
 * CounterSample} says which of them one sample counted.
 */
public enum CounterEvent {
  /** Core cycles ({@code cycles}). */
  CYCLES,
  /** Retired instructions ({@code instructions}). */
  INSTRUCTIONS,
  /** Retired branch instructions ({@code branches}). */
  BRANCHES,
  /** Mispredicted branches ({@code branch-misses}). */
  BRANCH_MISSES,
  /** Reference cycles, not scaled by frequency changes ({@code ref-cycles}). */
  REF_CYCLES,
  /** On-cpu time of the thread, in nanoseconds ({@code task-clock}). */
  TASK_CLOCK,
  /** Context switches of the thread ({@code context-switches}). */
  CONTEXT_SWITCHES,
  /** Moves of the thread to another cpu ({@code cpu-migrations}). */
  CPU_MIGRATIONS,
  /** Page faults of the thread ({@code page-faults}). */
  PAGE_FAULTS;

  /** The name {@code perf stat} uses, e.g. {@code "branch-misses"}; the documents name events so. */
  public String perfName() {
    return ApiViews.perfEvent(this).perfName();
  }

  /** The unit of the counted value: {@code "count"}, or {@code "ns"} for {@link #TASK_CLOCK}. */
  public String unit() {
    return ApiViews.perfEvent(this).unit();
  }

  /** True for PMU events, which a virtual machine may not provide. */
  public boolean isHardware() {
    return ApiViews.perfEvent(this).isHardware();
  }
}
