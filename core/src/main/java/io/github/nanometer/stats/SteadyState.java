package io.github.nanometer.stats;

/**
 * Classifies a segmented series of block times by Barrett et al.'s rule ("Virtual Machine Warmup
 * Blows Hot and Cold", OOPSLA 2017, section 4): the last segment is the steady state unless it
 * starts too close to the end; a steady state at least as fast as everything before it is warm-up,
 * one slower than some earlier segment is a slowdown. Levels are times, so lower is faster.
 */
public final class SteadyState {
  private SteadyState() {}

  /** The default tail: a last segment starting in the last 20% of the blocks is no steady state. */
  public static final double DEFAULT_TAIL_FRACTION = 0.2;

  /**
   * The class of a segmented series.
   *
   * <ul>
   *   <li>{@link SteadyStateClass#FLAT} when there is no changepoint;
   *   <li>{@link SteadyStateClass#NO_STEADY_STATE} when the last segment starts at block {@code >=
   *       blocks * (1 - tailFraction)};
   *   <li>{@link SteadyStateClass#WARMUP} when the last segment's level is {@code <=} every earlier
   *       segment's level;
   *   <li>{@link SteadyStateClass#SLOWDOWN} otherwise (some earlier segment was faster).
   * </ul>
   *
   * @param segmentation the segmentation, as {@link Changepoints#segment} returns it
   * @param tailFraction the tail of the series, in (0, 1), in which a last segment may not start
   * @throws IllegalArgumentException when {@code segmentation} is null or {@code tailFraction} is
   *     outside (0, 1)
   */
  public static SteadyStateClass classify(Segmentation segmentation, double tailFraction) {
    if (segmentation == null) {
      throw new IllegalArgumentException("segmentation must not be null");
    }
    Arguments.inside("tailFraction", tailFraction, 0, 1);
    if (segmentation.changepoints() == 0) {
      return SteadyStateClass.FLAT;
    }
    if (segmentation.lastStart() >= segmentation.blocks() * (1 - tailFraction)) {
      return SteadyStateClass.NO_STEADY_STATE;
    }
    double[] levels = segmentation.levels();
    double steady = levels[levels.length - 1];
    for (int i = 0; i < levels.length - 1; i++) {
      if (levels[i] < steady) {
        return SteadyStateClass.SLOWDOWN;
      }
    }
    return SteadyStateClass.WARMUP;
  }
}
