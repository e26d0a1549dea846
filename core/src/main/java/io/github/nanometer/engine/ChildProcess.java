package io.github.nanometer.engine;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * One child process of {@link ChildJvm}, run to its end or to its time limit: its stdout discarded,
 * its whole stderr kept, its stdin a pipe this JVM holds open while it runs (the pipe's end is the
 * child's sign that this JVM is gone, {@link ParentWatch}). A child still running at its time limit
 * is killed (SIGKILL) and its exit says so ({@link ChildClassArchive.Exit#timedOut()}). The
 * children being waited for are kept, so that a parent that is stopping can kill them ({@link
 * #killRunning}).
 *
 * <p>Implementation notes: stdout goes to the null device rather than through a pipe this JVM
 * drains, so the wait can be a timed {@link Process#waitFor(long, TimeUnit)} on this thread; a
 * child that fills a pipe no one reads would block, and one that writes to the null device never
 * does.
 */
final class ChildProcess {

  /** No time limit: {@link #exec} waits as long as the child runs. */
  static final Duration NO_LIMIT = Duration.ofNanos(Long.MAX_VALUE);

  /** How long the stderr reader may take to finish after the child has exited or was killed. */
  private static final long STDERR_JOIN_MILLIS = 1000;

  /** The children {@link #exec} is waiting for. */
  private static final Set<Process> RUNNING = ConcurrentHashMap.newKeySet();

  private ChildProcess() {}

  /**
   * Runs {@code command} until it exits or {@code limit} has passed since it started, whichever is
   * first; at the limit the child (and every descendant this JVM can see) is killed and the exit has
   * {@code timedOut} set, with the status the killed process returned.
   *
   * @throws IOException when the command cannot be started
   * @throws InterruptedException when this thread is interrupted while waiting (the child is killed)
   */
  static ChildClassArchive.Exit exec(List<String> command, Duration limit) throws IOException,
      InterruptedException {
    Process p = new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
    RUNNING.add(p);
    try {
      StringBuilder err = new StringBuilder();
      Thread errReader = new Thread(() -> drain(p.getErrorStream(), err), "nanometer-child-stderr");
      errReader.setDaemon(true);
      errReader.start();
      boolean exited = true;
      if (limit.equals(NO_LIMIT)) {
        p.waitFor();
      } else {
        exited = p.waitFor(limit.toNanos(), TimeUnit.NANOSECONDS);
      }
      if (!exited) {
        kill(p);
        p.waitFor();
      }
      errReader.join(STDERR_JOIN_MILLIS);
      synchronized (err) {
        return new ChildClassArchive.Exit(p.exitValue(), err.toString(), !exited);
      }
    } finally {
      RUNNING.remove(p);
      kill(p); // a child outlives no failure of its parent's wait (interrupt, I/O error)
      try {
        p.getOutputStream().close();
      } catch (IOException e) {
        // the child is gone; its pipe with it
      }
    }
  }

  /** Kills every child {@link #exec} is waiting for (forcibly), with the descendants this JVM can see. */
  static void killRunning() {
    for (Process p : RUNNING) {
      kill(p);
    }
  }

  private static void kill(Process p) {
    try {
      p.descendants().forEach(ProcessHandle::destroyForcibly);
    } catch (RuntimeException e) {
      // the tree is unreadable (no /proc): the child itself is still killed below
    }
    p.destroyForcibly();
  }

  private static void drain(InputStream in, StringBuilder sink) {
    try {
      byte[] all = in.readAllBytes();
      synchronized (sink) {
        sink.append(new String(all, StandardCharsets.UTF_8));
      }
    } catch (IOException e) {
      synchronized (sink) {
        sink.append("(stderr unreadable: ").append(e.getMessage()).append(')');
      }
    }
  }
}
