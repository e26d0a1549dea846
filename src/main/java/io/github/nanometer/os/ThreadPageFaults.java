package io.github.nanometer.os;

import java.util.Optional;

/**
 * The calling thread's minor page faults so far, from {@code /proc/thread-self/stat} (field 10,
 * {@code minflt}). A minor fault is the kernel mapping a page on its first use: when a JVM's heap
 * has been committed but not yet touched, every new page an allocating benchmark writes costs one,
 * inside its timed samples.
 */
public final class ThreadPageFaults {
  /** Where the calling thread's statistics live, as on the host. */
  public static final String STAT = "/proc/thread-self/stat";
  /** {@code minflt}'s index among the fields after the command name's closing parenthesis. */
  private static final int MINFLT_AFTER_COMM = 7;

  private final HostFiles files;

  /**
   * A reader below {@code files}' root.
   *
   * @param files the host's files (a fake tree in tests)
   */
  public ThreadPageFaults(HostFiles files) {
    this.files = files;
  }

  /** A reader of the real host. */
  public static ThreadPageFaults real() {
    return new ThreadPageFaults(HostFiles.real());
  }

  /**
   * The calling thread's minor page faults since it started, or -1 when the file is unreadable or
   * not in the format of {@code proc(5)}.
   */
  public long minorFaults() {
    return files.readTrimmed(STAT).flatMap(ThreadPageFaults::parse).orElse(-1L);
  }

  /**
   * {@code minflt} of one {@code stat} line: the command name may hold spaces and parentheses, so
   * fields are counted from its last closing parenthesis.
   */
  static Optional<Long> parse(String statLine) {
    int close = statLine.lastIndexOf(')');
    if (close < 0) {
      return Optional.empty();
    }
    String[] fields = statLine.substring(close + 1).trim().split("\\s+");
    if (fields.length <= MINFLT_AFTER_COMM) {
      return Optional.empty();
    }
    try {
      long v = Long.parseLong(fields[MINFLT_AFTER_COMM]);
      return v >= 0 ? Optional.of(v) : Optional.empty();
    } catch (NumberFormatException e) {
      return Optional.empty();
    }
  }
}
