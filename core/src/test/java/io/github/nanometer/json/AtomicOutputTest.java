package io.github.nanometer.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Outputs are replaced atomically when complete; unwritable targets are found before any work. */
class AtomicOutputTest {

  @TempDir
  Path dir;

  private List<String> names() throws IOException {
    try (var s = Files.list(dir)) {
      return s.map(p -> p.getFileName().toString()).sorted().toList();
    }
  }

  @Test
  void anExistingFileIsUntouchedUntilCommitAndReplacedAfter() throws IOException {
    Path target = Files.writeString(dir.resolve("r.json"), "old results");
    try (AtomicOutput o = AtomicOutput.open(target)) {
      o.writer().write("new ");
      o.writer().flush();
      assertEquals("old results", Files.readString(target), "not truncated while writing");
      o.writer().write("results");
      o.commit();
    }
    assertEquals("new results", Files.readString(target));
    assertEquals(List.of("r.json"), names(), "no temporary file left");
  }

  @Test
  void aFailedRunLeavesTheOldFileAndNoTemporary() throws IOException {
    Path target = Files.writeString(dir.resolve("r.json"), "old results");
    try (AtomicOutput o = AtomicOutput.open(target)) {
      o.printStream().print("half a docu");
      // no commit: the run failed or was interrupted
    }
    assertEquals("old results", Files.readString(target));
    assertEquals(List.of("r.json"), names());
  }

  @Test
  void aGzPathIsWrittenCompressed() throws IOException {
    Path target = dir.resolve("r.json.gz");
    try (AtomicOutput o = AtomicOutput.open(target)) {
      o.printStream().print("{\"a\":[1,2,3]}\n");
      o.commit();
    }
    try (InputStream in = new GZIPInputStream(Files.newInputStream(target))) {
      assertEquals("{\"a\":[1,2,3]}\n", new String(in.readAllBytes(), StandardCharsets.UTF_8));
    }
  }

  @Test
  void aNewFileIsReadableByOthersAndAnOldOneKeepsItsPermissions() throws IOException {
    Path fresh = dir.resolve("fresh.txt");
    try (AtomicOutput o = AtomicOutput.open(fresh)) {
      o.commit();
    }
    assertEquals("rw-r--r--", java.nio.file.attribute.PosixFilePermissions.toString(Files.getPosixFilePermissions(fresh)));
    Path old = Files.writeString(dir.resolve("old.txt"), "x");
    Files.setPosixFilePermissions(old, java.nio.file.attribute.PosixFilePermissions.fromString("rw-rw----"));
    try (AtomicOutput o = AtomicOutput.open(old)) {
      o.commit();
    }
    assertEquals("rw-rw----", java.nio.file.attribute.PosixFilePermissions.toString(Files.getPosixFilePermissions(old)));
  }

  @Test
  void flushPutsEachPartInTheTemporaryFileWhileTheTargetKeepsItsContentAndPermissions() throws IOException {
    Path target = Files.writeString(dir.resolve("out.csv"), "old\n");
    Files.setPosixFilePermissions(target, java.nio.file.attribute.PosixFilePermissions.fromString("rw-r-----"));
    try (AtomicOutput o = AtomicOutput.open(target)) {
      o.writer().write("a\n");
      o.flush();
      assertEquals("old\n", Files.readString(target));
      assertEquals(2, names().size(), "a hidden sibling beside the target: " + names());
      String sibling = names().stream().filter(n -> !n.equals("out.csv")).findFirst().orElseThrow();
      assertTrue(sibling.startsWith("."), sibling);
      assertEquals("a\n", Files.readString(dir.resolve(sibling)), "a flushed part is in the file");
      o.writer().write("b\n");
      o.commit();
    }
    assertEquals("a\nb\n", Files.readString(target));
    assertEquals("rw-r-----", java.nio.file.attribute.PosixFilePermissions.toString(
        Files.getPosixFilePermissions(target)), "the replaced file's permissions are carried over");
    assertEquals(List.of("out.csv"), names());
  }

  @Test
  void aNewTargetAppearsOnlyAtCommit() throws IOException {
    Path target = dir.resolve("new.csv");
    try (AtomicOutput o = AtomicOutput.open(target)) {
      o.writer().write("row\n");
      o.flush();
      assertTrue(!Files.exists(target), "not created before the commit");
      o.commit();
    }
    assertEquals("row\n", Files.readString(target));
  }

  @Test
  void checkNamesTheReasonBeforeAnyWork() throws IOException {
    assertNull(AtomicOutput.check(dir.resolve("fine.json")));
    assertEquals(List.of(), names(), "the check leaves nothing behind");
    assertEquals("is a directory", AtomicOutput.check(dir));
    assertEquals("no such directory", AtomicOutput.check(dir.resolve("missing/x.json")));
    assertEquals("not a regular file", AtomicOutput.check(Path.of("/dev/full")));
    assertEquals("name too long", AtomicOutput.check(dir.resolve("n".repeat(300) + ".json")));
    Path parentIsFile = Files.writeString(dir.resolve("file"), "");
    assertTrue(List.of("a parent is not a directory", "no such directory").contains(
        AtomicOutput.check(parentIsFile.resolve("x.json"))));
    Path readOnly = Files.writeString(dir.resolve("ro.json"), "keep");
    if (readOnly.toFile().setWritable(false) && !Files.isWritable(readOnly)) { // root writes anything
      assertEquals("permission denied", AtomicOutput.check(readOnly));
    }
  }

  @Test
  void aReadOnlyDirectoryIsRefused() throws IOException {
    Path ro = Files.createDirectory(dir.resolve("ro"));
    if (ro.toFile().setWritable(false) && !Files.isWritable(ro)) {
      assertEquals("permission denied", AtomicOutput.check(ro.resolve("x.json")));
      IOException e = assertThrows(IOException.class, () -> AtomicOutput.open(ro.resolve("x.json")));
      assertEquals("permission denied", IoReasons.of(e));
    }
  }

  @Test
  void aWriteFailureIsReportedByCommitAndTheTargetIsKept() throws IOException {
    Path target = Files.writeString(dir.resolve("r.txt"), "old");
    try (AtomicOutput o = AtomicOutput.open(target)) {
      Writer w = o.writer();
      w.write("x");
      w.close(); // a closed stream makes the next write fail, as a full disk would
      o.printStream().print("more");
      assertThrows(IOException.class, o::commit);
    }
    assertEquals("old", Files.readString(target));
  }
}
