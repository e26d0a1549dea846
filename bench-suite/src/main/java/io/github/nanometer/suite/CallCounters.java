package io.github.nanometer.suite;

import io.github.nanometer.CounterEvent;
import io.github.nanometer.spi.HostRoot;
import io.github.nanometer.spi.ThreadCounters;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * Core-cycle, instruction and branch-miss counts of one measurement, read from perf_event right
 * around each timed chunk of calls (never around the parameter drawing between chunks), summed per
 * sample. The counter group is opened on the first {@link #beginChunk()}, on the thread that runs the
 * samples, since perf counters follow the thread that opened them; reads from another thread
 * reopen it there.
 *
 * <p>Implementation notes: the read overhead (the counts a pair of back-to-back reads adds) is
 * calibrated at opening and subtracted per chunk. One read is a syscall (about 1 us); it sits
 * outside the chunk's timestamps, so it adds wall time, not measured time. Not thread-safe.
 */
public final class CallCounters implements AutoCloseable {

  /** The events read, in this order. */
  public static final List<CounterEvent> EVENTS = List.of(CounterEvent.CYCLES, CounterEvent.INSTRUCTIONS,
      CounterEvent.BRANCH_MISSES);

  private static final int OVERHEAD_PAIRS = 200;

  private final Supplier<ThreadCounters> opener;
  private ThreadCounters counters;
  private Thread owner;
  private boolean anyAvailable;
  private boolean started;
  private final double[] current = new double[EVENTS.size()];
  private final List<double[]> samples = new ArrayList<>();

  /**
   * Counters opened with {@code opener} (called on the measuring thread, for {@link #EVENTS} in
   * that order) when first read.
   */
  public CallCounters(Supplier<ThreadCounters> opener) {
    if (opener == null) {
      throw new IllegalArgumentException("opener must not be null");
    }
    this.opener = opener;
  }

  /** Counters on the real kernel. */
  public static CallCounters real() {
    return new CallCounters(() -> ThreadCounters.open(EVENTS, HostRoot.real()));
  }

  /** Reads the counters right before a timed chunk (opens them on first use). */
  public void beginChunk() {
    if (owner != Thread.currentThread()) {
      reopen();
    }
    if (anyAvailable) {
      counters.start();
      started = true;
    }
  }

  /** Reads the counters right after a timed chunk and adds the deltas to the current sample. */
  public void endChunk() {
    if (!anyAvailable || !started) {
      return;
    }
    counters.addSinceStart(current);
    started = false;
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
  public double perCall(CounterEvent event, int lastSamples) {
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
    if (counters != null) {
      for (CounterEvent e : counters.events()) {
        counters.whyNotCounted(e).ifPresent(reason -> lines.add(e.perfName() + ": " + reason));
      }
    }
    return lines;
  }

  private void reopen() {
    close();
    counters = opener.get();
    if (!counters.events().equals(EVENTS)) {
      List<CounterEvent> opened = counters.events();
      counters.close();
      counters = null;
      throw new IllegalStateException("the opener must open " + EVENTS + ", opened " + opened);
    }
    owner = Thread.currentThread();
    anyAvailable = counters.anyCounted();
    started = false;
    if (anyAvailable) {
      counters.calibrateReadOverhead(OVERHEAD_PAIRS);
    }
  }

  @Override
  public void close() {
    if (counters != null) {
      counters.close();
      counters = null;
    }
  }
}
