package io.github.nanometer.history.store;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A PostgreSQL password file ({@code ~/.pgpass}) as libpq reads it: one entry a line, {@code
 * hostname:port:database:username:password}, each of the first four fields a value or {@code *}
 * (any); {@code \:} and {@code \\} stand for a colon and a backslash; lines starting with {@code #}
 * are comments. The first entry that matches wins.
 *
 * <p>See the PostgreSQL manual, "The Password File" (libpq, section 34.16 in version 15).
 */
final class PgPassFile {
  private PgPassFile() {}

  /**
   * The password of the first entry of {@code file} that matches; empty when none matches or the
   * file does not exist. An unreadable file is an {@link IllegalArgumentException} naming the file
   * (never a line of it).
   */
  static Optional<String> password(Path file, String host, int port, String database, String user) {
    List<String> lines;
    try {
      lines = Files.readAllLines(file, StandardCharsets.UTF_8);
    } catch (NoSuchFileException e) {
      return Optional.empty();
    } catch (IOException e) {
      throw new IllegalArgumentException("cannot read the password file " + file + " ("
          + e.getClass().getSimpleName() + ")");
    }
    String portText = Integer.toString(port);
    for (String line : lines) {
      if (line.isEmpty() || line.startsWith("#")) {
        continue;
      }
      List<String> fields = fields(line);
      if (fields.size() == 5 && matches(fields.get(0), host) && matches(fields.get(1), portText)
          && matches(fields.get(2), database) && matches(fields.get(3), user)) {
        return Optional.of(fields.get(4));
      }
    }
    return Optional.empty();
  }

  /**
   * Whether {@code file} exists and its group or others have any permission on it: libpq then
   * ignores it ("has group or world access"), and so does the history. False where the file system
   * has no POSIX permissions.
   */
  static boolean readableByOthers(Path file) {
    try {
      Set<PosixFilePermission> p = Files.getPosixFilePermissions(file);
      return p.stream().anyMatch(x -> x.name().startsWith("GROUP_") || x.name().startsWith("OTHERS_"));
    } catch (NoSuchFileException e) {
      return false;
    } catch (IOException | UnsupportedOperationException e) {
      return false;
    }
  }

  private static boolean matches(String field, String value) {
    return field.equals("*") || field.equals(value);
  }

  /** The line's first four colon-separated fields and the rest as the fifth, unescaped; fewer when short. */
  static List<String> fields(String line) {
    List<String> fields = new ArrayList<>(5);
    StringBuilder field = new StringBuilder();
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (c == '\\' && i + 1 < line.length()) {
        field.append(line.charAt(++i));
      } else if (c == ':' && fields.size() < 4) {
        fields.add(field.toString());
        field.setLength(0);
      } else {
        field.append(c);
      }
    }
    fields.add(field.toString());
    return fields;
  }
}
