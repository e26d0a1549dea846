package io.github.nanometer;

import java.util.List;

/**
 * What the perf counters counted during one sample of a {@link Result} ({@link
 * Result#counterDeltas()}), scaled for multiplexing and with the calibrated cost of reading the
 * counters subtracted.
 *
 * <p>A counter group that was on the PMU for only part of the sample counted a fraction of the
 * events; its estimate is the raw count scaled by enabled over running time. A group that never ran
 * during the sample gives NaN: unknown, not zero.
 *
 * @param events the events, in the order of the arrays
 * @param raw raw count differences, one per event
 * @param scaled multiplex-scaled estimates minus the read overhead, never below 0; NaN when not counted
 * @param runningFraction running over enabled time per event (1 = never multiplexed); NaN when not enabled
 */
public record CounterSample(List<CounterEvent> events, long[] raw, double[] scaled, double[] runningFraction) {

  /** At least this many undisturbed samples must remain for any to be dropped ({@link #keptIndices}). */
  public static final int MIN_KEPT = 2;

  /** At least this fraction of the samples must remain undisturbed for any to be dropped ({@link #keptIndices}). */
  public static final double MIN_KEPT_FRACTION = 0.1;

  /**
   * Checks that every array is as long as {@code events} and copies all four.
   *
   * @throws IllegalArgumentException when a member is null or the lengths differ
   */
  public CounterSample {
    // Checked in place, no intermediate value: a result makes one per sample, tens of thousands, and
    // reading and writing documents copies them all (every CounterEvent is a CounterEvent by name).
    if (events == null || raw == null || scaled == null || runningFraction == null || raw.length != events.size()
        || scaled.length != events.size() || runningFraction.length != events.size()) {
      throw new IllegalArgumentException("events, raw, scaled and runningFraction must have equal sizes");
    }
    events = List.copyOf(events); // the same list when it is already unmodifiable: samples share it
    raw = raw.clone();
    scaled = scaled.clone();
    runningFraction = runningFraction.clone();
  }

  /** The raw count differences, one per event; a fresh array on every call, so the sample stays as measured. */
  @Override
  public long[] raw() {
    return raw.clone();
  }

  /** The scaled counts, one per event (NaN where not counted); a fresh array on every call. */
  @Override
  public double[] scaled() {
    return scaled.clone();
  }

  /** The running fractions, one per event (NaN where not enabled); a fresh array on every call. */
  @Override
  public double[] runningFraction() {
    return runningFraction.clone();
  }

  /** True when at least one context switch happened during the sample (false when not counted). */
  public boolean contextSwitched() {
    return get(CounterEvent.CONTEXT_SWITCHES) >= 1;
  }

  /** True when the thread moved to another cpu during the sample (false when not counted). */
  public boolean migrated() {
    return get(CounterEvent.CPU_MIGRATIONS) >= 1;
  }

  /** The scaled count of {@code event}, or NaN when it is not among the events or was not counted. */
  public double get(CounterEvent event) {
    int i = events.indexOf(event);
    return i < 0 ? Double.NaN : scaled[i];
  }

  /**
   * True when a context switch or a move to another cpu happened during the sample (false when
   * neither was counted); such samples are marked, and left out of the estimates where enough others remain.
   */
  public boolean disturbed() {
    // read in place: documents ask it of every sample (no copy per sample)
    for (int i = 0; i < scaled.length; i++) {
      CounterEvent e = events.get(i);
      if ((e == CounterEvent.CONTEXT_SWITCHES || e == CounterEvent.CPU_MIGRATIONS) && scaled[i] >= 1) {
        return true;
      }
    }
    return false;
  }

  /**
   * The indices of the samples a result's estimates use, ascending: every sample but the {@link
   * #disturbed()} ones, unless fewer than {@link #MIN_KEPT} undisturbed ones, or fewer than {@link
   * #MIN_KEPT_FRACTION} of all, would remain; then every sample (estimates from a small,
   * self-selected remainder would mislead more than the disturbance does). Without one mark per
   * sample (no counters) every sample is kept.
   *
   * @param disturbed one mark per sample, in order; any other length means "no marks"
   * @param sampleCount the number of samples, at least 0
   */
  public static int[] keptIndices(boolean[] disturbed, int sampleCount) {
    int clean = 0;
    if (disturbed.length == sampleCount) {
      for (boolean d : disturbed) {
        clean += d ? 0 : 1;
      }
    }
    if (disturbed.length != sampleCount || clean == sampleCount || clean < MIN_KEPT
        || clean < MIN_KEPT_FRACTION * sampleCount) {
      clean = sampleCount;
    }
    int[] kept = new int[clean];
    for (int i = 0, k = 0; i < sampleCount && k < clean; i++) {
      if (clean == sampleCount || !disturbed[i]) {
        kept[k++] = i;
      }
    }
    return kept;
  }
}
