package io.github.nanometer.comparison;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntToLongFunction;

/**
 * A fake {@link CommandRunner}: each command's k-th run (0-based, warm-ups included) takes the wall
 * time its script gives, and advances a fake clock by that much. A script value of 0 or less means
 * "fail with exit status {@code -value}" (so -7 exits 7); {@link #HANG} means the command never
 * ends by itself, so the run takes its whole timeout and is {@link CommandRun.Ending#TIMED_OUT}.
 * After {@link #stop()} (or once {@link #stopAfterCalls} calls were made) runs are interrupted.
 */
final class ScriptedRunner implements CommandRunner {
  /** A script value for a command that hangs. */
  static final long HANG = Long.MAX_VALUE;

  private final Map<String, IntToLongFunction> scripts = new HashMap<>();
  private final Map<String, Integer> counts = new HashMap<>();
  final List<String> calls = new ArrayList<>();
  final List<Long> timeouts = new ArrayList<>();
  long nowNanos;
  int stopAfterCalls = Integer.MAX_VALUE;
  boolean stopped;

  ScriptedRunner script(String command, IntToLongFunction wallNanosOfRun) {
    scripts.put(command, wallNanosOfRun);
    return this;
  }

  long now() {
    return nowNanos;
  }

  @Override
  public CommandRun run(String command, Duration timeout) {
    long timeoutNanos = timeout.toNanos();
    if (stopped || calls.size() >= stopAfterCalls) {
      stopped = true;
      return CommandRun.interrupted(1);
    }
    int k = counts.merge(command, 1, Integer::sum) - 1;
    calls.add(command);
    timeouts.add(timeoutNanos);
    long wall = scripts.get(command).applyAsLong(k);
    if (wall == HANG || wall > timeoutNanos) {
      nowNanos += timeoutNanos;
      return CommandRun.timedOut(timeoutNanos, "still going: " + command);
    }
    if (wall <= 0) {
      nowNanos += 1_000_000;
      return CommandRun.exited((int) -wall, 1_000_000, 0, 0, "line 1\nboom: " + command);
    }
    nowNanos += wall;
    return CommandRun.exited(0, wall, wall / 2, wall / 10, "");
  }

  @Override
  public void stop() {
    stopped = true;
  }

  @Override
  public String cpuTimeSource() {
    return "scripted";
  }

  @Override
  public String containment() {
    return "scripted";
  }
}
