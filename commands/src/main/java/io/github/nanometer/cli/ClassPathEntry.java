package io.github.nanometer.cli;

import io.github.nanometer.cli.spi.UsageException;
import io.github.nanometer.json.IoReasons;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.zip.ZipException;
import java.util.zip.ZipFile;

/**
 * One {@code --classpath} entry checked at the command line's edge: it must be a readable
 * directory or a readable jar (a zip file). Each refusal names the entry and the reason, and a
 * pipe or device is refused by its attributes without being opened, so it cannot hang the command.
 */
public final class ClassPathEntry {
  private ClassPathEntry() {}

  /**
   * Returns {@code entry} when it is a readable directory or jar.
   *
   * @param flag the option's name without dashes, for the message
   * @throws UsageException naming the entry and why it cannot be used (missing, unreadable, a
   *     special file, or a file that is not a zip archive)
   */
  public static Path check(String flag, Path entry) throws UsageException {
    BasicFileAttributes attributes;
    try {
      attributes = Files.readAttributes(entry, BasicFileAttributes.class); // follows links, as the JVM will
    } catch (IOException e) {
      throw refused(flag, entry, IoReasons.of(e));
    }
    if (attributes.isDirectory()) {
      if (!Files.isReadable(entry) || !Files.isExecutable(entry)) {
        throw refused(flag, entry, "permission denied");
      }
      return entry;
    }
    if (!attributes.isRegularFile()) {
      boolean link = Files.isSymbolicLink(entry) && !Files.exists(entry, LinkOption.NOFOLLOW_LINKS);
      throw refused(flag, entry, link ? "a broken link" : "not a regular file or directory (a pipe or device)");
    }
    if (!Files.isReadable(entry)) {
      throw refused(flag, entry, "permission denied");
    }
    try (ZipFile zip = new ZipFile(entry.toFile())) {
      return entry;
    } catch (ZipException e) {
      throw refused(flag, entry, "not a jar (" + (attributes.size() == 0 ? "empty file" : "not a zip archive") + ")");
    } catch (IOException e) {
      throw refused(flag, entry, IoReasons.of(e));
    }
  }

  private static UsageException refused(String flag, Path entry, String reason) {
    return new UsageException("--" + flag + ": '" + entry + "': " + reason + " (accepted: jars and directories)");
  }
}
