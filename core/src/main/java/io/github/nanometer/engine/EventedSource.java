package io.github.nanometer.engine;

import io.github.nanometer.measure.SampleSource;

/**
 * A sample source with a {@link RunEvents} sample span around each sample it takes, numbered from
 * 0. A class rather than a lambda: each lambda adds two frames to the measuring thread's stack
 * under the body, and a body that throws pays for every frame (see {@code PreparedLoop}). Not
 * thread-safe (one source, one thread).
 */
final class EventedSource implements SampleSource {
  private final RunEvents events;
  private final SampleSource source;
  private final String name;
  private final String phase;
  private int taken;

  EventedSource(RunEvents events, SampleSource source, String name, String phase) {
    this.events = events;
    this.source = source;
    this.name = name;
    this.phase = phase;
  }

  @Override
  public double sampleNanos(int evaluations) {
    RunEvents.SampleSpan span = events.sample(name, phase, -1, taken++);
    double nanos = source.sampleNanos(evaluations);
    span.end(evaluations, nanos);
    return nanos;
  }
}
