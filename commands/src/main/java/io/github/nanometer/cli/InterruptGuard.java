package io.github.nanometer.cli;

import io.github.nanometer.cli.spi.ShutdownGuard;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Keeps what a measuring command has done when the JVM is shut down by SIGINT or SIGTERM: a
 * shutdown hook that, while measuring is still under way, runs the command's "write what you have"
 * action once, and that, when the final output is already being written, waits for it to finish
 * instead of cutting it off. Exactly one of the two writes happens.
 *
 * <p>Implementation notes: shutdown hooks run while other threads (the measuring thread) keep
 * running, so the partial action must read a snapshot of thread-safe state; the state machine
 * (measuring, writing, interrupted, done) is one atomic reference, so the hook and the main thread
 * never both write.
 */
public final class InterruptGuard implements ShutdownGuard {

  /** How long the hook waits for a final write already under way. */
  private static final long FINAL_WRITE_WAIT_SECONDS = 60;

  private enum State { MEASURING, WRITING, INTERRUPTED, DONE }

  private final AtomicReference<State> state = new AtomicReference<>(State.MEASURING);
  private final CountDownLatch written = new CountDownLatch(1);
  private final Thread hook;

  private InterruptGuard(Runnable onInterrupt) {
    this.hook = new Thread(() -> onShutdown(onInterrupt), "nanometer-interrupt");
  }

  /** Installs the hook; {@code onInterrupt} runs on the hook's thread if the JVM stops while measuring. */
  public static InterruptGuard install(Runnable onInterrupt) {
    InterruptGuard g = new InterruptGuard(onInterrupt);
    StartupInterrupt.disarm();
    try {
      Runtime.getRuntime().addShutdownHook(g.hook);
    } catch (IllegalStateException shuttingDown) {
      // A signal came first and its hook already speaks; this guard only stops further writing.
      g.state.set(State.INTERRUPTED);
    }
    return g;
  }

  /** True once the JVM began stopping while measuring; progress lines should stop. */
  @Override
  public boolean interrupted() {
    return state.get() == State.INTERRUPTED;
  }

  /**
   * Claims the final write; false when an interruption already took over (then write nothing).
   */
  @Override
  public boolean claimFinalWrite() {
    return state.compareAndSet(State.MEASURING, State.WRITING);
  }

  /**
   * Marks the final write finished and removes the hook. When the JVM is already stopping (the
   * run failed because of the shutdown itself), the hook stays and, if the final write was never
   * claimed, still keeps what was measured.
   */
  @Override
  public void close() {
    state.compareAndSet(State.WRITING, State.DONE);
    written.countDown();
    try {
      Runtime.getRuntime().removeShutdownHook(hook);
    } catch (IllegalStateException shuttingDown) {
      // The hook runs: it writes the partial result unless the final write was claimed.
    }
  }

  private void onShutdown(Runnable onInterrupt) {
    if (state.compareAndSet(State.MEASURING, State.INTERRUPTED)) {
      onInterrupt.run();
      return;
    }
    if (state.get() == State.WRITING) {
      try {
        written.await(FINAL_WRITE_WAIT_SECONDS, TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
  }
}
