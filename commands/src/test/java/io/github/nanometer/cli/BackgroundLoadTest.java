package io.github.nanometer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Pinning;
import io.github.nanometer.cli.spi.UsageException;
import io.github.nanometer.os.CpuTopology;
import io.github.nanometer.os.HostFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Where {@code paired-check --background} puts its neighbour, and that the neighbour always dies. */
class BackgroundLoadTest {

  private static CpuTopology cpus(Path root, String online, String allowed) throws IOException {
    Files.createDirectories(root.resolve("sys/devices/system/cpu"));
    Files.createDirectories(root.resolve("proc/self"));
    Files.writeString(root.resolve("sys/devices/system/cpu/online"), online + "\n");
    Files.writeString(root.resolve("proc/self/status"), "Cpus_allowed_list:\t" + allowed + "\n");
    return CpuTopology.read(HostFiles.rootedAt(root));
  }

  @Test
  void sameCoreIsTheForcedCpuOrTheIdleMachinesAutomaticChoice(@TempDir Path root) throws Exception {
    CpuTopology two = cpus(root, "0-1", "0-1");
    assertEquals(1, BackgroundLoad.targetCpu(BackgroundLoad.Placement.SAME_CORE, Pinning.auto(), two));
    assertEquals(0, BackgroundLoad.targetCpu(BackgroundLoad.Placement.SAME_CORE, Pinning.cpu(0), two));
    assertEquals(0, BackgroundLoad.targetCpu(BackgroundLoad.Placement.OTHER_CORE, Pinning.auto(), two));
    assertEquals(1, BackgroundLoad.targetCpu(BackgroundLoad.Placement.OTHER_CORE, Pinning.cpu(0), two));
  }

  @Test
  void otherCoreNeedsASecondCpu(@TempDir Path root) throws Exception {
    CpuTopology one = cpus(root, "0-3", "2");
    UsageException e = assertThrows(UsageException.class,
        () -> BackgroundLoad.targetCpu(BackgroundLoad.Placement.OTHER_CORE, Pinning.auto(), one));
    assertTrue(e.getMessage().contains("needs a second usable cpu besides 2"), e.getMessage());
  }

  @Test
  void closeKillsTheChildAndItsDescendants() throws Exception {
    BackgroundLoad load = BackgroundLoad.start(List.of("sh", "-c", "sleep 60 & wait"), 0);
    long deadline = System.nanoTime() + 5_000_000_000L;
    while (load.alive() && ProcessHandle.of(load.pid()).orElseThrow().children().count() == 0
        && System.nanoTime() < deadline) {
      Thread.sleep(10);
    }
    List<ProcessHandle> children = ProcessHandle.of(load.pid()).orElseThrow().descendants().toList();
    assertFalse(children.isEmpty(), "the sleep child started");
    load.close();
    assertFalse(load.alive());
    for (ProcessHandle c : children) {
      c.onExit().get(5, java.util.concurrent.TimeUnit.SECONDS);
      assertFalse(c.isAlive(), "descendant " + c.pid() + " was killed");
    }
    load.close(); // a second close is harmless
  }

  @Test
  void missingToolIsAUsageErrorNamingIt() {
    UsageException e = assertThrows(UsageException.class,
        () -> BackgroundLoad.start(List.of("/nonexistent/taskset-missing"), 0));
    assertTrue(e.getMessage().contains("/nonexistent/taskset-missing"), e.getMessage());
  }

  @Test
  void badBackgroundValueIsAUsageError() {
    MainTest.assertUsageError(MainTest.run("paired-check", "--background", "sometimes"), "background", "sometimes");
  }
}
