package io.github.nanometer.doctor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.os.HostFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ProfilerCheckTest {

  @TempDir
  Path root;

  private void file(String hostPath, String text) throws IOException {
    Path p = root.resolve(hostPath.substring(1));
    Files.createDirectories(p.getParent());
    Files.writeString(p, text);
  }

  private Finding find(List<Finding> findings, String id) {
    return findings.stream().filter(f -> f.id().equals(id)).findFirst().orElseThrow();
  }

  @Test
  void closedHostGetsEveryFix() throws IOException {
    file("/proc/sys/kernel/perf_event_paranoid", "3\n");
    file("/proc/sys/kernel/kptr_restrict", "1\n");
    List<Finding> f = ProfilerCheck.findings(HostFiles.rootedAt(root), Optional.empty(),
        "async-profiler is not on the class path", "/opt/jdk");
    assertEquals(Status.WARN, find(f, "profiler.available").status());
    assertTrue(find(f, "profiler.available").fix().contains("tools.profiler:async-profiler:4.1"));
    Finding perf = find(f, "profiler.perf-events");
    assertEquals(Status.WARN, perf.status());
    assertTrue(perf.observed().contains("falls back to itimer"), perf.observed());
    assertEquals("sudo sysctl -w kernel.perf_event_paranoid=1", perf.fix());
    assertEquals("sudo sysctl -w kernel.perf_event_paranoid=3", perf.undo());
    assertEquals("sudo sysctl -w kernel.kptr_restrict=0", find(f, "profiler.kernel-symbols").fix());
    Finding jvm = find(f, "profiler.jvm-symbols");
    assertEquals(Status.WARN, jvm.status());
    assertTrue(jvm.observed().contains("/opt/jdk/lib/server/libjvm.so"), jvm.observed());
    assertTrue(jvm.fix().contains("openjdk-17-dbg"), jvm.fix());
  }

  @Test
  void openHostIsOk() throws IOException {
    file("/proc/sys/kernel/perf_event_paranoid", "1\n");
    file("/proc/sys/kernel/kptr_restrict", "0\n");
    file("/usr/lib/debug/opt/jdk/lib/server/libjvm.so.debug", "");
    List<Finding> f = ProfilerCheck.findings(HostFiles.rootedAt(root), Optional.of("async-profiler 4.1"), "", "/opt/jdk");
    assertTrue(f.stream().allMatch(x -> x.status() == Status.OK), f.toString());
  }
}
