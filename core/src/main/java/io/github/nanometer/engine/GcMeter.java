package io.github.nanometer.engine;

import io.github.nanometer.GcActivity;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.util.List;

/**
 * Counts garbage collections between {@link #start()} and {@link #stop(double)}, JVM-wide, from the
 * collectors' MXBeans. Collectors that report -1 (unknown) are skipped; a JVM without any reports
 * {@link GcActivity#UNKNOWN}.
 */
final class GcMeter {
  private final List<GarbageCollectorMXBean> collectors;
  private long startCount;
  private long startMillis;

  GcMeter(List<GarbageCollectorMXBean> collectors) {
    this.collectors = List.copyOf(collectors);
  }

  /** A meter of this JVM's collectors. */
  static GcMeter ofThisJvm() {
    return new GcMeter(ManagementFactory.getGarbageCollectorMXBeans());
  }

  /** Marks the start of sampling. */
  GcMeter start() {
    startCount = count();
    startMillis = millis();
    return this;
  }

  /**
   * The collections since {@link #start()}, and their share of {@code sampledWallNanos}, the wall
   * time sampling took (capped at 1: collectors report their own time, which may exceed it).
   */
  GcActivity stop(double sampledWallNanos) {
    long c = count();
    long m = millis();
    if (c < 0 || m < 0 || startCount < 0 || startMillis < 0) {
      return GcActivity.UNKNOWN;
    }
    double ms = m - startMillis;
    double share = sampledWallNanos > 0 ? Math.min(1, ms * 1e6 / sampledWallNanos) : 0;
    return new GcActivity(true, c - startCount, ms, share);
  }

  private long count() {
    long total = 0;
    boolean any = false;
    for (GarbageCollectorMXBean b : collectors) {
      long v = b.getCollectionCount();
      if (v >= 0) {
        total += v;
        any = true;
      }
    }
    return any ? total : -1;
  }

  private long millis() {
    long total = 0;
    boolean any = false;
    for (GarbageCollectorMXBean b : collectors) {
      long v = b.getCollectionTime();
      if (v >= 0) {
        total += v;
        any = true;
      }
    }
    return any ? total : -1;
  }
}
