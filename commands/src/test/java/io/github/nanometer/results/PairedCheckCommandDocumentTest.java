package io.github.nanometer.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.report.GoldenText;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code nanometer paired-check --format json}, read back by {@link PairedCheckReader} and written again. */
class PairedCheckCommandDocumentTest {

  @Test
  void theCommandsOwnDocumentReadsBackAndWritesTheSameBytes() {
    java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
    java.io.ByteArrayOutputStream err = new java.io.ByteArrayOutputStream();
    int status = io.github.nanometer.cli.Main.run(List.of("paired-check", "--runs", "1", "--budget", "20ms",
        "--steps", "500", "--format", "json"), new java.io.PrintStream(out, true, java.nio.charset.StandardCharsets.UTF_8),
        new java.io.PrintStream(err, true, java.nio.charset.StandardCharsets.UTF_8));
    assertEquals(0, status, err.toString(java.nio.charset.StandardCharsets.UTF_8));
    String text = out.toString(java.nio.charset.StandardCharsets.UTF_8);
    PairedCheckReport read = PairedCheckReader.parse(text);
    assertEquals(1, read.runs());
    assertTrue(read.aa().get(0).oneJvm() && read.known().get(0).oneJvm(), "measured here, in one JVM: " + text);
    assertEquals(text, GoldenText.written(java.util.Locale.ROOT, o -> PairedCheckWriter.json(read, o)));
  }
}
