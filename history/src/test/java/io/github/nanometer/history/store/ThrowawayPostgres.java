package io.github.nanometer.history.store;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.attribute.UserPrincipal;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A throwaway PostgreSQL server for the contract tests: a cluster made by {@code initdb} in a
 * temporary directory (trust authentication, superuser {@code postgres}, no fsync), started by
 * {@code pg_ctl} on a free port of 127.0.0.1 with its socket in that directory, and stopped and
 * deleted by {@link #close()}.
 *
 * <p>The binaries come from {@code pg_config --bindir}, else the newest {@code
 * /usr/lib/postgresql/N/bin}. {@code initdb} refuses to run as root, so under root the directory is
 * given to the {@code postgres} user and both programs run through {@code runuser -u postgres --}.
 * When something is missing or the server does not start, {@link #unavailable()} says why; the
 * tests then skip, except with {@code CI=true}, where they fail.
 */
final class ThrowawayPostgres implements AutoCloseable {

  private static final String SUPERUSER = "postgres";

  private final Path directory;
  private final List<String> asUser;
  private final Path bin;
  private final int port;
  private final String unavailable;
  private int databases;

  private ThrowawayPostgres(Path directory, List<String> asUser, Path bin, int port, String unavailable) {
    this.directory = directory;
    this.asUser = asUser;
    this.bin = bin;
    this.port = port;
    this.unavailable = unavailable;
  }

  /** Makes and starts a cluster, or returns one whose {@link #unavailable()} says why it could not. */
  static ThrowawayPostgres start() {
    Optional<Path> bin = binaries();
    if (bin.isEmpty()) {
      return failed("no PostgreSQL binaries (initdb, pg_ctl) in pg_config --bindir or /usr/lib/postgresql/*/bin");
    }
    List<String> asUser = new ArrayList<>();
    if ("root".equals(System.getProperty("user.name"))) {
      Optional<Path> runuser = Stream.of("/usr/sbin/runuser", "/sbin/runuser", "/usr/bin/runuser", "/bin/runuser")
          .map(Path::of).filter(Files::isExecutable).findFirst();
      if (runuser.isEmpty()) {
        return failed("running as root, and initdb refuses root, but runuser is missing");
      }
      asUser.addAll(List.of(runuser.get().toString(), "-u", SUPERUSER, "--"));
    }
    Path directory = null;
    try {
      directory = Files.createTempDirectory("nanometer-pg");
      if (!asUser.isEmpty()) {
        UserPrincipal owner = directory.getFileSystem().getUserPrincipalLookupService().lookupPrincipalByName(SUPERUSER);
        Files.setOwner(directory, owner);
      }
      Files.setPosixFilePermissions(directory, PosixFilePermissions.fromString("rwx------"));
      ThrowawayPostgres cluster = new ThrowawayPostgres(directory, asUser, bin.get(), freePort(), null);
      cluster.run("initdb", "-D", cluster.data(), "-A", "trust", "-U", SUPERUSER, "-E", "UTF8", "--locale=C", "-N");
      cluster.run("pg_ctl", "-D", cluster.data(), "-l", directory.resolve("server.log").toString(), "-w", "-t", "60",
          "-o", "-p " + cluster.port + " -k " + directory + " -c listen_addresses=127.0.0.1 -c fsync=off"
              + " -c full_page_writes=off -c synchronous_commit=off", "start");
      Runtime.getRuntime().addShutdownHook(new Thread(cluster::stopQuietly));
      return cluster;
    } catch (IOException | RuntimeException e) {
      if (directory != null) {
        new ThrowawayPostgres(directory, asUser, bin.get(), 0, null).deleteDirectory();
      }
      return failed("the throwaway PostgreSQL server did not start: " + e.getMessage());
    }
  }

  private static ThrowawayPostgres failed(String reason) {
    return new ThrowawayPostgres(null, List.of(), null, 0, reason);
  }

  /** Why there is no server, or empty when it runs. */
  Optional<String> unavailable() {
    return Optional.ofNullable(unavailable);
  }

  /** A new, empty database on the server, as a location with user {@code postgres} and no password. */
  HistoryLocation freshDatabase(Path scratch) {
    String name = "history_" + (++databases);
    try (Connection c = DriverManager.getConnection("jdbc:postgresql://127.0.0.1:" + port + "/postgres", SUPERUSER, "");
        Statement s = c.createStatement()) {
      s.execute("CREATE DATABASE " + name);
    } catch (SQLException e) {
      throw new IllegalStateException("cannot create database " + name + ": " + e.getMessage(), e);
    }
    return HistoryLocation.parse("postgresql://127.0.0.1:" + port + "/" + name, Map.of("PGUSER", SUPERUSER),
        scratch.resolve("no.pgpass"));
  }

  /** Stops the server and deletes its directory. */
  @Override
  public void close() {
    stopQuietly();
  }

  private synchronized void stopQuietly() {
    if (directory == null || !Files.isDirectory(directory)) {
      return;
    }
    try {
      run("pg_ctl", "-D", data(), "-m", "immediate", "-w", "stop");
    } catch (RuntimeException e) {
      // the server may not have started; the directory goes regardless
    }
    deleteDirectory();
  }

  private String data() {
    return directory.resolve("data").toString();
  }

  private void run(String program, String... args) {
    List<String> command = new ArrayList<>(asUser);
    command.add(bin.resolve(program).toString());
    command.addAll(List.of(args));
    Path output = directory.resolve(program + ".out");
    try {
      Process p = new ProcessBuilder(command).directory(directory.toFile()).redirectErrorStream(true)
          .redirectOutput(output.toFile()).start();
      if (!p.waitFor(90, TimeUnit.SECONDS)) {
        p.destroyForcibly();
        throw new IllegalStateException(program + " did not finish in 90 s");
      }
      if (p.exitValue() != 0) {
        throw new IllegalStateException(program + " exited with " + p.exitValue() + ": " + tail(output));
      }
    } catch (IOException e) {
      throw new IllegalStateException("cannot run " + program + ": " + e.getMessage(), e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while running " + program, e);
    }
  }

  private static String tail(Path file) {
    try {
      String text = Files.readString(file, StandardCharsets.UTF_8).strip();
      return text.length() <= 600 ? text : text.substring(text.length() - 600);
    } catch (IOException e) {
      return "(no output)";
    }
  }

  private void deleteDirectory() {
    try (Stream<Path> paths = Files.walk(directory)) {
      paths.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
    } catch (IOException e) {
      // a temporary directory left behind is harmless
    }
  }

  private static Optional<Path> binaries() {
    List<Path> candidates = new ArrayList<>();
    try {
      Process p = new ProcessBuilder("pg_config", "--bindir").redirectErrorStream(true).start();
      String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
      if (p.waitFor(30, TimeUnit.SECONDS) && p.exitValue() == 0) {
        candidates.add(Path.of(out));
      }
    } catch (IOException e) {
      // no pg_config: try the Debian layout below
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    try (Stream<Path> versions = Files.list(Path.of("/usr/lib/postgresql"))) {
      versions.sorted(Comparator.comparingInt(ThrowawayPostgres::versionOf).reversed())
          .forEach(v -> candidates.add(v.resolve("bin")));
    } catch (IOException e) {
      // not a Debian layout
    }
    return candidates.stream()
        .filter(b -> Files.isExecutable(b.resolve("initdb")) && Files.isExecutable(b.resolve("pg_ctl")))
        .findFirst();
  }

  private static int versionOf(Path dir) {
    String name = dir.getFileName().toString();
    return name.chars().allMatch(Character::isDigit) && !name.isEmpty() && name.length() < 9 ? Integer.parseInt(name) : -1;
  }

  private static int freePort() throws IOException {
    try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      return socket.getLocalPort();
    }
  }
}
