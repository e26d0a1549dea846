package io.github.nanometer.compare;

import java.io.IOException;
import java.io.Writer;
import java.security.SecureRandom;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * An output file written as results arrive and published atomically: text is appended (and flushed
 * on {@link #flush()}) to a temporary sibling in the target's directory, which {@link #publish()}
 * renames over the target. So a user's existing file is replaced only by a complete new one, and a
 * run interrupted after some results still publishes those. {@link #open} checks the path before any
 * work starts and says why it cannot be written. Thread-safe: a shutdown hook may publish while the
 * measuring thread appends.
 */
public final class PartialFile {
  private static final SecureRandom RANDOM = new SecureRandom();

  private final Path target;
  private final Path temporary;
  private final Writer writer;
  private boolean closed;

  private PartialFile(Path target, Path temporary, Writer writer) {
    this.target = target;
    this.temporary = temporary;
    this.writer = writer;
  }

  /**
   * Checks that {@code target} can be written and opens its temporary sibling.
   *
   * @throws IOException with a plain reason ("is a directory", "permission denied", "no such
   *     directory", "File name too long", ...) in its message
   */
  public static PartialFile open(Path target) throws IOException {
    Path absolute = target.toAbsolutePath();
    Path dir = absolute.getParent();
    if (Files.isDirectory(absolute)) {
      throw new IOException("is a directory");
    }
    if (Files.exists(absolute)) {
      if (!Files.isRegularFile(absolute)) {
        throw new IOException("not a regular file");
      }
      if (!Files.isWritable(absolute)) {
        throw new IOException("permission denied");
      }
    } else {
      probeName(absolute);
    }
    if (dir == null || !Files.isDirectory(dir)) {
      throw new IOException("no such directory: " + dir);
    }
    Path temporary = createSibling(dir);
    if (Files.exists(absolute)) {
      copyPermissions(absolute, temporary);
    }
    return new PartialFile(absolute, temporary, Files.newBufferedWriter(temporary, StandardCharsets.UTF_8));
  }

  /**
   * A new hidden file in {@code dir}. Unlike {@link Files#createTempFile} it gets the default
   * permissions (the umask's), so the published file is not left readable by its owner only.
   */
  private static Path createSibling(Path dir) throws IOException {
    for (int attempt = 0; ; attempt++) {
      Path candidate = dir.resolve(".nanometer-" + Long.toUnsignedString(RANDOM.nextLong(), 36) + ".partial");
      try {
        return Files.createFile(candidate);
      } catch (FileAlreadyExistsException e) {
        if (attempt > 100) {
          throw e;
        }
      } catch (IOException e) {
        throw new IOException(reason(e) + " (cannot create a file in " + dir + ")", e);
      }
    }
  }

  /** Gives the replacement the permissions of the file it replaces, where the file system has them. */
  private static void copyPermissions(Path from, Path to) {
    try {
      Files.setPosixFilePermissions(to, Files.getPosixFilePermissions(from));
    } catch (IOException | UnsupportedOperationException e) {
      // Not POSIX, or not ours to change: the default permissions stay.
    }
  }

  /** Creates and removes the target once, so that a name the file system refuses is found now. */
  private static void probeName(Path absolute) throws IOException {
    try {
      Files.createFile(absolute);
      Files.delete(absolute);
    } catch (IOException e) {
      throw new IOException(reason(e), e);
    }
  }

  /** The plain reason of an I/O failure. */
  static String reason(IOException e) {
    if (e instanceof NoSuchFileException) {
      return "no such file or directory";
    }
    if (e instanceof AccessDeniedException) {
      return "permission denied";
    }
    if (e instanceof FileSystemException fse && fse.getReason() != null) {
      return fse.getReason();
    }
    return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
  }

  /** The file that {@link #publish()} writes. */
  public Path target() {
    return target;
  }

  /** Appends {@code text}; ignored after {@link #publish()} or {@link #discard()}. */
  public synchronized void append(String text) throws IOException {
    if (!closed) {
      writer.write(text);
    }
  }

  /** Pushes what was appended to the temporary file. */
  public synchronized void flush() throws IOException {
    if (!closed) {
      writer.flush();
    }
  }

  /**
   * Closes the temporary file and renames it over the target (atomically where the file system
   * can). Does nothing when already published or discarded.
   */
  public synchronized void publish() throws IOException {
    if (closed) {
      return;
    }
    closed = true;
    writer.close();
    try {
      Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    } catch (AtomicMoveNotSupportedException e) {
      Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING);
    } catch (IOException e) {
      throw new IOException(reason(e), e);
    }
  }

  /** Closes and deletes the temporary file, leaving the target untouched. */
  public synchronized void discard() {
    if (closed) {
      return;
    }
    closed = true;
    try {
      writer.close();
    } catch (IOException e) {
      // Deleting below is what matters.
    }
    try {
      Files.deleteIfExists(temporary);
    } catch (IOException e) {
      // A leftover hidden temporary file is harmless.
    }
  }
}
