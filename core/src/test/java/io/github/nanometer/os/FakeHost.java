package io.github.nanometer.os;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Builds fake sysfs/procfs trees for tests: {@code new FakeHost(dir).file("/proc/cmdline", "...")}. */
final class FakeHost {
  private final Path root;

  FakeHost(Path root) {
    this.root = root;
  }

  /** Writes {@code text} at the host path below the root, creating directories. */
  FakeHost file(String hostPath, String text) {
    Path p = root.resolve(hostPath.substring(1));
    try {
      Files.createDirectories(p.getParent());
      Files.writeString(p, text);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return this;
  }

  /** Online cpus and Cpus_allowed_list of the process. */
  FakeHost cpus(String online, String allowed) {
    file("/sys/devices/system/cpu/online", online + "\n");
    return file("/proc/self/status", "Name:\tjava\nCpus_allowed:\tff\nCpus_allowed_list:\t" + allowed + "\n");
  }

  /** The SMT sibling list of {@code cpu}. */
  FakeHost siblings(int cpu, String list) {
    return file("/sys/devices/system/cpu/cpu" + cpu + "/topology/thread_siblings_list", list + "\n");
  }

  HostFiles files() {
    return HostFiles.rootedAt(root);
  }
}
