package io.github.nanometer.os;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.BitSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** cpufreq policies and cpuinfo flags read from small trees. */
class CpuFreqAndInfoTest {

  @Test
  void readsPoliciesAndTurboSwitches(@TempDir Path root) throws IOException {
    Path dir = root.resolve("sys/devices/system/cpu/cpu1/cpufreq");
    Files.createDirectories(dir);
    Files.writeString(dir.resolve("scaling_governor"), "powersave\n");
    Files.writeString(dir.resolve("scaling_min_freq"), "400000\n");
    Files.writeString(dir.resolve("scaling_max_freq"), "4700000\n");
    Files.createDirectories(root.resolve("sys/devices/system/cpu/intel_pstate"));
    Files.writeString(root.resolve("sys/devices/system/cpu/intel_pstate/no_turbo"), "0\n");
    BitSet cpus = new BitSet();
    cpus.set(0, 2);
    CpuFreq f = CpuFreq.read(HostFiles.rootedAt(root), cpus);
    assertEquals(1, f.policies().size()); // cpu0 has no cpufreq directory
    CpuFreq.Policy p = f.policies().get(0);
    assertEquals(1, p.cpu());
    assertEquals("powersave", p.governor().orElseThrow());
    assertTrue(p.driver().isEmpty());
    assertEquals(400000, p.minKhz().getAsLong());
    assertEquals(0, f.intelNoTurbo().getAsLong());
    assertTrue(f.boost().isEmpty());
  }

  @Test
  void flagsComeFromTheFirstCpu(@TempDir Path root) throws IOException {
    Files.createDirectories(root.resolve("proc"));
    Files.writeString(root.resolve("proc/cpuinfo"), "processor\t: 0\nmodel name\t: Test CPU\nflags\t\t: fpu tsc constant_tsc\n\n"
        + "processor\t: 1\nflags\t\t: fpu hypervisor\n");
    CpuInfo info = CpuInfo.read(HostFiles.rootedAt(root));
    assertTrue(info.readable());
    assertTrue(info.hasFlag("constant_tsc"));
    assertFalse(info.hasFlag("hypervisor"));
    assertEquals("Test CPU", info.modelName().orElseThrow());
    assertFalse(CpuInfo.read(HostFiles.rootedAt(root.resolve("none"))).readable());
  }
}
