package io.github.nanometer.os;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * A snapshot of the processes in {@code /proc}: pid, command name and cpu time used so far
 * ({@code utime + stime} of {@code /proc/PID/stat}, in clock ticks). Two snapshots give the
 * processes that used the most cpu in between ({@link #topByCpu}). The same parser reads the threads
 * of one process ({@link #readTasks}, e.g. {@code /proc/self/task}). Processes that exit while being
 * read are skipped. Read through {@link HostFiles}; never throws.
 */
public final class ProcessTable {

  /**
   * Clock ticks per second of the {@code /proc} time fields ({@code USER_HZ}). It is part of the
   * kernel ABI and 100 on x86 and arm64; a different value would scale every cpu share equally.
   */
  public static final long USER_HZ = 100;

  /**
   * One process.
   *
   * @param pid process id
   * @param command the command name ({@code comm}, at most 15 characters)
   * @param cpuTicks user plus system time so far, in {@link #USER_HZ} ticks
   * @param kernelThread true for a kernel thread (flag {@code PF_KTHREAD}), which signals cannot stop
   * @param state the scheduler state letter ({@code R} runnable, {@code S} sleeping, ...); {@code '?'} if unread
   * @param lastCpu the cpu it last ran on (field 39, {@code processor}); -1 when the line is too short
   */
  public record Entry(long pid, String command, long cpuTicks, boolean kernelThread, char state, int lastCpu) {

    /** An entry whose state and last cpu are unknown. */
    public Entry(long pid, String command, long cpuTicks, boolean kernelThread) {
      this(pid, command, cpuTicks, kernelThread, '?', -1);
    }

    /** True when the scheduler state is {@code R} (running or waiting for a cpu). */
    public boolean runnable() {
      return state == 'R';
    }
  }

  /**
   * A process's cpu use over an interval.
   *
   * @param pid process id
   * @param command the command name
   * @param cpuShare cpu time used divided by the interval: 1.0 is one whole cpu
   * @param kernelThread true for a kernel thread
   */
  public record Usage(long pid, String command, double cpuShare, boolean kernelThread) {}

  /** The {@code PF_KTHREAD} bit of the {@code flags} field. */
  private static final long PF_KTHREAD = 0x00200000L;

  private final Map<Long, Entry> byPid;

  private ProcessTable(Map<Long, Entry> byPid) {
    this.byPid = byPid;
  }

  /** Reads every {@code /proc/PID/stat}; an unreadable {@code /proc} gives an empty table. */
  public static ProcessTable read(HostFiles files) {
    return readDir(files, "/proc");
  }

  /**
   * Reads every {@code TID/stat} below a task directory such as {@code /proc/self/task}: the
   * threads of one process, keyed by thread id. An unreadable directory gives an empty table.
   */
  public static ProcessTable readTasks(HostFiles files, String taskDir) {
    return readDir(files, taskDir);
  }

  private static ProcessTable readDir(HostFiles files, String dir) {
    Map<Long, Entry> map = new TreeMap<>();
    for (String name : files.list(dir)) {
      if (name.isEmpty() || !Character.isDigit(name.charAt(0))) {
        continue;
      }
      long pid;
      try {
        pid = Long.parseLong(name);
      } catch (NumberFormatException e) {
        continue;
      }
      files.read(dir + "/" + name + "/stat").flatMap(s -> parseStat(pid, s)).ifPresent(e -> map.put(pid, e));
    }
    return new ProcessTable(Collections.unmodifiableMap(map));
  }

  /**
   * Parses one {@code /proc/PID/stat} line: {@code pid (comm) state ... utime stime ...}. The
   * command may hold spaces and parentheses, so it runs to the last {@code ')'}.
   */
  public static Optional<Entry> parseStat(long pid, String stat) {
    int open = stat.indexOf('(');
    int close = stat.lastIndexOf(')');
    if (open < 0 || close < open) {
      return Optional.empty();
    }
    // after the command: field 3 (state) is token 0, flags (field 9) token 6, utime and stime
    // (fields 14, 15) tokens 11 and 12, processor (field 39) token 36; fields are separated by
    // single spaces
    String[] rest = tokens(stat, close + 1, 37);
    if (rest[12] == null) {
      return Optional.empty();
    }
    try {
      long ticks = Long.parseLong(rest[11]) + Long.parseLong(rest[12]);
      boolean kthread = (Long.parseUnsignedLong(rest[6]) & PF_KTHREAD) != 0;
      char state = rest[0].length() == 1 ? rest[0].charAt(0) : '?';
      int lastCpu = rest[36] == null ? -1 : Integer.parseInt(rest[36]);
      return Optional.of(new Entry(pid, stat.substring(open + 1, close), ticks, kthread, state,
          lastCpu < 0 || lastCpu > CpuList.MAX_CPU ? -1 : lastCpu));
    } catch (NumberFormatException e) {
      return Optional.empty();
    }
  }

  /** The first {@code count} space-separated tokens of {@code s} from {@code from}; missing ones are null. */
  private static String[] tokens(String s, int from, int count) {
    String[] out = new String[count];
    int n = 0;
    int i = from;
    int len = s.length();
    while (n < count) {
      while (i < len && Character.isWhitespace(s.charAt(i))) {
        i++;
      }
      if (i >= len) {
        return out;
      }
      int start = i;
      while (i < len && !Character.isWhitespace(s.charAt(i))) {
        i++;
      }
      out[n++] = s.substring(start, i);
    }
    return out;
  }

  /** Every process read, by pid (unmodifiable). */
  public Map<Long, Entry> entries() {
    return byPid;
  }

  /** True when some process has exactly this command name (e.g. {@code "irqbalance"}). */
  public boolean isRunning(String command) {
    return byPid.values().stream().anyMatch(e -> e.command().equals(command));
  }

  /**
   * The processes present in both snapshots that used cpu between them, busiest first, at most
   * {@code limit}, leaving out {@code excludePid} (the caller itself).
   *
   * @param elapsedNanos the time between the snapshots; must be positive
   * @throws IllegalArgumentException when {@code elapsedNanos} or {@code limit} is not positive
   */
  public static List<Usage> topByCpu(ProcessTable before, ProcessTable after, long elapsedNanos,
      long excludePid, int limit) {
    if (elapsedNanos <= 0) {
      throw new IllegalArgumentException("elapsedNanos must be positive, got " + elapsedNanos);
    }
    if (limit <= 0) {
      throw new IllegalArgumentException("limit must be positive, got " + limit);
    }
    double elapsedTicks = elapsedNanos * (USER_HZ / 1e9);
    List<Usage> used = new ArrayList<>();
    for (Entry b : after.byPid.values()) {
      Entry a = before.byPid.get(b.pid());
      if (a == null || b.pid() == excludePid) {
        continue;
      }
      long delta = b.cpuTicks() - a.cpuTicks();
      if (delta > 0) {
        used.add(new Usage(b.pid(), b.command(), delta / elapsedTicks, b.kernelThread()));
      }
    }
    used.sort(Comparator.comparingDouble(Usage::cpuShare).reversed().thenComparingLong(Usage::pid));
    return List.copyOf(used.subList(0, Math.min(limit, used.size())));
  }
}
