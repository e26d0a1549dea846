package io.github.nanometer.doctor;

import io.github.nanometer.os.HostFiles;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What {@code --profile} (async-profiler) needs, each with the fix: the profiler itself, perf
 * events for {@code cpu} ({@code perf_event_paranoid}), kernel symbols ({@code kptr_restrict}) and
 * the JVM's debug symbols (names of the JVM's own frames: GC, compiler, runtime). Not one of
 * {@link Checks#all()}: {@code nanometer doctor --profiler} asks for it.
 */
public final class ProfilerCheck {
  private ProfilerCheck() {}

  static final String PARANOID = "/proc/sys/kernel/perf_event_paranoid";
  static final String KPTR = "/proc/sys/kernel/kptr_restrict";

  /**
   * The findings.
   *
   * @param files the host tree
   * @param profiler the profiler's description when it loaded ("async-profiler 4.1"), else empty
   * @param unavailable why it did not load, with the fix (used when {@code profiler} is empty)
   * @param javaHome the running JVM's {@code java.home}, whose {@code lib/server/libjvm.so} is looked up
   */
  public static List<Finding> findings(HostFiles files, Optional<String> profiler, String unavailable,
      String javaHome) {
    List<Finding> out = new ArrayList<>();
    out.add(profiler.map(p -> Finding.of("profiler.available", Status.OK, p + " loads", "--profile needs it",
        LinuxTips.PROFILER)).orElse(Finding.of("profiler.available", Status.WARN, unavailable, "--profile needs it",
        LinuxTips.PROFILER).withFix("add tools.profiler:async-profiler:4.1 to the class path (the nanometer CLI jar has it)",
        "")));
    out.add(perf(files));
    out.add(kernelSymbols(files));
    out.add(jvmSymbols(files, javaHome));
    return out;
  }

  private static Finding perf(HostFiles files) {
    String why = "--profile cpu samples with perf events; where they are refused it falls back to itimer"
        + " (process-wide timer, no kernel frames)";
    Optional<Long> v = files.readLong(PARANOID);
    if (v.isEmpty()) {
      return Finding.unreadable("profiler.perf-events", PARANOID, why, LinuxTips.PROFILER);
    }
    long p = v.get();
    if (p <= 1) {
      return Finding.of("profiler.perf-events", Status.OK, "perf_event_paranoid=" + p
          + ": cpu profiles with user and kernel frames", why, LinuxTips.PROFILER);
    }
    if (p == 2) {
      return Finding.of("profiler.perf-events", Status.OK, "perf_event_paranoid=2: cpu profiles of user-space"
          + " frames; kernel frames need 1", why, LinuxTips.PROFILER)
          .withFix(Fixes.sysctl("kernel.perf_event_paranoid", "1"), Fixes.sysctl("kernel.perf_event_paranoid", "2"));
    }
    return Finding.of("profiler.perf-events", Status.WARN, "perf_event_paranoid=" + p
        + ": perf events refused, --profile cpu falls back to itimer", why, LinuxTips.PROFILER)
        .withFix(Fixes.sysctl("kernel.perf_event_paranoid", "1"),
            Fixes.sysctl("kernel.perf_event_paranoid", Long.toString(p)));
  }

  private static Finding kernelSymbols(HostFiles files) {
    String why = "with kptr_restrict above 0 kernel frames in profiles have no names";
    Optional<Long> v = files.readLong(KPTR);
    if (v.isEmpty()) {
      return Finding.unreadable("profiler.kernel-symbols", KPTR, why, LinuxTips.PROFILER);
    }
    if (v.get() == 0) {
      return Finding.of("profiler.kernel-symbols", Status.OK, "kptr_restrict=0", why, LinuxTips.PROFILER);
    }
    return Finding.of("profiler.kernel-symbols", Status.WARN, "kptr_restrict=" + v.get()
        + ": kernel frames unnamed", why, LinuxTips.PROFILER)
        .withFix(Fixes.sysctl("kernel.kptr_restrict", "0"), Fixes.sysctl("kernel.kptr_restrict", v.get().toString()));
  }

  private static Finding jvmSymbols(HostFiles files, String javaHome) {
    String why = "without the JVM's debug symbols, frames inside the JVM (GC, JIT compiler, runtime) show as"
        + " addresses; Java frames are named either way";
    String libjvm = javaHome + "/lib/server/libjvm.so";
    List<String> candidates = List.of(javaHome + "/lib/server/libjvm.debuginfo", "/usr/lib/debug" + libjvm + ".debug",
        "/usr/lib/debug" + javaHome + "/lib/server/libjvm.so.debug");
    for (String c : candidates) {
      if (files.exists(c)) {
        return Finding.of("profiler.jvm-symbols", Status.OK, "debug symbols at " + c, why, LinuxTips.PROFILER);
      }
    }
    if (files.exists("/usr/lib/debug/.build-id") && !files.list("/usr/lib/debug/.build-id").isEmpty()) {
      return Finding.of("profiler.jvm-symbols", Status.OK, "separate debug symbols installed (/usr/lib/debug/.build-id);"
          + " whether libjvm's are among them is not checked", why, LinuxTips.PROFILER);
    }
    return Finding.of("profiler.jvm-symbols", Status.WARN, "no debug symbols found for " + libjvm, why,
        LinuxTips.PROFILER).withFix("install the JDK's debug symbols, e.g. sudo apt-get install openjdk-17-dbg (Debian,"
        + " Ubuntu) or debuginfo-install java-17-openjdk (Fedora, RHEL)", "");
  }
}
