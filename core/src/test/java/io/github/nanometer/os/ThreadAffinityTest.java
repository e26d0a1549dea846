package io.github.nanometer.os;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Pinning;
import java.nio.file.Path;
import java.util.BitSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Pinning logic over fake system calls with injected errno values and fake procfs trees. */
class ThreadAffinityTest {

  @TempDir
  Path dir;

  private FakeHost twoCpus() {
    return new FakeHost(dir).cpus("0-1", "0-1");
  }

  @Test
  void successIsConfirmedByReadBackAndTaskStatus() {
    FakeSyscalls calls = new FakeSyscalls("0-1");
    FakeHost host = twoCpus().file("/proc/self/task/4242/status", "Name:\tx\nCpus_allowed_list:\t1\n");
    PinResult r = new ThreadAffinity(calls, host.files()).pinCurrentThread(1, "test");
    assertTrue(r.pinned(), r.summary());
    assertEquals(1, r.cpu());
    assertEquals(4242, r.threadId());
    assertEquals("1", r.affinityAfter());
    assertEquals("1", r.statusCpusAllowedList());
    assertTrue(r.reason().contains("/proc/self/task/4242/status"), r.reason());
    assertEquals("", r.fix());
  }

  @Test
  void einvalGivesAClearReasonAndLeavesTheThreadUnpinned() {
    FakeSyscalls calls = new FakeSyscalls("0-1");
    calls.setErrno = Errno.EINVAL;
    PinResult r = new ThreadAffinity(calls, twoCpus().files()).pinCurrentThread(1, "test");
    assertFalse(r.pinned());
    assertTrue(r.reason().contains("EINVAL"), r.reason());
    assertTrue(r.fix().contains("--cpu"), r.fix());
    assertEquals("0-1", r.affinityAfter());
  }

  @Test
  void einvalNamesAnOfflineCpu() {
    FakeSyscalls calls = new FakeSyscalls("0-3");
    calls.setErrno = Errno.EINVAL;
    FakeHost host = new FakeHost(dir).cpus("0-1", "0-3");
    PinResult r = new ThreadAffinity(calls, host.files()).pinCurrentThread(3, "test");
    assertTrue(r.reason().contains("cpu 3 is not online (online: 0-1)"), r.reason());
  }

  @Test
  void epermSaysNotPermittedAndHowToFix() {
    FakeSyscalls calls = new FakeSyscalls("0-1");
    calls.setErrno = Errno.EPERM;
    PinResult r = new ThreadAffinity(calls, twoCpus().files()).pinCurrentThread(1, "test");
    assertFalse(r.pinned());
    assertTrue(r.reason().contains("not permitted") && r.reason().contains("EPERM"), r.reason());
    assertTrue(r.fix().contains("seccomp"), r.fix());
  }

  @Test
  void cpuOutsideTheAllowedSetIsRefusedWithoutTheSyscall() {
    FakeSyscalls calls = new FakeSyscalls("0-1");
    PinResult r = new ThreadAffinity(calls, twoCpus().files()).pinCurrentThread(5, "test");
    assertFalse(r.pinned());
    assertEquals(0, calls.setCalls);
    assertTrue(r.reason().contains("outside the cpus this process may use (Cpus_allowed_list 0-1)"), r.reason());
    assertTrue(r.fix().contains("0-1"), r.fix());
  }

  @Test
  void aRewrittenMaskIsNotReportedAsPinned() {
    FakeSyscalls calls = new FakeSyscalls("0-1");
    calls.rewriteTo = CpuList.parse("0-1");
    PinResult r = new ThreadAffinity(calls, twoCpus().files()).pinCurrentThread(1, "test");
    assertFalse(r.pinned());
    assertTrue(r.reason().contains("succeeded but the affinity is 0-1"), r.reason());
  }

  @Test
  void disagreeingProcStatusIsNotReportedAsPinned() {
    FakeSyscalls calls = new FakeSyscalls("0-1");
    FakeHost host = twoCpus().file("/proc/self/task/4242/status", "Cpus_allowed_list:\t0-1\n");
    PinResult r = new ThreadAffinity(calls, host.files()).pinCurrentThread(1, "test");
    assertFalse(r.pinned());
    assertTrue(r.reason().contains("Cpus_allowed_list 0-1"), r.reason());
  }

  @Test
  void unavailableBindingIsReportedNotThrown() {
    ThreadAffinity a = new ThreadAffinity(LinuxSyscalls.unavailable("no libc here"), twoCpus().files());
    PinResult r = a.pinCurrentThread(1, "test");
    assertFalse(r.pinned());
    assertTrue(r.reason().contains("no libc here"), r.reason());
  }

  @Test
  void requestModes() {
    FakeSyscalls calls = new FakeSyscalls("0-1");
    ThreadAffinity a = new ThreadAffinity(calls, twoCpus().files());
    assertEquals(PinResult.notRequested(), a.apply(Pinning.none(), () -> CpuActivity.NONE));
    PinResult auto = a.apply(Pinning.auto(), () -> CpuActivity.NONE);
    assertTrue(auto.pinned(), auto.summary());
    assertEquals(1, auto.cpu());
    assertTrue(auto.choice().startsWith("cpu 1:"), auto.choice());
    PinResult explicit = a.apply(Pinning.cpu(0), () -> CpuActivity.NONE);
    assertEquals(0, explicit.cpu());
    assertEquals("--cpu 0 requested", explicit.choice());
  }

  @Test
  void autoWithNoUsableCpuSaysSo() {
    ThreadAffinity a = new ThreadAffinity(new FakeSyscalls("0"), new FakeHost(dir).files());
    PinResult r = a.apply(Pinning.auto(), () -> CpuActivity.NONE);
    assertFalse(r.pinned());
    assertTrue(r.reason().contains("no usable cpu"), r.reason());
  }

  @Test
  void callerBugsAreRejected() {
    ThreadAffinity a = new ThreadAffinity(new FakeSyscalls("0"), twoCpus().files());
    assertThrows(IllegalArgumentException.class, () -> a.pinCurrentThread(-1, "x"));
    assertThrows(IllegalArgumentException.class, () -> Pinning.cpu(-2));
    assertThrows(IllegalArgumentException.class, () -> new Pinning(Pinning.PinMode.NONE, 3));
    assertThrows(IllegalArgumentException.class, () -> new ThreadAffinity(null, twoCpus().files()));
  }

  @Test
  void maskLayoutIsLittleEndianWholeWords() {
    BitSet cpus = CpuList.parse("1,9,1030");
    int bytes = JnaLinuxSyscalls.maskBytesFor(cpus.length());
    assertEquals(136, bytes); // 1031 bits -> 17 words of 8 bytes, above the 128-byte minimum
    byte[] mask = JnaLinuxSyscalls.toMask(cpus, bytes);
    assertEquals(0x02, mask[0]);
    assertEquals(0x02, mask[1]);
    assertEquals(0x40, mask[128]);
    assertEquals(128, JnaLinuxSyscalls.maskBytesFor(2));
  }
}
