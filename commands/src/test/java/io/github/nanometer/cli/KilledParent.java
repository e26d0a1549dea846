package io.github.nanometer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Issue 42, item 5: a nanometer command that starts child JVMs, killed by SIGKILL, leaves no
 * process of its own alive 2 s later. {@link #start} runs the command as a real process; {@link
 * #killOnceAChildWatches} waits until one of its child JVMs watches its parent (the thread {@code
 * nanometer-parent-watch} of {@code engine.ParentWatch}: the child is past its JVM's start, running
 * the command's work), SIGKILLs the command ({@link Process#destroyForcibly}, which runs no code in
 * it) and asserts that every descendant it had is gone within {@link #ALLOWED_MILLIS}; whatever
 * outlives that is killed, so that a failing test leaves nothing running. Linux only (the thread's
 * name is read from {@code /proc}).
 */
public final class KilledParent {

  /** How long a child may outlive its SIGKILLed parent: the target. */
  public static final long ALLOWED_MILLIS = 2000;
  /** How long a command may take to start a child that watches it. */
  static final long START_SECONDS = 120;
  /** The watch thread's name as {@code /proc/PID/task/TID/comm} holds it: its first 15 characters. */
  static final String WATCH_COMM = "nanometer-parent-watch".substring(0, 15);

  private KilledParent() {}

  /**
   * Starts {@code nanometer ARGS...} as a process of its own: this test JVM's java and class path,
   * the C1 compiler only (a faster start), {@code tmp} as its temporary directory and the tuning
   * cache's under it, its stdout and stderr in files under {@code tmp}.
   */
  public static Process start(Path tmp, List<String> args) throws IOException {
    List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-XX:TieredStopAtLevel=1", "-Djava.io.tmpdir=" + tmp, "-Dnanometer.cacheDir=" + tmp.resolve("cache"),
        "-cp", System.getProperty("java.class.path"), Main.class.getName()));
    if (Runtime.version().feature() >= 22) {
      // as the CLI jar's manifest does: JDK 24+ otherwise warns on stderr when the native helper loads
      command.add(1, "--enable-native-access=ALL-UNNAMED");
    }
    command.addAll(args);
    return new ProcessBuilder(command).redirectOutput(tmp.resolve("parent.out").toFile())
        .redirectError(tmp.resolve("parent.err").toFile()).start();
  }

  /**
   * Waits until a descendant of {@code parent} runs its parent watch, SIGKILLs {@code parent}, and
   * asserts that none of the descendants it had then is alive {@link #ALLOWED_MILLIS} later.
   *
   * @param tmp the directory {@link #start} was given (its stderr file is quoted on failure)
   * @return the descendants it had when it was killed
   */
  public static List<ProcessHandle> killOnceAChildWatches(Process parent, Path tmp) throws Exception {
    assumeTrue(Files.isDirectory(Path.of("/proc/self/task")), "needs /proc");
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(START_SECONDS);
    ProcessHandle watching = null;
    while (watching == null && parent.isAlive() && System.nanoTime() < deadline) {
      watching = parent.descendants().filter(KilledParent::watchesItsParent).findFirst().orElse(null);
      Thread.sleep(20);
    }
    List<ProcessHandle> tree = new ArrayList<>(parent.descendants().toList());
    if (watching == null) {
      parent.destroyForcibly();
      tree.forEach(ProcessHandle::destroyForcibly);
    }
    assertTrue(watching != null, "no child JVM of the command watched its parent within " + START_SECONDS
        + " s (command " + (parent.isAlive() ? "running" : "ended") + "); its stderr: " + stderr(tmp));
    parent.destroyForcibly(); // SIGKILL: no hook runs
    assertTrue(parent.waitFor(20, TimeUnit.SECONDS), "the command outlived SIGKILL");
    long killed = System.nanoTime();
    while (tree.stream().anyMatch(KilledParent::running)
        && System.nanoTime() - killed < TimeUnit.MILLISECONDS.toNanos(ALLOWED_MILLIS)) {
      Thread.sleep(10);
    }
    List<String> alive = tree.stream().filter(KilledParent::running)
        .map(h -> h.pid() + " " + h.info().commandLine().orElse("?")).toList();
    tree.forEach(ProcessHandle::destroyForcibly);
    assertEquals(List.of(), alive, "alive " + ALLOWED_MILLIS + " ms after the command's SIGKILL");
    return tree;
  }

  /**
   * Whether {@code h} still runs: alive and not a zombie. A child that ended after its parent's
   * SIGKILL is reparented to pid 1 and stays a zombie (state {@code Z} in {@code /proc/PID/stat},
   * no command line) until pid 1 reaps it, which a container's pid 1 may do late; it measures
   * nothing, so it counts as gone.
   */
  static boolean running(ProcessHandle h) {
    if (!h.isAlive()) {
      return false;
    }
    try {
      String stat = Files.readString(Path.of("/proc", Long.toString(h.pid()), "stat"));
      int end = stat.lastIndexOf(')');
      return end < 0 || end + 2 >= stat.length() || stat.charAt(end + 2) != 'Z';
    } catch (IOException e) {
      return h.isAlive(); // /proc/PID gone: the process ended just now
    }
  }

  /** Whether {@code h} is a JVM with a thread named as the parent watch. */
  static boolean watchesItsParent(ProcessHandle h) {
    try (Stream<Path> tasks = Files.list(Path.of("/proc", Long.toString(h.pid()), "task"))) {
      return tasks.anyMatch(t -> comm(t).equals(WATCH_COMM));
    } catch (IOException | RuntimeException e) {
      return false; // the process ended while being looked at
    }
  }

  private static String comm(Path task) {
    try {
      return Files.readString(task.resolve("comm")).strip();
    } catch (IOException e) {
      return "";
    }
  }

  /** The command's stderr so far, for a failure message. */
  static String stderr(Path tmp) {
    try {
      return Files.readString(tmp.resolve("parent.err"));
    } catch (IOException e) {
      return "(unreadable: " + e.getMessage() + ")";
    }
  }
}
