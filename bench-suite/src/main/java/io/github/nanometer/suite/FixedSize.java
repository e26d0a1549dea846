package io.github.nanometer.suite;

import java.util.SplittableRandom;

/**
 * Every call has the same size: sweep mode's one size at a time, and large mode.
 *
 * @param sizeBytes the size of every call, at least 0
 */
public record FixedSize(int sizeBytes) implements SizeSource {

  /** Validates that the size is not negative. */
  public FixedSize {
    if (sizeBytes < 0) {
      throw new IllegalArgumentException("sizeBytes must be in [0, " + Integer.MAX_VALUE + "], got " + sizeBytes);
    }
  }

  @Override
  public String label() {
    return "size " + sizeBytes;
  }

  @Override
  public int nextSize(SplittableRandom random) {
    return sizeBytes;
  }

  @Override
  public int sizeAtQuantile(double u) {
    return sizeBytes;
  }

  @Override
  public int maxSizeBytes() {
    return sizeBytes;
  }

  @Override
  public double meanSizeBytes() {
    return sizeBytes;
  }
}
