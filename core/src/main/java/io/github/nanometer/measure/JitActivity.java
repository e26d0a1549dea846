package io.github.nanometer.measure;

import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;

/**
 * How much the JIT has compiled so far and how much it still has to do; warm-up watches it to see
 * compilation settle.
 */
@FunctionalInterface
public interface JitActivity {

  /** Total JIT compilation time in milliseconds so far, or -1 when the JVM does not report it. */
  long totalCompilationMillis();

  /**
   * Compilations queued or in progress right now, JVM-wide, or -1 when the JVM cannot say. A
   * compilation is only counted in {@link #totalCompilationMillis()} once it finishes, so a long
   * C2 compilation in flight is visible only here. The default knows nothing (-1).
   */
  default int pendingCompilations() {
    return -1;
  }

  /**
   * The running JVM's {@link CompilationMXBean} for compilation time, and its compile queue (the
   * {@code Compiler.queue} diagnostic command) for pending work; -1 readings for what it lacks.
   */
  static JitActivity ofThisJvm() {
    CompilationMXBean bean = ManagementFactory.getCompilationMXBean();
    CompileQueue queue = CompileQueue.ofThisJvm();
    boolean timed = bean != null && bean.isCompilationTimeMonitoringSupported();
    return new JitActivity() {
      @Override
      public long totalCompilationMillis() {
        return timed ? bean.getTotalCompilationTime() : -1;
      }

      @Override
      public int pendingCompilations() {
        return queue.pending();
      }
    };
  }
}
