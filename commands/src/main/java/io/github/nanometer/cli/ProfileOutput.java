package io.github.nanometer.cli;

import io.github.nanometer.cli.spi.TypedOption;
import io.github.nanometer.cli.spi.UsageException;
import io.github.nanometer.profile.AsyncProfilerBackend;
import io.github.nanometer.profile.MeasuredProfile;
import io.github.nanometer.profile.ProfileKind;
import io.github.nanometer.profile.ProfileSession;
import io.github.nanometer.profile.ProfilerBackend;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The {@code --profile cpu|alloc|wall|lock} and {@code --profile-dir DIR} flags of the measuring
 * commands: async-profiler during each benchmark's measured samples ({@link ProfileSession}), one flame graph and one
 * collapsed-stacks file per benchmark. Where profiling cannot work (no async-profiler, no permitted
 * event) the run goes on unprofiled and says why once.
 */
public final class ProfileOutput {


  private final ProfileSession session;
  private final MeasuredProfile measured;
  private final PrintStream err;
  private final ProfileKind kind;
  private final Path directory;

  private ProfileOutput(ProfileSession session, PrintStream err, ProfileKind kind, Path directory) {
    this.session = session;
    this.measured = new MeasuredProfile(session, line -> err.println("nanometer: " + line));
    this.err = err;
    this.kind = kind;
    this.directory = directory;
  }

  /** The {@code --profile} option. */
  public static TypedOption<String> option() {
    return TypedOption.text("profile", "KIND", null, "profile each benchmark's measured samples (not warm-up or"
        + " tuning) with async-profiler: cpu (falls back to itimer where perf events are refused), alloc, wall or lock; a flame graph (NAME.html) and collapsed stacks"
        + " (NAME.collapsed) per benchmark go to --profile-dir");
  }

  /** The {@code --profile-dir} option. */
  public static TypedOption<String> directoryOption() {
    return TypedOption.text("profile-dir", "DIR", CommandDefaults.PROFILE_DIR, "where --profile writes its files (created when missing)");
  }

  /**
   * The profiler when {@code --profile} was given and it can run, else empty (after one line on
   * {@code err} saying why, when it was asked for).
   *
   * @throws UsageException when the kind or the directory is not valid
   */
  public static Optional<ProfileOutput> open(ParsedArgs a, PrintStream err) throws UsageException {
    return open(a, err, AsyncProfilerBackend.load());
  }

  static Optional<ProfileOutput> open(ParsedArgs a, PrintStream err, AsyncProfilerBackend.Availability availability)
      throws UsageException {
    if (!a.has("profile")) {
      if (a.has("profile-dir")) {
        throw new UsageException("--profile-dir needs --profile");
      }
      return Optional.empty();
    }
    ProfileKind kind;
    try {
      kind = ProfileKind.parse(a.string("profile", ""));
    } catch (IllegalArgumentException e) {
      throw new UsageException("--profile: " + e.getMessage());
    }
    Path dir;
    if (a.string("profile-dir", CommandDefaults.PROFILE_DIR).isBlank()) {
      throw new UsageException("--profile-dir: empty; give a directory (default " + CommandDefaults.PROFILE_DIR + ")");
    }
    try {
      dir = Path.of(a.string("profile-dir", CommandDefaults.PROFILE_DIR));
    } catch (InvalidPathException e) {
      throw new UsageException("--profile-dir: '" + a.string("profile-dir", "") + "' is not a valid path");
    }
    if (Files.exists(dir) && !Files.isDirectory(dir)) {
      throw new UsageException("--profile-dir: '" + dir + "' exists and is not a directory");
    }
    Optional<ProfilerBackend> backend = availability.backend();
    if (backend.isEmpty()) {
      err.println("nanometer: not profiling: " + availability.description());
      return Optional.empty();
    }
    try {
      return Optional.of(new ProfileOutput(new ProfileSession(backend.get(), kind, dir), err, kind, dir));
    } catch (UncheckedIOException e) {
      throw new UsageException("--profile-dir: " + e.getMessage());
    }
  }

  /**
   * Runs {@code run} (one benchmark named {@code name}) with the profiler on during its measured
   * samples only ({@link MeasuredProfile}), and writes its profile; a run without measured samples
   * writes none.
   */
  <T> T around(String name, Supplier<T> run) {
    return measured.around(name, run);
  }

  /** The kind profiled. */
  public ProfileKind kind() {
    return kind;
  }

  /** The directory the profiles go to (created). */
  public Path directory() {
    return directory;
  }

  /** Says where the flame graphs went. */
  void finish() {
    if (!session.written().isEmpty()) {
      err.println("nanometer: " + session.written().size() + " flame graph(s) (" + session.event().orElse("?")
          + ") written, e.g. " + session.written().get(0));
    }
  }
}
