package io.github.nanometer.os;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * The calling thread's minor page faults so far, from {@code /proc/thread-self/stat} (field 10,
 * {@code minflt}). A minor fault is the kernel mapping a page on its first use: when a JVM's heap
 * has been committed but not yet touched, every new page an allocating benchmark writes costs one,
 * inside its timed samples.
 *
 * <p>Reading allocates nothing after the first read (the file stays open and is re-read from its
 * start into one buffer), because a reader that allocated would itself touch new heap and count
 * its own faults. {@code /proc/thread-self} names the thread that opens it, so one reader belongs
 * to the thread that first calls {@link #minorFaults()}. Not thread-safe; {@link #close()} it.
 */
public final class ThreadPageFaults implements AutoCloseable {
  /** Where the calling thread's statistics live, as on the host. */
  public static final String STAT = "/proc/thread-self/stat";
  /** {@code minflt}'s index among the fields after the command name's closing parenthesis. */
  private static final int MINFLT_AFTER_COMM = 7;
  private static final int MAX_STAT_BYTES = 4096;

  private final Path path;
  private final ByteBuffer buffer = ByteBuffer.allocate(MAX_STAT_BYTES);
  private FileChannel channel;
  private boolean unreadable;

  /**
   * A reader below {@code files}' root.
   *
   * @param files the host's files (a fake tree in tests)
   */
  public ThreadPageFaults(HostFiles files) {
    this.path = files.resolve(STAT);
  }

  private ThreadPageFaults() {
    this.path = null;
    this.unreadable = true;
  }

  /** A reader of the real host. */
  public static ThreadPageFaults real() {
    return new ThreadPageFaults(HostFiles.real());
  }

  /**
   * A reader that reads nothing: {@link #minorFaults()} always reports -1 (unknown), and it opens
   * no file. For meters that are not to count page faults.
   */
  public static ThreadPageFaults none() {
    return new ThreadPageFaults();
  }

  /**
   * The calling thread's minor page faults since it started, or -1 when the file is unreadable or
   * not in the format of {@code proc(5)} (then -1 for good: the reader does not retry).
   */
  public long minorFaults() {
    if (unreadable) {
      return -1;
    }
    try {
      if (channel == null) {
        channel = FileChannel.open(path);
      }
      buffer.clear();
      int length = 0;
      int read;
      while (buffer.hasRemaining() && (read = channel.read(buffer, length)) > 0) {
        length += read;
      }
      long faults = parse(buffer.array(), length);
      if (faults < 0) {
        close();
        unreadable = true;
      }
      return faults;
    } catch (IOException | RuntimeException e) {
      close();
      unreadable = true;
      return -1;
    }
  }

  /** Closes the file; a later {@link #minorFaults()} reports -1. */
  @Override
  public void close() {
    unreadable = true;
    if (channel != null) {
      try {
        channel.close();
      } catch (IOException e) {
        // nothing was written; closing a procfs file cannot lose data
      }
      channel = null;
    }
  }

  /** {@code minflt} of one {@code stat} line given as text; -1 when malformed. See {@link #parse(byte[], int)}. */
  static long parse(String statLine) {
    byte[] bytes = statLine.getBytes(StandardCharsets.US_ASCII);
    return parse(bytes, bytes.length);
  }

  /**
   * {@code minflt} of the {@code stat} line in the first {@code length} bytes: the command name may
   * hold spaces and parentheses, so fields are counted from its last closing parenthesis; -1 when
   * malformed.
   */
  static long parse(byte[] line, int length) {
    int close = -1;
    for (int i = 0; i < length; i++) {
      if (line[i] == ')') {
        close = i;
      }
    }
    if (close < 0) {
      return -1;
    }
    int i = close + 1;
    for (int field = 0; field <= MINFLT_AFTER_COMM; field++) {
      while (i < length && line[i] == ' ') {
        i++;
      }
      if (i >= length || line[i] == '\n') {
        return -1;
      }
      if (field < MINFLT_AFTER_COMM) {
        while (i < length && line[i] != ' ' && line[i] != '\n') {
          i++;
        }
        continue;
      }
      long value = 0;
      int digits = 0;
      while (i < length && line[i] >= '0' && line[i] <= '9') {
        value = value * 10 + (line[i] - '0');
        i++;
        digits++;
      }
      boolean ends = i >= length || line[i] == ' ' || line[i] == '\n';
      return digits > 0 && digits < 19 && ends ? value : -1;
    }
    return -1;
  }
}
