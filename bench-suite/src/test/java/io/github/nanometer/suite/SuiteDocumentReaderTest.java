package io.github.nanometer.suite;

import static io.github.nanometer.report.GoldenText.resource;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.cli.Main;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code nanometer report} reads suite documents through the suite's {@link SuiteDocumentReader}
 * service: valid documents (the report's own fixtures among them) are drawn; what {@link
 * SuiteReader} refuses exits 2 with one line naming the file and the member.
 */
class SuiteDocumentReaderTest {

  private static final String GOLDEN = "/golden/suite-fixture.json";

  @TempDir
  Path dir;

  /** {@code report FILE --out OUT}: status and stderr. */
  private String[] report(Path file) {
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status = Main.run(List.of("report", file.toString(), "--out", dir.resolve("report.html").toString()),
        new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
    return new String[] {String.valueOf(status), err.toString(StandardCharsets.UTF_8)};
  }

  private Path saved(String name, String text) throws IOException {
    Path p = dir.resolve(name);
    Files.writeString(p, text);
    return p;
  }

  private void assertRefused(Path file, String expected) {
    String[] r = report(file);
    assertEquals("2", r[0], r[1]);
    assertEquals(1, r[1].lines().count(), r[1]);
    assertTrue(r[1].contains(file + ": " + expected), r[1]);
    assertFalse(Files.exists(dir.resolve("report.html")), "nothing written");
  }

  @Test
  void validSuiteDocumentsAreDrawn() throws IOException {
    for (String name : new String[] {GOLDEN, "/io/github/nanometer/html/suite.json",
        "/io/github/nanometer/html/sweep.json"}) {
      String[] r = report(saved("ok.json", resource(name)));
      assertEquals("0", r[0], name + ": " + r[1]);
    }
  }

  @Test
  void whatTheSuiteReaderRefusesIsABadInputNamingFileAndMember() throws IOException {
    String golden = resource(GOLDEN);
    String newer = golden.replaceFirst("\"version\": 4,", "\"version\": 99,");
    assertNotEquals(golden, newer);
    assertRefused(saved("v99.json", newer), "nanometer-suite version 99 is newer than this nanometer reads");
    String batch = golden.replaceFirst("\"batchLength\": 512", "\"batchLength\": \"512\"");
    assertNotEquals(golden, batch);
    assertRefused(saved("batch.json", batch), "measurements[0].regime.batchLength: must be a whole number");
  }
}
