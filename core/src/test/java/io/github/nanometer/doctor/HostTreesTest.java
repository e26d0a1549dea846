package io.github.nanometer.doctor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

/**
 * Every check against the fake trees: this VM (files copied from it), an Intel laptop on battery,
 * a tuned Intel server, an AMD desktop with acpi-cpufreq and boost, and a container with a cgroup
 * quota. Each expected status follows from the tree's files, as the comments say.
 */
class HostTreesTest {

  private static Map<String, Status> statuses(String tree) {
    Map<String, Status> m = new LinkedHashMap<>();
    for (Finding f : FakeHosts.doctor(tree).run().findings()) {
      m.put(f.id(), f.status());
    }
    return m;
  }

  private static Map<String, Status> jvmOk(Map<String, Status> m) {
    for (String id : new String[] {"jvm.debugger", "jvm.version", "jvm.jit", "jvm.blackholes", "jvm.gc", "jvm.heap"}) {
      m.put(id, Status.OK);
    }
    return m;
  }

  private static Map<String, Status> expect(Object... idStatus) {
    Map<String, Status> m = new LinkedHashMap<>();
    for (int i = 0; i < idStatus.length; i += 2) {
      m.put((String) idStatus[i], (Status) idStatus[i + 1]);
    }
    return jvmOk(m);
  }

  @Test
  void thisVm() {
    Map<String, Status> expected = expect(
        "cpufreq.governor", Status.UNKNOWN, "cpufreq.range", Status.UNKNOWN, "cpufreq.turbo", Status.UNKNOWN, // no cpufreq in the guest
        "cpu.smt", Status.OK,                 // control=notsupported
        "cpu.isolated", Status.WARN, "cpu.nohz", Status.WARN,
        "irq.affinity", Status.WARN,          // virtio IRQs land on cpu 1
        "irq.balance", Status.OK,
        "kernel.aslr", Status.OK, "kernel.perf-paranoid", Status.OK, "kernel.perf-sample-rate", Status.OK,
        "kernel.nmi-watchdog", Status.OK,     // booted with nowatchdog
        "mem.thp", Status.OK, "mem.thp-defrag", Status.OK, "mem.swap", Status.OK,
        "clock.source", Status.OK, "clock.invariant-tsc", Status.OK,
        "virt.hypervisor", Status.WARN,       // hypervisor cpu flag
        "cgroup.quota", Status.OK,            // v1 cfs_quota_us = -1
        "cgroup.cpuset", Status.OK, "load.average", Status.OK,
        "power.supply", Status.OK,            // empty power_supply: no battery
        "power.temperature", Status.UNKNOWN); // no hwmon
    assertEquals(sorted(expected), sorted(statuses("vm")));
  }

  @Test
  void intelLaptopOnBattery() {
    Map<String, Status> expected = expect(
        "cpufreq.governor", Status.WARN,      // powersave
        "cpufreq.range", Status.WARN,         // 0.4 - 4.7 GHz
        "cpufreq.turbo", Status.WARN,         // no_turbo=0
        "cpu.smt", Status.WARN, "cpu.isolated", Status.WARN, "cpu.nohz", Status.WARN,
        "irq.affinity", Status.WARN,          // IRQs 16 and 120 effective on cpu 7
        "irq.balance", Status.WARN,           // irqbalance process
        "kernel.aslr", Status.OK,
        "kernel.perf-paranoid", Status.WARN,  // 4
        "kernel.perf-sample-rate", Status.WARN, // lowered to 32000
        "kernel.nmi-watchdog", Status.WARN,
        "mem.thp", Status.OK, "mem.thp-defrag", Status.OK,
        "mem.swap", Status.WARN,              // swappiness 60
        "clock.source", Status.OK, "clock.invariant-tsc", Status.OK, "virt.hypervisor", Status.OK,
        "cgroup.quota", Status.OK, "cgroup.cpuset", Status.OK,
        "load.average", Status.WARN,          // 1.85
        "power.supply", Status.FAIL,          // AC online=0, BAT0 discharging
        "power.temperature", Status.OK);      // 71 C of 100 C
    assertEquals(sorted(expected), sorted(statuses("intel-laptop")));
  }

