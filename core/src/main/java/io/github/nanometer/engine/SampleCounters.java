package io.github.nanometer.engine;

import io.github.nanometer.CounterEvent;
import io.github.nanometer.CounterSample;
import io.github.nanometer.counters.CounterAvailability;
import io.github.nanometer.counters.CounterDeltaColumns;
import io.github.nanometer.counters.CounterGroup;
import io.github.nanometer.counters.CounterReading;
import io.github.nanometer.counters.ReadOverhead;
import io.github.nanometer.measure.SampleSource;
import java.util.ArrayList;
import java.util.List;

/**
 * Per-sample perf counter deltas: wraps a sample source so that the counter group is read right
 * before and right after every sample (outside the timed region, with the calibrated read
 * overhead subtracted), keeping every sample's deltas in order in flat columns ({@link
 * CounterDeltaColumns}: no object per sample while the body runs). Opened on the
 * measuring thread, since counters follow the thread that opened them. Package-private.
 *
 * <p>Implementation notes: each read costs about 1 us here (one read() syscall); it adds wall
 * time per sample, never time inside a sample.
 */
final class SampleCounters implements AutoCloseable {

  private static final int OVERHEAD_PAIRS = 1000;

  private final CounterGroup group;
  private final ReadOverhead overhead;
  private final CounterDeltaColumns perSample;
  private final boolean anyAvailable;

  private SampleCounters(CounterGroup group) {
    this.group = group;
    this.perSample = new CounterDeltaColumns(group.events());
    this.anyAvailable = group.availability().stream().anyMatch(CounterAvailability::available);
    this.overhead = anyAvailable ? ReadOverhead.calibrate(group, OVERHEAD_PAIRS) : ReadOverhead.none(group.events());
  }

  /** Opens every counter the host allows for the calling thread; never throws for host failures. */
  static SampleCounters openForThisThread() {
    return of(CounterGroup.openAll());
  }

  /** Per-sample deltas of {@code group}, already opened on the calling thread (tests give a scripted one). */
  static SampleCounters of(CounterGroup group) {
    return new SampleCounters(group);
  }

  /** True when at least one event counts. */
  boolean anyAvailable() {
    return anyAvailable;
  }

  /** The source, with counter reads around every sample. */
  SampleSource around(SampleSource source) {
    if (!anyAvailable) {
      return source;
    }
    return new Counted(source);
  }

  /** The source with counter reads around each sample (a class, not a lambda: fewer frames under the body). */
  private final class Counted implements SampleSource {
    private final SampleSource source;
    // Read into and overwritten on every sample: the per-sample path allocates nothing
    // (CounterReading says why).
    private final CounterReading before;
    private final CounterReading after;

    Counted(SampleSource source) {
      this.source = source;
      this.before = new CounterReading(group.events());
      this.after = new CounterReading(group.events());
    }

    @Override
    public double sampleNanos(int evaluations) {
      group.readInto(before);
      double nanos = source.sampleNanos(evaluations);
      group.readInto(after);
      perSample.add(before, after, overhead);
      return nanos;
    }
  }

  /** How many wrapped samples were taken so far (0 when no counter is available). */
  int count() {
    return perSample.size();
  }

  /** True when a wrapped sample taken at index {@code from} or later was disturbed. */
  boolean disturbedSince(int from) {
    for (int i = Math.max(0, from); i < perSample.size(); i++) {
      if (perSample.disturbed(i)) {
        return true;
      }
    }
    return false;
  }

  /** The deltas of every wrapped sample, in order. */
  List<CounterSample> deltas() {
    return perSample.toList();
  }

  /** The events measured. */
  List<CounterEvent> events() {
    return group.events();
  }

  /** One line per unavailable event: which, and why. */
  List<String> unavailableReasons() {
    List<String> lines = new ArrayList<>();
    for (CounterAvailability a : group.availability()) {
      if (!a.available()) {
        lines.add(a.event().perfName() + ": " + a.reason());
      }
    }
    return lines;
  }

  @Override
  public void close() {
    group.close();
  }
}
