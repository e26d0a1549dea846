package io.github.nanometer.engine;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;

/**
 * A reusable barrier for the measuring threads of a threaded benchmark: every party waits in
 * {@link #await} until all have arrived, then all leave together. A waiting thread spins for a
 * short while (so the parties leave within a cache-line transfer of each other when they all have
 * a cpu), then parks in short naps (so a waiting thread does not steal a shared cpu for long).
 * {@link #breakWith} releases every waiter with an exception, so one failing thread cannot leave
 * the others waiting forever.
 *
 * <p>Implementation notes: the last arriver resets the arrival count before it advances the
 * generation (both through volatile writes), so a thread that leaves and arrives again at once
 * counts towards the next generation only.
 */
final class SpinBarrier {

  /** How long a waiter spins before it starts to park: 200 us. */
  static final long SPIN_NANOS = 200_000;
  /** How long each park lasts after the spin: 20 us. */
  static final long PARK_NANOS = 20_000;

  private final int parties;
  private final AtomicInteger arrived = new AtomicInteger();
  private volatile int generation;
  private volatile Throwable broken;

  SpinBarrier(int parties) {
    if (parties < 1) {
      throw new IllegalArgumentException("parties must be at least 1, got " + parties);
    }
    this.parties = parties;
  }

  /**
   * Waits until every party has arrived.
   *
   * @throws IllegalStateException when the barrier was broken, with the cause that broke it
   */
  void await() {
    int gen = generation;
    checkBroken();
    if (arrived.incrementAndGet() == parties) {
      arrived.set(0);
      generation = gen + 1;
      return;
    }
    long spinStart = System.nanoTime();
    int spins = 0;
    while (generation == gen) {
      checkBroken();
      if ((++spins & 63) != 0 || System.nanoTime() - spinStart < SPIN_NANOS) {
        Thread.onSpinWait();
      } else {
        LockSupport.parkNanos(PARK_NANOS);
      }
    }
  }

  private void checkBroken() {
    Throwable t = broken;
    if (t != null) {
      throw new IllegalStateException("another measuring thread failed: " + t, t);
    }
  }

  /** Releases every waiter, now and later, with {@code cause}; the first cause wins. */
  void breakWith(Throwable cause) {
    if (broken == null) {
      broken = cause;
    }
  }
}