  @Test
  void tunedIntelServerIsAllOk() {
    DoctorReport r = FakeHosts.doctor("intel-server").run();
    for (Finding f : r.findings()) {
      assertEquals(Status.OK, f.status(), f.id() + ": " + f.observed());
    }
    assertEquals(7, r.measuringCpu()); // highest of Cpus_allowed_list 6-7
    assertEquals(0, r.exitStatus(true));
  }

  @Test
  void amdDesktopWithBoost() {
    Map<String, Status> expected = expect(
        "cpufreq.governor", Status.WARN,      // schedutil
        "cpufreq.range", Status.WARN, "cpufreq.turbo", Status.WARN, // cpufreq/boost=1
        "cpu.smt", Status.WARN, "cpu.isolated", Status.WARN, "cpu.nohz", Status.WARN,
        "irq.affinity", Status.WARN, "irq.balance", Status.WARN,
        "kernel.aslr", Status.OK, "kernel.perf-paranoid", Status.OK, "kernel.perf-sample-rate", Status.OK,
        "kernel.nmi-watchdog", Status.WARN,
        "mem.thp", Status.WARN,               // [always]
        "mem.thp-defrag", Status.OK,
        "mem.swap", Status.WARN,              // zram, swappiness 180
        "clock.source", Status.OK, "clock.invariant-tsc", Status.OK, "virt.hypervisor", Status.OK,
        "cgroup.quota", Status.OK, "cgroup.cpuset", Status.OK, "load.average", Status.OK,
        "power.supply", Status.OK, "power.temperature", Status.OK); // Tctl 58.75 C, no crit
    assertEquals(sorted(expected), sorted(statuses("amd-desktop")));
  }

  @Test
  void containerWithQuota() {
    Map<String, Status> expected = expect(
        "cpufreq.governor", Status.OK,        // host runs performance
        "cpufreq.range", Status.WARN, "cpufreq.turbo", Status.WARN,
        "cpu.smt", Status.WARN, "cpu.isolated", Status.WARN, "cpu.nohz", Status.WARN,
        "irq.affinity", Status.WARN,          // IRQs 35, 51, 67 effective on cpu 3
        "irq.balance", Status.OK,             // not visible in the container's pid namespace
        "kernel.aslr", Status.OK, "kernel.perf-paranoid", Status.OK, "kernel.perf-sample-rate", Status.OK,
        "kernel.nmi-watchdog", Status.OK,
        "mem.thp", Status.WARN, "mem.thp-defrag", Status.OK, "mem.swap", Status.OK,
        "clock.source", Status.OK, "clock.invariant-tsc", Status.OK, "virt.hypervisor", Status.OK,
        "cgroup.quota", Status.FAIL,          // cpu.max 50000 100000 = 0.5 cpu
        "cgroup.cpuset", Status.OK,           // 2-3
        "load.average", Status.WARN,          // host load 3.10 of 16 cpus
        "power.supply", Status.UNKNOWN, "power.temperature", Status.UNKNOWN); // not mounted in the container
    assertEquals(sorted(expected), sorted(statuses("container")));
  }

  @Test
  void containerFixesSayTheyMustRunOnTheHost() {
    DoctorReport r = FakeHosts.doctor("container").run();
    Finding quota = r.find("cgroup.quota").orElseThrow();
    assertTrue(quota.fix().startsWith("cannot be changed inside this container"), quota.fix());
    assertTrue(quota.observed().contains("0.50 cpus"), quota.observed());
    assertTrue(r.find("cpufreq.turbo").orElseThrow().fix().startsWith("cannot be changed inside this container; on the host run: echo 1 | sudo tee /sys/devices/system/cpu/intel_pstate/no_turbo"));
    assertEquals(3, r.measuringCpu());
  }

  @Test
  void vmWithLeftoverDockerenvIsNotAContainer() {
    // /.dockerenv exists in this VM's image, but /sys is mounted read-write
    DoctorReport r = FakeHosts.doctor("vm").run();
    assertEquals("for f in /proc/irq/[0-9]*/smp_affinity_list; do echo 0 | sudo tee $f >/dev/null 2>&1; done",
        r.find("irq.affinity").orElseThrow().fix());
    assertTrue(r.find("cpufreq.governor").orElseThrow().fix().startsWith("cannot be changed inside a VM"));
  }

