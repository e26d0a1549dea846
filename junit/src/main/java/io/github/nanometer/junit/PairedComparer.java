package io.github.nanometer.junit;

import io.github.nanometer.Benchmark;
import io.github.nanometer.Comparison;
import io.github.nanometer.ComparisonOptions;

/**
 * Runs one paired comparison: {@link io.github.nanometer.Nanometer#compare} in use, a scripted
 * fake in the extension's unit tests.
 */
@FunctionalInterface
interface PairedComparer {

  /** Compares {@code candidate} against {@code baseline} with the given options. */
  Comparison compare(Benchmark<?> baseline, Benchmark<?> candidate, ComparisonOptions options);
}
