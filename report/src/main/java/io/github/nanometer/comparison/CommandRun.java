package io.github.nanometer.comparison;

/**
 * One run of a shell command: how it ended, its exit status, wall-clock time and the CPU time of
 * the process tree it started.
 *
 * @param ending whether it exited, was killed at a timeout, or was stopped because nanometer is stopping
 * @param exitCode the command's exit status (0 is success); meaningful only when it {@link Ending#EXITED}
 * @param wallNanos elapsed wall-clock time from start to exit (or to the kill), positive
 * @param userNanos user CPU time of the command and its waited-for children, or -1 when unknown
 * @param systemNanos system CPU time likewise, or -1 when unknown
 * @param stderrTail the last part of what the command wrote to stderr (empty when nothing)
 */
public record CommandRun(Ending ending, int exitCode, long wallNanos, long userNanos, long systemNanos,
    String stderrTail) {

  /** How a run ended. */
  public enum Ending {
    /** The command exited by itself; {@link #exitCode()} is its status. */
    EXITED,
    /** Its timeout expired and its process group was killed. */
    TIMED_OUT,
    /** nanometer is stopping (a signal): the process group was killed, or the run was never started. */
    INTERRUPTED
  }

  /** Checks {@code wallNanos > 0} and CPU times {@code >= -1}. */
  public CommandRun {
    if (ending == null) {
      throw new IllegalArgumentException("ending must not be null");
    }
    if (wallNanos <= 0) {
      throw new IllegalArgumentException("wallNanos must be positive, got " + wallNanos);
    }
    if (userNanos < -1 || systemNanos < -1) {
      throw new IllegalArgumentException("CPU times must be >= 0 or -1 for unknown, got user " + userNanos
          + ", system " + systemNanos);
    }
    stderrTail = stderrTail == null ? "" : stderrTail;
  }

  /** A command that exited by itself with {@code exitCode}. */
  public static CommandRun exited(int exitCode, long wallNanos, long userNanos, long systemNanos, String stderrTail) {
    return new CommandRun(Ending.EXITED, exitCode, wallNanos, userNanos, systemNanos, stderrTail);
  }

  /** A command killed at its timeout after {@code wallNanos}. */
  public static CommandRun timedOut(long wallNanos, String stderrTail) {
    return new CommandRun(Ending.TIMED_OUT, -1, wallNanos, -1, -1, stderrTail);
  }

  /** A command stopped (or never started) because nanometer is stopping. */
  public static CommandRun interrupted(long wallNanos) {
    return new CommandRun(Ending.INTERRUPTED, -1, Math.max(1, wallNanos), -1, -1, "");
  }

  /** True when the command exited by itself with status 0. */
  public boolean succeeded() {
    return ending == Ending.EXITED && exitCode == 0;
  }
}
