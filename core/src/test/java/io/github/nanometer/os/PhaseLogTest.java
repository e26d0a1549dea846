package io.github.nanometer.os;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The phase log keeps marks in order and appends them as {@code PID EPOCH_MICROS PHASE} lines; without a file it keeps nothing. */
class PhaseLogTest {

  @Test
  void flushAppendsOneLinePerMarkInOrderOnTheEpochClock(@TempDir Path dir) throws IOException {
    Path file = dir.resolve("phases.log");
    Files.writeString(file, "1 2 from-another-jvm\n");
    PhaseLog log = new PhaseLog(file);
    long before = System.currentTimeMillis() * 1000;
    log.keep("child-main");
    log.keep("document-written");
    log.append();
    log.append(); // nothing kept: nothing appended
    long after = System.currentTimeMillis() * 1000 + 1000;
    List<String> lines = Files.readAllLines(file);
    assertEquals(3, lines.size(), lines.toString());
    assertEquals("1 2 from-another-jvm", lines.get(0));
    long previous = 0;
    for (int i = 1; i < 3; i++) {
      String[] f = lines.get(i).split(" ");
      assertEquals(String.valueOf(ProcessHandle.current().pid()), f[0]);
      long micros = Long.parseLong(f[1]);
      assertTrue(micros >= previous && micros >= before - 1000 && micros <= after, lines.get(i));
      previous = micros;
    }
    assertEquals("child-main", lines.get(1).split(" ")[2]);
    assertEquals("document-written", lines.get(2).split(" ")[2]);
  }

  @Test
  void marksPastTheCapacityAreDropped(@TempDir Path dir) throws IOException {
    Path file = dir.resolve("phases.log");
    PhaseLog log = new PhaseLog(file);
    for (int i = 0; i < PhaseLog.CAPACITY + 5; i++) {
      log.keep("m");
    }
    log.append();
    assertEquals(PhaseLog.CAPACITY, Files.readAllLines(file).size());
  }

  @Test
  void withoutAFileNothingIsKeptOrWritten(@TempDir Path dir) throws IOException {
    PhaseLog log = new PhaseLog(null);
    log.keep("child-main");
    log.append();
    try (var files = Files.list(dir)) {
      assertEquals(0, files.count());
    }
    assertFalse(PhaseLog.enabled()); // the test JVM is started without -Dnanometer.phaseLog
  }
}
