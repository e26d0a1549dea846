package io.github.nanometer.doctor;

import java.lang.management.CompilationMXBean;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What the doctor needs to know about the running JVM, gathered once as data so that tests can
 * pass fixed values ({@link #current()} reads the real ones).
 *
 * @param javaVersion {@code Runtime.version()}, e.g. {@code "17.0.15+6-Debian-1deb12u1"}
 * @param featureVersion the feature release, e.g. 17
 * @param vmName {@code java.vm.name}
 * @param vmVendor {@code java.vm.vendor}
 * @param vmInfo {@code java.vm.info}, e.g. {@code "mixed mode, sharing"} or {@code "interpreted mode"}
 * @param jitCompiler the JIT's name from the compilation MXBean; empty when the JVM has none
 * @param inputArguments the JVM's command-line flags (not the program's arguments)
 * @param garbageCollectors names of the collectors' MXBeans, e.g. {@code "G1 Young Generation"}
 * @param heapMaxBytes {@code Runtime.maxMemory()}: the most heap the JVM will use
 */
public record JvmFacts(String javaVersion, int featureVersion, String vmName, String vmVendor, String vmInfo,
    Optional<String> jitCompiler, List<String> inputArguments, List<String> garbageCollectors, long heapMaxBytes) {

  /** Copies the lists and rejects nulls. */
  public JvmFacts {
    if (javaVersion == null || vmName == null || vmVendor == null || vmInfo == null || jitCompiler == null) {
      throw new IllegalArgumentException("JvmFacts fields must not be null");
    }
    inputArguments = List.copyOf(inputArguments);
    garbageCollectors = List.copyOf(garbageCollectors);
  }

  /** The facts of the JVM running this code. */
  public static JvmFacts current() {
    CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
    List<String> gcs = new ArrayList<>();
    for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
      gcs.add(gc.getName());
    }
    return new JvmFacts(
        Runtime.version().toString(),
        Runtime.version().feature(),
        System.getProperty("java.vm.name", ""),
        System.getProperty("java.vm.vendor", ""),
        System.getProperty("java.vm.info", ""),
        jit == null ? Optional.empty() : Optional.of(jit.getName()),
        ManagementFactory.getRuntimeMXBean().getInputArguments(),
        gcs,
        Runtime.getRuntime().maxMemory());
  }

  /**
   * The value of the last {@code -Xms}/{@code -Xmx}-style flag: {@code prefix} is e.g. {@code
   * "-Xmx"} and {@code xxName} the equivalent {@code -XX:} name (e.g. {@code "MaxHeapSize"}); the
   * size in bytes, empty when not given or malformed.
   */
  public Optional<Long> heapFlagBytes(String prefix, String xxName) {
    Optional<Long> found = Optional.empty();
    for (String a : inputArguments) {
      String v = null;
      if (a.startsWith(prefix)) {
        v = a.substring(prefix.length());
      } else if (a.startsWith("-XX:" + xxName + "=")) {
        v = a.substring(xxName.length() + 5);
      }
      if (v != null) {
        Optional<Long> parsed = parseSize(v);
        if (parsed.isPresent()) {
          found = parsed;
        }
      }
    }
    return found;
  }

  /** Parses a JVM size such as {@code 512m}, {@code 2g} or {@code 1048576}; empty when malformed. */
  public static Optional<Long> parseSize(String text) {
    String t = text.trim().toLowerCase(java.util.Locale.ROOT);
    if (t.isEmpty()) {
      return Optional.empty();
    }
    long scale = 1;
    char last = t.charAt(t.length() - 1);
    int shift = "kmgt".indexOf(last);
    if (shift >= 0) {
      scale = 1L << (10 * (shift + 1));
      t = t.substring(0, t.length() - 1);
    }
    try {
      long n = Long.parseLong(t);
      return n < 0 || n > Long.MAX_VALUE / scale ? Optional.empty() : Optional.of(n * scale);
    } catch (NumberFormatException e) {
      return Optional.empty();
    }
  }
}
