package io.github.nanometer.cli;

import io.github.nanometer.JfrRecording;
import io.github.nanometer.cli.spi.TypedOption;
import io.github.nanometer.cli.spi.UsageException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The {@code --jfr FILE} flag of the measuring commands: a JDK Flight Recorder recording of the
 * whole run ({@link JfrRecording}), with nanometer's own benchmark, phase and sample events, written
 * when the run ends.
 */
final class JfrOutput {
  private JfrOutput() {}

  /** The {@code --jfr FILE} option. */
  static TypedOption<String> option() {
    return TypedOption.text("jfr", "FILE", null, "also write a JDK Flight Recorder recording of the run to FILE, with"
        + " nanometer's benchmark, phase and sample events (open it in JDK Mission Control)");
  }

  /** The recording's path when {@code --jfr} was given, checked before anything runs. */
  static Optional<Path> target(ParsedArgs a) throws UsageException {
    return a.has("jfr") ? Optional.of(a.outputPath("jfr")) : Optional.empty();
  }

  /** A body run inside the recording. */
  @FunctionalInterface
  interface Body {
    /** Runs; the exit status. */
    int run() throws UsageException;
  }

  /** An open recording, or nothing; closing writes it and says where (or why not) on {@code err}. */
  static final class Session implements AutoCloseable {
    private final JfrRecording recording;
    private final PrintStream err;
    private int status;

    private Session(JfrRecording recording, PrintStream err) {
      this.recording = recording;
      this.err = err;
    }

    /** 0, or 1 when the recording could not be written (after {@link #close}). */
    int status() {
      return status;
    }

    @Override
    public void close() {
      if (recording == null) {
        return;
      }
      try {
        recording.close();
        err.println("nanometer: JFR recording written to " + recording.target());
      } catch (UncheckedIOException e) {
        err.println("nanometer: " + e.getMessage());
        status = 1;
      }
    }
  }

  /**
   * Starts a recording to {@code target} when present.
   *
   * @throws UsageException when Flight Recorder is unavailable in this JVM
   */
  static Session open(Optional<Path> target, PrintStream err) throws UsageException {
    if (target.isEmpty()) {
      return new Session(null, err);
    }
    try {
      return new Session(JfrRecording.start(target.get()), err);
    } catch (IllegalStateException | IllegalArgumentException e) {
      throw new UsageException("--jfr: " + e.getMessage());
    }
  }

  /** Runs {@code body} inside a recording to {@code target} (when present); the body's status, or 1 when unwritten. */
  static int around(Optional<Path> target, PrintStream err, Body body) throws UsageException {
    int status;
    Session session = open(target, err);
    try (session) {
      status = body.run();
    }
    return status == 0 ? session.status() : status;
  }
}
