package io.github.nanometer.engine;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * What this JVM has measured before: benchmarks measured earlier in one JVM can change later ones
 * (shared JDK call-site profiles, code-cache and compile-queue state), so each plan records how
 * many came first. The only per-JVM measuring state of the engine.
 */
final class JvmHistory {
  private static final AtomicInteger MEASURED = new AtomicInteger();

  private JvmHistory() {}

  /** Benchmarks whose measurement started in this JVM before this call; counts this one. */
  static int startBenchmark() {
    return MEASURED.getAndIncrement();
  }
}
