package io.github.nanometer.doctor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The JVM findings for injected JVM facts. */
class JvmChecksTest {

  private static JvmFacts jvm(String vmInfo, Optional<String> jit, List<String> args, int feature, long maxHeap) {
    return new JvmFacts(feature + ".0.1+1", feature, "OpenJDK 64-Bit Server VM", "Vendor", vmInfo, jit, args,
        List.of("G1 Young Generation", "G1 Old Generation"), maxHeap);
  }

  private static DoctorReport run(JvmFacts facts) {
    return FakeHosts.doctor("intel-server").jvm(facts).run();
  }

  @Test
  void debuggerFailsAndIsNamedFirstInTheSummary() {
    String jdwp = "-agentlib:jdwp=transport=dt_socket,server=y,suspend=n,address=*:5005";
    DoctorReport r = run(jvm("mixed mode", Optional.of("C2"), List.of("-Xms1g", "-Xmx1g", jdwp,
        "-XX:+UnlockExperimentalVMOptions", "-XX:CompileCommand=blackhole,io.github.nanometer.Blackhole::sink"), 17,
        1L << 30));
    Finding f = r.find("jvm.debugger").orElseThrow();
    assertEquals(Status.FAIL, f.status());
    assertEquals("remove " + jdwp + " from the java command line (or run without the IDE's debug mode)", f.fix());
    assertEquals("doctor: 0 warn, 1 fail (debugger attached) - run 'nanometer doctor'", r.oneLineSummary());
    assertEquals(1, r.exitStatus(false));
  }

  @Test
  void theCompilerBlackholeIsOkOnlyWhenThisJvmRunsIt() {
    List<String> on = List.of("-XX:+UnlockExperimentalVMOptions",
        "-XX:CompileCommand=blackhole,io.github.nanometer.Blackhole::sink");
    Finding inUse = run(jvm("mixed mode", Optional.of("C2"), on, 17, 1L << 30)).find("jvm.blackholes").orElseThrow();
    assertEquals(Status.OK, inUse.status());
    assertTrue(inUse.observed().startsWith("in use (JDK 17"), inUse.observed());
    // a blackhole command for another method does not make nanometer's sinks free
    Finding other = run(jvm("mixed mode", Optional.of("C2"), List.of("-XX:+UnlockExperimentalVMOptions",
        "-XX:CompileCommand=blackhole,org.example.Sink::consume"), 17, 1L << 30)).find("jvm.blackholes").orElseThrow();
    assertEquals(Status.WARN, other.status());
    Finding off = run(jvm("mixed mode", Optional.of("C2"), List.of(), 21, 1L << 30)).find("jvm.blackholes")
        .orElseThrow();
    assertEquals(Status.WARN, off.status());
    assertTrue(off.observed().startsWith("off in this JVM: what it measures itself consumes results through the "
        + "volatile fallback"), off.observed());
    assertEquals("start java with -XX:+UnlockExperimentalVMOptions -XX:CompileCommand=blackhole,"
        + "io.github.nanometer.Blackhole::sink (as the nanometer launcher does), or measure in forks", off.fix());
    Finding old = run(jvm("mixed mode", Optional.of("C2"), List.of(), 11, 1L << 30)).find("jvm.blackholes")
        .orElseThrow();
    assertEquals(Status.WARN, old.status());
    assertTrue(old.observed().startsWith("unavailable before JDK 17"), old.observed());
  }

  @Test
  void otherAgentsWarn() {
    DoctorReport r = run(jvm("mixed mode", Optional.of("C2"), List.of("-Xms1g", "-Xmx1g", "-javaagent:/opt/apm.jar"), 17, 1L << 30));
    assertEquals(Status.WARN, r.find("jvm.debugger").orElseThrow().status());
  }

  @Test
  void interpreterOnlyFails() {
    DoctorReport r = run(jvm("interpreted mode", Optional.empty(), List.of("-Xint", "-Xms1g", "-Xmx1g"), 17, 1L << 30));
    Finding f = r.find("jvm.jit").orElseThrow();
    assertEquals(Status.FAIL, f.status());
    assertEquals("remove -Xint from the java command line", f.fix());
  }

  @Test
  void c1OnlyWarns() {
    DoctorReport r = run(jvm("mixed mode", Optional.of("C1"), List.of("-XX:TieredStopAtLevel=1", "-Xms1g", "-Xmx1g"), 17, 1L << 30));
    assertEquals(Status.WARN, r.find("jvm.jit").orElseThrow().status());
  }

  @Test
  void heapWithoutXmsWarnsAndSuggestsWholeGibibytes() {
    // default max heap of a 24 GB machine: 6040 MiB -> suggest 5g
    DoctorReport r = run(jvm("mixed mode", Optional.of("C2"), List.of(), 17, 6040L << 20));
    Finding f = r.find("jvm.heap").orElseThrow();
    assertEquals(Status.WARN, f.status());
    assertEquals("no -Xms, no -Xmx (max 5.9 GiB)", f.observed());
    assertEquals("add -Xms5g -Xmx5g to the java command line", f.fix());
    DoctorReport explicit = run(jvm("mixed mode", Optional.of("C2"), List.of("-Xmx512m"), 17, 512L << 20));
    assertEquals("add -Xms512m -Xmx512m to the java command line", explicit.find("jvm.heap").orElseThrow().fix());
    DoctorReport xx = run(jvm("mixed mode", Optional.of("C2"),
        List.of("-XX:InitialHeapSize=1073741824", "-XX:MaxHeapSize=1g"), 17, 1L << 30));
    assertEquals(Status.OK, xx.find("jvm.heap").orElseThrow().status());
  }

  @Test
  void collectorFamiliesAreNamed() {
    assertEquals("Parallel", JvmMemoryCheck.family("PS Scavenge"));
    assertEquals("Serial", JvmMemoryCheck.family("MarkSweepCompact"));
    assertEquals("ZGC", JvmMemoryCheck.family("ZGC Pauses"));
    assertEquals("G1", JvmMemoryCheck.family("G1 Concurrent GC"));
  }

  @Test
  void sizesParseLikeTheJvm() {
    assertEquals(Optional.of(2L << 30), JvmFacts.parseSize("2g"));
    assertEquals(Optional.of(512L << 20), JvmFacts.parseSize("512M"));
    assertEquals(Optional.of(4096L), JvmFacts.parseSize("4096"));
    assertTrue(JvmFacts.parseSize("lots").isEmpty());
    assertTrue(JvmFacts.parseSize("-1g").isEmpty());
  }

  @Test
  void currentJvmFactsAreReadable() {
    JvmFacts now = JvmFacts.current();
    assertTrue(now.featureVersion() >= 17);
    assertTrue(now.heapMaxBytes() > 0);
    assertTrue(!now.garbageCollectors().isEmpty());
  }
}
