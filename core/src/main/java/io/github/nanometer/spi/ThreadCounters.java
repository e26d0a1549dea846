package io.github.nanometer.spi;

import io.github.nanometer.CounterEvent;
import io.github.nanometer.CounterSample;
import io.github.nanometer.counters.CounterAvailability;
import io.github.nanometer.counters.CounterDeltas;
import io.github.nanometer.counters.CounterGroup;
import io.github.nanometer.counters.CounterSnapshot;
import io.github.nanometer.counters.PerfAccess;
import io.github.nanometer.counters.PerfSyscalls;
import io.github.nanometer.counters.ReadOverhead;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Perf event counters of the thread that opened them, for a plug-in that counts around its own
 * timed regions: {@link #start()} right before a region, {@link #addSinceStart(double[])} right
 * after it. Events the kernel refuses (no PMU in a virtual machine, {@code perf_event_paranoid},
 * seccomp) are not counted, and {@link #whyNotCounted} says why and how to enable them.
 *
 * <p>Counts are scaled for multiplexing and, after {@link #calibrateReadOverhead(int)}, less what a
 * pair of back-to-back reads adds. Perf counters follow the thread that opened them: use an instance
 * on that thread only. Not thread-safe; {@link #close()} releases the kernel's counters.
 */
public final class ThreadCounters implements AutoCloseable {

  private final List<CounterEvent> events;
  private final List<CounterEvent> perfEvents;
  private final CounterGroup group;
  private ReadOverhead overhead;
  private CounterSnapshot start;

  private ThreadCounters(List<CounterEvent> events, List<CounterEvent> perfEvents, CounterGroup group) {
    this.events = events;
    this.perfEvents = perfEvents;
    this.group = group;
    this.overhead = ReadOverhead.none(group.events());
  }

  /**
   * Opens {@code events} for the calling thread on the real kernel and starts counting; whether perf
   * may be used is read through {@code host}. Never throws for what the host refuses: such an event
   * is not counted ({@link #whyNotCounted}).
   *
   * @throws IllegalArgumentException when an argument is null or an event is listed twice
   */
  public static ThreadCounters open(List<CounterEvent> events, HostRoot host) {
    if (host == null) {
      throw new IllegalArgumentException("host must not be null");
    }
    return open(events, PerfSyscalls.real(), PerfAccess.read(host.files()));
  }

  /** As {@link #open(List, HostRoot)}, on {@code kernel} (a fake one in tests) with {@code access}. */
  static ThreadCounters open(List<CounterEvent> events, PerfSyscalls kernel, PerfAccess access) {
    if (events == null) {
      throw new IllegalArgumentException("events must not be null");
    }
    List<CounterEvent> perf = new ArrayList<>(events.size());
    for (CounterEvent e : events) {
      if (e == null) {
        throw new IllegalArgumentException("events must not hold null: " + events);
      }
      perf.add(CounterEvent.byPerfName(e.perfName()));
    }
    return new ThreadCounters(List.copyOf(events), List.copyOf(perf), CounterGroup.open(perf, kernel, access));
  }

  /** The events asked for, in the order {@link #addSinceStart(double[])} adds them. */
  public List<CounterEvent> events() {
    return events;
  }

  /** True when at least one of {@link #events()} is counted. */
  public boolean anyCounted() {
    return group.availability().stream().anyMatch(CounterAvailability::available);
  }

  /**
   * Why {@code event} is not counted, in plain words, with how to enable it where something can be
   * done; empty when it is counted.
   *
   * @throws IllegalArgumentException when {@code event} is not among {@link #events()}
   */
  public Optional<String> whyNotCounted(CounterEvent event) {
    int i = events.indexOf(event);
    if (i < 0) {
      throw new IllegalArgumentException(event + " was not asked for; the events are " + events);
    }
    for (CounterAvailability a : group.availability()) {
      if (a.event() == perfEvents.get(i)) {
        return a.available() ? Optional.empty() : Optional.of(a.reason());
      }
    }
    throw new AssertionError("the group has no availability for " + event);
  }

  /**
   * Measures what a pair of back-to-back reads adds to each count ({@code pairs} pairs, after as
   * many reads of warm-up) and subtracts it from every later {@link #addSinceStart(double[])}.
   *
   * @param pairs 10 to 1,000,000
   * @throws IllegalArgumentException when {@code pairs} is out of range
   */
  public void calibrateReadOverhead(int pairs) {
    overhead = ReadOverhead.calibrate(group, pairs);
  }

  /** Reads the counters now: the start of a counted region. */
  public void start() {
    start = group.read();
  }

  /**
   * Reads the counters now, the end of the region {@link #start()} began, and adds each event's
   * count over the region to {@code sums[i]}, {@code i} its index in {@link #events()}: scaled for
   * multiplexing, less the read overhead; NaN for an event not counted.
   *
   * @throws IllegalArgumentException when {@code sums} is shorter than {@link #events()}
   * @throws IllegalStateException when no region was started
   */
  public void addSinceStart(double[] sums) {
    if (sums == null || sums.length < events.size()) {
      throw new IllegalArgumentException("sums must hold one entry per event (" + events.size() + ")");
    }
    if (start == null) {
      throw new IllegalStateException("start() was not called");
    }
    CounterSample d = CounterDeltas.between(start, group.read(), overhead);
    for (int i = 0; i < events.size(); i++) {
      sums[i] += d.get(perfEvents.get(i));
    }
    start = null;
  }

  /** Releases the kernel's counters; later reads throw {@link IllegalStateException}. */
  @Override
  public void close() {
    group.close();
  }
}
