package io.github.nanometer.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The temporary-sibling-and-rename output file: what the target holds at each step, and the refusals. */
class PartialFileTest {
  @TempDir
  Path dir;

  private List<Path> files() throws IOException {
    try (var list = Files.list(dir)) {
      return list.sorted().toList();
    }
  }

  @Test
  void theTargetChangesOnlyWhenPublished() throws Exception {
    Path target = dir.resolve("out.csv");
    Files.writeString(target, "old\n");
    Files.setPosixFilePermissions(target, PosixFilePermissions.fromString("rw-r-----"));
    PartialFile f = PartialFile.open(target);
    f.append("a\n");
    f.flush();
    assertEquals("old\n", Files.readString(target));
    assertEquals(2, files().size(), "a hidden sibling beside the target");
    Path sibling = files().stream().filter(p -> !p.equals(target)).findFirst().orElseThrow();
    assertTrue(sibling.getFileName().toString().startsWith("."));
    assertEquals("a\n", Files.readString(sibling), "flushed content is on disk");
    f.append("b\n");
    f.publish();
    assertEquals("a\nb\n", Files.readString(target));
    assertEquals("rw-r-----", PosixFilePermissions.toString(Files.getPosixFilePermissions(target)));
    assertEquals(List.of(target), files());
    f.append("ignored\n");
    f.publish();
    assertEquals("a\nb\n", Files.readString(target));
  }

  @Test
  void discardLeavesTheTargetAsItWas() throws Exception {
    Path target = dir.resolve("out.csv");
    Files.writeString(target, "old\n");
    PartialFile f = PartialFile.open(target);
    f.append("new\n");
    f.discard();
    assertEquals("old\n", Files.readString(target));
    assertEquals(List.of(target), files());
  }

  @Test
  void aNewTargetIsNotCreatedBeforePublishing() throws Exception {
    Path target = dir.resolve("new.csv");
    PartialFile f = PartialFile.open(target);
    assertFalse(Files.exists(target));
    f.publish();
    assertEquals("", Files.readString(target));
  }

  @Test
  void unwritablePathsAreRefusedWithTheReason() throws Exception {
    assertEquals("is a directory", assertThrows(IOException.class, () -> PartialFile.open(dir)).getMessage());
    assertEquals("no such file or directory",
        assertThrows(IOException.class, () -> PartialFile.open(dir.resolve("no/such/x.csv"))).getMessage());
    assertEquals("File name too long",
        assertThrows(IOException.class, () -> PartialFile.open(dir.resolve("y".repeat(300)))).getMessage());
    if (Files.exists(Path.of("/dev/null"))) {
      assertEquals("not a regular file",
          assertThrows(IOException.class, () -> PartialFile.open(Path.of("/dev/null"))).getMessage());
    }
    assertTrue(files().isEmpty(), "nothing left behind: " + files());
  }
}
