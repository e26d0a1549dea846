package io.github.nanometer.doctor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.os.CpuActivity;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The neighbour finding on the "vm" tree (cpus 0-1, measuring cpu 1 by default) with injected activity. */
class NeighbourCheckTest {

  private static final CpuActivity.Neighbour PINNED_SH = new CpuActivity.Neighbour(1234, "sh", 0.99, "1", true, true, false);
  private static final CpuActivity.Neighbour FREE_YES = new CpuActivity.Neighbour(42, "yes", 0.9, "0-1", false, true, false);

  private static Finding neighbour(int measuringCpu, CpuActivity.CpuUse... cpus) {
    ActivitySample s = new ActivitySample(100_000_000L, Map.of(), List.of(),
        new CpuActivity(100_000_000L, List.of(cpus)));
    return FakeHosts.doctor("vm").measuringCpu(measuringCpu).activity(s).run().find(NeighbourCheck.ID).orElseThrow();
  }

  private static CpuActivity.CpuUse idle(int cpu) {
    return new CpuActivity.CpuUse(cpu, 0.03, 0, 0, List.of());
  }

  @Test
  void pinnedHogOnTheMeasuringCpuFailsAndNamesTheProcessAndBothFixes() {
    Finding f = neighbour(1, idle(0), new CpuActivity.CpuUse(1, 1.0, 0.0, 1, List.of(PINNED_SH)));
    assertEquals(Status.FAIL, f.status());
    assertEquals("cpu 1: 100% busy from others (pid 1234 `sh` pinned to cpu 1 at 99% of a cpu);"
        + " 1 other process(es) runnable on it", f.observed());
    assertEquals("taskset -a -p -c 0 1234, or measure elsewhere with --cpu 0", f.fix());
    assertEquals("taskset -a -p -c 1 1234", f.undo());
    assertEquals("cpu 1 busy from pinned pid 1234", f.label());
    assertEquals(LinuxTips.NEIGHBOUR, f.doc());
  }

  @Test
  void unpinnedNeighbourWarnsWithItsAffinity() {
    Finding f = neighbour(1, idle(0), new CpuActivity.CpuUse(1, 0.9, 0.0, 1, List.of(FREE_YES)));
    assertEquals(Status.WARN, f.status());
    assertTrue(f.observed().contains("pid 42 `yes` (may run on cpus 0-1) at 90% of a cpu"), f.observed());
    assertEquals("taskset -a -p -c 0 42, or measure elsewhere with --cpu 0", f.fix());
    assertEquals("taskset -a -p -c 0-1 42", f.undo());
  }

  @Test
  void ownJvmWorkIsNotANeighbourAndAHogElsewhereIsMentioned() {
    Finding f = neighbour(0, new CpuActivity.CpuUse(0, 0.95, 0.9, 0, List.of()),
        new CpuActivity.CpuUse(1, 1.0, 0.0, 1, List.of(PINNED_SH)));
    assertEquals(Status.OK, f.status());
    assertEquals("cpu 0: 5% busy from others, 90% by this JVM; elsewhere: cpu 1: 100% busy from others"
        + " (pid 1234 `sh` pinned to cpu 1 at 99% of a cpu)", f.observed());
  }

  @Test
  void busyWithoutANamedProcessAndNoFreeCpuSaysToWait() {
    Finding f = neighbour(1, new CpuActivity.CpuUse(0, 0.8, 0, 0, List.of()),
        new CpuActivity.CpuUse(1, 0.8, 0, 0, List.of()));
    assertEquals(Status.WARN, f.status());
    assertEquals("wait for the load to settle (no single process to move)", f.fix());
  }

  @Test
  void notMeasuredGivesNoFinding() {
    assertTrue(FakeHosts.doctor("vm").activity(new ActivitySample(1, Map.of(), List.of())).run()
        .find(NeighbourCheck.ID).isEmpty());
  }
}
