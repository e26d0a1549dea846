package io.github.nanometer.comparison;

import java.time.Duration;

/**
 * Runs a shell command once and measures it. The real implementation is {@link
 * ProcessCommandRunner}; tests inject scripted runners so the comparison logic is checked without
 * real timing.
 */
public interface CommandRunner {

  /** No timeout: {@link Long#MAX_VALUE} nanoseconds, some 292 years. */
  Duration NO_TIMEOUT = Duration.ofNanos(Long.MAX_VALUE);

  /**
   * Runs {@code command} to completion or until {@code timeout} has passed, when the command
   * and everything it started are killed and the run is {@link CommandRun.Ending#TIMED_OUT}. A
   * command that cannot be started is reported as a failed run (exit code 127 and the reason in
   * {@link CommandRun#stderrTail()}), never thrown. After {@link #stop()} every run returns {@link
   * CommandRun.Ending#INTERRUPTED} at once.
   *
   * @param command the shell command
   * @param timeout positive, at most {@link #NO_TIMEOUT}; {@link #NO_TIMEOUT} for none
   * @throws IllegalArgumentException when {@code timeout} is not positive or above {@link #NO_TIMEOUT}
   */
  CommandRun run(String command, Duration timeout);

  /**
   * Kills the command running now (with everything it started) and makes later runs return at once
   * as interrupted. Safe to call from another thread (a shutdown hook), more than once.
   */
  void stop();

  /** Where user and system times come from, or why they are unknown; said once in reports. */
  String cpuTimeSource();

  /** How commands are contained (their own process group, or why not); said once in reports. */
  default String containment() {
    return "not applicable";
  }
}
