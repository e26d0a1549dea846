package io.github.nanometer.json;

import java.io.IOException;
import java.nio.file.Path;

/**
 * The seam through which tests make output files fail as a full or read-only disk would: every
 * write of an {@link AtomicOutput} (its up-front probe included) and of a {@link Journal} first asks
 * the installed {@link Fault}, which may throw the {@link IOException} the disk would have thrown
 * (e.g. {@code new FileSystemException(file, null, "No space left on device")}). Production code
 * never installs one; the default lets every write through. CI runs as root on a disk it may not
 * fill or mount, so this is how the full-disk cases are tested there.
 */
public final class WriteFaults {

  /** Decides whether a write to a file fails. */
  @FunctionalInterface
  public interface Fault {
    /**
     * Called before {@code bytes} bytes are written to {@code file} (0 for a flush or force).
     *
     * @throws IOException the failure the write is to report
     */
    void beforeWrite(Path file, long bytes) throws IOException;
  }

  private static final Fault NONE = (file, bytes) -> { };
  private static volatile Fault current = NONE;

  private WriteFaults() {}

  /**
   * Installs {@code fault} until the returned handle is closed (tests only; not nestable).
   *
   * @throws IllegalArgumentException when {@code fault} is null
   */
  public static AutoCloseable inject(Fault fault) {
    if (fault == null) {
      throw new IllegalArgumentException("fault must not be null");
    }
    current = fault;
    return () -> current = NONE;
  }

  /** Asks the installed fault about a write of {@code bytes} bytes to {@code file}. */
  static void beforeWrite(Path file, long bytes) throws IOException {
    current.beforeWrite(file, bytes);
  }
}
