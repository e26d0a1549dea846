package io.github.nanometer.history;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * A child JVM of this test JVM: this JVM's {@code java} and class path ({@code java.class.path}), a
 * main class and its arguments, extra environment variables; its standard output and error go to
 * files in a directory of the test's, read back while it runs or after it ended.
 *
 * @param process the running child
 * @param name what the test calls it, for messages
 * @param stdout the file its standard output goes to
 * @param stderr the file its standard error goes to
 */
public record JavaChild(Process process, String name, Path stdout, Path stderr) {

  /**
   * Starts {@code main} with {@code args} in a new JVM given {@code jvmFlags}, its environment this
   * JVM's with {@code environment} added; output files {@code NAME.out} and {@code NAME.err} in
   * {@code directory}.
   */
  public static JavaChild start(Path directory, String name, Map<String, String> environment, List<String> jvmFlags,
      String main, List<String> args) throws IOException {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(jvmFlags);
    command.addAll(List.of("-cp", System.getProperty("java.class.path"), main));
    command.addAll(args);
    Path out = directory.resolve(name + ".out");
    Path err = directory.resolve(name + ".err");
    ProcessBuilder builder = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile());
    builder.environment().putAll(environment);
    return new JavaChild(builder.start(), name, out, err);
  }

  /** What it printed on standard output so far. */
  public String output() {
    return read(stdout);
  }

  /** The lines it printed on standard output so far. */
  public List<String> outputLines() {
    return output().lines().toList();
  }

  /**
   * Waits for it to end within {@code limit} and returns its exit status.
   *
   * @throws AssertionError when it runs on past {@code limit} (it is then killed), naming the end of its standard error
   */
  public int awaitExit(Duration limit) throws InterruptedException {
    if (!process.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS)) {
      process.destroyForcibly().waitFor();
      throw new AssertionError(name + " ran on past " + limit + "; its standard error ends: " + errorTail());
    }
    return process.exitValue();
  }

  /**
   * Waits until its standard output has a line equal to {@code line}, within {@code limit}.
   *
   * @throws AssertionError when it ends first or {@code limit} passes (naming the end of its standard error)
   */
  public void awaitLine(String line, Duration limit) throws InterruptedException {
    long deadline = System.nanoTime() + limit.toNanos();
    while (!outputLines().contains(line)) {
      if (!process.isAlive() && !outputLines().contains(line)) {
        throw new AssertionError(name + " exited with " + process.exitValue() + " before printing '" + line
            + "'; its standard error ends: " + errorTail());
      }
      if (System.nanoTime() > deadline) {
        throw new AssertionError(name + " printed no '" + line + "' within " + limit + "; its standard error ends: "
            + errorTail());
      }
      Thread.sleep(5);
    }
  }

  /** The last 2,000 characters of its standard error. */
  public String errorTail() {
    String text = read(stderr).strip();
    return text.length() <= 2000 ? text : text.substring(text.length() - 2000);
  }

  private static String read(Path file) {
    try {
      return Files.readString(file, StandardCharsets.UTF_8);
    } catch (IOException e) {
      return "";
    }
  }
}
