package io.github.nanometer.os;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The automatic core choice over fake {@code /proc} trees: a window of 100 ms (10 ticks per cpu at
 * USER_HZ 100) between a "before" and an "after" tree.
 */
class CpuActivityProbeTest {

  private static final long SELF = 500;
  private static final long WINDOW_NANOS = 100_000_000L;

  @TempDir
  Path a;
  @TempDir
  Path b;

  private CpuActivity window(FakeProc before, FakeProc after) {
    CpuActivityProbe.Snapshot s0 = snapshot(before, 0);
    CpuActivityProbe.Snapshot s1 = snapshot(after, WINDOW_NANOS);
    return CpuActivityProbe.between(after.files(), s0, s1, SELF);
  }

  private static CpuActivityProbe.Snapshot snapshot(FakeProc p, long atNanos) {
    HostFiles f = p.files();
    return new CpuActivityProbe.Snapshot(CpuTimes.read(f), ProcessTable.read(f),
        ProcessTable.readTasks(f, "/proc/self/task"), atNanos);
  }

  private CorePicker.Choice pick(FakeProc after, CpuActivity activity) {
    return CorePicker.pick(CpuTopology.read(after.files()), activity);
  }

  @Test
  void pinnedHogOnCpuOneSendsTheMeasuringThreadToCpuZero() {
    FakeProc before = new FakeProc(a).cpu(0, 100, 900).cpu(1, 100, 900)
        .process(1234, "sh", 50, 'R', 1, "1").process(77, "bash", 5, 'S', 0, "0-1");
    FakeProc after = new FakeProc(b).cpu(0, 100, 910).cpu(1, 110, 900)
        .process(1234, "sh", 60, 'R', 1, "1").process(77, "bash", 5, 'S', 0, "0-1");
    CpuActivity act = window(before, after);
    CpuActivity.CpuUse one = act.cpu(1).orElseThrow();
    assertEquals(1.0, one.othersFraction(), 1e-12);
    assertEquals(1, one.runnableOthers());
    assertTrue(one.pinnedHog().isPresent());
    assertEquals(1.0, one.pinnedHog().get().cpuShare(), 1e-9);
    assertEquals(0.0, act.cpu(0).orElseThrow().othersFraction(), 1e-12);
    CorePicker.Choice c = pick(after, act);
    assertEquals(0, c.cpu());
    assertTrue(c.why().contains("avoided cpu 1 (a CPU-bound process is pinned there)"), c.why());
    assertTrue(c.why().contains("cpu 0: 0% busy from others"), c.why());
    assertTrue(c.why().contains("cpu 1: 100% busy from others (pid 1234 `sh` pinned to cpu 1 at 100% of a cpu)"),
        c.why());
  }

  @Test
  void unpinnedHogIsAvoidedAndItsAffinityShown() {
    FakeProc before = new FakeProc(a).cpu(0, 0, 100).cpu(1, 0, 100).process(42, "yes", 0, 'R', 1, "0-1");
    FakeProc after = new FakeProc(b).cpu(0, 1, 109).cpu(1, 9, 101).process(42, "yes", 9, 'R', 1, "0-1");
    CpuActivity act = window(before, after);
    assertEquals(0.9, act.cpu(1).orElseThrow().othersFraction(), 1e-12);
    assertFalse(act.cpu(1).orElseThrow().pinnedHog().isPresent());
    CorePicker.Choice c = pick(after, act);
    assertEquals(0, c.cpu());
    assertTrue(c.why().contains("pid 42 `yes` (may run on cpus 0-1) at 90% of a cpu"), c.why());
  }

