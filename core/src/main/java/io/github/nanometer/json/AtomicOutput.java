package io.github.nanometer.json;

import io.github.nanometer.os.DeadOwnerFiles;
import java.io.BufferedOutputStream;
import java.io.BufferedWriter;
import java.io.Closeable;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.zip.GZIPOutputStream;

/**
 * One output file written so that it is never lost or half-written: the text goes to a temporary
 * sibling of the target, and {@link #commit()} flushes it, forces it to disk and renames it over
 * the target atomically. An existing target is untouched until then, so a failed or interrupted
 * run leaves it as it was; {@link #close()} without a commit deletes the temporary file. A target
 * whose name ends in {@code .gz} is written gzip-compressed.
 *
 * <p>{@link #check(Path)} finds the usual reasons a target cannot be written (missing or read-only
 * directory, a directory or device in its place, a name too long) before any work starts.
 */
public final class AtomicOutput implements Closeable {

  private static final int MAX_TEMP_PREFIX = 64;

  private final Path target;
  private final Path temp;
  private final FileChannel channel;
  private final GZIPOutputStream gzip;
  private final FailureKeepingStream stream;
  private Writer writer;
  private PrintStream printStream;
  private boolean committed;

  private AtomicOutput(Path target, Path temp) throws IOException {
    this.target = target;
    this.temp = temp;
    this.channel = FileChannel.open(temp, StandardOpenOption.WRITE);
    OutputStream raw = new BufferedOutputStream(Channels.newOutputStream(channel), 1 << 16);
    this.gzip = isGzip(target) ? new GZIPOutputStream(raw, 1 << 16) : null;
    this.stream = new FailureKeepingStream(gzip != null ? gzip : raw, temp);
  }

  /**
   * Opens a temporary sibling of {@code target} for writing.
   *
   * @throws IOException when the target cannot be written; {@link IoReasons#of} gives the reason
   */
  public static AtomicOutput open(Path target) throws IOException {
    Path absolute = target.toAbsolutePath();
    requireReplaceable(absolute);
    String name = absolute.getFileName().toString();
    String prefix = tempPrefix(name);
    DeadOwnerFiles.sweep(absolute.getParent(), prefix, ".tmp");
    Path temp = Files.createTempFile(absolute.getParent(), prefix + ProcessHandle.current().pid() + "-", ".tmp");
    try {
      readableByOthers(temp, absolute);
      return new AtomicOutput(absolute, temp);
    } catch (IOException | RuntimeException e) {
      Files.deleteIfExists(temp);
      throw e;
    }
  }

  /**
   * The start of the temporary siblings' names: {@code .NAME.} (the name cut at 64 characters); the
   * rest is {@code PID-RANDOM.tmp}, so the temporaries a killed process left behind are found and
   * deleted by the next {@link #open} in that directory once that process is gone.
   */
  static String tempPrefix(String name) {
    return "." + (name.length() > MAX_TEMP_PREFIX ? name.substring(0, MAX_TEMP_PREFIX) : name) + ".";
  }

  /** Bytes {@link #check} writes and forces into its probe, so a full disk is found before any work. */
  static final int PROBE_BYTES = 4096;

