package io.github.nanometer.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A plug-in's reader refuses what the library's readers refuse, naming the path of the bad member. */
class DocumentValueTest {
  /** A plug-in schema of the suite's shape. */
  static final PluginSchema SUITE = PluginSchema.of("nanometer-suite", 2);

  /** A plug-in's journal schema. */
  static final PluginSchema JOURNAL = PluginSchema.of("nanometer-suite-journal", 2);


  private static final String DOC = "{\"schema\": \"nanometer-suite\", \"version\": 1, \"a\": {\"b\": [1, \"x\", null]},"
      + " \"kind\": \"minimum\", \"big\": 4294967296}";

  private static String message(Runnable r) {
    return assertThrows(IllegalArgumentException.class, r::run).getMessage();
  }

  @Test
  void membersAreReadByTypeAndABadOneNamesItsPath() {
    DocumentValue top = DocumentValue.parse(DOC, SUITE);
    assertEquals(1, SUITE.check(top));
    List<DocumentValue> b = top.get("a").get("b").elements();
    assertEquals(1, b.get(0).integer());
    assertEquals("x", b.get(1).string());
    assertTrue(b.get(2).isNull());
    assertTrue(top.has("a"));
    assertFalse(top.has("c"));
    assertEquals(4294967296L, top.get("big").longValue());
    assertEquals("a.b[1]", b.get(1).path());
    assertEquals("a.b[1]: must be a whole number", message(() -> b.get(1).integer()));
    assertEquals("big: must be a whole number from -2147483648 to 2147483647", message(() -> top.get("big").integer()));
    assertEquals("a.c: member missing", message(() -> top.get("a").get("c")));
    assertEquals("a.b[0]: must be at least 2", b.get(0).error("must be at least 2").getMessage());
  }

  @Test
  void choiceListsTheNamesAndBuildPutsThePathInFront() {
    DocumentValue top = DocumentValue.parse(DOC, SUITE);
    assertEquals(Thread.State.NEW, top.get("kind").build(() -> Thread.State.NEW));
    assertEquals("kind: must be one of new, runnable, got \"minimum\"", message(() -> top.get("kind")
        .choice(new Thread.State[] {Thread.State.NEW, Thread.State.RUNNABLE}, s -> s.name().toLowerCase())));
    assertEquals("a: too small", message(() -> top.get("a").build(() -> {
      throw new IllegalArgumentException("too small");
    })));
  }

  @Test
  void anotherSchemaOrANewerVersionIsRefused() {
    assertEquals("expected a nanometer-suite document, got a nanometer-suite-journal document (version 1)",
        message(() -> DocumentValue.parse("{\"schema\": \"nanometer-suite-journal\", \"version\": 1}",
            SUITE)));
    int newer = JOURNAL.version() + 1;
    DocumentValue line = DocumentValue.parseObject("{\"schema\": \"nanometer-suite-journal\", \"version\": " + newer
        + "}");
    assertTrue(message(() -> JOURNAL.check(line)).contains("version " + newer + " is newer"));
    assertTrue(message(() -> DocumentValue.parseObject("[1]")).length() > 0, "not an object");
  }
  @Test
  void aFileIsReadAsTextAndADirectoryIsRefusedWithAPlainReason(@TempDir Path dir) throws IOException {
    Path f = Files.writeString(dir.resolve("d.json"), DOC);
    assertEquals(DOC, DocumentValue.readText(f));
    IOException e = assertThrows(IOException.class, () -> DocumentValue.readText(dir));
    assertEquals("is a directory", MessageText.ioReason(e));
  }
}
