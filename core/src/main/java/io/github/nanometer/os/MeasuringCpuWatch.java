package io.github.nanometer.os;

import java.util.Optional;

/**
 * Watches the measuring cpu between measurements of a long run (the suite, {@code paired-check},
 * forks): each {@link #check} measures what other processes did on it since the previous judged
 * interval and says so when it became busy or became free again. Reads {@code /proc} through
 * {@link HostFiles} (a few milliseconds per check); never throws. Not thread-safe: one controlling
 * thread calls it.
 *
 * <p>Implementation notes: {@code /proc} counts cpu time in 10 ms ticks, so an interval of a few
 * ticks would flip between "busy" and "free" by rounding alone; checks closer than {@link
 * #MIN_INTERVAL_NANOS} to the last judged one add to the next interval instead.
 */
public final class MeasuringCpuWatch {

  /** The shortest interval judged: 25 ticks of {@code /proc} time. */
  public static final long MIN_INTERVAL_NANOS = 250_000_000L;

  private final HostFiles files;
  private final int cpu;
  private final long selfPid;
  private CpuActivityProbe.Snapshot last;
  private boolean busy;

  /**
   * Starts watching {@code cpu} now.
   *
   * @param files the host tree
   * @param cpu the measuring cpu, 0..{@link CpuList#MAX_CPU}
   * @param selfPid this JVM's pid, whose threads never count as others
   * @throws IllegalArgumentException when files is null or cpu is out of range
   */
  public MeasuringCpuWatch(HostFiles files, int cpu, long selfPid) {
    this(files, cpu, selfPid, null);
  }

  /** Starts watching from {@code start} (read now when null); tests pass a snapshot with a scripted time. */
  MeasuringCpuWatch(HostFiles files, int cpu, long selfPid, CpuActivityProbe.Snapshot start) {
    if (files == null || cpu < 0 || cpu > CpuList.MAX_CPU) {
      throw new IllegalArgumentException("files must be non-null and cpu in 0.." + CpuList.MAX_CPU + ", got " + cpu);
    }
    this.files = files;
    this.cpu = cpu;
    this.selfPid = selfPid;
    this.last = start != null ? start : CpuActivityProbe.Snapshot.read(files);
  }

  /** The watched cpu. */
  public int cpu() {
    return cpu;
  }

  /**
   * What others did on the measuring cpu since the previous judged interval (or the start): a
   * message when it became busy from others ({@link CpuActivity#BUSY_FRACTION} of the interval or
   * more) or free again; empty while nothing changed or less than {@link #MIN_INTERVAL_NANOS} passed.
   */
  public Optional<String> check() {
    CpuActivityProbe.Snapshot now = CpuActivityProbe.Snapshot.read(files);
    return check(now);
  }

  /** {@link #check()} against a given snapshot (tests pass fake ones). */
  Optional<String> check(CpuActivityProbe.Snapshot now) {
    if (now.atNanos() - last.atNanos() < MIN_INTERVAL_NANOS) {
      return Optional.empty();
    }
    CpuActivity activity = CpuActivityProbe.between(files, last, now, selfPid);
    last = now;
    Optional<CpuActivity.CpuUse> use = activity.cpu(cpu);
    if (use.isEmpty()) {
      return Optional.empty();
    }
    boolean busyNow = use.get().othersFraction() >= CpuActivity.BUSY_FRACTION;
    if (busyNow == busy) {
      return Optional.empty();
    }
    busy = busyNow;
    long millis = activity.windowNanos() / 1_000_000;
    if (busyNow) {
      return Optional.of("the measuring cpu became busy over the last " + millis + " ms: " + use.get().describe()
          + "; measurements since then share the cpu (move the other process with taskset, or choose another"
          + " cpu with --cpu)");
    }
    return Optional.of("the measuring cpu " + cpu + " is free of other processes again (" + use.get().describe()
        + ")");
  }
}
