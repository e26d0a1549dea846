package io.github.nanometer.measure;

/** The JIT's tier thresholds of the running JVM, read once; HotSpot's defaults where unreadable. */
final class TierThresholds {
  /** HotSpot's default {@code Tier4InvocationThreshold}. */
  static final long DEFAULT_TIER4_INVOCATIONS = 5000;

  private TierThresholds() {}

  /** {@code Tier4InvocationThreshold} of this JVM, or {@link #DEFAULT_TIER4_INVOCATIONS}. */
  static long tier4Invocations() {
    try {
      return VmOptions.value("Tier4InvocationThreshold").map(Long::parseLong).orElse(DEFAULT_TIER4_INVOCATIONS);
    } catch (NumberFormatException e) {
      return DEFAULT_TIER4_INVOCATIONS;
    }
  }
}
