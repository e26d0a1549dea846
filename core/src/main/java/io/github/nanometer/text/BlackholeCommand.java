package io.github.nanometer.text;

import java.util.List;

/**
 * The JVM flags of nanometer's compiler blackhole, and the one rule that tells from a JVM's input
 * arguments whether they hold it: plain text over the flags, so that the measuring code ({@code
 * measure.CompilerBlackhole}) and the doctor read them alike without depending on each other.
 *
 * <p>The compiler blackhole is honoured by C2 and C1 only for static void methods named exactly in
 * the command; if the name drifts, values are silently dropped and work can be dead-code
 * eliminated, so detection compares the exact method pattern.
 */
public final class BlackholeCommand {

  /** The method the compile command must name: the public blackhole's static sinks. */
  public static final String SINK_METHOD = "io.github.nanometer.Blackhole::sink";

  private BlackholeCommand() {}

  /** The JVM flags that enable the compiler blackhole for {@link #SINK_METHOD}. */
  public static List<String> flags() {
    return List.of("-XX:+UnlockExperimentalVMOptions", "-XX:CompileCommand=blackhole," + SINK_METHOD);
  }

  /**
   * True when {@code jvmArgs} hold a blackhole compile command for exactly {@link #SINK_METHOD}
   * (HotSpot's spellings {@code pkg.Class::method}, {@code pkg/Class::method} and {@code
   * pkg/Class.method} all count; another method, class or command does not).
   */
  public static boolean detect(List<String> jvmArgs) {
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
}
