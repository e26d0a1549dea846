package io.github.nanometer.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.ClockSummary;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The tuned-evaluations cache in a temporary directory. */
class TuningCacheTest {

  private static final ClockSummary FACTS = new ClockSummary("nanoTime", 20, 1, 3000, 20, 30);

  @TempDir
  Path dir;

  @Test
  void storeThenFlushThenLookupHits() {
    TuningCache c = TuningCache.at(dir.resolve("sub"));
    assertEquals(OptionalInt.empty(), c.lookup("bench", FACTS));
    assertEquals(Optional.empty(), c.store("bench", FACTS, 37));
    assertFalse(Files.exists(c.file()), "written once, at flush, not per store");
    assertEquals(OptionalInt.of(37), c.lookup("bench", FACTS));
    assertEquals(Optional.empty(), c.flush());
    assertTrue(Files.isRegularFile(c.file()));
    assertEquals(OptionalInt.of(37), TuningCache.at(dir.resolve("sub")).lookup("bench", FACTS), "persisted");
    assertEquals(OptionalInt.empty(), c.lookup("other", FACTS));
  }

  @Test
  void entriesCoexistAndOverwrite() {
    TuningCache c = TuningCache.at(dir);
    c.store("a|SUPPLIER", FACTS, 10);
    c.store("b with spaces = and : signs", FACTS, 20);
    c.store("a|SUPPLIER", FACTS, 11);
    c.flush();
    TuningCache again = TuningCache.at(dir);
    assertEquals(OptionalInt.of(11), again.lookup("a|SUPPLIER", FACTS));
    assertEquals(OptionalInt.of(20), again.lookup("b with spaces = and : signs", FACTS));
  }

  @Test
  void theFileIsReadOncePerInstance() throws IOException {
    TuningCache c = TuningCache.at(dir);
    c.store("bench", FACTS, 5);
    c.flush();
    TuningCache reader = TuningCache.at(dir);
    assertEquals(OptionalInt.of(5), reader.lookup("bench", FACTS));
    Files.delete(reader.file());
    assertEquals(OptionalInt.of(5), reader.lookup("bench", FACTS), "served from memory, not re-read");
  }

  @Test
  void aWriteMergesWithWhatAnotherProcessStored() {
    TuningCache first = TuningCache.at(dir);
    TuningCache second = TuningCache.at(dir);
    assertEquals(OptionalInt.empty(), first.lookup("x", FACTS));
    assertEquals(OptionalInt.empty(), second.lookup("x", FACTS));
    first.store("a", FACTS, 1);
    second.store("b", FACTS, 2);
    first.flush();
    second.flush();
    TuningCache reader = TuningCache.at(dir);
    assertEquals(OptionalInt.of(1), reader.lookup("a", FACTS));
    assertEquals(OptionalInt.of(2), reader.lookup("b", FACTS));
  }

  @Test
  void theLeastRecentlyUsedEntriesAreDroppedBeyondTheBound() throws IOException {
    String fp = TuningCache.fingerprint(FACTS);
    StringBuilder old = new StringBuilder();
    for (int i = 0; i < TuningCache.MAX_ENTRIES; i++) {
      old.append("old").append(i).append("=3|").append(fp).append('|').append(1000 + i).append('\n');
    }
    TuningCache c = TuningCache.at(dir);
    Files.writeString(c.file(), old, StandardCharsets.ISO_8859_1);
    c.store("new1", FACTS, 7);
    c.store("new2", FACTS, 8);
    c.flush();
    Properties p = new Properties();
    try (InputStream in = Files.newInputStream(c.file())) {
      p.load(in);
    }
    assertEquals(TuningCache.MAX_ENTRIES, p.size());
    assertTrue(p.containsKey("new1") && p.containsKey("new2"));
    assertFalse(p.containsKey("old0") || p.containsKey("old1"), "the two oldest went");
    assertTrue(p.containsKey("old2"));
  }

  @Test
  void aDifferentClockFingerprintMisses() {
    TuningCache c = TuningCache.at(dir);
    c.store("bench", FACTS, 37);
    assertEquals(OptionalInt.empty(), c.lookup("bench", new ClockSummary("tsc", 20, 1, 3000, 20, 30)));
    assertEquals(OptionalInt.empty(), c.lookup("bench", new ClockSummary("nanoTime", 20, 2, 3000, 20, 30)));
    // One octave more accuracy is four quarter-octave buckets away.
    assertEquals(OptionalInt.empty(), c.lookup("bench", new ClockSummary("nanoTime", 20, 1, 6000, 20, 60)));
    // A few percent of accuracy drift stays in the bucket (round(4 log2 3000) = round(4 log2 3050) = 46).
    assertEquals(OptionalInt.of(37), c.lookup("bench", new ClockSummary("nanoTime", 25, 1, 3050, 21, 30.5)));
    c.flush();
  }

