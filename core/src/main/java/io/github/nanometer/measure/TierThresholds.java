package io.github.nanometer.measure;

import com.sun.management.HotSpotDiagnosticMXBean;
import java.lang.management.ManagementFactory;

/** The JIT's tier thresholds of the running JVM, read once; HotSpot's defaults where unreadable. */
final class TierThresholds {
  /** HotSpot's default {@code Tier4InvocationThreshold}. */
  static final long DEFAULT_TIER4_INVOCATIONS = 5000;

  private TierThresholds() {}

  /** {@code Tier4InvocationThreshold} of this JVM, or {@link #DEFAULT_TIER4_INVOCATIONS}. */
  static long tier4Invocations() {
    try {
      HotSpotDiagnosticMXBean hs = ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class);
      return hs == null ? DEFAULT_TIER4_INVOCATIONS : Long.parseLong(hs.getVMOption("Tier4InvocationThreshold").getValue());
    } catch (RuntimeException | LinkageError e) {
      return DEFAULT_TIER4_INVOCATIONS;
    }
  }
}
