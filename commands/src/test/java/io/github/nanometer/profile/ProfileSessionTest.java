package io.github.nanometer.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The session over a scripted backend: event choice, fallback, files. */
class ProfileSessionTest {

  @TempDir
  Path dir;

  /** A backend that refuses the given events and writes what the real one would. */
  static final class Scripted implements ProfilerBackend {
    final List<String> commands = new ArrayList<>();
    final List<String> refused;

    Scripted(String... refused) {
      this.refused = List.of(refused);
    }

    @Override
    public String execute(String command) {
      commands.add(command);
      for (String r : refused) {
        if (command.startsWith("start,event=" + r + ",")) {
          throw new IllegalStateException("Perf events unavailable");
        }
      }
      if (command.startsWith("collapsed")) {
        return "main;work 42\n";
      }
      if (command.startsWith("flamegraph,")) {
        String file = command.substring(command.indexOf("file=") + 5);
        try {
          Files.writeString(Path.of(file), "<html>flame</html>");
        } catch (IOException e) {
          throw new IllegalStateException(e);
        }
      }
      return "";
    }
  }

  @Test
  void cpuFallsBackToItimerAndSaysSoOnce() throws IOException {
    Scripted backend = new Scripted("cpu");
    ProfileSession s = new ProfileSession(backend, ProfileKind.CPU, dir.resolve("out"));
    s.start();
    List<Path> files = s.stop("lcg k=100 median");
    assertEquals(Optional.of("itimer"), s.event());
    assertTrue(s.fallback().orElseThrow().contains("event cpu refused (Perf events unavailable)"), s.fallback().get());
    assertEquals("main;work 42\n", Files.readString(dir.resolve("out/lcg_k_100_median.collapsed")));
    assertEquals("<html>flame</html>", Files.readString(dir.resolve("out/lcg_k_100_median.html")));
    assertEquals(List.of(dir.resolve("out/lcg_k_100_median.html"), dir.resolve("out/lcg_k_100_median.collapsed")),
        files);
    s.start(); // the chosen event is kept: cpu is not tried again
    s.stop("lcg k=100 median");
    assertEquals(1, backend.commands.stream().filter(c -> c.startsWith("start,event=cpu")).count());
    assertTrue(Files.exists(dir.resolve("out/lcg_k_100_median-2.html")), "a repeated name gets a suffix");
    try (var listing = Files.list(dir.resolve("out"))) {
      assertEquals(4, listing.count()); // no temporary file left behind
    }
  }

  @Test
  void noPermittedEventNamesEveryRefusal() {
    ProfileSession s = new ProfileSession(new Scripted("cpu", "itimer"), ProfileKind.CPU, dir);
    IllegalStateException e = assertThrows(IllegalStateException.class, s::start);
    assertTrue(e.getMessage().contains("event cpu refused") && e.getMessage().contains("event itimer refused"),
        e.getMessage());
  }

  @Test
  void allocAndLockTakeNoInterval() {
    Scripted backend = new Scripted();
    ProfileSession s = new ProfileSession(backend, ProfileKind.ALLOC, dir);
    s.start();
    assertEquals("start,event=alloc,loglevel=error", backend.commands.get(0));
    assertTrue(s.fallback().isEmpty());
  }

  @Test
  void fileNamesKeepOnlySafeCharacters() {
    assertEquals("a_b_c.d-e", ProfileSession.fileName("a/b c.d-e"));
    assertEquals("_.hidden", ProfileSession.fileName(".hidden"));
    assertThrows(IllegalArgumentException.class, () -> ProfileKind.parse("cycles"));
  }

  @Test
  void stopWithoutStartIsRefused() {
    ProfileSession s = new ProfileSession(new Scripted(), ProfileKind.WALL, dir);
    assertThrows(IllegalStateException.class, () -> s.stop("x"));
  }

  @Test
  void pausedSamplingResumesWithTheChosenEventAndStopWritesWithoutAnotherStop() {
    Scripted backend = new Scripted("cpu");
    ProfileSession s = new ProfileSession(backend, ProfileKind.CPU, dir.resolve("paused"));
    assertThrows(IllegalStateException.class, s::pause, "nothing to pause before start");
    assertThrows(IllegalStateException.class, s::resume, "nothing to resume before a pause");
    s.start();
    s.pause();
    assertThrows(IllegalStateException.class, s::start, "a paused session is started");
    s.resume();
    s.pause();
    s.stop("b");
    List<String> after = backend.commands.subList(backend.commands.indexOf("start,event=itimer,interval=1ms,loglevel=error"),
        backend.commands.size());
    assertEquals(List.of("start,event=itimer,interval=1ms,loglevel=error", "stop",
        "resume,event=itimer,interval=1ms,loglevel=error", "stop", "collapsed,exclude=*/InputBatch.redraw"),
        after.subList(0, 5),
        "resume keeps the fallen-back event; stop after a pause stops nothing twice");
    assertThrows(IllegalStateException.class, () -> s.stop("b"), "stopped");
  }
}
