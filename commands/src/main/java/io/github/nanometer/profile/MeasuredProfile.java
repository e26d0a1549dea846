package io.github.nanometer.profile;

import io.github.nanometer.engine.RunEvents;
import io.github.nanometer.engine.RunObservers;
import java.io.UncheckedIOException;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * A {@link ProfileSession} on during the measured samples of a run and off otherwise: it hears the
 * engine's phases ({@link RunObservers}) and starts or resumes the profiler when a {@code
 * "measurement"} phase opens, pauses it when the phase closes, so warm-up, tuning, nanometer's own
 * setup and the JVM's start stay out of the profile. Used by {@code reference --profile} (one
 * profile per benchmark, in the measuring JVM) and by {@code nanometer jmh --profile} (one per
 * fork, in the fork's JVM). Where the profiler cannot start, the run goes on unprofiled and says
 * why once. Not thread-safe: one run at a time.
 */
public final class MeasuredProfile {
  private final ProfileSession session;
  private final Consumer<String> say;
  private boolean disabled;
  private boolean saidFallback;

  /**
   * A profile of the measured phases into {@code session}; {@code say} hears one line each for a
   * fallback event, a profiler that could not start, and a profile that could not be written.
   */
  public MeasuredProfile(ProfileSession session, Consumer<String> say) {
    if (session == null || say == null) {
      throw new IllegalArgumentException("session and say must not be null");
    }
    this.session = session;
    this.say = say;
  }

  /** The session the profiles go to. */
  public ProfileSession session() {
    return session;
  }

  /**
   * Runs {@code run} with the profiler on during its measured samples only, and writes its profile
   * under {@code name} ({@link ProfileSession#stop}); a run without measured samples writes none.
   */
  public <T> T around(String name, Supplier<T> run) {
    if (disabled) {
      return run.get();
    }
    MeasuredPhases phases = new MeasuredPhases();
    T result;
    try (RunEvents.Span registered = RunObservers.register(phases)) {
      result = run.get();
    } finally {
      if (phases.started) {
        try {
          session.stop(name);
        } catch (UncheckedIOException | IllegalStateException e) {
          say.accept(e.getMessage());
        }
      }
    }
    return result;
  }

  /** Starts (or resumes) the profiler when a measurement phase opens, pauses it when the phase closes. */
  private final class MeasuredPhases implements RunEvents {
    boolean started;

    @Override
    public Span benchmark(String name) {
      return () -> { };
    }

    @Override
    public Span phase(String name, String phase) {
      if (disabled || !phase.equals("measurement")) {
        return () -> { };
      }
      try {
        if (started) {
          session.resume();
        } else {
          session.start();
          started = true;
        }
      } catch (IllegalStateException e) {
        disabled = true;
        say.accept("not profiling: " + e.getMessage());
        return () -> { };
      }
      if (!saidFallback && session.fallback().isPresent()) {
        saidFallback = true;
        say.accept(session.fallback().get());
      }
      boolean[] closed = {false};
      return () -> {
        if (!closed[0]) {
          closed[0] = true;
          session.pause();
        }
      };
    }

    @Override
    public SampleSpan sample(String name, String phase, int thread, int sample) {
      return (evaluations, elapsedNanos) -> { };
    }
  }
}
