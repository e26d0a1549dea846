package io.github.nanometer.measure;

import io.github.nanometer.text.BlackholeCommand;
import java.lang.management.ManagementFactory;
import java.util.List;

/**
 * Whether this JVM runs the JDK's compiler blackhole for the public blackhole's {@code sink}
 * methods, and the flags that enable it. Decided once per JVM from its input arguments.
 *
 * <p>Implementation notes: the compiler blackhole is honoured by C2 and C1 only for static void
 * methods named exactly in the command; if the name drifts, values are silently dropped and work
 * can be dead-code eliminated, so detection compares the exact method pattern. The method is named
 * here as a string ({@link #SINK_METHOD}) because the public {@code io.github.nanometer.Blackhole}
 * owns it and this package must not import the public API.
 */
public final class CompilerBlackhole {

  /** The method the compile command must name: the public blackhole's static sinks. */
  public static final String SINK_METHOD = BlackholeCommand.SINK_METHOD;

  private static final boolean ACTIVE = detect(ManagementFactory.getRuntimeMXBean().getInputArguments());

  private CompilerBlackhole() {}

  /** True when this JVM was started with the compiler-blackhole command for {@link #SINK_METHOD}. */
  public static boolean active() {
    return ACTIVE;
  }

  /** The JVM flags that enable the compiler blackhole, for forked JVMs and launchers. */
  public static List<String> flags() {
    return BlackholeCommand.flags();
  }

  /** Which implementation this JVM uses: {@code "compiler"} or {@code "volatile"}. */
  public static String kind() {
    return ACTIVE ? "compiler" : "volatile";
  }

  /** {@link BlackholeCommand#detect}: whether {@code jvmArgs} hold the command for {@link #SINK_METHOD}. */
  public static boolean detect(List<String> jvmArgs) {
    return BlackholeCommand.detect(jvmArgs);
  }
}
