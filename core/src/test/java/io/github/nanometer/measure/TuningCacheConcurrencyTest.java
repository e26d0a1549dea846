package io.github.nanometer.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.ClockSummary;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.attribute.UserPrincipal;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 21, items 3 and 21: concurrent writers keep every entry; an untrusted shared fallback is not used. */
class TuningCacheConcurrencyTest {

  private static final ClockSummary FACTS = new ClockSummary("nanoTime", 20, 1, 3000, 20, 30);

  @TempDir
  Path dir;

  @Test
  void eightProcessesTuningDistinctBenchmarksKeepAllEntries() throws Exception {
    Path cache = dir.resolve("cache");
    Path go = dir.resolve("go");
    int writers = 8;
    int each = 15;
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    List<Process> children = new ArrayList<>();
    for (int i = 0; i < writers; i++) {
      children.add(new ProcessBuilder(java, "-Xshare:auto", "-XX:TieredStopAtLevel=1", "-cp",
          System.getProperty("java.class.path"), TuningCacheWriterMain.class.getName(), cache.toString(),
          Integer.toString(i), Integer.toString(each), go.toString()).inheritIO().start());
    }
    // Start them all together: go only once every writer says it waits at the go file, however slow
    // their start-up (no guessed sleep).
    long giveUp = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
    for (int i = 0; i < writers; i++) {
      Path ready = TuningCacheWriterMain.readyFile(go, i);
      Process child = children.get(i);
      while (!Files.exists(ready)) {
        if (child.waitFor(5, TimeUnit.MILLISECONDS)) {
          assertTrue(Files.exists(ready), "writer " + i + " ended (exit " + child.exitValue() + ") before it was ready");
        }
        assertTrue(System.nanoTime() < giveUp, "writer " + i + " never became ready");
      }
    }
    Files.createFile(go);
    for (Process p : children) {
      assertTrue(p.waitFor(120, TimeUnit.SECONDS), "writer hung");
      assertEquals(0, p.exitValue(), "a writer could not flush");
    }
    Properties p = new Properties();
    try (InputStream in = Files.newInputStream(cache.resolve("tuning.properties"))) {
      p.load(in);
    }
    assertEquals(writers * each, p.size(), "entries kept of " + writers * each + ": " + p.keySet());
  }

  @Test
  void aFallbackDirectoryOthersControlIsNotUsed() throws Exception {
    List<String> fallbackNote = List.of("user.home is not usable; the tuning cache is in the fallback");
    Path fresh = dir.resolve("nanometer-cache-me");
    assertNull(CacheLocation.distrust(fresh), "a directory that does not exist yet is created privately");
    TuningCache mine = TuningCache.inShared(fresh, fallbackNote);
    mine.store("bench", FACTS, 5);
    assertEquals(Optional.empty(), mine.flush());
    assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(fresh)));
    assertEquals(OptionalInt.of(5), TuningCache.inShared(fresh, fallbackNote).lookup("bench", FACTS));

    Path open = Files.createDirectories(dir.resolve("nanometer-cache-open"));
    Files.setPosixFilePermissions(open, PosixFilePermissions.fromString("rwxrwxrwx"));
    TuningCache.at(open).store("bench", FACTS, 7);
    TuningCache planted = TuningCache.at(open);
    planted.store("bench", FACTS, 7);
    planted.flush();
    TuningCache c = TuningCache.inShared(open, fallbackNote);
    assertTrue(c.disabled());
    assertEquals(OptionalInt.empty(), c.lookup("bench", FACTS), "a planted entry is not trusted");
    String note = c.takeNotes().orElseThrow();
    assertTrue(note.contains("tuning cache not used: " + open + " is writable by other users (mode rwxrwxrwx)"),
        note);

    if (isRoot()) { // CI: root can give a directory away; another user cannot
      Path theirs = Files.createDirectories(dir.resolve("nanometer-cache-theirs"));
      Files.setPosixFilePermissions(theirs, PosixFilePermissions.fromString("rwx------"));
      UserPrincipal nobody = theirs.getFileSystem().getUserPrincipalLookupService().lookupPrincipalByName("65534");
      Files.setOwner(theirs, nobody);
      TuningCache t = TuningCache.inShared(theirs, fallbackNote);
      assertTrue(t.disabled());
      assertTrue(t.takeNotes().orElseThrow().contains(theirs + " is owned by another user"));
      t.store("bench", FACTS, 9);
      assertEquals(Optional.empty(), t.flush());
      assertTrue(!Files.exists(theirs.resolve("tuning.properties")), "nothing written into another user's directory");
    }
  }

  @Test
  void aSharedFallbackTakenOverAfterTheCheckIsNotWritten() throws Exception {
    Path later = dir.resolve("nanometer-cache-later");
    TuningCache c = TuningCache.inShared(later, List.of("fallback"));
    assertTrue(!c.disabled());
    c.store("bench", FACTS, 3);
    Files.createDirectories(later);
    Files.setPosixFilePermissions(later, PosixFilePermissions.fromString("rwxrwxrwx"));
    String problem = c.flush().orElseThrow();
    assertTrue(problem.contains("writable by other users"), problem);
    assertNotNull(c.takeNotes().orElseThrow());
    assertTrue(!Files.exists(later.resolve("tuning.properties")));
  }

  private static boolean isRoot() throws Exception {
    return ((Number) Files.getAttribute(Path.of("/proc/self"), "unix:uid")).intValue() == 0;
  }
}
