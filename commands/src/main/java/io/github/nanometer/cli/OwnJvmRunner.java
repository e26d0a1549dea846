package io.github.nanometer.cli;

import io.github.nanometer.Result;
import io.github.nanometer.cli.spi.ChildCli;
import io.github.nanometer.engine.ChildJvm;
import io.github.nanometer.os.ProcessSettings;
import io.github.nanometer.results.ResultReader;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Runs one measuring CLI command in a JVM of its own and reads its results back: how the CLI gives
 * every benchmark a fresh JVM (as JMH forks one per benchmark), so that benchmarks cannot change
 * each other through shared JDK profiles or compiled code. The child is this same CLI, started with
 * the compiler blackhole, quiet, writing {@code --format json} to its standard output. It dies
 * with this JVM: its standard input is a pipe this JVM holds open while it runs, which its {@link
 * Main} watches ({@link io.github.nanometer.engine.ParentWatch}). A plug-in's command is lent one
 * as its {@link ChildCli}.
 */
public final class OwnJvmRunner implements ChildCli {
  /** Characters of a failed child's standard error kept for the message. */
  static final int STDERR_TAIL_CHARS = 2000;

  private volatile Process running;

  /** A runner with no child yet. */
  public OwnJvmRunner() {}

  /**
   * The child's command line: this JVM's java and class path, its {@code nanometer.*} system
   * properties (passed on by {@link ChildJvm#javaCommand}) but quiet, the CLI's main class, {@code
   * args}.
   */
  static List<String> command(List<String> args) {
    List<String> cmd = ChildJvm.javaCommand(List.of("-Dnanometer.quiet=true"));
    cmd.add("-cp");
    cmd.add(System.getProperty("java.class.path"));
    cmd.add(Main.class.getName());
    cmd.addAll(args);
    return cmd;
  }

  /**
   * Runs the CLI with {@code args} (which must ask for {@code --format json}) in a new JVM and
   * returns its results.
   *
   * @throws IOException when the child cannot start, fails, or prints no readable results document;
   *     the message has its exit status and the tail of its standard error
   */
  List<Result> run(List<String> args) throws IOException {
    String out = standardOutput(args);
    try {
      return ResultReader.parse(out);
    } catch (IllegalArgumentException e) {
      throw new IOException("the benchmark's own JVM printed no readable results: " + e.getMessage(), e);
    }
  }

  /**
   * Runs the CLI with {@code args} in a new JVM (quiet, this JVM's {@code nanometer.*} settings)
   * and returns what it printed on standard output.
   *
   * @throws IOException when the child cannot start or exits with a status other than 0; the
   *     message has the status and the tail of its standard error
   */
  public String standardOutput(List<String> args) throws IOException {
    return output(args, Map.of(), line -> { });
  }

  /**
   * As {@link #standardOutput(List)}, with the child printing its progress as plain lines ({@code
   * NANOMETER_PROGRESS=1}) and each line of its standard error passed to {@code stderrLines} as it
   * arrives (on a reader thread); the tail of the failure message is kept all the same.
   *
   * @throws IOException as {@link #standardOutput(List)}
   */
  @Override
  public String standardOutput(List<String> args, Consumer<String> stderrLines) throws IOException {
    return output(args, Map.of(ProcessSettings.PROGRESS.name(), "1"), stderrLines);
  }

  private String output(List<String> args, Map<String, String> environment, Consumer<String> stderrLines)
      throws IOException {
    ProcessBuilder builder = new ProcessBuilder(command(args));
    builder.environment().putAll(environment);
    Process p = builder.start();
    running = p;
    // stdin stays open while the child runs: its end is the child's sign that this JVM is gone
    // (ParentWatch, which Main starts in a child), however this JVM dies, SIGKILL included.
    try {
      ByteArrayOutputStream err = new ByteArrayOutputStream();
      Thread errReader = new Thread(() -> copyLines(p.getErrorStream(), err, stderrLines), "nanometer-own-jvm-stderr");
      errReader.setDaemon(true);
      errReader.start();
      String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      int status = p.waitFor();
      errReader.join(1000);
      if (status != 0) {
        String text;
        synchronized (err) {
          text = err.toString(StandardCharsets.UTF_8);
        }
        String tail = text.length() > STDERR_TAIL_CHARS ? text.substring(text.length() - STDERR_TAIL_CHARS) : text;
        throw new IOException("the child JVM exited with status " + status + ": " + tail.strip());
      }
      return out;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException("interrupted while the child JVM ran", e);
    } finally {
      running = null;
      if (p.isAlive()) {
        p.descendants().forEach(ProcessHandle::destroyForcibly);
        p.destroyForcibly(); // a child outlives no failure of its parent's wait (interrupt, I/O error)
      }
      try {
        p.getOutputStream().close();
      } catch (IOException e) {
        // the child is gone; its pipe with it
      }
    }
  }

  /** Kills the child that is running now, if any (for an interrupted parent). */
  @Override
  public void killRunning() {
    Process p = running;
    if (p != null) {
      p.descendants().forEach(ProcessHandle::destroyForcibly);
      p.destroyForcibly();
    }
  }

  private static void copyLines(InputStream in, ByteArrayOutputStream sink, Consumer<String> lines) {
    try (BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
      String line;
      while ((line = reader.readLine()) != null) {
        synchronized (sink) {
          sink.writeBytes((line + "\n").getBytes(StandardCharsets.UTF_8));
        }
        lines.accept(line);
      }
    } catch (IOException e) {
      // the child is gone; what was read is kept
    }
  }
}
