package io.github.nanometer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code nanometer jmh}'s argument checks: every mistake is a one-line usage error before anything runs. */
class JmhCommandTest {

  @Test
  void badArgumentsExitTwoWithOneLine() {
    assertUsage(List.of("jmh"), "--classpath is required");
    assertUsage(List.of("jmh", "--classpath", "/no/such.jar"), "--classpath: '/no/such.jar': no such file");
    assertUsage(List.of("jmh", "--classpath", "target", "("), "'(' is not a regular expression");
    assertUsage(List.of("jmh", "--classpath", "target", "--estimator", "both"), "one estimator");
    assertUsage(List.of("jmh", "--classpath", "target", "--forks", "0"), "forks must be in [1, 1000], got 0");
    assertUsage(List.of("jmh", "--classpath", "target", "--max-wall", "0s"), "max-wall");
    assertUsage(List.of("jmh", "--classpath", "target", "--forks", "2", "--max-wall", "5s"), "give one or the other");
    assertUsage(List.of("jmh", "--classpath", "target", "--min-forks", "1"), "must be in [2, 1000], got 1");
    assertUsage(List.of("jmh", "--classpath", "target", "--timeout", "0s"), "forkTimeLimit must be in [1s, 24h], got 0s");
    assertUsage(List.of("jmh", "--classpath", "target", "--budget", "5s", "--timeout", "8s"), "--timeout: 8s is not "
        + "longer than what a fork may measure, 9s (--max-warmup 2s twice and --budget 5s); accepted: above 9s, up to "
        + "24h");
    assertUsage(List.of("jmh", "--classpath", "target", "--jfr", ""), "--jfr: empty; give a directory");
    assertUsage(List.of("jmh", "--classpath", "target", "--jfr", "a,b"), "--jfr: 'a,b' contains ','");
    assertUsage(List.of("jmh", "--classpath", "target", "--profile", "heap"), "--profile: profile must be one of cpu");
    assertUsage(List.of("jmh", "--classpath", "target", "--profile-dir", "p"), "--profile-dir needs --profile");
    assertUsage(List.of("jmh", "--classpath", "target", "--profile", "cpu", "--profile-dir", ""), "--profile-dir: empty");
  }

  /** As every command that takes {@code --html} (ReportCommandTest): refused before anything is read or run. */
  @Test
  void anUnwritableHtmlFileIsRefusedUpFront(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
    java.nio.file.Path file = java.nio.file.Files.writeString(dir.resolve("judge.json"), "{}");
    String under = file.resolve("x.html").toString(); // below a regular file: never writable
    MainTest.assertUsageError(MainTest.run("jmh", "--classpath", dir.toString(), "--html", under, "NoSuchBenchmark"),
        "--html: cannot write '" + under + "'");
  }

  @Test
  void eachClassPathEntryIsCheckedAndNamed(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
      throws Exception {
    java.nio.file.Path text = java.nio.file.Files.writeString(dir.resolve("notes.jar"), "hello");
    java.nio.file.Path empty = java.nio.file.Files.createFile(dir.resolve("empty.jar"));
    java.nio.file.Path good = dir.resolve("ok");
    java.nio.file.Files.createDirectory(good);
    assertUsage(List.of("jmh", "--classpath", good + ":" + text, "--list"), "--classpath: '" + text
        + "': not a jar (not a zip archive)");
    assertUsage(List.of("jmh", "--classpath", empty.toString(), "--list"), "'" + empty + "': not a jar (empty file)");
    // a directory without JMH is readable: the refusal then lists the class path it searched
    assertUsage(List.of("jmh", "--classpath", good.toString(), "--list"), "the class path (" + good + ") has no JMH");
    java.nio.file.Path fifo = dir.resolve("pipe");
    if (new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0) {
      // opening a pipe would block forever: it is refused by its attributes
      assertUsage(List.of("jmh", "--classpath", fifo.toString(), "--list"), "'" + fifo
          + "': not a regular file or directory (a pipe or device)");
    }
  }

  private static void assertUsage(List<String> args, String expected) {
    java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
    java.io.ByteArrayOutputStream err = new java.io.ByteArrayOutputStream();
    int status = Main.run(args, new java.io.PrintStream(out, true),
        new java.io.PrintStream(err, true));
    String e = err.toString();
    assertEquals(2, status, args + ": " + e);
    assertTrue(e.contains(expected), args + ": " + e);
    assertEquals(1, e.strip().lines().count(), e);
  }
}
