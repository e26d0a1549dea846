package io.github.nanometer.doctor;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** The garbage collector in use and whether the heap is fixed in size ({@code -Xms} equal to {@code -Xmx}). */
final class JvmMemoryCheck implements Check {

  static final String ID = "jvm.gc";
  static final String HEAP_ID = "jvm.heap";
  private static final String WHY = "the collector decides pause lengths and the barriers compiled into "
      + "every reference store; results hold only for the collector they ran with";
  private static final String WHY_HEAP = "a heap that may grow or shrink resizes during measurement, "
      + "changing GC frequency and allocation cost between samples";

  @Override
  public String id() {
    return ID;
  }

  @Override
  public List<Finding> run(DoctorContext context) {
    List<Finding> out = new ArrayList<>();
    out.add(gc(context.jvm()));
    out.add(heap(context.jvm()));
    return out;
  }

  private static Finding gc(JvmFacts jvm) {
    if (jvm.garbageCollectors().isEmpty()) {
      return Finding.of(ID, Status.UNKNOWN, "no garbage collector MXBean reported", WHY, LinuxTips.JVM);
    }
    Set<String> families = new LinkedHashSet<>();
    for (String name : jvm.garbageCollectors()) {
      families.add(family(name));
    }
    return Finding.of(ID, Status.OK, String.join("+", families) + " (" + String.join(", ", jvm.garbageCollectors()) + ")",
        WHY, LinuxTips.JVM);
  }

  /** The collector family of an MXBean name. */
  static String family(String mxBeanName) {
    String n = mxBeanName;
    if (n.startsWith("G1")) {
      return "G1";
    }
    if (n.startsWith("ZGC")) {
      return "ZGC";
    }
    if (n.startsWith("Shenandoah")) {
      return "Shenandoah";
    }
    if (n.startsWith("PS ")) {
      return "Parallel";
    }
    if (n.equals("Copy") || n.equals("MarkSweepCompact")) {
      return "Serial";
    }
    if (n.startsWith("Epsilon")) {
      return "Epsilon";
    }
    return n;
  }

  private static Finding heap(JvmFacts jvm) {
    Optional<Long> xms = jvm.heapFlagBytes("-Xms", "InitialHeapSize");
    Optional<Long> xmx = jvm.heapFlagBytes("-Xmx", "MaxHeapSize");
    if (xms.isPresent() && xmx.isPresent() && xms.get().equals(xmx.get())) {
      return Finding.of(HEAP_ID, Status.OK, "-Xms = -Xmx = " + Text.bytes(xmx.get()), WHY_HEAP, LinuxTips.JVM);
    }
    long max = xmx.orElse(jvm.heapMaxBytes());
    long gib = 1L << 30;
    // without -Xmx the default maximum is an odd size (a quarter of memory); suggest whole GiB below it
    long suggested = xmx.isEmpty() && max >= 2 * gib ? (max / gib) * gib : max;
    String size = Text.jvmSize(suggested);
    String observed = (xms.map(v -> "-Xms " + Text.bytes(v)).orElse("no -Xms")) + ", "
        + (xmx.map(v -> "-Xmx " + Text.bytes(v)).orElse("no -Xmx (max " + Text.bytes(max) + ")"));
    return Finding.of(HEAP_ID, Status.WARN, observed, WHY_HEAP, LinuxTips.JVM)
        .withLabel("-Xms != -Xmx")
        .withFix("add -Xms" + size + " -Xmx" + size + " to the java command line",
            "remove -Xms" + size + " from the java command line");
  }
}
