package io.github.nanometer;

import java.time.Duration;
import java.util.List;

/**
 * Shape of a forked experiment: {@code forks} fresh JVMs, each measuring {@code iterations}
 * iterations after its own warm-up.
 *
 * @param forks fresh JVMs, 2..1000 (two at least, for a fork-level variance)
 * @param iterations measured iterations per fork, 1..100000
 * @param iterationBudget measuring time per iteration, 1 ms..1 h
 * @param jvmArgs extra JVM flags for the forks (the compiler-blackhole flags are always added)
 */
public record ForkOptions(int forks, int iterations, Duration iterationBudget, List<String> jvmArgs) {

  /** 5 forks x 10 iterations of 200 ms, no extra flags. */
  public static final ForkOptions DEFAULTS = new ForkOptions(5, 10, Duration.ofMillis(200), List.of());

  /** Validates the ranges; messages name the parameter and the accepted range. */
  public ForkOptions {
    if (forks < 2 || forks > 1000) {
      throw new IllegalArgumentException("forks must be in [2, 1000], got " + forks);
    }
    if (iterations < 1 || iterations > 100_000) {
      throw new IllegalArgumentException("iterations must be in [1, 100000], got " + iterations);
    }
    if (iterationBudget == null || iterationBudget.compareTo(Duration.ofMillis(1)) < 0
        || iterationBudget.compareTo(Duration.ofHours(1)) > 0) {
      throw new IllegalArgumentException("iterationBudget must be in [1ms, 1h], got " + iterationBudget);
    }
    if (jvmArgs != null) {
      for (int i = 0; i < jvmArgs.size(); i++) {
        if (jvmArgs.get(i) == null) {
          throw new IllegalArgumentException("jvmArgs: entry " + i + " is null (accepted: JVM flags as strings)");
        }
      }
    }
    jvmArgs = List.copyOf(jvmArgs == null ? List.of() : jvmArgs);
  }
}
