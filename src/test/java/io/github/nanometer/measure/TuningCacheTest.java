package io.github.nanometer.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.clock.ClockFacts;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The tuned-evaluations cache in a temporary directory. */
class TuningCacheTest {

  private static final ClockFacts FACTS = new ClockFacts("nanoTime", 20, 1, 3000, 20, 30);

  @TempDir
  Path dir;

  @Test
  void storeThenLookupHits() {
    TuningCache c = TuningCache.at(dir.resolve("sub"));
    assertEquals(OptionalInt.empty(), c.lookup("bench", FACTS));
    assertEquals(Optional.empty(), c.store("bench", FACTS, 37));
    assertTrue(Files.isRegularFile(c.file()));
    assertEquals(OptionalInt.of(37), c.lookup("bench", FACTS));
    assertEquals(OptionalInt.of(37), TuningCache.at(dir.resolve("sub")).lookup("bench", FACTS), "persisted");
    assertEquals(OptionalInt.empty(), c.lookup("other", FACTS));
  }

  @Test
  void entriesCoexistAndOverwrite() {
    TuningCache c = TuningCache.at(dir);
    c.store("a|SUPPLIER", FACTS, 10);
    c.store("b with spaces = and : signs", FACTS, 20);
    c.store("a|SUPPLIER", FACTS, 11);
    assertEquals(OptionalInt.of(11), c.lookup("a|SUPPLIER", FACTS));
    assertEquals(OptionalInt.of(20), c.lookup("b with spaces = and : signs", FACTS));
  }

  @Test
  void aDifferentClockFingerprintMisses() {
    TuningCache c = TuningCache.at(dir);
    c.store("bench", FACTS, 37);
    assertEquals(OptionalInt.empty(), c.lookup("bench", new ClockFacts("tsc", 20, 1, 3000, 20, 30)));
    assertEquals(OptionalInt.empty(), c.lookup("bench", new ClockFacts("nanoTime", 20, 2, 3000, 20, 30)));
    // One octave more accuracy is four quarter-octave buckets away.
    assertEquals(OptionalInt.empty(), c.lookup("bench", new ClockFacts("nanoTime", 20, 1, 6000, 20, 60)));
    // A few percent of accuracy drift stays in the bucket (round(4 log2 3000) = round(4 log2 3050) = 46).
    assertEquals(OptionalInt.of(37), c.lookup("bench", new ClockFacts("nanoTime", 25, 1, 3050, 21, 30.5)));
  }

  @Test
  void fingerprintIsLocaleIndependent() {
    Locale saved = Locale.getDefault();
    try {
      Locale.setDefault(Locale.GERMANY);
      String german = TuningCache.fingerprint(new ClockFacts("nanoTime", 20, 0.5, 3000, 20, 30));
      Locale.setDefault(Locale.ROOT);
      assertEquals(TuningCache.fingerprint(new ClockFacts("nanoTime", 20, 0.5, 3000, 20, 30)), german);
      assertEquals("nanoTime/0.500/46", german);
    } finally {
      Locale.setDefault(saved);
    }
  }

  @Test
  void aCorruptFileIsIgnored() throws IOException {
    TuningCache c = TuningCache.at(dir);
    Files.write(c.file(), new byte[] {(byte) 0xff, 0, 1, 2, '\n', '=', '=', (byte) 0x80});
    assertEquals(OptionalInt.empty(), c.lookup("bench", FACTS));
    // A malformed \\u escape makes Properties.load throw; still no exception.
    Files.writeString(c.file(), "bench=\\uZZZZ\n", StandardCharsets.ISO_8859_1);
    assertEquals(OptionalInt.empty(), c.lookup("bench", FACTS));
    // Entries that are not n|fingerprint, or whose n is not a positive number, miss.
    String fp = TuningCache.fingerprint(FACTS);
    Files.writeString(c.file(), "a=12\nb=x|" + fp + "\nc=0|" + fp + "\nd=-3|" + fp + "\ne=7|" + fp + "\n",
        StandardCharsets.ISO_8859_1);
    assertEquals(OptionalInt.empty(), c.lookup("a", FACTS));
    assertEquals(OptionalInt.empty(), c.lookup("b", FACTS));
    assertEquals(OptionalInt.empty(), c.lookup("c", FACTS));
    assertEquals(OptionalInt.empty(), c.lookup("d", FACTS));
    assertEquals(OptionalInt.of(7), c.lookup("e", FACTS));
    // Storing over a corrupt file replaces it.
    Files.writeString(c.file(), "bench=\\uZZZZ\n", StandardCharsets.ISO_8859_1);
    assertEquals(Optional.empty(), c.store("bench", FACTS, 5));
    assertEquals(OptionalInt.of(5), c.lookup("bench", FACTS));
  }

  @Test
  void anUnwritableDirectoryGivesAProblemNotAnException() throws IOException {
    // A regular file where the directory should be: works even for root, unlike permissions.
    Path blocker = Files.writeString(dir.resolve("blocker"), "not a directory");
    TuningCache c = TuningCache.at(blocker.resolve("cache"));
    Optional<String> problem = c.store("bench", FACTS, 3);
    assertTrue(problem.isPresent());
    assertTrue(problem.get().startsWith("tuning cache not written to "), problem.get());
    assertTrue(problem.get().contains(c.file().toString()), problem.get());
    assertEquals(OptionalInt.empty(), c.lookup("bench", FACTS));
  }

  @Test
  void leavesNoTemporaryFilesBehind() throws IOException {
    TuningCache c = TuningCache.at(dir);
    for (int i = 1; i <= 5; i++) {
      c.store("k" + i, FACTS, i);
    }
    try (var files = Files.list(dir)) {
      assertEquals(1, files.count());
    }
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
