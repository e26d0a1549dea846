package io.github.nanometer.os;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.BitSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CorePickerTest {

  @TempDir
  Path dir;

  private static BitSet set(int... cpus) {
    BitSet b = new BitSet();
    for (int c : cpus) {
      b.set(c);
    }
    return b;
  }

  private CorePicker.Choice pick(FakeHost host, BitSet busy) {
    return CorePicker.pick(CpuTopology.read(host.files()), busy);
  }

  @Test
  void twoCpusWithoutIsolationAvoidCpuZero() {
    CorePicker.Choice c = pick(new FakeHost(dir).cpus("0-1", "0-1"), set());
    assertEquals(1, c.cpu());
    assertTrue(c.why().contains("no isolated cpus"), c.why());
  }

  @Test
  void isolatedCpusArePreferredHighestFirst() {
    FakeHost host = new FakeHost(dir).cpus("0-3", "0-3").file("/sys/devices/system/cpu/isolated", "2-3\n");
    CorePicker.Choice c = pick(host, set());
    assertEquals(3, c.cpu());
    assertTrue(c.why().contains("isolated"), c.why());
  }

  @Test
  void busyIsolatedCpuIsAvoided() {
    FakeHost host = new FakeHost(dir).cpus("0-3", "0-3").file("/sys/devices/system/cpu/isolated", "2-3\n");
    assertEquals(2, pick(host, set(3)).cpu());
  }

  @Test
  void isolcpusOnTheCommandLineCountsWithFlags() {
    FakeHost host = new FakeHost(dir).cpus("0-7", "0-7")
        .file("/proc/cmdline", "quiet isolcpus=domain,managed_irq,4-5 ro\n");
    assertEquals(5, pick(host, set()).cpu());
  }

  @Test
  void ticklessIsolatedCpuWinsOverPlainIsolated() {
    FakeHost host = new FakeHost(dir).cpus("0-7", "0-7")
        .file("/sys/devices/system/cpu/isolated", "4-7\n")
        .file("/proc/cmdline", "nohz_full=5 isolcpus=4-7\n");
    CorePicker.Choice c = pick(host, set());
    assertEquals(5, c.cpu());
    assertTrue(c.why().contains("tickless"), c.why());
  }

  @Test
  void smtSiblingOfABusyCoreIsAvoided() {
    // 4 logical cpus on 2 cores: (0,2) and (1,3). cpu 1 busy -> its sibling 3 is a poor choice.
    FakeHost host = new FakeHost(dir).cpus("0-3", "0-3")
        .siblings(0, "0,2").siblings(2, "0,2").siblings(1, "1,3").siblings(3, "1,3");
    CorePicker.Choice c = pick(host, set(1));
    assertEquals(2, c.cpu());
    assertFalse(c.why().contains("busy"), c.why());
  }

  @Test
  void everyCandidateBusyStillGivesACpuAndSaysSo() {
    CorePicker.Choice c = pick(new FakeHost(dir).cpus("0-1", "0-1"), set(0, 1));
    assertEquals(1, c.cpu());
    assertTrue(c.why().contains("busy"), c.why());
  }

  @Test
  void isolatedCpusOutsideTheAllowedSetAreIgnored() {
    FakeHost host = new FakeHost(dir).cpus("0-3", "0-1").file("/sys/devices/system/cpu/isolated", "2-3\n");
    CorePicker.Choice c = pick(host, set());
    assertEquals(1, c.cpu());
    assertTrue(c.why().contains("no isolated cpus, chose among 0-1"), c.why());
  }

  @Test
  void singleCpuIsCpuZero() {
    CorePicker.Choice c = pick(new FakeHost(dir).cpus("0", "0"), set());
    assertEquals(0, c.cpu());
    assertTrue(c.why().contains("the only cpu"), c.why());
  }

  @Test
  void allowedSetAloneIsEnoughWhenOnlineIsUnreadable() {
    FakeHost host = new FakeHost(dir).file("/proc/self/status", "Cpus_allowed_list:\t2,5\n");
    assertEquals(5, pick(host, set()).cpu());
  }

  @Test
  void nothingReadableGivesNoChoiceWithAReason() {
    CorePicker.Choice c = pick(new FakeHost(dir), set());
    assertFalse(c.chosen());
    assertEquals(-1, c.cpu());
    assertTrue(c.why().contains("no usable cpu"), c.why());
  }

  @Test
  void nullArgumentsAreRejected() {
    CpuTopology t = CpuTopology.read(new FakeHost(dir).files());
    assertThrows(IllegalArgumentException.class, () -> CorePicker.pick(null, new BitSet()));
    assertThrows(IllegalArgumentException.class, () -> CorePicker.pick(t, (BitSet) null));
    assertThrows(IllegalArgumentException.class, () -> CorePicker.pick(t, (CpuActivity) null));
  }
}
