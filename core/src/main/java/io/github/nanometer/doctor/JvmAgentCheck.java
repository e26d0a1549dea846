package io.github.nanometer.doctor;

import java.util.ArrayList;
import java.util.List;

/** Agents attached to the JVM (a JDWP debugger above all) and the Java version. */
final class JvmAgentCheck implements Check {

  static final String ID = "jvm.debugger";
  static final String VERSION_ID = "jvm.version";
  private static final String WHY = "a JDWP debugger makes the JIT keep every local variable alive and "
      + "give up escape analysis; other agents may instrument the measured code";
  private static final String WHY_VERSION = "results hold for the JVM that produced them; the JIT and "
      + "collectors change between releases";
  /** The oldest Java release nanometer supports. */
  static final int MIN_FEATURE = 17;

  @Override
  public String id() {
    return ID;
  }

  @Override
  public List<Finding> run(DoctorContext context) {
    JvmFacts jvm = context.jvm();
    List<Finding> out = new ArrayList<>();
    out.add(agents(jvm));
    String version = jvm.javaVersion() + " (" + jvm.vmName() + ", " + jvm.vmVendor() + ")";
    if (jvm.featureVersion() < MIN_FEATURE) {
      out.add(Finding.of(VERSION_ID, Status.WARN, version + ": older than Java " + MIN_FEATURE, WHY_VERSION, LinuxTips.JVM)
          .withLabel("Java " + jvm.featureVersion())
          .withFix("run on Java " + MIN_FEATURE + " or newer", ""));
    } else {
      out.add(Finding.of(VERSION_ID, Status.OK, version, WHY_VERSION, LinuxTips.JVM));
    }
    return out;
  }

  private static Finding agents(JvmFacts jvm) {
    String debugger = null;
    List<String> others = new ArrayList<>();
    for (String a : jvm.inputArguments()) {
      if (a.startsWith("-agentlib:jdwp") || a.startsWith("-Xrunjdwp") || a.equals("-Xdebug")
          || (a.startsWith("-agentpath:") && a.contains("jdwp"))) {
        debugger = debugger == null ? a : debugger;
      } else if (a.startsWith("-javaagent:") || a.startsWith("-agentlib:") || a.startsWith("-agentpath:")) {
        others.add(a);
      }
    }
    if (debugger != null) {
      return Finding.of(ID, Status.FAIL, "debugger agent attached: " + debugger, WHY, LinuxTips.JVM)
          .withLabel("debugger attached")
          .withFix("remove " + debugger + " from the java command line (or run without the IDE's debug mode)",
              "add " + debugger + " back");
    }
    if (!others.isEmpty()) {
      String list = String.join(" ", others);
      return Finding.of(ID, Status.WARN, "agents attached: " + list, WHY, LinuxTips.JVM)
          .withLabel("agent attached")
          .withFix("remove " + list + " from the java command line", "add " + list + " back");
    }
    return Finding.of(ID, Status.OK, "no debugger or agent attached", WHY, LinuxTips.JVM);
  }
}
