package io.github.nanometer.doctor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.github.nanometer.os.HostFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Missing, malformed and unreadable files give unknown findings, never an exception. */
class UnreadableHostTest {

  private static DoctorReport run(Path root) {
    return Doctor.forHost(HostFiles.rootedAt(root)).jvm(FakeHosts.GOOD_JVM).clockFacts(FakeHosts.FAST_CLOCK)
        .activityWindow(Duration.ZERO).noiseBudget(Duration.ZERO).run();
  }

  @Test
  void emptyTreeGivesUnknownForEveryHostFact(@TempDir Path root) {
    DoctorReport r = run(root);
    for (Finding f : r.findings()) {
      if (f.group().equals("jvm")) {
        continue; // JVM facts are injected, not read from the tree
      }
      assertEquals(Status.UNKNOWN, f.status(), f.id() + ": " + f.observed());
    }
    assertEquals(0, r.exitStatus(true)); // unknown never fails, not even with --strict
  }

  @Test
  void garbageInEveryFileGivesUnknownNotAnException(@TempDir Path root) throws IOException {
    Path src = FakeHosts.root("intel-laptop");
    try (Stream<Path> walk = Files.walk(src)) {
      for (Path p : walk.filter(Files::isRegularFile).toList()) {
        Path target = root.resolve(src.relativize(p).toString());
        Files.createDirectories(target.getParent());
        Files.writeString(target, "\u0000]]garbage[[ -x,9-\n(");
      }
    }
    DoctorReport r = run(root);
    for (Finding f : r.findings()) {
      assertFalse(f.observed().startsWith("the check failed"), f.id() + ": " + f.observed());
    }
    for (String id : List.of("cpufreq.range", "cpufreq.turbo", "cpu.smt", "irq.affinity", "kernel.aslr",
        "kernel.perf-paranoid", "kernel.perf-sample-rate", "kernel.nmi-watchdog", "mem.thp", "mem.thp-defrag",
        "mem.swap", "clock.source", "clock.invariant-tsc", "virt.hypervisor", "cgroup.quota", "cgroup.cpuset",
        "load.average", "power.temperature")) {
      assertEquals(Status.UNKNOWN, r.find(id).orElseThrow().status(), id + ": " + r.find(id).get().observed());
    }
  }

  @Test
  void directoriesWhereFilesShouldBeAreUnreadable(@TempDir Path root) throws IOException {
    for (String p : List.of("proc/sys/kernel/randomize_va_space", "proc/loadavg", "proc/meminfo",
        "sys/kernel/mm/transparent_hugepage/enabled", "proc/cpuinfo")) {
      Files.createDirectories(root.resolve(p));
    }
    DoctorReport r = run(root);
    for (String id : List.of("kernel.aslr", "load.average", "mem.swap", "mem.thp", "clock.invariant-tsc")) {
      assertEquals(Status.UNKNOWN, r.find(id).orElseThrow().status(), id);
    }
  }

  @Test
  void aCheckThatThrowsBecomesAnUnknownFinding() {
    Check broken = new Check() {
      @Override
      public String id() {
        return "test.broken";
      }

      @Override
      public List<Finding> run(DoctorContext context) {
        throw new IllegalStateException("boom");
      }
    };
    List<Finding> all = Doctor.runGuarded(broken, null);
    assertEquals(1, all.size());
    Finding f = all.get(0);
    assertEquals(Status.UNKNOWN, f.status());
    assertEquals("test.broken", f.id());
    assertEquals("the check failed: java.lang.IllegalStateException: boom", f.observed());
  }
}