  @Test
  void ourOwnJitThreadsDoNotMakeACpuBusy() {
    // the failure: this JVM's compiler threads keep cpu 0 busy while a hog owns cpu 1
    FakeProc before = new FakeProc(a).cpu(0, 0, 100).cpu(1, 0, 100).process(1234, "sh", 0, 'R', 1, "1")
        .ownThread(SELF, "java", 0, 0).ownThread(501, "C2 CompilerThre", 0, 0);
    FakeProc after = new FakeProc(b).cpu(0, 10, 100).cpu(1, 10, 100).process(1234, "sh", 10, 'R', 1, "1")
        .ownThread(SELF, "java", 1, 0).ownThread(501, "C2 CompilerThre", 9, 0)
        .process(SELF, "java", 10, 'R', 0, "0-1"); // this JVM is never its own neighbour
    CpuActivity act = window(before, after);
    CpuActivity.CpuUse zero = act.cpu(0).orElseThrow();
    assertEquals(1.0, zero.busyFraction(), 1e-12);
    assertEquals(1.0, zero.ownFraction(), 1e-12);
    assertEquals(0.0, zero.othersFraction(), 1e-12);
    assertTrue(zero.neighbours().isEmpty());
    CorePicker.Choice c = pick(after, act);
    assertEquals(0, c.cpu());
    assertTrue(c.why().contains("cpu 0: 0% busy from others, 100% by this JVM"), c.why());
  }

  @Test
  void ownThreadsOnTheHighCpuKeepItEligible() {
    FakeProc before = new FakeProc(a).cpu(0, 0, 100).cpu(1, 0, 100).ownThread(501, "C1 CompilerThre", 0, 1);
    FakeProc after = new FakeProc(b).cpu(0, 0, 110).cpu(1, 10, 100).ownThread(501, "C1 CompilerThre", 10, 1);
    CpuActivity act = window(before, after);
    assertTrue(act.busyFromOthers().isEmpty());
    assertEquals(1, pick(after, act).cpu());
    // the old rule, /proc/stat alone, would have called cpu 1 busy and fallen back to cpu 0
    assertEquals(0, CorePicker.pick(CpuTopology.read(after.files()), CpuList.parse("1")).cpu());
  }

  @Test
  void everyCpuPinnedByAHogStillChoosesAndSaysSo() {
    FakeProc before = new FakeProc(a).cpu(0, 0, 100).cpu(1, 0, 100)
        .process(10, "hog0", 0, 'R', 0, "0").process(11, "hog1", 0, 'R', 1, "1");
    FakeProc after = new FakeProc(b).cpu(0, 10, 100).cpu(1, 10, 100)
        .process(10, "hog0", 10, 'R', 0, "0").process(11, "hog1", 10, 'R', 1, "1");
    CpuActivity act = window(before, after);
    assertEquals(CpuList.parse("0-1"), act.pinnedHogs());
    CorePicker.Choice c = pick(after, act);
    assertEquals(1, c.cpu());
    assertTrue(c.why().contains("busy (every candidate is)"), c.why());
    assertTrue(c.why().contains("every candidate has one"), c.why());
  }

  @Test
  void everyCpuBusyWithoutPinningFallsBackToTheUsualOrder() {
    FakeProc before = new FakeProc(a).cpu(0, 0, 100).cpu(1, 0, 100);
    FakeProc after = new FakeProc(b).cpu(0, 8, 102).cpu(1, 7, 103);
    CpuActivity act = window(before, after);
    assertEquals(CpuList.parse("0-1"), act.busyFromOthers());
    CorePicker.Choice c = pick(after, act);
    assertEquals(1, c.cpu());
    assertTrue(c.why().contains("busy (every candidate is)"), c.why());
  }

  @Test
  void pinnedLoopStarvedOnACrowdedCpuStillCountsAsAHog() {
    // machine overloaded: the pinned loop got only 2 of 10 ticks, but is runnable; a pinned idler is not a hog
    FakeProc before = new FakeProc(a).cpu(0, 0, 100).cpu(1, 0, 100)
        .process(1234, "sh", 0, 'R', 1, "1").process(99, "cron", 0, 'S', 0, "0")
        .process(300, "javac", 0, 'R', 1, "0-1").process(301, "mvn", 0, 'R', 0, "0-1");
    FakeProc after = new FakeProc(b).cpu(0, 10, 100).cpu(1, 10, 100)
        .process(1234, "sh", 2, 'R', 1, "1").process(99, "cron", 2, 'S', 0, "0")
        .process(300, "javac", 8, 'R', 1, "0-1").process(301, "mvn", 6, 'R', 0, "0-1");
    CpuActivity act = window(before, after);
    assertEquals(CpuList.parse("1"), act.pinnedHogs());
    assertEquals(CpuList.parse("0-1"), act.busyFromOthers());
    CorePicker.Choice c = pick(after, act);
    assertEquals(0, c.cpu());
    assertTrue(c.why().contains("pid 1234 `sh` pinned to cpu 1, runnable, at 20% of a cpu"), c.why());
  }

