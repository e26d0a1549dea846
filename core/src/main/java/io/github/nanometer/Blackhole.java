package io.github.nanometer;

import io.github.nanometer.text.Tokens;
import java.lang.management.ManagementFactory;
import java.util.List;

/**
 * Consumes benchmark results so the JIT cannot remove the work that produced them.
 *
 * <p>Two implementations, chosen once per JVM: the JDK's compiler blackhole, when the JVM was
 * started with {@code -XX:+UnlockExperimentalVMOptions
 * -XX:CompileCommand=blackhole,io.github.nanometer.Blackhole::sink} (the {@code ./nanometer}
 * launcher and forked runs add it), which costs nothing and keeps every argument alive; otherwise a
 * volatile-based sink: each value is compared with two volatile fields that never hold equal
 * values, so the comparison can never be folded and the value must be computed.
 *
 * <p>Implementation notes: the compiler blackhole is honoured by C2 and C1 only for static void
 * methods named exactly in the command; if the name drifts, values are silently dropped and work
 * can be dead-code eliminated, so {@link #compilerBlackholeActive()} checks the JVM's input
 * arguments for this class's exact method ({@link #detectCompilerBlackhole}). The timed loop
 * templates in {@code measure} hold a field of this final class (the one type of the API they
 * name), so every call is bound statically and inlined without a type check. Objects in the volatile
 * path are stored into a plain field every 2^20 calls (by a counter), so escape analysis cannot
 * prove they never escape and scalar-replace them.
 */
public final class Blackhole {

  /** The method the compile command must name: this class's static sinks. */
  static final String SINK_METHOD = "io.github.nanometer.Blackhole::sink";

  private static final boolean COMPILER =
      detectCompilerBlackhole(ManagementFactory.getRuntimeMXBean().getInputArguments());

  private volatile long longA = 0x9E3779B97F4A7C15L;
  private volatile long longB = 0x632BE59BD9B4E019L;
  private volatile double doubleA = Double.MIN_VALUE;
  private volatile double doubleB = -Double.MIN_VALUE;
  private volatile Object objectA = new Object();
  private volatile Object objectB = new Object();
  private int storeCounter;
  private Object escape;

  /** A fresh blackhole; one per benchmark loop. */
  public Blackhole() {}

  /** True when the JVM was started with the compiler-blackhole command for {@link #sink}. */
  public static boolean compilerBlackholeActive() {
    return COMPILER;
  }

  /** The JVM flags that enable the compiler blackhole for this class, for forked JVMs and launchers. */
  public static List<String> compilerBlackholeFlags() {
    return List.of("-XX:+UnlockExperimentalVMOptions", "-XX:CompileCommand=blackhole," + SINK_METHOD);
  }

  /**
   * True when {@code jvmArgs} (a JVM's input arguments) hold a blackhole compile command for
   * exactly this class's sinks (HotSpot's spellings {@code pkg.Class::method}, {@code
   * pkg/Class::method} and {@code pkg/Class.method} all count; another method, class or command
   * does not): the one rule the measuring code and the doctor read the flags by.
   *
   * @param jvmArgs the arguments, e.g. {@code RuntimeMXBean.getInputArguments()}; not null
   */
  public static boolean detectCompilerBlackhole(List<String> jvmArgs) {
    String prefix = "-XX:CompileCommand=";
    for (String a : jvmArgs) {
      if (!a.startsWith(prefix)) {
        continue;
      }
      List<String> parts = Tokens.words(a.substring(prefix.length()).replace(',', ' '));
      if (parts.size() >= 2 && parts.get(0).equals("blackhole")) {
        String method = parts.get(1).replace('/', '.').replace("::", ".");
        if (method.equals(SINK_METHOD.replace("::", "."))) {
          return true;
        }
      }
    }
    return false;
  }

  /** Consumes a reference result. */
  public void consume(Object value) {
    if (COMPILER) {
      sink(value);
    } else if (value == objectA & value == objectB) {
      escape = value; // unreachable: objectA != objectB always
    } else if ((++storeCounter & 0xFFFFF) == 0) {
      escape = value;
    }
  }

  /** Consumes a long result. */
  public void consume(long value) {
    if (COMPILER) {
      sink(value);
    } else if (value == longA & value == longB) {
      escape = this; // unreachable: longA != longB always
    }
  }

  /** Consumes an int result. */
  public void consume(int value) {
    consume((long) value);
  }

  /** Consumes a double result. */
  public void consume(double value) {
    if (COMPILER) {
      sink(value);
    } else if (value == doubleA & value == doubleB) {
      escape = this; // unreachable: doubleA != doubleB always
    }
  }

  /** Consumes a boolean result. */
  public void consume(boolean value) {
    consume(value ? 1L : 0L);
  }

  /**
   * The object the volatile path last stored so that escape analysis cannot drop consumed objects:
   * every 2^20th consumed reference, never anything from the unreachable branches; always null under
   * the compiler blackhole. For tests of those rules.
   */
  Object escaped() {
    return escape;
  }

  /** Compiler-blackhole targets: empty static methods the JIT keeps alive with their arguments. */
  private static void sink(Object value) {}

  private static void sink(long value) {}

  private static void sink(double value) {}

  /** Which implementation this JVM uses: {@code "compiler"} or {@code "volatile"}. */
  public static String kind() {
    return COMPILER ? "compiler" : "volatile";
  }
}
