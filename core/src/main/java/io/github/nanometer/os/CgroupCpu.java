package io.github.nanometer.os;

import io.github.nanometer.text.Tokens;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;

/**
 * The cpu limits the control group of this process imposes: the bandwidth quota (cgroup v2
 * {@code cpu.max}, v1 {@code cpu.cfs_quota_us} / {@code cpu.cfs_period_us}) and the cpuset
 * ({@code cpuset.cpus.effective}, v1 {@code cpuset.effective_cpus}). The group's path comes from
 * {@code /proc/self/cgroup}; every ancestor's quota is read too, since any of them throttles, and
 * the tightest is kept. Inside a cgroup namespace (containers) the path is {@code /} and the group
 * is the root of {@code /sys/fs/cgroup}. Read through {@link HostFiles}; never throws.
 */
public final class CgroupCpu {

  /**
   * A bandwidth quota: the group may run {@code quotaMicros} of cpu time per {@code periodMicros}.
   *
   * @param quotaMicros cpu time allowed per period, in microseconds
   * @param periodMicros the period, in microseconds
   * @param file the host path the quota was read from
   */
  public record Quota(long quotaMicros, long periodMicros, String file) {
    /** The quota in cpus: 0.5 means half of one cpu. */
    public double cpus() {
      return (double) quotaMicros / periodMicros;
    }
  }

  private static final String ROOT = "/sys/fs/cgroup";

  private final int version;
  private final String path;
  private final boolean quotaReadable;
  private final Optional<Quota> quota;
  private final Optional<BitSet> cpuset;

  private CgroupCpu(int version, String path, boolean quotaReadable, Optional<Quota> quota, Optional<BitSet> cpuset) {
    this.version = version;
    this.path = path;
    this.quotaReadable = quotaReadable;
    this.quota = quota;
    this.cpuset = cpuset;
  }

  /** Reads the limits of this process's control group. */
  public static CgroupCpu read(HostFiles files) {
    String v2Path = null;
    String v1CpuBase = null;
    String v1CpuPath = null;
    String v1CpusetPath = null;
    for (String line : files.readLines("/proc/self/cgroup")) {
      int first = line.indexOf(':');
      int second = first < 0 ? -1 : line.indexOf(':', first + 1);
      if (second < 0) {
        continue;
      }
      String[] f = {line.substring(0, first), line.substring(first + 1, second), line.substring(second + 1)};
      if (f[0].equals("0") && f[1].isEmpty()) {
        v2Path = f[2];
        continue;
      }
      List<String> controllers = Tokens.fields(f[1], ',');
      if (controllers.contains("cpu")) {
        v1CpuBase = files.exists(ROOT + "/" + f[1]) ? ROOT + "/" + f[1] : ROOT + "/cpu";
        v1CpuPath = f[2];
      }
      if (controllers.contains("cpuset")) {
        v1CpusetPath = f[2];
      }
    }
    if (v1CpuBase != null) {
      boolean[] readable = {false};
      Optional<Quota> q = tightest(files, chain(files, v1CpuBase, v1CpuPath), readable, 1);
      Optional<BitSet> set = v1CpusetPath == null ? Optional.empty()
          : firstCpuList(files, chain(files, ROOT + "/cpuset", v1CpusetPath), "cpuset.effective_cpus", "cpuset.cpus");
      return new CgroupCpu(1, v1CpuPath, readable[0], q, set);
    }
    if (v2Path != null && files.exists(ROOT + "/cgroup.controllers")) {
      boolean[] readable = {false};
      List<String> dirs = chain(files, ROOT, v2Path);
      Optional<Quota> q = tightest(files, dirs, readable, 2);
      // the root group has no cpu.max and never a quota: a readable v2 tree means "none" there
      readable[0] |= dirs.size() == 1 && dirs.get(0).equals(ROOT);
      Optional<BitSet> set = firstCpuList(files, dirs, "cpuset.cpus.effective", "cpuset.cpus");
      return new CgroupCpu(2, v2Path, readable[0], q, set);
    }
    return new CgroupCpu(0, "", false, Optional.empty(), Optional.empty());
  }

