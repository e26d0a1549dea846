package io.github.nanometer.cli.spi;

/**
 * Keeps what a measuring command has done when the JVM is stopped by SIGINT or SIGTERM ({@link
 * CommandHost#guardShutdown}): exactly one of the interrupted write and the final write happens.
 * Close it once the final write is done (try-with-resources).
 */
public interface ShutdownGuard extends AutoCloseable {

  /** True once the JVM began stopping while measuring; progress lines should stop. */
  boolean interrupted();

  /** Claims the final write; false when an interruption already took over (then write nothing). */
  boolean claimFinalWrite();

  /**
   * Marks the final write finished and removes the hook; when the JVM is already stopping and the
   * final write was never claimed, the hook still keeps what was measured.
   */
  @Override
  void close();
}
