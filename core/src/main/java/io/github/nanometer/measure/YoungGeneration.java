package io.github.nanometer.measure;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.util.ArrayList;
import java.util.List;

/**
 * The size the JVM has committed to its young generation's eden right now (where new objects are
 * allocated; survivor spaces are left out, as they change with every collection).
 * Warm-up watches it: a young generation that grows hands the allocating thread memory it has never
 * touched, and every new page costs a fault inside the timed rounds until growth stops. HotSpot's
 * G1 grows it in steps seconds apart in a fresh JVM unless its size is fixed ({@code -Xmn}).
 */
@FunctionalInterface
public interface YoungGeneration {

  /** Committed bytes of eden, or -1 when the JVM's collector has no such pools (ZGC, Shenandoah). */
  long committedBytes();

  /** Knows nothing: always -1, so conditions on the young generation do not apply. */
  static YoungGeneration unknown() {
    return () -> -1;
  }

  /**
   * The running JVM's heap pools whose names say eden ({@code G1 Eden Space}, {@code PS Eden Space},
   * {@code Eden Space}); {@link #unknown()} when there are none.
   */
  static YoungGeneration ofThisJvm() {
    List<MemoryPoolMXBean> young = new ArrayList<>();
    for (MemoryPoolMXBean p : ManagementFactory.getMemoryPoolMXBeans()) {
      if (isYoung(p.getType(), p.getName())) {
        young.add(p);
      }
    }
    return young.isEmpty() ? unknown() : () -> committed(young);
  }

  /** Whether a pool of this type and name is an eden space. */
  static boolean isYoung(MemoryType type, String poolName) {
    return type == MemoryType.HEAP && poolName.contains("Eden");
  }

  private static long committed(List<MemoryPoolMXBean> pools) {
    long total = 0;
    for (MemoryPoolMXBean p : pools) {
      long c = p.getUsage().getCommitted();
      if (c < 0) {
        return -1;
      }
      total += c;
    }
    return total;
  }
}
