package io.github.nanometer.doctor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.os.ProcessTable;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The findings judged from measurements (activity window, noise probe), with injected, fixed measurements. */
class MeasuredFactsTest {

  private static ActivitySample sample(Map<Integer, Double> busy, List<ProcessTable.Usage> top) {
    return new ActivitySample(100_000_000L, busy, top);
  }

  @Test
  void quickDoctorOmitsMeasuredFindings() {
    DoctorReport r = FakeHosts.doctor("intel-laptop").run();
    assertTrue(r.find("cpu.smt-sibling").isEmpty());
    assertTrue(r.find("load.processes").isEmpty());
    assertTrue(r.find("noise.probe").isEmpty());
    assertFalse(r.activitySampled());
    assertFalse(r.noiseProbed());
  }

  @Test
  void busySiblingFailsQuietSiblingPasses() {
    // laptop: measuring cpu 7, sibling 3
    DoctorReport busy = FakeHosts.doctor("intel-laptop").activity(sample(Map.of(3, 0.62, 7, 0.01), List.of())).run();
    Finding f = busy.find("cpu.smt-sibling").orElseThrow();
    assertEquals(Status.FAIL, f.status());
    assertEquals("sibling cpu 3 of cpu 7 was 62% busy over 100 ms", f.observed());
    assertEquals("echo 0 | sudo tee /sys/devices/system/cpu/cpu3/online", f.fix());
    assertEquals("echo 1 | sudo tee /sys/devices/system/cpu/cpu3/online", f.undo());
    DoctorReport some = FakeHosts.doctor("intel-laptop").activity(sample(Map.of(3, 0.2), List.of())).run();
    assertEquals(Status.WARN, some.find("cpu.smt-sibling").orElseThrow().status());
    DoctorReport quiet = FakeHosts.doctor("intel-laptop").activity(sample(Map.of(3, 0.02), List.of())).run();
    assertEquals(Status.OK, quiet.find("cpu.smt-sibling").orElseThrow().status());
    DoctorReport none = FakeHosts.doctor("intel-server").activity(sample(Map.of(), List.of())).run();
    assertEquals(Status.OK, none.find("cpu.smt-sibling").orElseThrow().status()); // SMT off: no sibling
  }

  @Test
  void busyProcessesAreNamedAndPausedByPid() {
    List<ProcessTable.Usage> top = List.of(
        new ProcessTable.Usage(3518, "firefox", 0.80, false),
        new ProcessTable.Usage(88, "kworker/7:1-events", 0.20, true),
        new ProcessTable.Usage(1702, "gnome-shell", 0.15, false),
        new ProcessTable.Usage(1, "systemd", 0.005, false));
    Finding f = FakeHosts.doctor("intel-laptop").activity(sample(Map.of(), top)).run().find("load.processes").orElseThrow();
    assertEquals(Status.WARN, f.status());
    assertEquals("over 100 ms: firefox(3518) 80%, kworker/7:1-events(88) 20%, gnome-shell(1702) 15% (100% = one cpu)",
        f.observed());
    assertEquals("kill -STOP 3518 1702", f.fix()); // kernel threads cannot be stopped; below 1% not listed
    assertEquals("kill -CONT 3518 1702", f.undo());
  }

  @Test
  void processesFillingEveryUsableCpuFail() {
    // the container may use 2 cpus; others use 1.6 of them
    List<ProcessTable.Usage> top = List.of(new ProcessTable.Usage(58, "sh", 1.6, false));
    Finding f = FakeHosts.doctor("container").activity(sample(Map.of(), top)).run().find("load.processes").orElseThrow();
    assertEquals(Status.FAIL, f.status());
    assertTrue(f.fix().startsWith("cannot be changed inside this container; on the host run: kill -STOP 58"), f.fix());
    Finding idle = FakeHosts.doctor("container").activity(sample(Map.of(), List.of())).run().find("load.processes").orElseThrow();
    assertEquals(Status.OK, idle.status());
  }

  @Test
  void noiseProbeVerdictFollowsMdape() {
    // MdAPE of {100, 100, 100, 101, 99} is 0 (three exact values around the median 100)
    Finding quiet = FakeHosts.doctor("vm").noiseSamplesNanos(new double[] {100, 100, 100, 101, 99}).run()
        .find("noise.probe").orElseThrow();
    assertEquals(Status.OK, quiet.status());
    assertEquals("MdAPE 0.0%, min/median 0.990 over 5 runs of 0.1 us", quiet.observed());
    // median 100; |x-m|/x = 0.0909, 0.0196, 0, 0.0196, 0.0909 -> MdAPE 1.96%
    Finding warn = FakeHosts.doctor("vm").noiseSamplesNanos(new double[] {110, 102, 100, 98, 110}).run()
        .find("noise.probe").orElseThrow();
    assertEquals(Status.WARN, warn.status());
    // median 100; |x-m|/x = 0.5, 0.0909, 0, 0.1111, 0.5 -> MdAPE 11.1%
    Finding noisy = FakeHosts.doctor("vm").noiseSamplesNanos(new double[] {200, 110, 100, 90, 200}).run()
        .find("noise.probe").orElseThrow();
    assertEquals(Status.FAIL, noisy.status());
  }
}
