package io.github.nanometer.comparison;

import io.github.nanometer.os.HostFiles;
import io.github.nanometer.text.Tokens;
import java.util.Optional;

/**
 * The user and system CPU time of this JVM's waited-for children, from {@code /proc/self/stat}
 * fields 16 and 17 ({@code cutime}, {@code cstime}; proc(5)). The kernel adds a child's times
 * (including those of its own waited-for descendants) to these when the child is reaped, which
 * the JDK does before {@link Process#waitFor()} returns; so the difference across one run is that
 * run's CPU time, as long as no other child is reaped meanwhile (the comparison runs one command at
 * a time). This is the value {@code times(2)} gives cbdr. Resolution is one clock tick, taken as
 * {@link #NANOS_PER_TICK} (USER_HZ is 100 on every Linux architecture's user ABI); for commands
 * shorter than a few ticks the CPU times are coarse, the wall time is not.
 */
public final class ChildCpuTimes {

  /** One USER_HZ tick (1/100 s) in nanoseconds. */
  public static final long NANOS_PER_TICK = 10_000_000L;

  private static final String STAT = "/proc/self/stat";

  private final HostFiles host;

  /**
   * Cumulative times of reaped children.
   *
   * @param userNanos user time
   * @param systemNanos system time
   */
  public record Snapshot(long userNanos, long systemNanos) {}

  /** Reads through {@code host} (the real machine, or a fake root in tests). */
  public ChildCpuTimes(HostFiles host) {
    this.host = host;
  }

  /** The current cumulative times, or empty when {@code /proc/self/stat} is unreadable or malformed. */
  public Optional<Snapshot> read() {
    return host.read(STAT).flatMap(ChildCpuTimes::parse);
  }

  /** Where the times come from, or why they are unavailable. */
  public String describe() {
    return read().isPresent()
        ? "cutime/cstime of " + STAT + " (reaped children, 10 ms ticks)"
        : "unavailable: " + host.resolve(STAT) + " is not readable (not Linux?); user_time and sys_time are NaN";
  }

  static Optional<Snapshot> parse(String stat) {
    // The command name (field 2) is in parentheses and may contain spaces: count from the last ')'.
    int close = stat.lastIndexOf(')');
    if (close < 0) {
      return Optional.empty();
    }
    String[] fields = Tokens.words(stat.substring(close + 1)).toArray(String[]::new);
    // fields[0] is field 3 (state), so field 16 is fields[13] and field 17 is fields[14].
    if (fields.length < 15) {
      return Optional.empty();
    }
    try {
      long cutime = Long.parseLong(fields[13]);
      long cstime = Long.parseLong(fields[14]);
      return Optional.of(new Snapshot(cutime * NANOS_PER_TICK, cstime * NANOS_PER_TICK));
    } catch (NumberFormatException e) {
      return Optional.empty();
    }
  }
}
