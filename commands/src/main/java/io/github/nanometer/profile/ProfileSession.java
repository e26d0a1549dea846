package io.github.nanometer.profile;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Profiles benchmarks one at a time with async-profiler: {@link #start} when a benchmark's measured
 * samples begin, {@link #pause} when they end and {@link #resume} if more measured samples follow,
 * and {@link #stop} after the benchmark, which writes its flame graph ({@code NAME.html}) and
 * collapsed stacks ({@code NAME.collapsed}, one stack per line with its count, for other tools) into
 * the output directory. Callers start and pause it outside every sample (the CLI does so at the
 * measurement phase's boundaries, so warm-up and tuning stay out of the profile).
 *
 * <p>The event is the first of {@link ProfileKind#events()} the machine permits: where perf events
 * are refused ({@code perf_event_paranoid}, seccomp, no PMU in a VM) {@code cpu} falls back to
 * {@code itimer}; {@link #fallback()} says so once, with the fix.
 */
public final class ProfileSession {

  /** The sampling interval of cpu, itimer and wall: 1 ms (async-profiler's default for wall is 50 ms). */
  static final String INTERVAL = "1ms";

  private final ProfilerBackend backend;
  private final ProfileKind kind;
  private final Path directory;
  private final List<String> written = new ArrayList<>();
  private final java.util.Set<String> usedNames = new java.util.HashSet<>();
  private String event;
  private Optional<String> fallback = Optional.empty();
  private boolean running;
  private boolean paused;

  /**
   * A session writing into {@code directory} (created when missing).
   *
   * @throws IllegalArgumentException when an argument is null
   * @throws UncheckedIOException when the directory cannot be created
   */
  public ProfileSession(ProfilerBackend backend, ProfileKind kind, Path directory) {
    if (backend == null || kind == null || directory == null) {
      throw new IllegalArgumentException("backend, kind and directory must not be null");
    }
    this.backend = backend;
    this.kind = kind;
    this.directory = directory;
    try {
      Files.createDirectories(directory);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot create the profile directory " + directory + ": " + e.getMessage(), e);
    }
  }

  /**
   * Starts profiling before a benchmark; the first call chooses the event.
   *
   * @throws IllegalStateException when no event of the kind is permitted here (every refusal named)
   */
  public void start() {
    if (running || paused) {
      throw new IllegalStateException("profiling already started");
    }
    if (event != null) {
      backend.execute(startCommand(event));
      running = true;
      return;
    }
    List<String> refusals = new ArrayList<>();
    for (String e : kind.events()) {
      try {
        backend.execute(startCommand(e));
        event = e;
        running = true;
        if (!refusals.isEmpty()) {
          fallback = Optional.of("profile " + kind + ": " + String.join("; ", refusals) + ", so the " + e
              + " event samples instead" + fix());
        }
        return;
      } catch (IllegalStateException refused) {
        refusals.add("event " + e + " refused (" + refused.getMessage() + ")");
      }
    }
    throw new IllegalStateException("profile " + kind + ": " + String.join("; ", refusals) + fix());
  }

  /**
   * Stops sampling without writing anything (the samples so far are kept for {@link #stop}).
   *
   * @throws IllegalStateException when not running
   */
  public void pause() {
    if (!running) {
      throw new IllegalStateException("profiling not running");
    }
    backend.execute("stop");
    running = false;
    paused = true;
  }

  /**
   * Samples again after {@link #pause}, adding to the samples so far (async-profiler's {@code
   * resume}), with the event {@link #start} chose.
   *
   * @throws IllegalStateException when not paused
   */
  public void resume() {
    if (!paused) {
      throw new IllegalStateException("profiling not paused");
    }
    backend.execute("resume" + startCommand(event).substring("start".length()));
    paused = false;
    running = true;
  }

  private String fix() {
    return kind == ProfileKind.CPU ? " (perf events need kernel.perf_event_paranoid <= 2 and a PMU the VM exposes;"
        + " itimer samples on-cpu time without perf, at process rather than thread precision)" : "";
  }

  /**
   * The frame of nanometer's own input generation ({@code measure.InputBatch#redraw}): it runs inside
   * each fresh-regime sample, before the timed loop, so a profile would otherwise show it beside the
   * body (an alloc profile of a parse that allocates nothing was 1,446 of 1,450 samples of it).
   * Stack traces through it are left out of both outputs ({@code exclude}, an output option of
   * async-profiler's, given to {@code collapsed} and {@code flamegraph}).
   */
  static final String INPUT_GENERATION = "*/InputBatch.redraw";

  private static String startCommand(String event) {
    String interval = event.equals("alloc") || event.equals("lock") ? "" : ",interval=" + INTERVAL;
    // loglevel=error: per-thread perf_event_open warnings would otherwise flood stderr
    return "start,event=" + event + interval + ",loglevel=error";
  }

  /**
   * Stops profiling after {@code benchmark} and writes its flame graph and collapsed stacks
   * (atomically, each through a temporary file); returns the two paths. A name met before in this
   * session gets a suffix ({@code -2}, {@code -3}, ...) so no profile overwrites another.
   *
   * @throws IllegalStateException when not started (running or paused)
   * @throws UncheckedIOException when a file cannot be written
   */
  public List<Path> stop(String benchmark) {
    if (!running && !paused) {
      throw new IllegalStateException("profiling not started");
    }
    if (running) {
      backend.execute("stop");
    }
    running = false;
    paused = false;
    String base = fileName(benchmark);
    for (int k = 2; !usedNames.add(base); k++) {
      base = fileName(benchmark) + "-" + k;
    }
    Path collapsed = directory.resolve(base + ".collapsed");
    Path html = directory.resolve(base + ".html");
    try {
      Path tmp = Files.createTempFile(directory, ".nanometer-", ".tmp");
      try {
        Files.writeString(tmp, backend.execute("collapsed,exclude=" + INPUT_GENERATION), StandardCharsets.UTF_8);
        move(tmp, collapsed);
        backend.execute("flamegraph,exclude=" + INPUT_GENERATION + ",title=" + title(benchmark) + ",file="
            + tmp.toAbsolutePath());
        move(tmp, html);
      } finally {
        Files.deleteIfExists(tmp);
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write the profile of " + benchmark + " to " + directory + ": "
          + e.getMessage(), e);
    }
    written.add(html.toString());
    return List.of(html, collapsed);
  }

  private static void move(Path from, Path to) throws IOException {
    try {
      Files.move(from, to, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    } catch (AtomicMoveNotSupportedException e) {
      Files.move(from, to, StandardCopyOption.REPLACE_EXISTING);
    }
  }

  /**
   * A file name for a benchmark: letters, digits, dot, dash and underscore kept, the rest '_' (and a
   * leading '_' for a name that would be empty or hidden). The one rule for every per-benchmark file
   * nanometer writes ({@code nanometer jmh}'s forks name their profiles and recordings by it too).
   */
  public static String fileName(String benchmark) {
    String s = benchmark.replaceAll("[^A-Za-z0-9._-]", "_");
    return s.isEmpty() || s.startsWith(".") ? "_" + s : s;
  }

  /** The flame graph's title: no commas (they separate async-profiler's arguments). */
  private String title(String benchmark) {
    return (benchmark + " (" + event + ")").replace(',', ' ').replace(' ', '_');
  }

  /** The event in use (after the first start). */
  public Optional<String> event() {
    return Optional.ofNullable(event);
  }

  /** The one sentence about a fallback event, when there was one. */
  public Optional<String> fallback() {
    return fallback;
  }

  /** The flame graphs written so far. */
  public List<String> written() {
    return List.copyOf(written);
  }

  @Override
  public String toString() {
    return String.format(Locale.ROOT, "ProfileSession[%s, %s]", kind, directory);
  }
}
