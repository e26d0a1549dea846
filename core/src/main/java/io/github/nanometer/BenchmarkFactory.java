package io.github.nanometer;

/**
 * Makes the benchmark of a forked experiment inside each fresh JVM. Implementations must be public
 * classes with a public no-argument constructor, on the class path of the launching JVM.
 */
@FunctionalInterface
public interface BenchmarkFactory {
  /** Creates the benchmark to measure. */
  Benchmark<?> create();
}
