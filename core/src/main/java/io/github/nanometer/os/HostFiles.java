package io.github.nanometer.os;

import io.github.nanometer.text.Tokens;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The one readable layer through which nanometer looks at the host's {@code /sys}, {@code /proc}
 * and {@code /etc}: every path is resolved below a root that tests point at a fake tree.
 *
 * <p>Reads never throw: a file that is missing or unreadable yields {@link Optional#empty()}, and
 * callers turn that into an "unknown" fact with a reason. Paths are given absolute, as on the host
 * (e.g. {@code "/sys/devices/system/cpu/isolated"}).
 */
public final class HostFiles {

  private final Path root;

  private HostFiles(Path root) {
    this.root = root;
  }

  /** The real host: paths resolve against {@code /}. */
  public static HostFiles real() {
    return new HostFiles(Path.of("/"));
  }

  /**
   * A tree rooted at {@code root}, e.g. a fake sysfs/procfs tree in tests.
   *
   * @throws IllegalArgumentException if {@code root} is null
   */
  public static HostFiles rootedAt(Path root) {
    if (root == null) {
      throw new IllegalArgumentException("root must not be null");
    }
    return new HostFiles(root);
  }

  /** The root every host path resolves against. */
  public Path root() {
    return root;
  }

  /** Resolves a host path such as {@code /proc/cpuinfo} below the root. */
  public Path resolve(String hostPath) {
    String relative = hostPath.startsWith("/") ? hostPath.substring(1) : hostPath;
    return relative.isEmpty() ? root : root.resolve(relative);
  }

  /** True when the host path exists (file or directory) and can be read. */
  public boolean exists(String hostPath) {
    Path p = resolve(hostPath);
    return Files.exists(p) && Files.isReadable(p);
  }

  /**
   * The whole file as UTF-8, or empty when it is missing or unreadable.
   *
   * <p>Implementation notes: read as a stream until end of file, never by the size the file
   * reports. procfs reports size 0, and {@code Files.readString} on a sysctl file such as {@code
   * /proc/sys/vm/swappiness} then returns only its first byte ("6" for "60").
   */
  public Optional<String> read(String hostPath) {
    try (java.io.InputStream in = Files.newInputStream(resolve(hostPath))) {
      return Optional.of(new String(in.readAllBytes(), StandardCharsets.UTF_8));
    } catch (IOException | SecurityException | java.io.UncheckedIOException e) {
      return Optional.empty();
    }
  }

  /** The file's content with surrounding white space removed (sysfs values end in a newline). */
  public Optional<String> readTrimmed(String hostPath) {
    return read(hostPath).map(String::trim);
  }

  /** The file's first line parsed as a long, or empty when missing or not a number. */
  public Optional<Long> readLong(String hostPath) {
    Optional<String> text = readTrimmed(hostPath);
    if (text.isEmpty()) {
      return Optional.empty();
    }
    List<String> lines = Tokens.lines(text.get());
    String first = lines.isEmpty() ? "" : lines.get(0).trim();
    try {
      return Optional.of(Long.parseLong(first));
    } catch (NumberFormatException e) {
      return Optional.empty();
    }
  }

  /** The file's lines, or an empty list when missing or unreadable. */
  public List<String> readLines(String hostPath) {
    Optional<String> text = read(hostPath);
    return text.isEmpty() ? List.of() : List.copyOf(Tokens.lines(text.get()));
  }

  /** Names of the entries of a directory, sorted; an empty list when missing or unreadable. */
  public List<String> list(String hostPath) {
    Path dir = resolve(hostPath);
    if (!Files.isDirectory(dir)) {
      return List.of();
    }
    try (Stream<Path> entries = Files.list(dir)) {
      List<String> names = new ArrayList<>();
      entries.forEach(p -> names.add(p.getFileName().toString()));
      Collections.sort(names);
      return names;
    } catch (IOException | SecurityException | java.io.UncheckedIOException e) {
      return List.of();
    }
  }

  @Override
  public String toString() {
    return "HostFiles[" + root + "]";
  }
}
