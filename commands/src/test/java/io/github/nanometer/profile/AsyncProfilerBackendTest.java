package io.github.nanometer.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The real async-profiler (an optional dependency, on the test class path): it loads on Linux
 * x86-64 and aarch64, and a wall-clock profile (no perf access needed) of busy work is written as a
 * flame graph and collapsed stacks that read back.
 */
class AsyncProfilerBackendTest {

  @TempDir
  Path dir;

  static volatile long sink;

  @Test
  void wallProfileOfBusyWorkReadsBack() throws IOException {
    AsyncProfilerBackend.Availability a = AsyncProfilerBackend.load();
    assertTrue(a.backend().isPresent(), a.description());
    assertTrue(a.description().startsWith("async-profiler "), a.description());
    ProfileSession s = new ProfileSession(a.backend().get(), ProfileKind.WALL, dir);
    s.start();
    long end = System.nanoTime() + 200_000_000L;
    long x = 0;
    while (System.nanoTime() < end) {
      x += Long.numberOfTrailingZeros(x + System.nanoTime());
    }
    sink = x;
    List<Path> files = s.stop("busy work");
    assertEquals("wall", s.event().orElseThrow());
    String collapsed = Files.readString(files.get(1));
    assertTrue(collapsed.lines().anyMatch(l -> l.matches(".*AsyncProfilerBackendTest\\.wallProfileOfBusyWorkReadsBack.* \\d+")),
        collapsed.lines().limit(5).toList().toString());
    String html = Files.readString(files.get(0));
    assertTrue(html.contains("<html") || html.contains("<!DOCTYPE"), html.substring(0, Math.min(200, html.length())));
  }
}
