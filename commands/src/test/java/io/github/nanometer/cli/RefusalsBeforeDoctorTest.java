package io.github.nanometer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A refused value is one line on stderr, printed before the doctor's summary line: each command
 * runs in a fresh JVM of its own (in this test JVM the doctor's line is printed once and would
 * hide a refusal that comes after it).
 */
class RefusalsBeforeDoctorTest {

  @TempDir
  Path tmp;

  @Test
  void referenceRefusesBadValuesWithOneLine() throws Exception {
    Path baselines = Files.createDirectory(tmp.resolve("baselines"));
    Files.writeString(baselines.resolve("broken.json"), "{ not json");
    Path file = Files.writeString(tmp.resolve("plain-file"), "x");
    assertOneLine("--threads: '0' in '0' is not a thread count", "reference", "--set", "threads", "--threads", "0");
    assertOneLine("--sample-length: 10us is out of range", "reference", "--set", "threads", "--sample-length", "10us");
    assertOneLine("--filter: 'zzz' matches no threaded reference benchmark", "reference", "--set", "threads",
        "--filter", "zzz");
    assertOneLine("--baseline-dir: empty; give a directory", "reference", "--baseline-dir", "");
    assertOneLine("--baseline: " + baselines.resolve("broken.json"), "reference", "--baseline-dir", baselines.toString(),
        "--baseline", "broken");
    assertOneLine("--save-baseline: cannot save to " + file.resolve("sub").resolve("b.json") + ": " + file
        + " is not a directory", "reference", "--baseline-dir", file.resolve("sub").toString(), "--save-baseline", "b");
    assertOneLine("--profile-dir: empty; give a directory", "reference", "--profile", "cpu", "--profile-dir", "");
  }

  private void assertOneLine(String expected, String... args) throws Exception {
    Process p = KilledParent.start(tmp, List.of(args));
    Path err = tmp.resolve("parent.err");
    if (!p.waitFor(60, TimeUnit.SECONDS)) {
      p.destroyForcibly();
      throw new AssertionError(List.of(args) + " did not refuse within 60 s");
    }
    String text = Files.readString(err, StandardCharsets.UTF_8);
    assertEquals(2, p.exitValue(), List.of(args) + ": " + text);
    assertEquals(1, text.strip().lines().count(), List.of(args) + " printed more than the refusal: " + text);
    assertFalse(text.contains("Exception"), text);
    if (!text.contains(expected)) {
      throw new AssertionError(List.of(args) + ": '" + text.strip() + "' should contain '" + expected + "'");
    }
  }
}
