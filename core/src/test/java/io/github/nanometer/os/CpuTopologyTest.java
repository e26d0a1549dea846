package io.github.nanometer.os;

import static io.github.nanometer.os.CpuListTest.set;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** CPU topology read from fake sysfs/procfs trees through {@link HostFiles#rootedAt}. */
class CpuTopologyTest {

  @TempDir
  Path root;

  private void write(String hostPath, String content) throws IOException {
    Path p = HostFiles.rootedAt(root).resolve(hostPath);
    Files.createDirectories(p.getParent());
    Files.writeString(p, content);
  }

  private CpuTopology topology() {
    return CpuTopology.read(HostFiles.rootedAt(root));
  }

  private void typicalTree() throws IOException {
    write("/sys/devices/system/cpu/online", "0-7\n");
    write("/sys/devices/system/cpu/isolated", "2-3\n");
    write("/sys/devices/system/cpu/nohz_full", "4-5\n");
    write("/proc/cmdline", "BOOT_IMAGE=/vmlinuz root=/dev/sda1 isolcpus=domain,managed_irq,6-7 nohz_full=4-7 quiet\n");
    write("/proc/self/status", "Name:\tjava\nCpus_allowed:\tf3\nCpus_allowed_list:\t0-1,4-7\nMems_allowed_list:\t0\n");
    write("/sys/devices/system/cpu/cpu0/topology/thread_siblings_list", "0,4\n");
    write("/sys/devices/system/cpu/cpu1/topology/core_cpus_list", "1,5\n");
  }

  @Test
  void readsEveryFactFromSysfsAndProcfs() throws IOException {
    typicalTree();
    CpuTopology t = topology();
    assertEquals(set(0, 1, 2, 3, 4, 5, 6, 7), t.online());
    // sysfs isolated united with isolcpus= (its flags skipped).
    assertEquals(set(2, 3, 6, 7), t.isolated());
    // sysfs nohz_full wins over the boot parameter.
    assertEquals(set(4, 5), t.nohzFull());
    assertEquals(set(0, 1, 4, 5, 6, 7), t.allowed());
    assertEquals(set(0, 4), t.siblings(0));
    assertEquals(set(1, 5), t.siblings(1), "core_cpus_list when thread_siblings_list is missing");
    assertEquals(set(), t.siblings(9));
  }

  @Test
  void nohzFullFallsBackToTheBootParameter() throws IOException {
    typicalTree();
    // Kernels without nohz_full print "(null)" in sysfs.
    write("/sys/devices/system/cpu/nohz_full", "(null)\n");
    assertEquals(set(4, 5, 6, 7), topology().nohzFull());
    Files.delete(root.resolve("sys/devices/system/cpu/nohz_full"));
    assertEquals(set(4, 5, 6, 7), topology().nohzFull());
  }

  @Test
  void isolcpusAloneIsEnough() throws IOException {
    write("/proc/cmdline", "quiet isolcpus=1,3\n");
    assertEquals(set(1, 3), topology().isolated());
    write("/sys/devices/system/cpu/isolated", "\n");
    assertEquals(set(1, 3), topology().isolated());
  }

  @Test
  void anEmptyTreeGivesEmptySets() {
    CpuTopology t = topology();
    assertTrue(t.online().isEmpty());
    assertTrue(t.isolated().isEmpty());
    assertTrue(t.nohzFull().isEmpty());
    assertTrue(t.allowed().isEmpty());
    assertTrue(t.siblings(0).isEmpty());
  }

  @Test
  void garbageIsReadAsUnknown() throws IOException {
    write("/sys/devices/system/cpu/online", "0-x\n");
    write("/proc/self/status", "Cpus_allowed_list:\t7-2\n");
    CpuTopology t = topology();
    assertTrue(t.online().isEmpty());
    assertTrue(t.allowed().isEmpty());
  }

  @Test
  void returnedSetsAreCopies() throws IOException {
    typicalTree();
    CpuTopology t = topology();
    t.online().clear();
    t.isolated().clear();
    assertEquals(8, t.online().cardinality());
    assertEquals(4, t.isolated().cardinality());
  }

  @Test
  void bootParametersAndStatusFields() throws IOException {
    assertEquals(Optional.of("domain,2-3"), CpuTopology.bootParameter("a=1 isolcpus=domain,2-3  b", "isolcpus"));
    assertEquals(Optional.empty(), CpuTopology.bootParameter("isolcpus_x=1 noisolcpus=2", "isolcpus"));
    assertEquals(Optional.empty(), CpuTopology.bootParameter("", "isolcpus"));
    write("/proc/self/status", "Cpus_allowed:\tff\nCpus_allowed_list:\t0-7\n");
    HostFiles files = HostFiles.rootedAt(root);
    assertEquals(Optional.of("0-7"), CpuTopology.statusField(files, "/proc/self/status", "Cpus_allowed_list"));
    assertEquals(Optional.of("ff"), CpuTopology.statusField(files, "/proc/self/status", "Cpus_allowed"));
    assertEquals(Optional.empty(), CpuTopology.statusField(files, "/proc/self/status", "Threads"));
    assertEquals(Optional.empty(), CpuTopology.statusField(files, "/proc/1/status", "Threads"));
    assertEquals(List.of("self"), files.list("/proc"));
  }
}
