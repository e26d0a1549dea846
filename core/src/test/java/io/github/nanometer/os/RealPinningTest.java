package io.github.nanometer.os;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.nanometer.Pinning;
import java.nio.file.Path;
import java.util.BitSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Pinning on the real kernel, always on a fresh thread (never the test runner's). Skipped on
 * machines with one cpu or where pinning is not permitted — after asserting the reason is given.
 */
class RealPinningTest {

  @TempDir
  Path dir;

  private static void assumeLinuxBinding() {
    assumeTrue(LinuxSyscalls.real().unavailableReason().isEmpty(),
        () -> "no libc binding: " + LinuxSyscalls.real().unavailableReason().orElse(""));
  }

  @Test
  void pinsAFreshThreadToCpu1AndProcfsAgrees() throws Exception {
    assumeLinuxBinding();
    BitSet allowed = CpuTopology.read(HostFiles.real()).allowed();
    assumeTrue(allowed.get(1), "cpu 1 is not available to this process: " + CpuList.format(allowed));
    try (MeasuringThread t = MeasuringThread.start(Pinning.cpu(1))) {
      PinResult r = t.pinResult();
      if (!r.pinned()) {
        assertFalse(r.reason().isBlank(), "an unpinned run must say why");
        assumeTrue(false, "pinning not permitted here: " + r.summary());
      }
      assertEquals(1, r.cpu());
      assertEquals("1", r.affinityAfter());
      int tid = r.threadId();
      String status = t.call(() -> CpuTopology.statusField(HostFiles.real(),
          "/proc/self/task/" + tid + "/status", "Cpus_allowed_list").orElse("unreadable"));
      assertEquals("1", status);
      int[] seen = t.call(() -> {
        BitSet now = new BitSet();
        int rc = LinuxSyscalls.real().getAffinity(LinuxSyscalls.real().gettid(), now);
        return new int[] {rc, now.cardinality(), now.nextSetBit(0)};
      });
      assertEquals(0, seen[0]);
      assertEquals(1, seen[1]);
      assertEquals(1, seen[2]);
    }
    // The test runner's own thread was never touched.
    BitSet mine = new BitSet();
    LinuxSyscalls.real().getAffinity(LinuxSyscalls.real().gettid(), mine);
    assertEquals(allowed, mine);
  }

  @Test
  void kernelEinvalForAnAbsentCpuIsAClearReasonNotAnException() throws Exception {
    assumeLinuxBinding();
    BitSet cpu1000 = new BitSet();
    cpu1000.set(1000);
    try (MeasuringThread t = MeasuringThread.start(Pinning.none())) {
      // The raw call: the kernel itself says EINVAL.
      int rc = t.call(() -> LinuxSyscalls.real().setAffinity(LinuxSyscalls.real().gettid(), cpu1000));
      assertEquals(-Errno.EINVAL, rc);
      // Through ThreadAffinity with no procfs facts, so the syscall is made and its EINVAL explained.
      ThreadAffinity blind = new ThreadAffinity(LinuxSyscalls.real(), HostFiles.rootedAt(dir));
      PinResult r = t.call(() -> blind.pinCurrentThread(1000, "test"));
      assertFalse(r.pinned());
      assertTrue(r.reason().contains("EINVAL"), r.reason());
      assertTrue(r.reason().contains("cpu 1000"), r.reason());
      // With real procfs facts the cpu is refused before the syscall, naming the allowed set.
      PinResult real = t.call(() -> ThreadAffinity.real().pinCurrentThread(1000, "test"));
      assertFalse(real.pinned());
      assertTrue(real.reason().contains("outside the cpus this process may use"), real.reason());
    }
  }

  @Test
  void gettidIsTheProcfsTaskId() throws Exception {
    assumeLinuxBinding();
    int tid = LinuxSyscalls.real().gettid();
    assertTrue(tid > 0);
    assertTrue(HostFiles.real().exists("/proc/self/task/" + tid + "/status"));
  }
}
