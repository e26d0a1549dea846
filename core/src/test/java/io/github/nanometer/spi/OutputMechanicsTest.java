package io.github.nanometer.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The atomic output file and the message and unit wording lent to plug-ins. */
class OutputMechanicsTest {

  @TempDir
  Path dir;

  @Test
  void anAtomicFileReplacesItsTargetOnlyOnCommit() throws IOException {
    Path target = Files.writeString(dir.resolve("out.txt"), "old");
    try (AtomicFile f = AtomicFile.open(target)) {
      f.printStream().print("new");
    }
    assertEquals("old", Files.readString(target), "closed without a commit: the target is untouched");
    try (AtomicFile f = AtomicFile.open(target)) {
      f.printStream().print("new");
      f.commit();
    }
    assertEquals("new", Files.readString(target));
    try (var files = Files.list(dir)) {
      assertEquals(1, files.count(), "no temporary file is left");
    }
    IOException e = assertThrows(IOException.class, () -> AtomicFile.open(dir.resolve("no/such/dir/x")));
    assertEquals("no such directory", MessageText.ioReason(e));
  }

  @Test
  void messagesKeepUserTextOnOneLine() {
    assertEquals("a\\nb\\tc", MessageText.escape("a\nb\tc"));
    assertEquals("null", MessageText.escape(null));
    assertEquals("no such file", MessageText.ioReason(new NoSuchFileException("/x")));
  }

  @Test
  void unitsAreTheTextOutputs() {
    assertEquals("12.35 ns", UnitText.nanos(12.345));
    assertEquals("1.204 ms", UnitText.nanos(1_204_000));
    assertEquals("-", UnitText.nanos(Double.NaN));
    assertEquals("3.1%", UnitText.percent(0.031));
  }
}
