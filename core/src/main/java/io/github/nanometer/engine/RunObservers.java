package io.github.nanometer.engine;

import io.github.nanometer.measure.SampleSource;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Observers of run phases registered for a while, besides JFR: {@link RunEvents#current()} tells
 * every registered observer what it tells JFR. The CLI's {@code --profile} registers one around each
 * benchmark to start async-profiler when the measured samples begin and stop it when they end.
 * Thread-safe; an observer is called on the thread that runs the phase (in a threaded run, its
 * thread 0) and must stay out of the timed regions' way (its work happens between samples).
 */
public final class RunObservers {

  private static final List<RunEvents> OBSERVERS = new CopyOnWriteArrayList<>();

  private RunObservers() {}

  /**
   * Registers {@code observer} until the returned span is closed.
   *
   * @throws IllegalArgumentException when observer is null
   */
  public static RunEvents.Span register(RunEvents observer) {
    if (observer == null) {
      throw new IllegalArgumentException("observer must not be null");
    }
    OBSERVERS.add(observer);
    return () -> OBSERVERS.remove(observer);
  }

  /** {@code base} alone when no observer is registered, else {@code base} and every observer, in that order. */
  static RunEvents with(RunEvents base) {
    if (OBSERVERS.isEmpty()) {
      return base;
    }
    List<RunEvents> all = new ArrayList<>();
    all.add(base);
    all.addAll(OBSERVERS);
    return new Composite(List.copyOf(all));
  }

  /** Tells each of its members, opening in order and closing in reverse. */
  private record Composite(List<RunEvents> members) implements RunEvents {
    @Override
    public Span benchmark(String name) {
      List<Span> spans = new ArrayList<>();
      members.forEach(m -> spans.add(m.benchmark(name)));
      return closeAll(spans);
    }

    @Override
    public Span phase(String name, String phase) {
      List<Span> spans = new ArrayList<>();
      members.forEach(m -> spans.add(m.phase(name, phase)));
      return closeAll(spans);
    }

    @Override
    public SampleSpan sample(String name, String phase, int thread, int sample) {
      List<SampleSpan> spans = new ArrayList<>();
      members.forEach(m -> spans.add(m.sample(name, phase, thread, sample)));
      return (evaluations, elapsedNanos) -> {
        for (int i = spans.size() - 1; i >= 0; i--) {
          spans.get(i).end(evaluations, elapsedNanos);
        }
      };
    }

    @Override
    public SampleSource around(SampleSource source, String name, String phase) {
      return RunEvents.super.around(source, name, phase);
    }

    private static Span closeAll(List<Span> spans) {
      boolean[] closed = {false};
      return () -> {
        if (!closed[0]) {
          closed[0] = true;
          for (int i = spans.size() - 1; i >= 0; i--) {
            spans.get(i).close();
          }
        }
      };
    }
  }
}
