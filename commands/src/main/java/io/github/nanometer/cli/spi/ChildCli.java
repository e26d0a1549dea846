package io.github.nanometer.cli.spi;

import java.io.IOException;
import java.util.List;
import java.util.function.Consumer;

/**
 * This CLI run in a fresh JVM of its own ({@link CommandHost#childCli()}): this JVM's java, class
 * path and {@code nanometer.*} settings, quiet. One child runs at a time. The child dies with this
 * JVM, however this JVM ends (SIGKILL included): it halts within a second of losing its parent.
 */
public interface ChildCli {

  /**
   * Runs the CLI with {@code args} in a new JVM that prints its progress as plain lines, and returns
   * what it printed on standard output.
   *
   * @param stderrLines receives each line of the child's standard error as it arrives (on a reader
   *     thread)
   * @throws IOException when the child cannot start or exits with a status other than 0; the
   *     message has the status and the tail of its standard error
   */
  String standardOutput(List<String> args, Consumer<String> stderrLines) throws IOException;

  /** Kills the child that is running now, if any (for an interrupted parent). */
  void killRunning();
}