  @Test
  void laptopFixesAreExactCommandsWithUndo() {
    DoctorReport r = FakeHosts.doctor("intel-laptop").run();
    Finding gov = r.find("cpufreq.governor").orElseThrow();
    assertEquals("echo performance | sudo tee /sys/devices/system/cpu/cpu*/cpufreq/scaling_governor", gov.fix());
    assertEquals("echo powersave | sudo tee /sys/devices/system/cpu/cpu*/cpufreq/scaling_governor", gov.undo());
    assertEquals("governor=powersave", gov.label());
    Finding turbo = r.find("cpufreq.turbo").orElseThrow();
    assertEquals("echo 1 | sudo tee /sys/devices/system/cpu/intel_pstate/no_turbo", turbo.fix());
    assertEquals("echo 0 | sudo tee /sys/devices/system/cpu/intel_pstate/no_turbo", turbo.undo());
    Finding iso = r.find("cpu.isolated").orElseThrow();
    assertTrue(iso.fix().contains("isolcpus=3,7 "), iso.fix()); // cpu 7 and its sibling 3
    assertEquals("sudo sysctl -w vm.swappiness=60", r.find("mem.swap").orElseThrow().undo());
    assertEquals("2 of 9 IRQs may be handled on cpu 7 (16, 120)", r.find("irq.affinity").orElseThrow().observed());
    assertEquals("doctor: 13 warn, 1 fail (on battery, governor=powersave, min freq < max, turbo on, +10 more)"
        + " - run 'nanometer doctor'", r.oneLineSummary());
  }

  @Test
  void amdBoostFixWritesCpufreqBoost() {
    Finding turbo = FakeHosts.doctor("amd-desktop").run().find("cpufreq.turbo").orElseThrow();
    assertEquals("boost on (cpufreq/boost=1)", turbo.observed());
    assertEquals("echo 0 | sudo tee /sys/devices/system/cpu/cpufreq/boost", turbo.fix());
    assertEquals("echo 1 | sudo tee /sys/devices/system/cpu/cpufreq/boost", turbo.undo());
  }

  @Test
  void measuringCpuOptionChangesTheJudgedCpu() {
    // on the tuned server cpu 2 is not isolated and IRQ 26 (effective cpu 2) lands on it
    DoctorReport r = FakeHosts.doctor("intel-server").measuringCpu(2).run();
    assertEquals(Status.WARN, r.find("cpu.isolated").orElseThrow().status());
    assertTrue(r.find("cpu.isolated").orElseThrow().fix().startsWith("taskset -c 7 "));
    assertEquals(Status.WARN, r.find("irq.affinity").orElseThrow().status());
    assertTrue(r.measuringCpuChosen());
  }

  @ParameterizedTest
  @MethodSource("io.github.nanometer.doctor.FakeHosts#names")
  void findingsAreWellFormed(String tree) {
    DoctorReport r = FakeHosts.doctor(tree).run();
    Set<String> ids = new HashSet<>();
    for (Finding f : r.findings()) {
      assertTrue(ids.add(f.id()), "duplicate id " + f.id());
      assertTrue(f.doc().startsWith("linuxtips.md#"), f.doc());
      assertFalse(f.observed().isBlank(), f.id());
      assertFalse(f.observed().startsWith("the check failed"), f.id() + ": " + f.observed());
      if (f.status() == Status.WARN || f.status() == Status.FAIL) {
        assertFalse(f.fix().isBlank(), f.id() + " warns or fails without a fix");
        assertFalse(f.label().isBlank(), f.id() + " warns or fails without a label");
      }
    }
    int total = r.count(Status.OK) + r.count(Status.WARN) + r.count(Status.FAIL) + r.count(Status.UNKNOWN);
    assertEquals(r.findings().size(), total);
  }

  private static Map<String, Status> sorted(Map<String, Status> m) {
    return new java.util.TreeMap<>(m);
  }
}
