package io.github.nanometer.os;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;

/**
 * An opt-in record of where a JVM's time goes, for measuring the fixed cost of forks: with {@code
 * -Dnanometer.phaseLog=FILE} ({@link ProcessSettings#PHASE_LOG}, which a fork parent hands on to its
 * children like every {@code nanometer.*} property) each {@link #mark} keeps a phase name and the
 * time, and {@link #flush} appends the kept marks to {@code FILE}, one line each: {@code PID
 * EPOCH_MICROS PHASE}. Parent and children append to the same file, so a fork's marks line up with
 * its parent's on one clock (the epoch, read once per JVM with microseconds, plus {@code
 * System.nanoTime} since). Without the property nothing is kept or written. {@code
 * bench/fork-cost/phases.py} turns a log into a table of phases.
 *
 * <p>Implementation notes: a mark stores a constant name and a {@code nanoTime} reading into
 * preallocated arrays and runs no other JDK code, so marks between warm-up and the last sample
 * change nothing a body may share (formatting and file I/O happen in {@link #flush}, after the
 * measuring; {@code Nanometer.run} flushes after each run, fork children after their document). Marks
 * past {@link #CAPACITY} before a flush are dropped. A failed append is said once
 * on stderr, never thrown: the log must not fail a run.
 */
public final class PhaseLog {

  /** The most marks kept between two flushes. */
  static final int CAPACITY = 256;

  private static final PhaseLog PROCESS = new PhaseLog(file(ProcessSettings.PHASE_LOG.raw().orElse("")));

  private final Path file;
  private final long epochNanosAtOrigin;
  private final long nanoTimeAtOrigin;
  private final String[] names = new String[CAPACITY];
  private final long[] nanos = new long[CAPACITY];
  private int count;
  private boolean failureSaid;

  /** A log appending to {@code file}, or keeping nothing when it is null. */
  PhaseLog(Path file) {
    this.file = file;
    Instant now = Instant.now();
    this.nanoTimeAtOrigin = System.nanoTime();
    this.epochNanosAtOrigin = now.getEpochSecond() * 1_000_000_000L + now.getNano();
  }

  private static Path file(String setting) {
    return setting.isBlank() ? null : Path.of(setting.strip());
  }

  /** Whether this JVM keeps marks: {@code -Dnanometer.phaseLog} names a file. */
  public static boolean enabled() {
    return PROCESS.file != null;
  }

  /** Keeps {@code phase} with the time now, when {@link #enabled()}; otherwise does nothing. */
  public static void mark(String phase) {
    PROCESS.keep(phase);
  }

  /** Appends this JVM's kept marks to the file and forgets them; nothing when none are kept. */
  public static void flush() {
    PROCESS.append();
  }

  void keep(String phase) {
    if (file == null) {
      return;
    }
    long t = System.nanoTime();
    synchronized (names) {
      if (count < CAPACITY) {
        names[count] = phase;
        nanos[count] = t;
        count++;
      }
    }
  }

  void append() {
    if (file == null) {
      return;
    }
    StringBuilder text = new StringBuilder();
    long pid = ProcessHandle.current().pid();
    synchronized (names) {
      for (int i = 0; i < count; i++) {
        long epochNanos = epochNanosAtOrigin + (nanos[i] - nanoTimeAtOrigin);
        text.append(pid).append(' ').append(epochNanos / 1000).append(' ').append(names[i]).append('\n');
        names[i] = null;
      }
      count = 0;
    }
    if (text.length() == 0) {
      return;
    }
    try {
      // one write per flush: with O_APPEND, a parent's and its child's lines never interleave mid-line
      Files.write(file, text.toString().getBytes(StandardCharsets.UTF_8), StandardOpenOption.CREATE,
          StandardOpenOption.APPEND, StandardOpenOption.WRITE);
    } catch (IOException e) {
      if (!failureSaid) {
        failureSaid = true;
        System.err.println("nanometer: cannot append to the phase log " + file + ": " + e.getMessage());
      }
    }
  }
}
