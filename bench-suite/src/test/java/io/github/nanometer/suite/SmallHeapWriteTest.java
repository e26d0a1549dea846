package io.github.nanometer.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.json.JsonReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 12, failure 1: a suite-sized document is written within {@code -Xmx64m} (the old writer
 * built the whole 31.9 MB text in memory and died), streamed, with numeric arrays on one line.
 */
class SmallHeapWriteTest {

  @TempDir
  Path dir;

  @Test
  void aSuiteSizedDocumentIsWrittenWithin64Megabytes() throws Exception {
    Path out = dir.resolve("large.json");
    Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx64m",
        "-Dnanometer.quiet=true", "-cp", System.getProperty("java.class.path"), LargeDocumentWriter.class.getName(),
        out.toString(), dir.toString()).redirectErrorStream(true).start();
    String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(300, TimeUnit.SECONDS), "did not finish: " + output);
    assertEquals(0, p.exitValue(), output);
    Matcher m = Pattern.compile("samples (\\d+) measurements (\\d+) bytes (\\d+)").matcher(output);
    assertTrue(m.find(), output);
    long samples = Long.parseLong(m.group(1));
    int measurements = Integer.parseInt(m.group(2));
    assertTrue(samples >= LargeDocumentWriter.TARGET_SAMPLES);
    String text = Files.readString(out);
    Map<String, Object> doc = JsonReader.parseObject(text);
    assertEquals(measurements, ((List<?>) doc.get("measurements")).size());
    long lines = text.chars().filter(c -> c == '\n').count();
    // One line per field, none per sample: the old writer needed more than one line per sample.
    // (About 195 field lines per measurement, plan, GC with its page faults, warm-up curve and the
    // estimators' intervals included, plus a few notes: disturbed samples, serial correlation, a
    // shared JVM, page faults.)
    assertTrue(lines < 240L * measurements + 500, lines + " lines for " + samples + " samples");
    assertTrue(lines < samples, lines + " lines for " + samples + " samples");
  }
}
