package io.github.nanometer.os;

import io.github.nanometer.text.Tokens;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;

/**
 * The host's cpus as the kernel describes them: online cpus, isolated cpus (sysfs {@code isolated}
 * and the {@code isolcpus=} / {@code nohz_full=} boot parameters), the cpus this process may run
 * on ({@code Cpus_allowed_list}), and SMT siblings. Read through {@link HostFiles}, so tests pass
 * fake trees; anything unreadable is an empty set (callers report it as unknown).
 */
public final class CpuTopology {

  private final HostFiles files;
  private final BitSet online;
  private final BitSet isolated;
  private final BitSet nohzFull;
  private final BitSet allowed;

  private CpuTopology(HostFiles files) {
    this.files = files;
    this.online = parseOrEmpty(files.readTrimmed("/sys/devices/system/cpu/online").orElse(""));
    String cmdline = files.readTrimmed("/proc/cmdline").orElse("");
    BitSet iso = parseOrEmpty(files.readTrimmed("/sys/devices/system/cpu/isolated").orElse(""));
    iso.or(parseOrEmpty(bootParameter(cmdline, "isolcpus").orElse("")));
    this.isolated = iso;
    BitSet nohz = parseOrEmpty(files.readTrimmed("/sys/devices/system/cpu/nohz_full").orElse(""));
    if (nohz.isEmpty()) {
      nohz = parseOrEmpty(bootParameter(cmdline, "nohz_full").orElse(""));
    }
    this.nohzFull = nohz;
    this.allowed = parseOrEmpty(statusField(files, "/proc/self/status", "Cpus_allowed_list").orElse(""));
  }

  /** Reads the topology from the given host tree. */
  public static CpuTopology read(HostFiles files) {
    return new CpuTopology(files);
  }

  /** Online cpus (sysfs {@code online}); empty when unreadable. */
  public BitSet online() {
    return (BitSet) online.clone();
  }

  /** Isolated cpus: sysfs {@code isolated} united with {@code isolcpus=}; empty when none. */
  public BitSet isolated() {
    return (BitSet) isolated.clone();
  }

  /** Tickless cpus from sysfs {@code nohz_full} or the {@code nohz_full=} boot parameter. */
  public BitSet nohzFull() {
    return (BitSet) nohzFull.clone();
  }

  /** Cpus this process may run on ({@code Cpus_allowed_list}); empty when unreadable. */
  public BitSet allowed() {
    return (BitSet) allowed.clone();
  }

  /** SMT siblings of {@code cpu} including itself ({@code thread_siblings_list}); empty when unreadable. */
  public BitSet siblings(int cpu) {
    String base = "/sys/devices/system/cpu/cpu" + cpu + "/topology/";
    Optional<String> list = files.readTrimmed(base + "thread_siblings_list");
    if (list.isEmpty()) {
      list = files.readTrimmed(base + "core_cpus_list");
    }
    return parseOrEmpty(list.orElse(""));
  }

  /** The value of {@code name=} on a kernel command line, if present. */
  public static Optional<String> bootParameter(String cmdline, String name) {
    for (String token : Tokens.words(cmdline)) {
      if (token.startsWith(name + "=")) {
        return Optional.of(token.substring(name.length() + 1));
      }
    }
    return Optional.empty();
  }

  /** A {@code Key:\tvalue} field of a procfs status file, trimmed. */
  public static Optional<String> statusField(HostFiles files, String path, String key) {
    List<String> lines = files.readLines(path);
    for (String line : lines) {
      if (line.startsWith(key + ":")) {
        return Optional.of(line.substring(key.length() + 1).trim());
      }
    }
    return Optional.empty();
  }

  private static BitSet parseOrEmpty(String text) {
    try {
      return CpuList.parse(text);
    } catch (IllegalArgumentException e) {
      return new BitSet();
    }
  }
}