  /** 1 or 2 for the cgroup version in use, 0 when none could be read. */
  public int version() {
    return version;
  }

  /** This process's group path as {@code /proc/self/cgroup} gives it; empty when unknown. */
  public String path() {
    return path;
  }

  /** True when at least one quota file could be read, so an empty {@link #quota()} means "none". */
  public boolean quotaReadable() {
    return quotaReadable;
  }

  /** The tightest quota on this group or an ancestor; empty when there is none or it is unreadable. */
  public Optional<Quota> quota() {
    return quota;
  }

  /** The cpus the group's cpuset allows, when readable. */
  public Optional<BitSet> cpuset() {
    return cpuset.map(b -> (BitSet) b.clone());
  }

  /** The group's directory and its ancestors up to {@code base}, leaf first. */
  private static List<String> chain(HostFiles files, String base, String groupPath) {
    List<String> dirs = new ArrayList<>();
    String p = groupPath == null ? "/" : groupPath;
    if (!files.exists(base + p)) {
      p = "/"; // namespaced: our group is the visible root
    }
    while (true) {
      dirs.add(p.equals("/") ? base : base + p);
      if (p.equals("/") || p.isEmpty()) {
        return dirs;
      }
      int slash = p.lastIndexOf('/');
      p = slash <= 0 ? "/" : p.substring(0, slash);
    }
  }

  private static Optional<Quota> tightest(HostFiles files, List<String> dirs, boolean[] readable, int version) {
    Optional<Quota> best = Optional.empty();
    for (String dir : dirs) {
      Optional<Quota> q;
      if (version == 2) {
        Optional<String> text = files.readTrimmed(dir + "/cpu.max");
        if (text.isEmpty()) {
          continue;
        }
        q = parseCpuMax(text.get(), dir + "/cpu.max");
        if (q.isEmpty() && !text.get().startsWith("max")) {
          continue; // malformed: neither a quota nor "max"
        }
        readable[0] = true;
      } else {
        Optional<Long> quota = files.readLong(dir + "/cpu.cfs_quota_us");
        Optional<Long> period = files.readLong(dir + "/cpu.cfs_period_us");
        if (quota.isEmpty() || period.isEmpty()) {
          continue;
        }
        readable[0] = true;
        q = quota.get() > 0 && period.get() > 0
            ? Optional.of(new Quota(quota.get(), period.get(), dir + "/cpu.cfs_quota_us")) : Optional.empty();
      }
      if (q.isPresent() && (best.isEmpty() || q.get().cpus() < best.get().cpus())) {
        best = q;
      }
    }
    return best;
  }

  /** Parses a cgroup v2 {@code cpu.max} value ({@code "max 100000"} or {@code "50000 100000"}). */
  public static Optional<Quota> parseCpuMax(String text, String file) {
    String[] f = Tokens.words(text).toArray(String[]::new);
    if (f.length < 1 || f[0].equals("max")) {
      return Optional.empty();
    }
    try {
      long quota = Long.parseLong(f[0]);
      long period = f.length > 1 ? Long.parseLong(f[1]) : 100_000;
      return quota > 0 && period > 0 ? Optional.of(new Quota(quota, period, file)) : Optional.empty();
    } catch (NumberFormatException e) {
      return Optional.empty();
    }
  }

  private static Optional<BitSet> firstCpuList(HostFiles files, List<String> dirs, String... names) {
    for (String dir : dirs) {
      for (String name : names) {
        Optional<String> text = files.readTrimmed(dir + "/" + name);
        if (text.isPresent() && !text.get().isEmpty()) {
          try {
            return Optional.of(CpuList.parse(text.get()));
          } catch (IllegalArgumentException e) {
            return Optional.empty();
          }
        }
      }
    }
    return Optional.empty();
  }
}
