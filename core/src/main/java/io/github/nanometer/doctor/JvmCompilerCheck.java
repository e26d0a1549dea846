package io.github.nanometer.doctor;

import io.github.nanometer.Blackhole;
import java.util.ArrayList;
import java.util.List;

/** The JIT: whether it runs at all, whether C2 is allowed, and whether compiler blackholes are available. */
final class JvmCompilerCheck implements Check {

  static final String ID = "jvm.jit";
  static final String BLACKHOLE_ID = "jvm.blackholes";
  private static final String WHY = "benchmarks must measure the code C2 produces; in the interpreter "
      + "or C1 code runs many times slower and with a different profile";
  private static final String WHY_BLACKHOLE = "compiler blackholes (JDK 17+) let a result escape the "
      + "optimizer without the cost of a volatile write";
  /** The JDK release that added {@code -XX:CompileCommand=blackhole}. */
  static final int BLACKHOLE_SINCE = 17;

  @Override
  public String id() {
    return ID;
  }

  @Override
  public List<Finding> run(DoctorContext context) {
    List<Finding> out = new ArrayList<>();
    out.add(jit(context.jvm()));
    out.add(blackholes(context.jvm()));
    return out;
  }

  private static Finding jit(JvmFacts jvm) {
    boolean xint = jvm.inputArguments().contains("-Xint") || jvm.vmInfo().contains("interpreted mode");
    if (xint || jvm.jitCompiler().isEmpty()) {
      String flag = jvm.inputArguments().contains("-Xint") ? "-Xint" : "the flag that disables the JIT";
      return Finding.of(ID, Status.FAIL, "no JIT: " + (jvm.vmInfo().isEmpty() ? "no compiler" : jvm.vmInfo()),
          WHY, LinuxTips.JVM)
          .withLabel("JIT off")
          .withFix("remove " + flag + " from the java command line", "add " + flag + " back");
    }
    for (String a : jvm.inputArguments()) {
      if (a.startsWith("-XX:TieredStopAtLevel=") && !a.endsWith("=4")) {
        return Finding.of(ID, Status.WARN, "C2 disabled (" + a + "); " + jvm.jitCompiler().get(), WHY, LinuxTips.JVM)
            .withLabel("C2 off")
            .withFix("remove " + a + " from the java command line", "add " + a + " back");
      }
      if (a.equals("-Xcomp")) {
        return Finding.of(ID, Status.WARN, "-Xcomp: methods compile before profiling, so C2 optimizes blind",
            WHY, LinuxTips.JVM)
            .withLabel("-Xcomp")
            .withFix("remove -Xcomp from the java command line", "add -Xcomp back");
      }
    }
    return Finding.of(ID, Status.OK, jvm.jitCompiler().get() + " (" + jvm.vmInfo() + ")", WHY, LinuxTips.JVM);
  }

  private static Finding blackholes(JvmFacts jvm) {
    if (jvm.featureVersion() < BLACKHOLE_SINCE) {
      return Finding.of(BLACKHOLE_ID, Status.WARN, "unavailable before JDK " + BLACKHOLE_SINCE + " (this is "
          + jvm.featureVersion() + ")", WHY_BLACKHOLE, LinuxTips.JVM)
          .withLabel("no compiler blackholes")
          .withFix("run on JDK " + BLACKHOLE_SINCE + " or newer", "");
    }
    String flags = String.join(" ", Blackhole.compilerBlackholeFlags());
    if (!Blackhole.detectCompilerBlackhole(jvm.inputArguments())) {
      return Finding.of(BLACKHOLE_ID, Status.WARN, "off in this JVM: what it measures itself consumes results "
          + "through the volatile fallback, about a nanosecond more per call (JDK " + jvm.featureVersion()
          + "; the nanometer launcher and the JVMs nanometer forks get the flags)", WHY_BLACKHOLE, LinuxTips.JVM)
          .withLabel("blackhole off")
          .withFix("start java with " + flags + " (as the nanometer launcher does), or measure in forks", "");
    }
    return Finding.of(BLACKHOLE_ID, Status.OK, "in use (JDK " + jvm.featureVersion() + ", " + flags + ")",
        WHY_BLACKHOLE, LinuxTips.JVM);
  }
}
