package io.github.nanometer.counters;

import io.github.nanometer.CounterSample;
import java.util.List;

/**
 * Which samples the estimates use: a sample in which the measuring thread was switched out or
 * migrated ({@link CounterSample#disturbed()}: perf software counters, or {@code
 * getrusage(RUSAGE_THREAD)} switch counts and {@code sched_getcpu} where perf is refused) holds
 * someone else's time slice, so it is left out of the estimates. The raw data keeps every sample
 * and its marks, so the estimates can be recomputed either way. Pure.
 *
 * <p>The rule: drop the disturbed samples unless fewer than {@link CounterSample#MIN_KEPT} undisturbed ones, or
 * fewer than {@link CounterSample#MIN_KEPT_FRACTION} of all, would remain; then keep every sample (the result's
 * note says so), since estimates from a small, self-selected remainder would mislead more than the
 * disturbance does. Without one mark per sample (no counters) every sample is kept.
 */
public final class DisturbedSamples {
  private DisturbedSamples() {}

  /**
   * The indices of the samples the estimates use, ascending.
   *
   * @param marks one {@link CounterSample} per sample, in order; any other length means "no marks"
   * @param sampleCount the number of samples
   */
  public static int[] keptIndices(List<CounterSample> marks, int sampleCount) {
    if (marks.size() != sampleCount) {
      return keptIndices(new boolean[0], sampleCount);
    }
    boolean[] disturbed = new boolean[sampleCount];
    for (int i = 0; i < sampleCount; i++) {
      disturbed[i] = marks.get(i).disturbed();
    }
    return keptIndices(disturbed, sampleCount);
  }

  /**
   * As {@link #keptIndices(List, int)}, from each sample's mark alone: whether it was disturbed.
   *
   * @param disturbed one mark per sample, in order; any other length means "no marks"
   * @param sampleCount the number of samples
   */
  public static int[] keptIndices(boolean[] disturbed, int sampleCount) {
    return CounterSample.keptIndices(disturbed, sampleCount);
  }

  /** How many samples {@link #keptIndices} leaves out. */
  public static int droppedCount(List<CounterSample> marks, int sampleCount) {
    return sampleCount - keptIndices(marks, sampleCount).length;
  }

  /** The elements of {@code values} at {@code indices}. */
  public static double[] pick(double[] values, int[] indices) {
    double[] out = new double[indices.length];
    for (int i = 0; i < indices.length; i++) {
      out[i] = values[indices[i]];
    }
    return out;
  }

  /** The note for the result: how many were disturbed and what happened to them; empty when none were. */
  public static String note(List<CounterSample> marks, int sampleCount) {
    int disturbed = CounterDeltas.disturbedCount(marks);
    if (disturbed == 0 || marks.size() != sampleCount) {
      return "";
    }
    int dropped = droppedCount(marks, sampleCount);
    if (dropped == 0) {
      return disturbed + " of " + sampleCount + " samples were disturbed (context switch or cpu migration) and"
          + " kept: too few undisturbed samples would remain; pin to a quiet cpu (--cpu) or stop the neighbour";
    }
    return dropped + " of " + sampleCount + " samples were disturbed (context switch or cpu migration) and left"
        + " out of the estimates; the raw data keeps them with their marks";
  }
}
