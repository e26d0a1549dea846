package io.github.nanometer.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.cli.Main;
import io.github.nanometer.json.JsonReader;
import io.github.nanometer.json.WriteFaults;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 21, item 1: the suite on a full disk never measures into nothing. The disk is made full
 * through {@link WriteFaults} (CI runs as root and may not mount a small tmpfs): a disk full from
 * the start is refused before measuring; a disk that fills while measuring gets the document on
 * stdout, and leaves no empty journal or temporary file behind.
 */
class SuiteFullDiskTest {

  @TempDir
  Path dir;

  private static final List<String> QUICK = List.of("suite", "--function", "memset", "--impl", "java-fill",
      "--distribution", "A", "--estimator", "minimum", "--budget", "1ms", "--max-warmup", "0s", "--trials", "1",
      "--no-cache", "--format", "json", "--out");

  record Run(int status, String out, String err) {}

  private Run run(Path target) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    List<String> args = new java.util.ArrayList<>(QUICK);
    args.add(target.toString());
    int status = Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
    return new Run(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  private static IOException full(Path file) {
    return new FileSystemException(file.toString(), null, "No space left on device");
  }

  private List<String> leftovers() throws IOException {
    try (Stream<Path> files = Files.list(dir)) {
      return files.map(p -> p.getFileName().toString()).toList();
    }
  }

  @Test
  void aDiskFullFromTheStartIsRefusedBeforeMeasuring() throws Exception {
    Path target = dir.resolve("x.json");
    Run r;
    try (AutoCloseable fault = WriteFaults.inject((file, bytes) -> {
      throw full(file);
    })) {
      r = run(target);
    }
    assertEquals(2, r.status(), r.err());
    assertEquals("", r.out());
    assertEquals("nanometer suite: --out: cannot write '" + target + "': no space left on device\n", r.err());
    assertEquals(List.of(), leftovers());
  }

  @Test
  void aDiskThatFillsWhileMeasuringGetsTheDocumentOnStdout() throws Exception {
    Path target = dir.resolve("x.json");
    AtomicInteger writes = new AtomicInteger();
    Run r;
    try (AutoCloseable fault = WriteFaults.inject((file, bytes) -> {
      if (writes.incrementAndGet() > 1) { // the up-front probe still fitted
        throw full(file);
      }
    })) {
      r = run(target);
    }
    assertEquals(1, r.status(), r.err());
    assertTrue(r.err().contains("no journal beside the output (no space left on device)"), r.err());
    assertTrue(r.err().contains("cannot write '" + target + "': no space left on device (an existing file was "
        + "left as it was); the json document follows on stdout instead"), r.err());
    @SuppressWarnings("unchecked")
    java.util.Map<String, Object> doc = (java.util.Map<String, Object>) JsonReader.parse(r.out());
    assertEquals("nanometer-suite", doc.get("schema"));
    assertTrue(!((List<?>) doc.get("measurements")).isEmpty(), r.out());
    assertEquals(List.of(), leftovers(), "no empty journal, no temporary file");
  }
}
