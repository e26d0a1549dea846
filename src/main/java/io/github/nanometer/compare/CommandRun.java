package io.github.nanometer.compare;

/**
 * One run of a shell command: its exit status, wall-clock time and the CPU time of the process
 * tree it started.
 *
 * @param exitCode the command's exit status (0 is success)
 * @param wallNanos elapsed wall-clock time from start to exit, positive
 * @param userNanos user CPU time of the command and its waited-for children, or -1 when unknown
 * @param systemNanos system CPU time likewise, or -1 when unknown
 * @param stderrTail the last part of what the command wrote to stderr (empty when nothing)
 */
public record CommandRun(int exitCode, long wallNanos, long userNanos, long systemNanos, String stderrTail) {

  /** Checks {@code wallNanos > 0} and CPU times {@code >= -1}. */
  public CommandRun {
    if (wallNanos <= 0) {
      throw new IllegalArgumentException("wallNanos must be positive, got " + wallNanos);
    }
    if (userNanos < -1 || systemNanos < -1) {
      throw new IllegalArgumentException("CPU times must be >= 0 or -1 for unknown, got user " + userNanos
          + ", system " + systemNanos);
    }
    stderrTail = stderrTail == null ? "" : stderrTail;
  }

  /** True when the command exited with status 0. */
  public boolean succeeded() {
    return exitCode == 0;
  }
}
