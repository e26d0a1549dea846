package io.github.nanometer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 42 item 10: a command stopped by SIGINT or SIGTERM before it has a shutdown hook of its own
 * says so in one line ({@link StartupInterrupt}) instead of ending without a word. {@code analyze -}
 * waits on its standard input, which this test keeps open, so the signal reliably comes while no
 * command hook exists; each run is a fresh JVM ({@link KilledParent#start}).
 */
class StartupInterruptTest {

  @TempDir
  Path tmp;

  @Test
  void aSignalBeforeTheCommandsOwnHookIsOneLine() throws Exception {
    for (String signal : List.of("TERM", "INT")) {
      Path dir = Files.createDirectory(tmp.resolve(signal));
      Process p = KilledParent.start(dir, List.of("analyze", "-"));
      try {
        Thread.sleep(3000); // the JVM starts and blocks reading the CSV from stdin
        assertTrue(p.isAlive(), "analyze - ended before the signal: " + Files.readString(dir.resolve("parent.err")));
        new ProcessBuilder("kill", "-" + signal, Long.toString(p.pid())).start().waitFor();
        assertTrue(p.waitFor(30, TimeUnit.SECONDS), "SIG" + signal + " did not stop it");
      } finally {
        p.destroyForcibly();
        p.getOutputStream().close();
      }
      String err = Files.readString(dir.resolve("parent.err"));
      assertEquals(signal.equals("TERM") ? 143 : 130, p.exitValue(), err);
      List<String> lines = err.lines().filter(l -> !l.isBlank() && !l.startsWith("WARNING: ")).toList();
      assertEquals(List.of("nanometer analyze: interrupted before it wrote anything; nothing was measured or written"),
          lines, "SIG" + signal);
    }
  }
}
