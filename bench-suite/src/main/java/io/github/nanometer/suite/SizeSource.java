package io.github.nanometer.suite;

import java.util.SplittableRandom;

/**
 * Where the size of each call comes from: a measured distribution ({@link SizeDistribution}) or
 * one fixed size (sweep and large mode, {@link FixedSize}).
 */
public interface SizeSource {

  /** A short label for reports, e.g. {@code "memcpy Google A"} or {@code "size 64"}. */
  String label();

  /** Draws one size in bytes, in {@code [0, maxSizeBytes()]}. */
  int nextSize(SplittableRandom random);

  /**
   * The size at cumulative probability {@code u}: the smallest size whose cumulative probability
   * exceeds {@code u} (the inverse distribution function), for {@code u} in [0, 1).
   */
  int sizeAtQuantile(double u);

  /** The largest size this source can return, in bytes. */
  int maxSizeBytes();

  /** The expected size of one call, in bytes (the distribution's mean). */
  double meanSizeBytes();
}