  @Test
  void pinnedLoopThatGotNoTickStillCountsButPinnedKernelThreadsDoNot() {
    // load ~15 on 2 cpus: the pinned loop got no tick in this window yet is runnable on cpu 1;
    // ksoftirqd/0 is pinned and runnable too, but per-cpu kernel threads exist on every cpu
    FakeProc before = new FakeProc(a).cpu(0, 0, 100).cpu(1, 0, 100)
        .process(1234, "sh", 7, 'R', 1, "1").kernelThread(12, "ksoftirqd/0", 0, 'R', 0, "0")
        .process(300, "javac", 0, 'R', 0, "0-1").process(301, "mvn", 0, 'R', 1, "0-1");
    FakeProc after = new FakeProc(b).cpu(0, 10, 100).cpu(1, 10, 100)
        .process(1234, "sh", 7, 'R', 1, "1").kernelThread(12, "ksoftirqd/0", 1, 'R', 0, "0")
        .process(300, "javac", 9, 'R', 0, "0-1").process(301, "mvn", 10, 'R', 1, "0-1");
    CpuActivity act = window(before, after);
    assertEquals(CpuList.parse("1"), act.pinnedHogs());
    CorePicker.Choice c = pick(after, act);
    assertEquals(0, c.cpu());
    assertTrue(c.why().contains("pid 1234 `sh` pinned to cpu 1, runnable, at 0% of a cpu"), c.why());
    // a pinned user process that sleeps is not a hog
    FakeProc asleep = new FakeProc(b).process(1234, "sh", 7, 'S', 1, "1");
    assertTrue(window(before, asleep).pinnedHogs().isEmpty());
  }

  @Test
  void pinnedHogBeatsIsolationPreference() {
    FakeProc before = new FakeProc(a).cpu(0, 0, 100).cpu(1, 0, 100).process(9, "spin", 0, 'R', 1, "1");
    FakeProc after = new FakeProc(b).cpu(0, 0, 110).cpu(1, 10, 100).process(9, "spin", 10, 'R', 1, "1");
    new FakeHost(b).file("/sys/devices/system/cpu/isolated", "1\n");
    CorePicker.Choice c = pick(after, window(before, after));
    assertEquals(0, c.cpu());
    assertTrue(c.why().startsWith("cpu 0: every isolated cpu has a pinned CPU-bound process, chose among 0-1"), c.why());
  }

  @Test
  void unreadableProcMeasuresNothingAndPicksAsBefore(@TempDir Path empty) {
    CpuActivity act = CpuActivityProbe.measure(HostFiles.rootedAt(empty), Duration.ofMillis(1), SELF);
    assertTrue(act.isEmpty());
    FakeHost host = new FakeHost(empty).cpus("0-1", "0-1");
    assertEquals(1, CorePicker.pick(CpuTopology.read(host.files()), act).cpu());
    assertThrows(IllegalArgumentException.class,
        () -> CpuActivityProbe.measure(HostFiles.rootedAt(empty), Duration.ZERO, SELF));
  }

  @Test
  void processStatCarriesStateAndLastCpu() {
    ProcessTable.Entry e = ProcessTable.parseStat(7, FakeProc.statLine(7, "a b)", 12, 'R', 3)).orElseThrow();
    assertEquals('R', e.state());
    assertEquals(3, e.lastCpu());
    assertEquals(12, e.cpuTicks());
    assertTrue(e.runnable());
  }
}