  @Test
  void fingerprintIsLocaleIndependent() {
    Locale saved = Locale.getDefault();
    try {
      Locale.setDefault(Locale.GERMANY);
      String german = TuningCache.fingerprint(new ClockSummary("nanoTime", 20, 0.5, 3000, 20, 30));
      Locale.setDefault(Locale.ROOT);
      assertEquals(TuningCache.fingerprint(new ClockSummary("nanoTime", 20, 0.5, 3000, 20, 30)), german);
      assertEquals("nanoTime/0.500/46", german);
    } finally {
      Locale.setDefault(saved);
    }
  }

  @Test
  void badEntriesMissButKeepTheOthers() throws IOException {
    String fp = TuningCache.fingerprint(FACTS);
    Files.writeString(dir.resolve("tuning.properties"), "a=12\nb=x|" + fp + "\nc=0|" + fp + "\nd=-3|" + fp
        + "\ne=7|" + fp + "\nf=9|" + fp + "|123\n", StandardCharsets.ISO_8859_1);
    TuningCache c = TuningCache.at(dir);
    assertEquals(OptionalInt.empty(), c.lookup("a", FACTS));
    assertEquals(OptionalInt.empty(), c.lookup("b", FACTS));
    assertEquals(OptionalInt.empty(), c.lookup("c", FACTS));
    assertEquals(OptionalInt.empty(), c.lookup("d", FACTS));
    assertEquals(OptionalInt.of(7), c.lookup("e", FACTS), "the older n|fingerprint form still reads");
    assertEquals(OptionalInt.of(9), c.lookup("f", FACTS));
    c.flush();
  }

  @Test
  void aCorruptFileIsMovedAsideWithANoteNeverSilentlyEmptied() throws IOException {
    Path file = dir.resolve("tuning.properties");
    // A malformed \\u escape makes Properties.load throw.
    Files.writeString(file, "good=5|x\nbench=\\uZZZZ\n", StandardCharsets.ISO_8859_1);
    TuningCache c = TuningCache.at(dir);
    assertEquals(OptionalInt.empty(), c.lookup("bench", FACTS));
    Optional<String> note = c.store("bench", FACTS, 5);
    assertTrue(note.isPresent() && note.get().contains("moved aside"), String.valueOf(note));
    List<Path> aside;
    try (var files = Files.list(dir)) {
      aside = files.filter(p -> p.getFileName().toString().startsWith("tuning.properties.corrupt-")).toList();
    }
    assertEquals(1, aside.size());
    assertEquals("good=5|x\nbench=\\uZZZZ\n", Files.readString(aside.get(0), StandardCharsets.ISO_8859_1));
    c.flush();
    assertEquals(OptionalInt.of(5), TuningCache.at(dir).lookup("bench", FACTS));
  }

  @Test
  void anOversizedFileIsNotReadButMovedAside() throws IOException {
    Path file = dir.resolve("tuning.properties");
    byte[] big = new byte[(int) TuningCache.MAX_FILE_BYTES + 1];
    java.util.Arrays.fill(big, (byte) '#');
    Files.write(file, big);
    TuningCache c = TuningCache.at(dir);
    assertEquals(OptionalInt.empty(), c.lookup("bench", FACTS));
    assertTrue(c.takeNotes().orElse("").contains("bytes, more than"));
    assertFalse(Files.exists(file));
  }

  @Test
  void anUnwritableDirectoryGivesAProblemNotAnException() throws IOException {
    // A regular file where the directory should be: works even for root, unlike permissions.
    Path blocker = Files.writeString(dir.resolve("blocker"), "not a directory");
    TuningCache c = TuningCache.at(blocker.resolve("cache"));
    c.store("bench", FACTS, 3);
    Optional<String> problem = c.flush();
    assertTrue(problem.isPresent());
    assertTrue(problem.get().startsWith("tuning cache not written to "), problem.get());
    assertTrue(problem.get().contains(c.file().toString()), problem.get());
  }

  @Test
  void leavesNoTemporaryFilesBehind() throws IOException {
    TuningCache c = TuningCache.at(dir);
    for (int i = 1; i <= 5; i++) {
      c.store("k" + i, FACTS, i);
      c.flush();
    }
    try (var files = Files.list(dir)) { // the cache and the (empty) lock file that orders writers
      assertEquals(List.of("tuning.lock", "tuning.properties"),
          files.map(f -> f.getFileName().toString()).sorted().toList());
    }
  }

  @Test
  void aNullDirectoryIsNamed() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> TuningCache.at(null));
    assertTrue(e.getMessage().startsWith("dir:"), e.getMessage());
  }

  @Test
  void defaultLocationHonoursTheSystemProperty() {
    String saved = System.getProperty("nanometer.cacheDir");
    try {
      System.setProperty("nanometer.cacheDir", dir.toString());
      assertEquals(dir.resolve("tuning.properties"), TuningCache.atDefaultLocation().file());
    } finally {
      if (saved == null) {
        System.clearProperty("nanometer.cacheDir");
      } else {
        System.setProperty("nanometer.cacheDir", saved);
      }
    }
  }
}
