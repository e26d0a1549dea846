package io.github.nanometer.comparison;

import io.github.nanometer.os.DeadOwnerFiles;
import io.github.nanometer.os.HostFiles;
import io.github.nanometer.os.ProcessGroups;
import java.io.File;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * Runs commands with {@code /bin/sh -c} in their own process group ({@link ProcessGroups}) with a
 * watchdog that kills the group if this JVM dies (even by SIGKILL), stdout discarded, stdin from
 * {@code /dev/null}, stderr kept in a temporary file whose tail is reported
 * when a command fails. When a run's timeout expires, or {@link #stop()} is called, the whole group
 * is killed; after every run the group is killed too, so background processes a command left behind
 * do not disturb the next run. Wall time is {@link System#nanoTime()} from just before the process
 * is started to just after it has been reaped, so it includes the cost of starting the shell (the
 * same for both commands; it shifts the percentage, not the sign). User/system times come from
 * {@link ChildCpuTimes}.
 */
public final class ProcessCommandRunner implements CommandRunner {

  /** The start of the stderr file's name, followed by {@code PID-RANDOM.stderr}. */
  static final String STDERR_PREFIX = "nanometer-compare-";

  /** How much of a failing command's stderr is kept. */
  public static final int STDERR_TAIL_BYTES = 2000;

  private final ChildCpuTimes cpu;
  private final ProcessGroups groups;
  private final Path stderrFile;
  private final Object lock = new Object();
  private Process current;
  private boolean stopped;

  private ProcessCommandRunner(ChildCpuTimes cpu, ProcessGroups groups, Path stderrFile) {
    this.cpu = cpu;
    this.groups = groups;
    this.stderrFile = stderrFile;
  }

  /**
   * A runner with its own temporary stderr file (deleted on exit).
   *
   * @throws IOException when no temporary file can be created
   */
  public static ProcessCommandRunner create() throws IOException {
    Path tmp = Path.of(System.getProperty("java.io.tmpdir"));
    DeadOwnerFiles.sweep(tmp, STDERR_PREFIX, ".stderr"); // left by runs killed with SIGKILL
    Path stderr = Files.createTempFile(tmp, STDERR_PREFIX + ProcessHandle.current().pid() + "-", ".stderr");
    stderr.toFile().deleteOnExit();
    return new ProcessCommandRunner(new ChildCpuTimes(HostFiles.real()), ProcessGroups.detect(), stderr);
  }

  @Override
  public String cpuTimeSource() {
    return cpu.describe();
  }

  @Override
  public String containment() {
    return groups.describe();
  }

  @Override
  public void stop() {
    Process running;
    synchronized (lock) {
      stopped = true;
      running = current;
    }
    if (running != null) {
      groups.kill(running);
    }
  }

  @Override
  public CommandRun run(String command, Duration timeout) {
    if (timeout.isNegative() || timeout.isZero() || timeout.compareTo(NO_TIMEOUT) > 0) {
      throw new IllegalArgumentException("timeout must be in (0, " + NO_TIMEOUT + "], got " + timeout);
    }
    ProcessBuilder pb = new ProcessBuilder(groups.contained() ? groups.wrapWatched(command)
        : groups.wrap(List.of("/bin/sh", "-c", command)))
        .redirectOutput(ProcessBuilder.Redirect.DISCARD)
        .redirectError(stderrFile.toFile());
    File devNull = new File("/dev/null");
    if (!groups.contained() && devNull.exists()) {
      pb.redirectInput(devNull);
    } // contained: stdin is the watchdog's pipe, held open by the Process until the group is killed
    Optional<ChildCpuTimes.Snapshot> before = cpu.read();
    long startNanos = System.nanoTime();
    Process process;
    synchronized (lock) {
      if (stopped) {
        return CommandRun.interrupted(1);
      }
      try {
        process = pb.start();
      } catch (IOException e) {
        return CommandRun.exited(127, Math.max(1, System.nanoTime() - startNanos), -1, -1,
            "cannot start " + pb.command().get(0) + ": " + e.getMessage());
      }
      current = process;
    }
    boolean exited;
    try {
      exited = process.waitFor(timeout.toNanos(), TimeUnit.NANOSECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      stop();
      exited = false;
    }
    long wallNanos = Math.max(1, System.nanoTime() - startNanos);
    groups.kill(process);
    waitQuietly(process);
    closeQuietly(process);
    synchronized (lock) {
      current = null;
      if (stopped) {
        return CommandRun.interrupted(wallNanos);
      }
    }
    if (!exited) {
      return CommandRun.timedOut(wallNanos, stderrTail());
    }
    int exitCode = process.exitValue();
    Optional<ChildCpuTimes.Snapshot> after = cpu.read();
    long user = -1;
    long system = -1;
    if (before.isPresent() && after.isPresent()) {
      user = after.get().userNanos() - before.get().userNanos();
      system = after.get().systemNanos() - before.get().systemNanos();
    }
    return CommandRun.exited(exitCode, wallNanos, user, system, exitCode == 0 ? "" : stderrTail());
  }

  /** Closes this JVM's end of the watchdog's pipe, once the group is dead. */
  private static void closeQuietly(Process process) {
    try {
      process.getOutputStream().close();
    } catch (IOException e) {
      // Already closed: nothing holds it.
    }
  }

  /** Reaps a killed process; SIGKILL cannot be caught, so this returns promptly. */
  private static void waitQuietly(Process process) {
    try {
      process.waitFor(10, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private String stderrTail() {
    try (RandomAccessFile f = new RandomAccessFile(stderrFile.toFile(), "r")) {
      long length = f.length();
      int n = (int) Math.min(length, STDERR_TAIL_BYTES);
      byte[] bytes = new byte[n];
      f.seek(length - n);
      f.readFully(bytes);
      return new String(bytes, StandardCharsets.UTF_8).strip();
    } catch (IOException e) {
      return "(stderr unreadable: " + e.getMessage() + ")";
    }
  }
}
