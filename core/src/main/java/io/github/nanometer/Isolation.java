package io.github.nanometer;

/**
 * Whether a benchmark had its JVM to itself. Benchmarks measured in one JVM can change each other
 * (shared JDK call-site profiles, code-cache and compile-queue state), so a result says which.
 */
public enum Isolation {
  /** Measured in a JVM of its own (a forked child, or the first benchmark of its JVM). */
  OWN_JVM("own-jvm"),
  /** Measured after other benchmarks in the same JVM. */
  SHARED_JVM("shared-jvm");

  private final String cliName;

  Isolation(String cliName) {
    this.cliName = cliName;
  }

  /** The name used in documents: {@code own-jvm} or {@code shared-jvm}. */
  public String cliName() {
    return cliName;
  }
}
