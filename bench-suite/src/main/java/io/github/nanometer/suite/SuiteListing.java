package io.github.nanometer.suite;

import java.io.PrintStream;
import java.util.Locale;

/** {@code nanometer suite --list}: the distributions and implementations of every function. */
public final class SuiteListing {
  private SuiteListing() {}

  /** Writes the listing; {@code caches} gives the buffer each function gets and so its largest sweep size. */
  public static void write(CacheSizes caches, PrintStream out) {
    out.println("distributions (--distribution NAME, or the letter alone; all = every one):");
    for (MemoryFunction f : MemoryFunction.values()) {
      out.println("  " + f + ":");
      for (SizeDistribution d : SizeDistributions.forFunction(f)) {
        out.printf(Locale.ROOT, "    %-22s %5d sizes, 0..%d bytes, mean %.1f bytes%n", d.name(), d.sizes().length,
            d.maxSizeBytes(), d.meanSizeBytes());
      }
    }
    out.println("implementations (--impl NAME or kind: libc, java):");
    for (MemoryFunction f : MemoryFunction.values()) {
      BufferPlan plan = BufferPlan.forL1(f, caches.l1DataBytesOrDefault(), SuiteDefaults.BATCH_ENTRIES,
          SuiteDefaults.ALIGNMENT, false);
      out.printf(Locale.ROOT, "  %s (L1 buffer share %d bytes: largest --sweep size %d):%n", f, plan.shareBytes(),
          plan.maxSizeBytes());
      for (Implementation i : Implementations.forFunction(f)) {
        out.printf(Locale.ROOT, "    %-18s %s%s%n", i.name(), i.description(),
            i.isAvailable() ? "" : " [unavailable: " + i.unavailableReason().orElseThrow() + "]");
      }
    }
    for (String w : caches.warnings()) {
      out.println("warning: " + w);
    }
  }
}
