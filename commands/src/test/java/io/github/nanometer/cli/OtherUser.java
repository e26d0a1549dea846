package io.github.nanometer.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Runs the CLI in a child JVM as an unprivileged user, for the cases whose point is what a user
 * who is not root sees (permission denied, directories owned by someone else). As root (CI) the
 * child is started through {@code setpriv --reuid=65534 --regid=65534 --clear-groups}; as any other
 * user it runs as that user, who is unprivileged already. Never skipped: a missing {@code setpriv}
 * under root fails the test.
 *
 * <p>The child cannot read the build's classpath when it lies under root's home, so the classes
 * and jars are copied once into a world-readable directory under {@code base}.
 */
final class OtherUser {

  /** The uid the child runs as under root: nobody. */
  static final int NOBODY = 65534;

  /** What the child printed and returned. */
  record Outcome(int status, String out, String err) {}

  private final Path base;
  private String classpath;

  /** @param base a directory for the copied classpath; made world-readable */
  OtherUser(Path base) {
    this.base = base;
  }

  /** True when this JVM runs as root, so the child is started through setpriv. */
  static boolean root() {
    return "root".equals(System.getProperty("user.name")) || uid() == 0;
  }

  private static long uid() {
    try {
      return ((Number) Files.getAttribute(Path.of("/proc/self"), "unix:uid")).longValue();
    } catch (IOException | RuntimeException e) {
      return -1;
    }
  }

  /** Makes {@code dir} and its files readable (and searchable) by every user. */
  static void openUp(Path dir) throws IOException {
    try (Stream<Path> all = Files.walk(dir)) {
      for (Path p : all.toList()) {
        Files.setPosixFilePermissions(p, PosixFilePermissions.fromString(Files.isDirectory(p) ? "rwxr-xr-x"
            : "rw-r--r--"));
      }
    }
  }

  /** Runs {@code nanometer ARGS...} as the other user; at most {@code seconds}. */
  Outcome run(int seconds, List<String> args) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>();
    if (root()) {
      command.addAll(List.of("setpriv", "--reuid=" + NOBODY, "--regid=" + NOBODY, "--clear-groups"));
    }
    command.add(ProcessHandle.current().info().command().orElse("java"));
    command.addAll(List.of("-Xmx64m", "-XX:TieredStopAtLevel=1", "-cp", classpath(), Main.class.getName()));
    command.addAll(args);
    Path out = Files.createTempFile(base, "out", ".txt");
    Path err = Files.createTempFile(base, "err", ".txt");
    Process p = new ProcessBuilder(command).directory(base.toFile()).redirectOutput(out.toFile())
        .redirectError(err.toFile()).start();
    if (!p.waitFor(seconds, TimeUnit.SECONDS)) {
      p.destroyForcibly();
      throw new AssertionError("timed out: " + command);
    }
    return new Outcome(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
        Files.readString(err, StandardCharsets.UTF_8));
  }

  private String classpath() throws IOException {
    if (classpath != null) {
      return classpath;
    }
    Files.setPosixFilePermissions(base, PosixFilePermissions.fromString("rwxr-xr-x"));
    Path copy = Files.createDirectories(base.resolve("classpath"));
    List<String> entries = new ArrayList<>();
    int i = 0;
    for (String entry : System.getProperty("java.class.path").split(java.io.File.pathSeparator)) {
      Path source = Path.of(entry);
      if (!Files.exists(source) || entry.contains("test-classes") || entry.contains("surefire")) {
        continue;
      }
      Path target = copy.resolve(i++ + "-" + source.getFileName());
      if (Files.isDirectory(source)) {
        try (Stream<Path> tree = Files.walk(source)) {
          tree.forEach(p -> {
            try {
              Files.copy(p, target.resolve(source.relativize(p).toString()), StandardCopyOption.REPLACE_EXISTING);
            } catch (IOException e) {
              throw new UncheckedIOException(e);
            }
          });
        }
      } else {
        Files.copy(source, target);
      }
      entries.add(target.toString());
    }
    openUp(copy);
    classpath = String.join(java.io.File.pathSeparator, entries);
    return classpath;
  }
}
