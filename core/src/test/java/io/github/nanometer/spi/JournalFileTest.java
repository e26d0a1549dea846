package io.github.nanometer.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A plug-in's journal: its header line, one compact line per record, found as the newest, deleted once done. */
class JournalFileTest {
  /** A plug-in's journal schema. */
  static final PluginSchema JOURNAL = PluginSchema.of("nanometer-suite-journal", 2);


  @TempDir
  Path dir;

  @Test
  void recordsAreCompactLinesAfterTheHeader() throws IOException {
    Path target = dir.resolve("out.json");
    assertEquals(Optional.empty(), JournalFile.newest(target));
    JournalFile j = JournalFile.start(target, JOURNAL);
    j.append(w -> w.beginObject().field("i", 1).interval("x", Optional.empty()).endObject());
    j.append(w -> w.beginObject().field("i", 2).endObject());
    j.close();
    assertEquals(2, j.records());
    assertEquals(Optional.of(j.file()), JournalFile.newest(target));
    List<String> lines = Files.readAllLines(j.file());
    assertEquals(3, lines.size());
    DocumentValue header = DocumentValue.parseObject(lines.get(0));
    assertEquals(JOURNAL.version(), JOURNAL.check(header));
    assertEquals(target.toAbsolutePath().toString(), header.get("journalOf").string());
    assertEquals(List.of("{\"i\":1,\"x\":null}", "{\"i\":2}"), lines.subList(1, 3));
  }

  @Test
  void discardDeletesTheJournal() throws IOException {
    JournalFile j = JournalFile.start(dir.resolve("out.json"), JOURNAL);
    assertTrue(Files.exists(j.file()));
    j.discard();
    assertFalse(Files.exists(j.file()));
  }
}
