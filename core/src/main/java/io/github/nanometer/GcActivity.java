package io.github.nanometer;

/**
 * Garbage collection while the samples were taken, JVM-wide, so that a result states what GC cost
 * and whether its estimate includes it.
 *
 * @param known false when the JVM reports no collector statistics (the other members are then 0)
 * @param collections collections that finished during sampling
 * @param collectionMillis time those collections took, as the collectors report it
 * @param shareOfSampledTime {@code collectionMillis} over the wall time of sampling, a fraction on
 *     0..1 (collections overlap samples, so this is the share of time lost to GC)
 */
public record GcActivity(boolean known, long collections, double collectionMillis, double shareOfSampledTime) {

  /** No collector statistics. */
  public static final GcActivity UNKNOWN = new GcActivity(false, 0, 0, 0);

  /** Checks the members. */
  public GcActivity {
    if (collections < 0 || !(collectionMillis >= 0) || !(shareOfSampledTime >= 0 && shareOfSampledTime <= 1)) {
      throw new IllegalArgumentException("GC activity out of range: " + collections + " collections, "
          + collectionMillis + " ms, share " + shareOfSampledTime);
    }
  }
}
