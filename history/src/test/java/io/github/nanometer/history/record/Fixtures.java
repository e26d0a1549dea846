package io.github.nanometer.history.record;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.HexFormat;

/** The saved documents of this package's tests, copied into a temporary directory with a fixed modification time. */
final class Fixtures {
  private Fixtures() {}

  /** The modification time every copied fixture gets. */
  static final Instant MODIFIED = Instant.parse("2026-02-20T10:15:30Z");

  /** Copies resource {@code name} into {@code dir} and sets its modification time to {@link #MODIFIED}. */
  static Path copy(String name, Path dir) {
    try (InputStream in = Fixtures.class.getResourceAsStream(name)) {
      if (in == null) {
        throw new IllegalStateException("no test resource " + name);
      }
      Path target = dir.resolve(name);
      Files.copy(in, target);
      Files.setLastModifiedTime(target, FileTime.from(MODIFIED));
      return target;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Writes {@code text} as {@code name} in {@code dir}, with the fixed modification time. */
  static Path write(Path dir, String name, String text) {
    try {
      Path target = Files.writeString(dir.resolve(name), text);
      Files.setLastModifiedTime(target, FileTime.from(MODIFIED));
      return target;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The SHA-256 of the file's bytes, computed here independently of the reader. */
  static String sha256(Path file) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }
}
