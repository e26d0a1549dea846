package io.github.nanometer.engine;

import java.io.IOException;
import java.io.InputStream;

/**
 * A child JVM's watch on its parent: {@link ChildJvm#run} keeps the write end of the child's
 * standard input open until the child has exited, and the child, told so by {@value #PROPERTY}{@code
 * =stdin} on its command line, reads that pipe on a daemon thread; end of input means the parent is
 * gone (the kernel closes the pipe however the parent dies, SIGKILL included), and the child halts
 * at once with status {@value #ORPHAN_STATUS} instead of measuring for no one, or running a
 * benchmark that never returns forever.
 *
 * <p>Implementation notes: the watch thread is a daemon blocked in a read, so it costs the
 * measurement nothing until it wakes; it halts ({@code Runtime.halt}) rather than exits, because a
 * shutdown hook or a finalizer of the user's could block an orphan's exit. A child started any other
 * way (by hand, from a terminal) has no such property and is not watched.
 */
public final class ParentWatch {

  /** The system property that turns the watch on; its one value is {@code stdin}. */
  public static final String PROPERTY = "nanometer.parentWatch";
  /** The exit status of a child whose parent is gone. */
  public static final int ORPHAN_STATUS = 3;

  private ParentWatch() {}

  /** The command-line flag {@link ChildJvm} gives its children. */
  static String flag() {
    return "-D" + PROPERTY + "=stdin";
  }

  /** Starts the watch on {@code System.in} when this JVM was told to; otherwise does nothing. */
  public static void startIfAsked() {
    if ("stdin".equals(System.getProperty(PROPERTY))) {
      start(System.in);
    }
  }

  /** Starts a daemon thread that halts this JVM once {@code parentPipe} reaches its end. */
  static Thread start(InputStream parentPipe) {
    Thread t = new Thread(() -> {
      try {
        byte[] ignored = new byte[64];
        while (parentPipe.read(ignored) >= 0) {
          // the parent writes nothing; anything it did write is not an instruction
        }
      } catch (IOException e) {
        // an unreadable pipe is a lost parent too
      }
      Runtime.getRuntime().halt(ORPHAN_STATUS);
    }, "nanometer-parent-watch");
    t.setDaemon(true);
    t.start();
    return t;
  }
}
