package io.github.nanometer.engine;

import io.github.nanometer.measure.SampleSource;

/**
 * What a run tells observers about its phases, outside its timed regions: a benchmark begins and
 * ends, a warm-up begins and ends, and each sample with its evaluations and elapsed time. The one
 * real implementation emits JDK Flight Recorder events ({@link JfrRunEvents}) when the JVM's flight
 * recorder has been started by the time a run begins (the CLI's {@code --jfr}, {@code
 * io.github.nanometer.JfrRecording}, the JVM's {@code -XX:StartFlightRecording}, or any recording
 * made earlier in this JVM), and nothing otherwise: the first use of an event class registers the
 * JVM's event metadata, about 0.1 s that a JVM which records nothing need not spend (docs/lab/jmh-wall-time.md,
 * "Where a child JVM's time goes"). A recording started in the middle of a run sees that run's
 * events from the next run on.
 *
 * <p>Single-thread runs call it around the whole benchmark ({@link #benchmark}), around the
 * sample sources of the warm-up and of the measured samples ({@link #around}), and around the
 * measured samples as a phase ({@link #phase} with {@code "measurement"}: opened after warm-up and
 * tuning, just before the first measured sample, closed after the last); threaded runs open each
 * thread's samples with {@link #sample} and the warm-up and measurement phases on their thread 0.
 * Observers registered through {@link RunObservers} hear everything JFR hears.
 */
public interface RunEvents {

  /** A phase that is open until closed. */
  interface Span extends AutoCloseable {
    /** Ends the phase (idempotent). */
    @Override
    void close();
  }

  /** One sample, open from its creation until {@link #end}. */
  interface SampleSpan {
    /** Ends the sample with what it measured. */
    void end(long evaluations, double elapsedNanos);
  }

  /** Observes nothing. */
  RunEvents NONE = new RunEvents() {
    @Override
    public Span benchmark(String name) {
      return () -> { };
    }

    @Override
    public Span phase(String name, String phase) {
      return () -> { };
    }

    @Override
    public SampleSpan sample(String name, String phase, int thread, int sample) {
      return (evaluations, elapsedNanos) -> { };
    }

    @Override
    public SampleSource around(SampleSource source, String name, String phase) {
      return source;
    }
  };

  /**
   * The events of this JVM: JFR events where the {@code jdk.jfr} module is present and the flight
   * recorder has been started (else {@link #NONE}), and the observers registered with {@link
   * RunObservers} at the time of the call.
   */
  static RunEvents current() {
    boolean recorder = ModuleLayer.boot().findModule("jdk.jfr").isPresent() && jdk.jfr.FlightRecorder.isInitialized();
    return RunObservers.with(recorder ? JfrRunEvents.INSTANCE : NONE);
  }

  /** The whole of one benchmark's run, from preparation to its result. */
  Span benchmark(String name);

  /** A phase of one benchmark's run, e.g. {@code "warm-up"}. */
  Span phase(String name, String phase);

  /**
   * Opens one sample of {@code thread} ({@code -1} for a single-thread run); the caller ends it
   * after the sample's last clock read.
   */
  SampleSpan sample(String name, String phase, int thread, int sample);

  /**
   * {@code source} with an event around every sample it takes (its evaluations and elapsed time);
   * the event's begin and end stay outside the source's clock reads. Not thread-safe (one source,
   * one thread).
   */
  default SampleSource around(SampleSource source, String name, String phase) {
    return new EventedSource(this, source, name, phase);
  }
}
