package io.github.nanometer.profile;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Optional;

/**
 * The real async-profiler, loaded from the {@code tools.profiler:async-profiler} artifact when it
 * is on the class path (the CLI jar bundles it; library users add it themselves).
 *
 * <p>Implementation notes: {@code one.profiler} classes are named only inside {@link Loaded}, which
 * is initialised after the class-path check, so this class loads without the artifact.
 */
public final class AsyncProfilerBackend {
  private AsyncProfilerBackend() {}

  /** The Maven coordinates to add for profiling. */
  public static final String ARTIFACT = "tools.profiler:async-profiler:4.1";

  /** The backend, or why there is none (not on the class path, or the native library did not load). */
  public static Availability load() {
    try {
      Class.forName("one.profiler.AsyncProfiler", false, AsyncProfilerBackend.class.getClassLoader());
    } catch (ClassNotFoundException e) {
      return new Availability(Optional.empty(), "async-profiler is not on the class path; add " + ARTIFACT
          + " to the dependencies (the nanometer CLI jar bundles it)");
    }
    try {
      return new Availability(Optional.of(Loaded.backend()), "async-profiler " + Loaded.version());
    } catch (UnsatisfiedLinkError | IllegalStateException | SecurityException e) {
      return new Availability(Optional.empty(), "async-profiler's native library did not load (" + e.getMessage()
          + "); it supports Linux x86-64 and aarch64 and macOS");
    }
  }

  /**
   * A loaded backend or the reason there is none.
   *
   * @param backend the profiler, when it loaded
   * @param description its version, or why it is unavailable and the fix
   */
  public record Availability(Optional<ProfilerBackend> backend, String description) {}

  /** Holds the {@code one.profiler} references. */
  private static final class Loaded {
    static ProfilerBackend backend() {
      one.profiler.AsyncProfiler p = one.profiler.AsyncProfiler.getInstance();
      return command -> {
        try {
          return p.execute(command);
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      };
    }

    static String version() {
      return one.profiler.AsyncProfiler.getInstance().getVersion();
    }
  }
}
