package io.github.nanometer.engine;

import io.github.nanometer.CounterEvent;
import io.github.nanometer.counters.CounterGroup;
import io.github.nanometer.counters.PerfAccess;
import io.github.nanometer.counters.PerfSyscalls;
import java.util.List;

/**
 * The perf counters of a run on a scripted clock: every event unavailable, so the host's real
 * context switches and page faults mark none of its samples disturbed (which would leave them out
 * of the estimates, and make a scripted run's figures depend on what else the machine runs).
 */
final class ScriptedCounters {

  private ScriptedCounters() {
  }

  /** A group with no event open; each event's reason names the scripted clock. */
  static CounterGroup none() {
    return CounterGroup.open(List.of(CounterEvent.values()),
        PerfSyscalls.unavailable("a run on a scripted clock reads no perf counter"), new PerfAccess(2, 0));
  }
}
