package io.github.nanometer.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Runs the CLI in-process through {@link Main#run} and captures what it printed.
 *
 * @param status the exit status
 * @param out what went to stdout
 * @param err what went to stderr
 */
record CliRun(int status, String out, String err) {

  /** Runs {@code nanometer ARGS...}. */
  static CliRun of(String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status = Main.run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
    return new CliRun(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  /** What went to stderr, line by line. */
  List<String> errLines() {
    return err.lines().toList();
  }
}
