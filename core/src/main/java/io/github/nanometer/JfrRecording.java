package io.github.nanometer;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import jdk.jfr.Configuration;
import jdk.jfr.Recording;

/**
 * A JDK Flight Recorder recording of whatever runs while it is open, written to a file when it is
 * closed: the JVM's own events (GC, compilation, safepoints, allocation samples: the JDK's {@code
 * default} settings) and nanometer's ({@code nanometer.Benchmark}, {@code nanometer.Phase}, {@code
 * nanometer.Sample} with each sample's evaluations and elapsed time), so JDK Mission Control shows
 * what happened during each sample. The CLI's {@code --jfr FILE} opens one around a whole run.
 *
 * <pre>{@code
 * try (JfrRecording jfr = JfrRecording.start(Path.of("run.jfr"))) {
 *   nm.run(benchmark);
 * }
 * }</pre>
 *
 * <p>Recording costs little (the {@code default} settings aim at about 1% overhead) but not
 * nothing: compare estimates with and without it before trusting small differences.
 */
public final class JfrRecording implements AutoCloseable {

  private final Recording recording;
  private final Path target;
  private boolean closed;

  private JfrRecording(Recording recording, Path target) {
    this.recording = recording;
    this.target = target;
  }

  /**
   * Starts a recording that {@link #close} writes to {@code target} (atomically: a temporary file
   * beside it, then a rename).
   *
   * @throws IllegalArgumentException when target is null or its directory does not exist
   * @throws IllegalStateException when Flight Recorder is unavailable in this JVM, with the reason
   */
  public static JfrRecording start(Path target) {
    if (target == null) {
      throw new IllegalArgumentException("target must not be null");
    }
    Path dir = target.toAbsolutePath().getParent();
    if (dir == null || !Files.isDirectory(dir)) {
      throw new IllegalArgumentException("JFR file " + target + ": directory " + dir + " does not exist");
    }
    Recording r;
    try {
      r = new Recording(Configuration.getConfiguration("default"));
    } catch (IOException | java.text.ParseException | IllegalStateException | SecurityException e) {
      throw new IllegalStateException("Flight Recorder is unavailable in this JVM: " + e.getMessage(), e);
    }
    r.setName("nanometer");
    r.enable("nanometer.Benchmark");
    r.enable("nanometer.Phase");
    r.enable("nanometer.Sample").withThreshold(Duration.ZERO);
    r.setToDisk(true);
    r.start();
    return new JfrRecording(r, target);
  }

  /** Where {@link #close} writes the recording. */
  public Path target() {
    return target;
  }

  /**
   * Stops the recording and writes it to the target. Idempotent.
   *
   * @throws UncheckedIOException when the file cannot be written (no partial file is left at the target)
   */
  @Override
  public synchronized void close() {
    if (closed) {
      return;
    }
    closed = true;
    try {
      recording.stop();
      Path tmp = Files.createTempFile(target.toAbsolutePath().getParent(), ".nanometer-", ".jfr.tmp");
      try {
        recording.dump(tmp);
        try {
          Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
          Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
        }
      } finally {
        Files.deleteIfExists(tmp);
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write the JFR recording to " + target + ": " + e.getMessage(), e);
    } finally {
      recording.close();
    }
  }
}
