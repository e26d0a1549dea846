package io.github.nanometer.compare;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntToLongFunction;

/**
 * A fake {@link CommandRunner}: each command's k-th run (0-based, warm-ups included) takes the wall
 * time its script gives, and advances a fake clock by that much. A script value of 0 or less means
 * "fail with exit status {@code -value}" (so -7 exits 7).
 */
final class ScriptedRunner implements CommandRunner {
  private final Map<String, IntToLongFunction> scripts = new HashMap<>();
  private final Map<String, Integer> counts = new HashMap<>();
  final List<String> calls = new ArrayList<>();
  long nowNanos;

  ScriptedRunner script(String command, IntToLongFunction wallNanosOfRun) {
    scripts.put(command, wallNanosOfRun);
    return this;
  }

  long now() {
    return nowNanos;
  }

  @Override
  public CommandRun run(String command) {
    int k = counts.merge(command, 1, Integer::sum) - 1;
    calls.add(command);
    long wall = scripts.get(command).applyAsLong(k);
    if (wall <= 0) {
      nowNanos += 1_000_000;
      return new CommandRun((int) -wall, 1_000_000, 0, 0, "line 1\nboom: " + command);
    }
    nowNanos += wall;
    return new CommandRun(0, wall, wall / 2, wall / 10, "");
  }

  @Override
  public String cpuTimeSource() {
    return "scripted";
  }
}
