package io.github.nanometer.measure;

import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;

/** How much the JIT has compiled so far; warm-up watches it to see compilation settle. */
@FunctionalInterface
public interface JitActivity {

  /** Total JIT compilation time in milliseconds so far, or -1 when the JVM does not report it. */
  long totalCompilationMillis();

  /** The running JVM's {@link CompilationMXBean}, or -1 readings when it has none or no time monitoring. */
  static JitActivity ofThisJvm() {
    CompilationMXBean bean = ManagementFactory.getCompilationMXBean();
    if (bean == null || !bean.isCompilationTimeMonitoringSupported()) {
      return () -> -1;
    }
    return bean::getTotalCompilationTime;
  }
}
