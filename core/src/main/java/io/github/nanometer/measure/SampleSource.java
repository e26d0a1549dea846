package io.github.nanometer.measure;

/**
 * Takes one sample: redraws the inputs (outside the timed region), runs the timed loop for the
 * given number of evaluations, and returns the elapsed time in nanoseconds. The measurement
 * algorithms in this package see only this interface, so tests drive them with scripted times.
 */
@FunctionalInterface
public interface SampleSource {
  /** Measures {@code evaluations} (at least 1) evaluations; returns elapsed nanoseconds. */
  double sampleNanos(int evaluations);
}
