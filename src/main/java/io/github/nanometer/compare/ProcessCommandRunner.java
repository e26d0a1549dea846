package io.github.nanometer.compare;

import io.github.nanometer.os.HostFiles;
import java.io.File;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Runs commands with {@code /bin/sh -c}, stdout discarded, stdin empty, stderr kept in a temporary
 * file whose tail is reported when a command fails. Wall time is {@link System#nanoTime()} from
 * just before the process is started to just after it has been reaped, so it includes the cost of
 * starting the shell (the same for both commands; it shifts the percentage, not the sign).
 * User/system times come from {@link ChildCpuTimes}.
 */
public final class ProcessCommandRunner implements CommandRunner {

  /** How much of a failing command's stderr is kept. */
  public static final int STDERR_TAIL_BYTES = 2000;

  private final ChildCpuTimes cpu;
  private final Path stderrFile;

  private ProcessCommandRunner(ChildCpuTimes cpu, Path stderrFile) {
    this.cpu = cpu;
    this.stderrFile = stderrFile;
  }

  /**
   * A runner with its own temporary stderr file (deleted on exit).
   *
   * @throws IOException when no temporary file can be created
   */
  public static ProcessCommandRunner create() throws IOException {
    Path stderr = Files.createTempFile("nanometer-compare-", ".stderr");
    stderr.toFile().deleteOnExit();
    return new ProcessCommandRunner(new ChildCpuTimes(HostFiles.real()), stderr);
  }

  @Override
  public String cpuTimeSource() {
    return cpu.describe();
  }

  @Override
  public CommandRun run(String command) {
    ProcessBuilder pb = new ProcessBuilder("/bin/sh", "-c", command)
        .redirectOutput(ProcessBuilder.Redirect.DISCARD)
        .redirectError(stderrFile.toFile());
    File devNull = new File("/dev/null");
    if (devNull.exists()) {
      pb.redirectInput(devNull);
    }
    Optional<ChildCpuTimes.Snapshot> before = cpu.read();
    long startNanos = System.nanoTime();
    int exitCode;
    try {
      Process process = pb.start();
      try {
        exitCode = process.waitFor();
      } catch (InterruptedException e) {
        process.destroyForcibly();
        Thread.currentThread().interrupt();
        return new CommandRun(130, Math.max(1, System.nanoTime() - startNanos), -1, -1, "interrupted");
      }
    } catch (IOException e) {
      return new CommandRun(127, Math.max(1, System.nanoTime() - startNanos), -1, -1,
          "cannot start /bin/sh: " + e.getMessage());
    }
    long wallNanos = Math.max(1, System.nanoTime() - startNanos);
    Optional<ChildCpuTimes.Snapshot> after = cpu.read();
    long user = -1;
    long system = -1;
    if (before.isPresent() && after.isPresent()) {
      user = after.get().userNanos() - before.get().userNanos();
      system = after.get().systemNanos() - before.get().systemNanos();
    }
    return new CommandRun(exitCode, wallNanos, user, system, exitCode == 0 ? "" : stderrTail());
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
