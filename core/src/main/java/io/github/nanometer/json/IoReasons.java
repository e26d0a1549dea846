package io.github.nanometer.json;

import io.github.nanometer.text.Messages;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Plain reasons for I/O failures ("no such file", "permission denied", "is a directory", ...), so
 * a message says why a file could not be used instead of echoing the exception's path.
 */
public final class IoReasons {
  private IoReasons() {}

  /** The plain reason of {@code e}, e.g. {@code "permission denied"}; never null or empty. */
  public static String of(IOException e) {
    if (e instanceof NoSuchFileException n) {
      return "no such directory".equals(n.getReason()) ? "no such directory" : "no such file";
    }
    if (e instanceof AccessDeniedException) {
      return "permission denied";
    }
    if (e instanceof NotDirectoryException) {
      return "a parent is not a directory";
    }
    if (e instanceof FileAlreadyExistsException) {
      return "already exists";
    }
    if (e instanceof CharacterCodingException) {
      return "not UTF-8 text";
    }
    String text = e instanceof FileSystemException f && f.getReason() != null ? f.getReason() : e.getMessage();
    String lower = text == null ? "" : text.toLowerCase(Locale.ROOT);
    if (lower.contains("name too long")) {
      return "name too long";
    }
    if (lower.contains("is a directory")) {
      return "is a directory";
    }
    if (lower.contains("no space left")) {
      return "no space left on device";
    }
    if (lower.contains("read-only file system")) {
      return "read-only file system";
    }
    if (lower.contains("permission denied") || lower.contains("operation not permitted")) {
      return "permission denied";
    }
    if (lower.contains("no such file")) {
      return "no such file";
    }
    return text == null || text.isBlank() ? e.getClass().getSimpleName() : Messages.escape(text);
  }

  /**
   * Why {@code file} cannot be read as a regular file, or null when it can: "no such file",
   * "is a directory", "not a regular file" (a pipe, a device) or "permission denied".
   */
  public static String unreadable(Path file) {
    java.nio.file.attribute.BasicFileAttributes attributes;
    try {
      // Not Files.exists: it answers false when a parent cannot be searched, which is "permission denied".
      attributes = Files.readAttributes(file, java.nio.file.attribute.BasicFileAttributes.class);
    } catch (IOException e) {
      return of(e);
    }
    if (attributes.isDirectory()) {
      return "is a directory";
    }
    if (!attributes.isRegularFile()) {
      return "not a regular file";
    }
    if (!Files.isReadable(file)) {
      return "permission denied";
    }
    return null;
  }

  /**
   * The plain reason reading {@code file} as UTF-8 text failed with {@code e}: for a decoding
   * failure, "not UTF-8 text at line N" (the first line that does not decode); else {@link #of}.
   */
  public static String ofRead(Path file, IOException e) {
    if (!(e instanceof CharacterCodingException)) {
      return of(e);
    }
    java.nio.charset.CharsetDecoder decoder = java.nio.charset.StandardCharsets.UTF_8.newDecoder()
        .onMalformedInput(java.nio.charset.CodingErrorAction.REPORT)
        .onUnmappableCharacter(java.nio.charset.CodingErrorAction.REPORT);
    // Line by line on bytes: a reader decodes whole buffers ahead and would blame line 1.
    try (java.io.InputStream in = new java.io.BufferedInputStream(Files.newInputStream(file))) {
      java.io.ByteArrayOutputStream current = new java.io.ByteArrayOutputStream();
      int line = 1;
      for (int b = in.read(); ; b = in.read()) {
        if (b == '\n' || b < 0) {
          try {
            decoder.reset().decode(java.nio.ByteBuffer.wrap(current.toByteArray()));
          } catch (CharacterCodingException bad) {
            return "not UTF-8 text at line " + line;
          }
          if (b < 0) {
            return "not UTF-8 text";
          }
          current.reset();
          line++;
        } else {
          current.write(b);
        }
      }
    } catch (IOException other) {
      return of(other);
    }
  }
}
