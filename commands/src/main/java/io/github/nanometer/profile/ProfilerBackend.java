package io.github.nanometer.profile;

/**
 * The part of async-profiler a {@link ProfileSession} uses: one command string in, its output out
 * ({@code one.profiler.AsyncProfiler#execute}). Tests pass a scripted backend.
 */
@FunctionalInterface
public interface ProfilerBackend {
  /**
   * Runs one async-profiler command, e.g. {@code "start,event=cpu,interval=1ms"}.
   *
   * @throws IllegalStateException when the profiler refuses (e.g. "Perf events unavailable")
   */
  String execute(String command);
}
