package io.github.nanometer.history.bisect;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;

/**
 * Runs a user's shell command ({@code /bin/sh -c CMD}) in a directory, stdin from {@code /dev/null},
 * stderr (and for a build stdout too) into a log file whose end is quoted when it fails.
 */
final class ShellCommand {
  /** Lines of a failing command's log quoted in its message. */
  static final int TAIL_LINES = 5;

  private ShellCommand() {}

  /** What one command did: its exit status and its last non-blank stdout line (empty when none). */
  record Ending(int exitCode, String lastLine, String logTail) {}

  /**
   * Runs {@code command} in {@code dir}, its stdout and stderr appended to {@code log}.
   *
   * @throws IOException when it cannot be started
   */
  static Ending runLogged(String command, Path dir, Path log) throws IOException, InterruptedException {
    Process p = start(command, dir).redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()))
        .redirectError(ProcessBuilder.Redirect.appendTo(log.toFile())).start();
    int status = p.waitFor();
    return new Ending(status, "", tail(log));
  }

  /**
   * Runs {@code command} in {@code dir}, keeping its last non-blank stdout line; its stderr goes to
   * {@code log} (replaced each run).
   *
   * @throws IOException when it cannot be started
   */
  static Ending runForLastLine(String command, Path dir, Path log) throws IOException, InterruptedException {
    Process p = start(command, dir).redirectError(ProcessBuilder.Redirect.to(log.toFile())).start();
    String last = "";
    try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
      for (String line = r.readLine(); line != null; line = r.readLine()) {
        if (!line.isBlank()) {
          last = line.strip();
        }
      }
    }
    int status = p.waitFor();
    return new Ending(status, last, tail(log));
  }

  private static ProcessBuilder start(String command, Path dir) {
    return new ProcessBuilder(List.of("/bin/sh", "-c", command)).directory(dir.toFile())
        .redirectInput(ProcessBuilder.Redirect.from(Path.of("/dev/null").toFile()));
  }

  /** The last {@value #TAIL_LINES} lines of {@code log}, joined by " | "; empty when unreadable. */
  static String tail(Path log) {
    Deque<String> lines = new ArrayDeque<>();
    try (BufferedReader r = Files.newBufferedReader(log, StandardCharsets.UTF_8)) {
      for (String line = r.readLine(); line != null; line = r.readLine()) {
        if (!line.isBlank()) {
          lines.addLast(line.strip());
          if (lines.size() > TAIL_LINES) {
            lines.removeFirst();
          }
        }
      }
    } catch (IOException | java.io.UncheckedIOException e) {
      return "";
    }
    return String.join(" | ", lines);
  }
}
