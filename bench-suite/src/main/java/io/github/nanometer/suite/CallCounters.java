package io.github.nanometer.suite;

import io.github.nanometer.counters.CounterAvailability;
import io.github.nanometer.counters.CounterDeltas;
import io.github.nanometer.counters.CounterGroup;
import io.github.nanometer.counters.CounterSnapshot;
import io.github.nanometer.counters.PerfAccess;
import io.github.nanometer.counters.PerfEvent;
import io.github.nanometer.counters.PerfSyscalls;
import io.github.nanometer.counters.ReadOverhead;
import io.github.nanometer.os.HostFiles;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * Core-cycle, instruction and branch-miss counts of one measurement, read from perf_event right
 * around each timed chunk of calls (never around the parameter drawing between chunks), summed per
 * sample. The group is opened on the first {@link #beginChunk()}, on the thread that runs the
 * samples, since perf counters follow the thread that opened them; reads from another thread
 * reopen it there.
 *
 * <p>Implementation notes: the read overhead (the counts a pair of back-to-back reads adds) is
 * calibrated at opening and subtracted per chunk. One read is a syscall (about 1 us); it sits
 * outside the chunk's timestamps, so it adds wall time, not measured time. Not thread-safe.
 */
public final class CallCounters implements AutoCloseable {

  /** The events read, in this order. */
  public static final List<PerfEvent> EVENTS = List.of(PerfEvent.CYCLES, PerfEvent.INSTRUCTIONS, PerfEvent.BRANCH_MISSES);

  private static final int OVERHEAD_PAIRS = 200;

  private final Supplier<CounterGroup> opener;
  private CounterGroup group;
  private Thread owner;
  private ReadOverhead overhead;
  private boolean anyAvailable;
  private CounterSnapshot before;
  private final double[] current = new double[EVENTS.size()];
  private final List<double[]> samples = new ArrayList<>();

  /** Counters opened with {@code opener} (called on the measuring thread) when first read. */
  public CallCounters(Supplier<CounterGroup> opener) {
    if (opener == null) {
      throw new IllegalArgumentException("opener must not be null");
    }
    this.opener = opener;
  }

  /** Counters on the real kernel. */
  public static CallCounters real() {
    return new CallCounters(() -> CounterGroup.open(EVENTS, PerfSyscalls.real(), PerfAccess.read(HostFiles.real())));
  }

  /** Reads the counters right before a timed chunk (opens them on first use). */
  public void beginChunk() {
    if (owner != Thread.currentThread()) {
      reopen();
    }
    if (anyAvailable) {
      before = group.read();
    }
  }

  /** Reads the counters right after a timed chunk and adds the deltas to the current sample. */
  public void endChunk() {
    if (!anyAvailable || before == null) {
      return;
    }
    CounterDeltas d = CounterDeltas.between(before, group.read(), overhead);
    for (int i = 0; i < EVENTS.size(); i++) {
      current[i] += d.get(EVENTS.get(i));
    }
    before = null;
  }

  /** Closes the current sample of {@code calls} calls. */
  public void endSample(long calls) {
    double[] row = new double[EVENTS.size() + 1];
    System.arraycopy(current, 0, row, 0, EVENTS.size());
    row[EVENTS.size()] = calls;
    samples.add(row);
    java.util.Arrays.fill(current, 0);
  }

  /** Samples closed so far (warm-up included). */
  public int sampleCount() {
    return samples.size();
  }

  /**
   * Counts of {@code event} per call over the last {@code lastSamples} samples: their summed
   * counts over their summed calls. NaN when the event was not counted or there are too few samples.
   */
  public double perCall(PerfEvent event, int lastSamples) {
    int i = EVENTS.indexOf(event);
    if (i < 0 || !anyAvailable || lastSamples < 1 || lastSamples > samples.size()) {
      return Double.NaN;
    }
    double count = 0;
    double calls = 0;
    for (double[] row : samples.subList(samples.size() - lastSamples, samples.size())) {
      count += row[i];
      calls += row[EVENTS.size()];
    }
    return calls > 0 ? count / calls : Double.NaN;
  }

  /**
   * True when the last {@code callsPerSample.length} samples made exactly these calls, in order:
   * how a caller checks that the samples it attributes counts to are the measured ones.
   */
  public boolean lastSamplesMatch(long[] callsPerSample) {
    int n = callsPerSample.length;
    if (n == 0 || n > samples.size()) {
      return false;
    }
    for (int i = 0; i < n; i++) {
      if (samples.get(samples.size() - n + i)[EVENTS.size()] != callsPerSample[i]) {
        return false;
      }
    }
    return true;
  }

  /** One line per event that could not be counted, with the reason; empty before first use. */
  public List<String> unavailableReasons() {
    List<String> lines = new ArrayList<>();
    if (group != null) {
      for (CounterAvailability a : group.availability()) {
        if (!a.available()) {
          lines.add(a.event().perfName() + ": " + a.reason());
        }
      }
    }
    return lines;
  }

  private void reopen() {
    close();
    group = opener.get();
    owner = Thread.currentThread();
    anyAvailable = group.availability().stream().anyMatch(CounterAvailability::available);
    overhead = anyAvailable ? ReadOverhead.calibrate(group, OVERHEAD_PAIRS) : ReadOverhead.none(group.events());
  }

  @Override
  public void close() {
    if (group != null) {
      group.close();
      group = null;
    }
  }
}
