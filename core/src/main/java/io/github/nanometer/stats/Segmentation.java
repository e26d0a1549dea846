package io.github.nanometer.stats;

/**
 * A series of block values cut into segments of steady level, as {@link Changepoints#segment}
 * returns it: segment {@code i} holds the blocks {@code starts[i]} up to (excluding) the next
 * start, or up to {@code blocks} for the last one.
 *
 * @param starts the first block of each segment: {@code starts[0] == 0}, strictly ascending, each
 *     below {@code blocks}
 * @param levels each segment's level: the median of its block values, one per segment
 * @param blocks the number of blocks in the series, at least 1
 */
public record Segmentation(int[] starts, double[] levels, int blocks) {

  /**
   * Copies the arrays.
   *
   * @throws IllegalArgumentException when {@code blocks < 1}, the starts do not begin at 0, are not
   *     strictly ascending below {@code blocks}, or there is not one level per start
   */
  public Segmentation {
    if (blocks < 1) {
      throw new IllegalArgumentException("blocks must be >= 1, got " + blocks);
    }
    if (starts == null || starts.length < 1 || starts[0] != 0) {
      throw new IllegalArgumentException("starts must begin with 0, got "
          + (starts == null ? "null" : starts.length == 0 ? "none" : String.valueOf(starts[0])));
    }
    if (levels == null || levels.length != starts.length) {
      throw new IllegalArgumentException("levels must hold one value per segment (" + starts.length + "), got "
          + (levels == null ? "null" : String.valueOf(levels.length)));
    }
    starts = starts.clone();
    levels = levels.clone();
    for (int i = 1; i < starts.length; i++) {
      if (starts[i] <= starts[i - 1] || starts[i] >= blocks) {
        throw new IllegalArgumentException("starts[" + i + "] must be in [" + (starts[i - 1] + 1) + ", "
            + (blocks - 1) + "], got " + starts[i]);
      }
    }
  }

  /** The number of segments, at least 1. */
  public int segments() {
    return starts.length;
  }

  /** The first block of the last segment (0 when there is one segment). */
  public int lastStart() {
    return starts[starts.length - 1];
  }

  /** The number of changepoints: {@code segments() - 1}. */
  public int changepoints() {
    return starts.length - 1;
  }

  @Override
  public int[] starts() {
    return starts.clone();
  }

  @Override
  public double[] levels() {
    return levels.clone();
  }
}
