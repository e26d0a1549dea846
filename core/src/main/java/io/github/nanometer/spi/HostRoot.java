package io.github.nanometer.spi;

import io.github.nanometer.os.HostFiles;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The host's {@code /sys} and {@code /proc} as a plug-in reads them: every path is given absolute,
 * as on the host (e.g. {@code "/proc/cpuinfo"}), and resolved below a root, {@code /} for the real
 * machine or a fake tree in tests. Reads never throw: a file or directory that is missing or
 * unreadable reads as empty. Instances are immutable and thread-safe.
 */
public final class HostRoot {

  private final HostFiles files;

  private HostRoot(HostFiles files) {
    this.files = files;
  }

  /** The real host: paths resolve against {@code /}. */
  public static HostRoot real() {
    return new HostRoot(HostFiles.real());
  }

  /**
   * A tree rooted at {@code root}, e.g. a fake sysfs/procfs tree in tests: {@code /proc/cpuinfo}
   * reads {@code root/proc/cpuinfo}.
   *
   * @throws IllegalArgumentException if {@code root} is null
   */
  public static HostRoot at(Path root) {
    return new HostRoot(HostFiles.rootedAt(root));
  }

  /** The file's content with surrounding white space removed, or empty when missing or unreadable. */
  public Optional<String> readTrimmed(String hostPath) {
    return files.readTrimmed(hostPath);
  }

  /** The file's first line parsed as a long, or empty when missing, unreadable or not a number. */
  public Optional<Long> readLong(String hostPath) {
    return files.readLong(hostPath);
  }

  /** The file's lines, or an empty list when missing or unreadable. */
  public List<String> readLines(String hostPath) {
    return files.readLines(hostPath);
  }

  /** The names of a directory's entries, sorted; an empty list when missing or unreadable. */
  public List<String> list(String hostPath) {
    return files.list(hostPath);
  }

  /** The library's reader of the same tree, for the spi's own views (perf access, ...). */
  HostFiles files() {
    return files;
  }

  @Override
  public String toString() {
    return "HostRoot[" + files.root() + "]";
  }
}
