package io.github.nanometer.cli;

import io.github.nanometer.text.Messages;
import java.io.PrintStream;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The line a command says when SIGINT or SIGTERM stops it before it has a shutdown hook of its own:
 * a measuring command installs one once it starts preparing ({@link InterruptGuard}, {@code
 * compare}'s), and says then what it kept; before that (the JVM's start, loading the commands,
 * reading the arguments, and the whole run of a command that writes only at its end) a signal would
 * otherwise end the process without a word. Armed by {@link Main#main} only, never by an in-process
 * {@link Main#run}; disarmed when a command's own hook takes over and when the command returns.
 */
final class StartupInterrupt {
  private static final AtomicBoolean ARMED = new AtomicBoolean();

  private StartupInterrupt() {}

  /**
   * Installs the hook for the command named {@code command} (the first argument, escaped when
   * printed), saying on {@code err} that it was interrupted before it wrote anything.
   */
  static void arm(String command, PrintStream err) {
    String name = command.isEmpty() || command.startsWith("-") ? "" : " " + Messages.escape(command);
    ARMED.set(true);
    Thread hook = new Thread(() -> {
      if (ARMED.getAndSet(false)) {
        err.println();
        err.println("nanometer" + name + ": interrupted before it wrote anything; nothing was measured or written");
        err.flush();
      }
    }, "nanometer-startup-interrupt");
    try {
      Runtime.getRuntime().addShutdownHook(hook);
    } catch (IllegalStateException shuttingDown) {
      ARMED.set(false);
    }
  }

  /** Stops the line from being said: a command's own hook speaks from now on, or the command is done. */
  static void disarm() {
    ARMED.set(false);
  }
}
