package io.github.nanometer.os;

import java.util.ArrayDeque;
import java.util.concurrent.FutureTask;

/**
 * The hand-off between controlling threads and one worker (the {@link MeasuringThread}): a FIFO of
 * {@link FutureTask}s that any thread may {@link #offer} until it is {@link #close closed}, and the
 * worker drains with {@link #take}. The task's own {@code FutureTask} publishes its result: what the
 * task wrote happens-before {@code get()} returns in the controlling thread.
 *
 * <p>Guarantees, checked by the jcstress tests in {@code src/jcstress/java}: a task is either
 * accepted (and then run exactly once, even when {@code close} follows) or rejected (and never run);
 * after {@code close} no task is accepted; the worker sees {@code null} only after every accepted
 * task was handed out.
 */
public final class TaskHandoff {

  private final Object lock = new Object();
  private final ArrayDeque<FutureTask<?>> queue = new ArrayDeque<>();
  private boolean closed;

  /**
   * Queues {@code task} for the worker.
   *
   * @return true when accepted, false when the hand-off is closed (the task will never run)
   * @throws IllegalArgumentException when task is null
   */
  public boolean offer(FutureTask<?> task) {
    if (task == null) {
      throw new IllegalArgumentException("task must not be null");
    }
    synchronized (lock) {
      if (closed) {
        return false;
      }
      queue.addLast(task);
      lock.notifyAll();
      return true;
    }
  }

  /**
   * Worker side: the next task, waiting for one; {@code null} once closed and empty.
   *
   * @throws InterruptedException when the worker is interrupted while waiting (nothing is lost)
   */
  public FutureTask<?> take() throws InterruptedException {
    synchronized (lock) {
      while (queue.isEmpty() && !closed) {
        lock.wait();
      }
      return queue.pollFirst();
    }
  }

  /** Worker side, without waiting: the next task or {@code null} when none is queued. */
  public FutureTask<?> poll() {
    synchronized (lock) {
      return queue.pollFirst();
    }
  }

  /** Accepts no further tasks; tasks already accepted are still handed out. Idempotent. */
  public void close() {
    synchronized (lock) {
      closed = true;
      lock.notifyAll();
    }
  }

  /** True after {@link #close}. */
  public boolean isClosed() {
    synchronized (lock) {
      return closed;
    }
  }
}
