package io.github.nanometer.engine;

import jdk.jfr.Category;
import jdk.jfr.Description;
import jdk.jfr.Event;
import jdk.jfr.Label;
import jdk.jfr.Name;
import jdk.jfr.StackTrace;
import jdk.jfr.Timespan;

/**
 * {@link RunEvents} as JDK Flight Recorder events: {@code nanometer.Benchmark}, {@code
 * nanometer.Phase} and {@code nanometer.Sample}, in the category "nanometer", without stack traces.
 * JDK Mission Control shows them on each thread's timeline beside the JVM's own events (GC,
 * compilation, safepoints), so what happened during each sample is visible.
 *
 * <p>Implementation notes: with no recording active an event's {@code commit} is a disabled-event
 * check; {@code begin} and {@code end} read JFR's tick counter, outside the timed region.
 */
final class JfrRunEvents implements RunEvents {

  static final JfrRunEvents INSTANCE = new JfrRunEvents();

  private JfrRunEvents() {}

  /** One benchmark's whole run. */
  @Name("nanometer.Benchmark")
  @Label("Benchmark")
  @Category("nanometer")
  @Description("One benchmark's run in nanometer, from preparation to its result")
  @StackTrace(false)
  static final class BenchmarkEvent extends Event {
    @Label("Benchmark")
    String benchmark;
  }

  /** A phase of one benchmark's run. */
  @Name("nanometer.Phase")
  @Label("Phase")
  @Category("nanometer")
  @Description("A phase of one benchmark's run, e.g. warm-up or measurement")
  @StackTrace(false)
  static final class PhaseEvent extends Event {
    @Label("Benchmark")
    String benchmark;
    @Label("Phase")
    String phase;
  }

  /** One sample of one thread. */
  @Name("nanometer.Sample")
  @Label("Sample")
  @Category("nanometer")
  @Description("One timed sample: its evaluations and the time inside its timed loop")
  @StackTrace(false)
  static final class SampleEvent extends Event {
    @Label("Benchmark")
    String benchmark;
    @Label("Phase")
    String phase;
    @Label("Thread")
    @Description("The thread's index in a threaded benchmark; -1 for a single-thread run")
    int thread;
    @Label("Sample")
    int sample;
    @Label("Evaluations")
    long evaluations;
    @Label("Elapsed")
    @Timespan(Timespan.NANOSECONDS)
    long elapsedNanos;
    @Label("Time per evaluation (ns)")
    double nanosPerEvaluation;
  }

  @Override
  public Span benchmark(String name) {
    BenchmarkEvent e = new BenchmarkEvent();
    e.benchmark = name;
    e.begin();
    return once(e);
  }

  @Override
  public Span phase(String name, String phase) {
    PhaseEvent e = new PhaseEvent();
    e.benchmark = name;
    e.phase = phase;
    e.begin();
    return once(e);
  }

  /** A span that ends and commits {@code e} on its first close only. */
  private static Span once(Event e) {
    boolean[] closed = {false};
    return () -> {
      if (!closed[0]) {
        closed[0] = true;
        e.end();
        if (e.shouldCommit()) {
          e.commit();
        }
      }
    };
  }

  @Override
  public SampleSpan sample(String name, String phase, int thread, int sample) {
    SampleEvent e = new SampleEvent();
    e.begin();
    return (evaluations, elapsedNanos) -> {
      e.end();
      if (e.shouldCommit()) {
        e.benchmark = name;
        e.phase = phase;
        e.thread = thread;
        e.sample = sample;
        e.evaluations = evaluations;
        e.elapsedNanos = Math.round(elapsedNanos);
        e.nanosPerEvaluation = evaluations > 0 ? elapsedNanos / evaluations : Double.NaN;
        e.commit();
      }
    };
  }
}
