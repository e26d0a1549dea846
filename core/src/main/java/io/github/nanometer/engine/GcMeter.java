package io.github.nanometer.engine;

import io.github.nanometer.GcActivity;
import io.github.nanometer.os.ThreadPageFaults;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.List;

/**
 * Counts garbage collections between {@link #start()} and {@link #stop(double)}, JVM-wide, from the
 * collectors' MXBeans, and the page faults the measuring thread (the one calling both) took between
 * them. Collectors that report -1 (unknown) are skipped; a JVM without any reports
 * {@link GcActivity#UNKNOWN}.
 */
final class GcMeter {
  private final List<GarbageCollectorMXBean> collectors;
  private final ThreadPageFaults faults;
  private long startCount;
  private long startMillis;
  private long startFaults;

  /** A meter of {@code collectors} without a page-fault count (its {@code pageFaults} is -1). */
  GcMeter(List<GarbageCollectorMXBean> collectors) {
    this(collectors, ThreadPageFaults.none());
  }

  GcMeter(List<GarbageCollectorMXBean> collectors, ThreadPageFaults faults) {
    this.collectors = List.copyOf(collectors);
    this.faults = faults;
  }

  /** A meter of this JVM's collectors and the real host's page-fault counts. */
  static GcMeter ofThisJvm() {
    return new GcMeter(ManagementFactory.getGarbageCollectorMXBeans(), ThreadPageFaults.real());
  }

  /** Marks the start of sampling; call it on the measuring thread. */
  GcMeter start() {
    startCount = count();
    startMillis = millis();
    startFaults = faults.minorFaults();
    return this;
  }

  /**
   * The collections since {@link #start()}, and their share of {@code sampledWallNanos}, the wall
   * time sampling took (capped at 1: collectors report their own time, which may exceed it), and
   * the calling thread's page faults since {@link #start()} (-1 when unreadable; the fault reader
   * is closed, so a second stop reports -1). Call it on the thread that called {@link #start()}.
   */
  GcActivity stop(double sampledWallNanos) {
    long c = count();
    long m = millis();
    long f = faults.minorFaults();
    faults.close();
    long pageFaults = f >= 0 && startFaults >= 0 && f >= startFaults ? f - startFaults : -1;
    if (c < 0 || m < 0 || startCount < 0 || startMillis < 0) {
      return pageFaults < 0 ? GcActivity.UNKNOWN : new GcActivity(false, 0, Duration.ZERO, 0, pageFaults);
    }
    Duration took = Duration.ofMillis(m - startMillis);
    double share = sampledWallNanos > 0 ? Math.min(1, took.toNanos() / sampledWallNanos) : 0;
    return new GcActivity(true, c - startCount, took, share, pageFaults);
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
