package io.github.nanometer.compare;

/**
 * Runs a shell command once and measures it. The real implementation is {@link
 * ProcessCommandRunner}; tests inject scripted runners so the comparison logic is checked without
 * real timing.
 */
public interface CommandRunner {

  /**
   * Runs {@code command} to completion. A command that cannot be started is reported as a failed
   * run (exit code 127 and the reason in {@link CommandRun#stderrTail()}), never thrown.
   */
  CommandRun run(String command);

  /** Where user and system times come from, or why they are unknown; said once in reports. */
  String cpuTimeSource();
}
