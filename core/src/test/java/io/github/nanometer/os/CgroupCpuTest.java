package io.github.nanometer.os;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** cgroup v1 and v2 quotas and cpusets, including the tightest quota among ancestors. */
class CgroupCpuTest {

  private static void write(Path root, String path, String content) throws IOException {
    Path p = root.resolve(path);
    Files.createDirectories(p.getParent());
    Files.writeString(p, content);
  }

  @Test
  void cpuMaxParses() {
    assertTrue(CgroupCpu.parseCpuMax("max 100000", "f").isEmpty());
    assertEquals(0.5, CgroupCpu.parseCpuMax("50000 100000", "f").orElseThrow().cpus(), 0);
    assertEquals(1.5, CgroupCpu.parseCpuMax("150000", "f").orElseThrow().cpus(), 0); // period defaults to 100 ms
    assertTrue(CgroupCpu.parseCpuMax("lots", "f").isEmpty());
  }

  @Test
  void v2TakesTheTightestAncestor(@TempDir Path root) throws IOException {
    write(root, "proc/self/cgroup", "0::/a/b\n");
    write(root, "sys/fs/cgroup/cgroup.controllers", "cpuset cpu\n");
    write(root, "sys/fs/cgroup/a/cpu.max", "150000 100000\n");
    write(root, "sys/fs/cgroup/a/b/cpu.max", "max 100000\n");
    write(root, "sys/fs/cgroup/a/b/cpuset.cpus.effective", "4-5\n");
    CgroupCpu cg = CgroupCpu.read(HostFiles.rootedAt(root));
    assertEquals(2, cg.version());
    assertEquals(1.5, cg.quota().orElseThrow().cpus(), 0);
    assertEquals("/sys/fs/cgroup/a/cpu.max", cg.quota().get().file());
    assertEquals("4-5", CpuList.format(cg.cpuset().orElseThrow()));
  }

  @Test
  void v2RootGroupHasNoQuota(@TempDir Path root) throws IOException {
    write(root, "proc/self/cgroup", "0::/\n");
    write(root, "sys/fs/cgroup/cgroup.controllers", "cpu\n");
    CgroupCpu cg = CgroupCpu.read(HostFiles.rootedAt(root));
    assertTrue(cg.quotaReadable());
    assertTrue(cg.quota().isEmpty());
  }

  @Test
  void v1ReadsCfsQuota(@TempDir Path root) throws IOException {
    write(root, "proc/self/cgroup", "5:cpuset:/job\n4:cpu,cpuacct:/job\n0::/\n");
    write(root, "sys/fs/cgroup/cpu,cpuacct/job/cpu.cfs_quota_us", "200000\n");
    write(root, "sys/fs/cgroup/cpu,cpuacct/job/cpu.cfs_period_us", "100000\n");
    write(root, "sys/fs/cgroup/cpu,cpuacct/cpu.cfs_quota_us", "-1\n");
    write(root, "sys/fs/cgroup/cpu,cpuacct/cpu.cfs_period_us", "100000\n");
    write(root, "sys/fs/cgroup/cpuset/job/cpuset.effective_cpus", "0-3\n");
    CgroupCpu cg = CgroupCpu.read(HostFiles.rootedAt(root));
    assertEquals(1, cg.version());
    assertEquals(2.0, cg.quota().orElseThrow().cpus(), 0);
    assertEquals(4, cg.cpuset().orElseThrow().cardinality());
  }

  @Test
  void nothingReadableIsVersionZero(@TempDir Path root) {
    CgroupCpu cg = CgroupCpu.read(HostFiles.rootedAt(root));
    assertEquals(0, cg.version());
    assertFalse(cg.quotaReadable());
  }
}
