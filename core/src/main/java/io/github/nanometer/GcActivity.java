package io.github.nanometer;

import java.time.Duration;

/**
 * Garbage collection while the samples were taken, JVM-wide, so that a result states what GC cost
 * and whether its estimate includes it.
 *
 * @param known false when the JVM reports no collector statistics (the other members are then 0)
 * @param collections collections that finished during sampling
 * @param collectionTime time those collections took, as the collectors report it (whole
 *     milliseconds from the JVM's collectors; documents write it as {@code collectionMillis})
 * @param shareOfSampledTime {@code collectionTime} over the wall time of sampling, a fraction on
 *     0..1 (collections overlap samples, so this is the share of time lost to GC)
 * @param pageFaults minor page faults the measuring thread took during sampling (first use of
 *     memory, such as heap the JVM had committed but not yet touched: their cost lands in the timed
 *     samples), or -1 when not known
 */
public record GcActivity(boolean known, long collections, Duration collectionTime, double shareOfSampledTime,
    long pageFaults) {

  /** No collector statistics and no page-fault count. */
  public static final GcActivity UNKNOWN = new GcActivity(false, 0, Duration.ZERO, 0, -1);

  /**
   * Checks the members.
   *
   * @throws IllegalArgumentException when a count, the time or the share is out of range
   */
  public GcActivity {
    if (collectionTime == null) {
      throw new IllegalArgumentException("collectionTime must not be null");
    }
    if (collections < 0 || collectionTime.isNegative() || !(shareOfSampledTime >= 0 && shareOfSampledTime <= 1)
        || pageFaults < -1) {
      throw new IllegalArgumentException("GC activity out of range: " + collections + " collections, "
          + collectionTime + ", share " + shareOfSampledTime + ", " + pageFaults + " page faults");
    }
  }

  /** Collector statistics without a page-fault count ({@code pageFaults} -1). */
  public GcActivity(boolean known, long collections, Duration collectionTime, double shareOfSampledTime) {
    this(known, collections, collectionTime, shareOfSampledTime, -1);
  }

  /** True when the measuring thread's page faults during sampling are known. */
  public boolean pageFaultsKnown() {
    return pageFaults >= 0;
  }
}
