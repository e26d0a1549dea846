package io.github.nanometer.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 21, items 1 and 2: one journal per run, found as the newest of its output; none left empty. */
class JournalTest {

  @TempDir
  Path dir;

  private static final DocumentHeader HEADER = DocumentHeader.SUITE_JOURNAL;

  @Test
  void twoRunsWithTheSameOutputWriteTwoJournals() throws IOException {
    Path target = dir.resolve("x.json");
    Journal first = Journal.start(target, HEADER);
    Journal second = Journal.start(target, HEADER);
    assertNotEquals(first.file(), second.file());
    for (int i = 0; i < 50; i++) {
      int n = i;
      first.append(w -> w.beginObject().field("run", 1).field("i", n).endObject());
      second.append(w -> w.beginObject().field("run", 2).field("i", n).endObject());
    }
    first.close();
    second.close();
    for (Journal j : List.of(first, second)) {
      List<String> lines = Files.readAllLines(j.file());
      assertEquals(51, lines.size());
      assertTrue(lines.get(0).startsWith("{\"schema\":\"nanometer-suite-journal\""), lines.get(0));
      String run = j == first ? "\"run\":1" : "\"run\":2";
      lines.subList(1, lines.size()).forEach(l -> assertTrue(l.startsWith("{" + run + ","), l));
    }
    Files.setLastModifiedTime(first.file(), FileTime.fromMillis(1_000_000));
    assertEquals(second.file(), Journal.newest(target).orElseThrow());
    assertTrue(second.file().getFileName().toString().matches("x\\.json\\.[0-9]+(-[0-9]+)?\\.partial\\.jsonl"));
    assertEquals(second.file(), Journal.beside(target));
  }

  @Test
  void aJournalWhoseHeaderDoesNotFitIsDeleted() throws Exception {
    try (AutoCloseable fault = WriteFaults.inject((file, bytes) -> {
      throw new FileSystemException(file.toString(), null, "No space left on device");
    })) {
      IOException e = assertThrows(IOException.class, () -> Journal.start(dir.resolve("x.json"), HEADER));
      assertEquals("no space left on device", IoReasons.of(e));
    }
    try (Stream<Path> left = Files.list(dir)) {
      assertEquals(List.of(), left.toList());
    }
    assertTrue(Journal.newest(dir.resolve("x.json")).isEmpty());
  }
}