  /**
   * Why {@code target} cannot be written, or null when it can: checked by creating a temporary
   * sibling, writing {@value #PROBE_BYTES} bytes into it and forcing them to disk (so a full disk is
   * found now, not after the work), deleting it again (and creating and deleting the target itself
   * when it does not exist yet), and by refusing a target that exists but is not a writable regular
   * file.
   */
  public static String check(Path target) {
    if (target.getFileName() == null) {
      return "is a directory";
    }
    try (AtomicOutput probe = open(target)) {
      WriteFaults.beforeWrite(probe.temp, PROBE_BYTES);
      java.nio.ByteBuffer zeros = java.nio.ByteBuffer.allocate(PROBE_BYTES);
      while (zeros.hasRemaining()) {
        probe.channel.write(zeros);
      }
      probe.channel.force(true);
      Path absolute = target.toAbsolutePath();
      if (!Files.exists(absolute, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
        // The temporary name is shortened, so it cannot tell whether the target's own name fits.
        Files.delete(Files.createFile(absolute));
      }
      return null;
    } catch (IOException e) {
      return IoReasons.of(e);
    } catch (SecurityException e) {
      return "permission denied";
    }
  }

  /** True when {@code target}'s name ends in {@code .gz}. */
  public static boolean isGzip(Path target) {
    Path name = target.getFileName();
    return name != null && name.toString().endsWith(".gz");
  }

  /** A UTF-8 writer of the temporary file (buffered); valid until commit or close. */
  public Writer writer() {
    if (writer == null) {
      writer = new BufferedWriter(new OutputStreamWriter(stream, StandardCharsets.UTF_8), 1 << 16);
    }
    return writer;
  }

  /**
   * A UTF-8 print stream of the temporary file, for writers that print; a write failure it
   * swallows is reported by {@link #commit()}.
   */
  public PrintStream printStream() {
    if (printStream == null) {
      printStream = new PrintStream(stream, false, StandardCharsets.UTF_8);
    }
    return printStream;
  }

  /**
   * Pushes what was written so far into the temporary file (not yet to the target), so a reader of
   * the temporary file, or a run killed later, finds every completed part; the target is unchanged.
   * A gzip target is flushed as far as the compressor allows.
   *
   * @throws IOException when writing failed; {@link #commit()} would then fail too
   */
  public void flush() throws IOException {
    if (writer != null) {
      writer.flush();
    }
    if (printStream != null) {
      printStream.flush();
    }
    stream.rethrow();
    stream.flush();
  }

  /** The final path (absolute). */
  public Path target() {
    return target;
  }

  /**
   * Flushes, forces to disk and renames the temporary file over the target.
   *
   * @throws IOException when writing or renaming failed; the target is then unchanged
   */
  public void commit() throws IOException {
    flush();
    if (gzip != null) {
      gzip.finish();
    }
    stream.flush();
    WriteFaults.beforeWrite(temp, 0);
    channel.force(true);
    stream.close();
    try {
      Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    } catch (AtomicMoveNotSupportedException e) {
      Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
    }
    committed = true;
    forceDirectory(target.getParent());
  }

  /** Deletes the temporary file unless {@link #commit()} succeeded. */
  @Override
  public void close() throws IOException {
    if (committed) {
      return;
    }
    try {
      stream.close();
    } catch (IOException ignored) {
      // The temporary file is deleted below; its content no longer matters.
    } finally {
      channel.close();
      Files.deleteIfExists(temp);
    }
  }

  /** Passes bytes through and keeps the first failure, which a {@link PrintStream} would swallow. */
  private static final class FailureKeepingStream extends FilterOutputStream {
    private final Path file;
    private IOException failure;

    FailureKeepingStream(OutputStream out, Path file) {
      super(out);
      this.file = file;
    }

    @Override
    public void write(int b) throws IOException {
      try {
        WriteFaults.beforeWrite(file, 1);
        out.write(b);
      } catch (IOException e) {
        throw keep(e);
      }
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
      try {
        WriteFaults.beforeWrite(file, len);
        out.write(b, off, len);
      } catch (IOException e) {
        throw keep(e);
      }
    }

    @Override
    public void flush() throws IOException {
      try {
        WriteFaults.beforeWrite(file, 0);
        out.flush();
      } catch (IOException e) {
        throw keep(e);
      }
    }

    void rethrow() throws IOException {
      if (failure != null) {
        throw failure;
      }
    }

    private IOException keep(IOException e) {
      if (failure == null) {
        failure = e;
      }
      return e;
    }
  }

  private static void requireReplaceable(Path target) throws IOException {
    if (Files.isDirectory(target)) {
      throw new java.nio.file.FileSystemException(target.toString(), null, "is a directory");
    }
    if (Files.exists(target, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
      if (!Files.isRegularFile(target)) {
        throw new java.nio.file.FileSystemException(target.toString(), null, "not a regular file");
      }
      if (!Files.isWritable(target)) {
        throw new java.nio.file.AccessDeniedException(target.toString());
      }
    }
    Path parent = target.getParent();
    if (parent == null || !Files.isDirectory(parent)) {
      throw new java.nio.file.NoSuchFileException(String.valueOf(parent), null, "no such directory");
    }
  }

  /** A temporary file is private (0600); the result gets the target's permissions, or 0644 when new. */
  private static void readableByOthers(Path temp, Path target) throws IOException {
    if (!Files.getFileStore(temp).supportsFileAttributeView("posix")) {
      return;
    }
    Files.setPosixFilePermissions(temp, Files.exists(target) ? Files.getPosixFilePermissions(target)
        : java.nio.file.attribute.PosixFilePermissions.fromString("rw-r--r--"));
  }

  private static void forceDirectory(Path dir) {
    try (FileChannel d = FileChannel.open(dir, StandardOpenOption.READ)) {
      d.force(true);
    } catch (IOException | RuntimeException ignored) {
      // Not every file system lets a directory be opened; the rename itself is already atomic.
    }
  }
}
