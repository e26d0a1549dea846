package io.github.nanometer.measure;

import com.sun.management.HotSpotDiagnosticMXBean;
import java.lang.management.ManagementFactory;
import java.util.Optional;

/** The running JVM's {@code -XX} options, read through HotSpot's diagnostic bean. */
public final class VmOptions {
  private VmOptions() {}

  /**
   * The current value of the option {@code name} (e.g. {@code "MaxHeapSize"} gives the bytes as a
   * decimal string); empty when the JVM has no such option or no diagnostic bean.
   */
  public static Optional<String> value(String name) {
    try {
      HotSpotDiagnosticMXBean hs = Bean.HOTSPOT;
      return hs == null ? Optional.empty() : Optional.ofNullable(hs.getVMOption(name).getValue());
    } catch (RuntimeException | LinkageError e) { // no such option, or no management access
      return Optional.empty();
    }
  }

  /** The bean, looked up once: each lookup runs the JDK's stream pipelines (see {@code text}). */
  private static final class Bean {
    static final HotSpotDiagnosticMXBean HOTSPOT = lookUp();

    private static HotSpotDiagnosticMXBean lookUp() {
      try {
        return ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class);
      } catch (RuntimeException | LinkageError e) {
        return null;
      }
    }
  }
}
