package io.github.nanometer.engine;

import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.ReadableByteChannel;

/**
 * A child JVM's watch on its parent: {@link ChildJvm#run} keeps the write end of the child's
 * standard input open until the child has exited, and the child, told so by {@value #PROPERTY}{@code
 * =stdin} on its command line, reads that pipe on a daemon thread; end of input means the parent is
 * gone (the kernel closes the pipe however the parent dies, SIGKILL included), and the child halts
 * at once with status {@value #ORPHAN_STATUS} instead of measuring for no one, or running a
 * benchmark that never returns forever. A child that is done calls {@link #stop()} before it exits.
 *
 * <p>Implementation notes: the watch thread is a daemon blocked in a read, so it costs the
 * measurement nothing until it wakes; it halts ({@code Runtime.halt}) rather than exits, because a
 * shutdown hook or a finalizer of the user's could block an orphan's exit. A child started any other
 * way (by hand, from a terminal) has no such property and is not watched. A thread blocked in a read
 * is "in native", and HotSpot's exit waits for such threads to return, 300 ms at least for a user
 * thread ({@code VM_Exit::wait_for_threads_in_native_to_block}): a third of a second on every
 * fork's exit. So the pipe is read through an interruptible channel, and {@link #stop()} interrupts
 * the read (closing the channel wakes the thread) and lets the thread end without halting.
 */
public final class ParentWatch {

  /** The system property that turns the watch on; its one value is {@code stdin}. */
  public static final String PROPERTY = "nanometer.parentWatch";
  /** The exit status of a child whose parent is gone. */
  public static final int ORPHAN_STATUS = 3;

  /** This JVM's watch, once {@link #startIfAsked} started one. */
  private static volatile Watch current;

  private ParentWatch() {}

  /** The command-line flag {@link ChildJvm} gives its children. */
  static String flag() {
    return "-D" + PROPERTY + "=stdin";
  }

  /** Starts the watch on {@code System.in} when this JVM was told to; otherwise does nothing. */
  public static void startIfAsked() {
    if ("stdin".equals(System.getProperty(PROPERTY))) {
      current = start(new FileInputStream(FileDescriptor.in).getChannel());
    }
  }

  /**
   * Ends this JVM's watch, if one runs, without halting: for a child that has written its result
   * and is about to exit (see the implementation notes). Returns whether no watch runs any more.
   */
  public static boolean stop() {
    Watch w = current;
    return w == null || w.stop();
  }

  /** Starts a daemon thread that halts this JVM once {@code parentPipe} reaches its end, unless stopped first. */
  static Watch start(ReadableByteChannel parentPipe) {
    Watch w = new Watch(parentPipe);
    w.thread.setDaemon(true);
    w.thread.start();
    return w;
  }

  /** One watch: its thread, reading {@code pipe} until the end (halt) or {@link #stop} (return). */
  static final class Watch implements Runnable {
    private final ReadableByteChannel pipe;
    private final Thread thread;
    private volatile boolean stopping;

    private Watch(ReadableByteChannel pipe) {
      this.pipe = pipe;
      this.thread = new Thread(this, "nanometer-parent-watch");
    }

    @Override
    public void run() {
      try {
        ByteBuffer ignored = ByteBuffer.allocate(64);
        while (pipe.read(ignored) >= 0) {
          ignored.clear(); // the parent writes nothing; anything it did write is not an instruction
        }
      } catch (IOException e) {
        // an unreadable pipe is a lost parent too; a closed one, when stopping, is the stop
      }
      if (!stopping) {
        Runtime.getRuntime().halt(ORPHAN_STATUS);
      }
    }

    /** Interrupts the read (which closes the channel) and waits up to a second for the thread to end. */
    boolean stop() {
      stopping = true;
      thread.interrupt();
      try {
        thread.join(1000);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      return !thread.isAlive();
    }

    /** The watch's thread. */
    Thread thread() {
      return thread;
    }
  }
}
