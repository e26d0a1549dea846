package io.github.nanometer.os;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Pinning;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ThreadCpusTest {

  @TempDir
  Path dir;

  private CpuTopology host(String online, String allowed) {
    return CpuTopology.read(new FakeHost(dir).cpus(online, allowed).files());
  }

  @Test
  void autoGivesEachThreadItsOwnCpuHighestFirstCpuZeroLast() {
    ThreadCpus.Plan p = ThreadCpus.place(host("0-3", "0-3"), 3, Pinning.auto(), false);
    assertEquals(List.of(3, 2, 1), p.cpus());
    assertTrue(p.placed());
    assertFalse(p.sharesCpus());
    assertFalse(p.takesEveryCpu());
  }

  @Test
  void isolatedCpusComeFirst() {
    new FakeHost(dir).file("/sys/devices/system/cpu/isolated", "1\n");
    ThreadCpus.Plan p = ThreadCpus.place(host("0-3", "0-3"), 2, Pinning.auto(), false);
    assertEquals(List.of(1, 3), p.cpus());
  }

  @Test
  void twoThreadsOnTwoCpusTakeEveryCpu() {
    ThreadCpus.Plan p = ThreadCpus.place(host("0-1", "0-1"), 2, Pinning.auto(), false);
    assertEquals(List.of(1, 0), p.cpus());
    assertTrue(p.takesEveryCpu());
  }

  @Test
  void moreThreadsThanAllowedCpusIsRefusedWithCountsAndFix() {
    ThreadCpus.Plan p = ThreadCpus.place(host("0-3", "2-3"), 3, Pinning.auto(), false);
    assertFalse(p.placed());
    assertTrue(p.refusal().contains("3 measuring threads but this process may use only 2 cpus (2-3)"), p.refusal());
    assertTrue(p.why().contains("shareCpus"), p.why());
  }

  @Test
  void sharingWhenAskedWrapsAround() {
    ThreadCpus.Plan p = ThreadCpus.place(host("0-1", "0-1"), 3, Pinning.auto(), true);
    assertEquals(List.of(1, 0, 1), p.cpus());
    assertTrue(p.sharesCpus());
  }

  @Test
  void requestedCpuStartsTheRunAndTheOthersFollowUpwards() {
    ThreadCpus.Plan p = ThreadCpus.place(host("0-3", "0-3"), 3, Pinning.cpu(2), false);
    assertEquals(List.of(2, 3, 0), p.cpus());
  }

  @Test
  void requestedCpuOutsideTheAllowedSetIsRefused() {
    ThreadCpus.Plan p = ThreadCpus.place(host("0-3", "0-1"), 1, Pinning.cpu(3), false);
    assertFalse(p.placed());
    assertTrue(p.refusal().contains("cpu 3 is not one this process may use (0-1)"), p.refusal());
  }

  @Test
  void noPinningLeavesEveryThreadUnpinnedButStillRefusesTooManyThreads() {
    ThreadCpus.Plan p = ThreadCpus.place(host("0-1", "0-1"), 2, Pinning.none(), false);
    assertEquals(List.of(-1, -1), p.cpus());
    assertFalse(ThreadCpus.place(host("0-1", "0-1"), 3, Pinning.none(), false).placed());
  }
}
