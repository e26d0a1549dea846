package io.github.nanometer.doctor;

import io.github.nanometer.ClockSummary;
import io.github.nanometer.os.HostFiles;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/** The fake host trees under {@code src/test/resources/hosts} and fixed facts, for deterministic doctor runs. */
final class FakeHosts {
  private FakeHosts() {}

  /** The trees: this VM (copied), an Intel laptop, a tuned Intel server, an AMD desktop, a container. */
  static final List<String> ALL = List.of("vm", "intel-laptop", "intel-server", "amd-desktop", "container");

  /** A 17.0.15 HotSpot JVM with -Xms2g -Xmx2g and nanometer's compiler blackhole, G1, no agents. */
  static final JvmFacts GOOD_JVM = new JvmFacts("17.0.15+6", 17, "OpenJDK 64-Bit Server VM", "Eclipse Adoptium",
      "mixed mode, sharing", Optional.of("HotSpot 64-Bit Tiered Compilers"), List.of("-Xms2g", "-Xmx2g",
          "-XX:+UnlockExperimentalVMOptions", "-XX:CompileCommand=blackhole,io.github.nanometer.Blackhole::sink"),
      List.of("G1 Young Generation", "G1 Old Generation"), 2L << 30);

  /** nanoTime on the TSC: 20 ns per read. */
  static final ClockSummary FAST_CLOCK = new ClockSummary("nanoTime", 20.0, 1.0, 3000.0, 20.0, 30.0);

  /** The tree names, for parameterized tests. */
  static java.util.stream.Stream<String> names() {
    return ALL.stream();
  }

  static Path root(String name) {
    return io.github.nanometer.TestResources.path("/hosts/" + name);
  }

  static HostFiles files(String name) {
    return HostFiles.rootedAt(root(name));
  }

  /** A deterministic doctor over a tree: fixed JVM and clock facts, no measured window or probe. */
  static Doctor doctor(String name) {
    return Doctor.forHost(files(name)).jvm(GOOD_JVM).clockFacts(FAST_CLOCK).selfPid(4242)
        .activityWindow(Duration.ZERO).noiseBudget(Duration.ZERO);
  }
}
