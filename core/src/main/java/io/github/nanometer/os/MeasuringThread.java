package io.github.nanometer.os;

import io.github.nanometer.Pinning;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.function.Supplier;

/**
 * A dedicated, optionally pinned thread that runs measurement tasks handed to it by the controlling
 * thread, one at a time, in order, and hands their results back safely.
 *
 * <p>Life cycle: {@link #start} creates the thread, which pins itself as requested before it takes
 * any task; the outcome is {@link #pinResult()} (data, never an exception). {@link #call} runs a
 * task on the thread and returns its result; everything the task wrote is visible to the caller
 * afterwards (the hand-off goes through a {@link FutureTask}). {@link #close} lets queued tasks
 * finish, then ends the thread. Per-thread resources such as perf counters opened with pid 0 must
 * be opened inside a task, since they count the thread that opened them.
 *
 * <p>Implementation notes: the thread is a daemon so a forgotten {@code close} cannot keep the JVM
 * alive; it ignores interrupts while idle (a stray interrupt must not kill the measuring thread).
 */
public final class MeasuringThread implements AutoCloseable {

  private final TaskHandoff handoff = new TaskHandoff();
  private final CompletableFuture<PinResult> pin = new CompletableFuture<>();
  private final Thread thread;

  private MeasuringThread(String name, Pinning request, ThreadAffinity affinity, Supplier<CpuActivity> activity) {
    thread = new Thread(new Loop(request, affinity, activity), name);
    thread.setDaemon(true);
  }

  /**
   * Starts a measuring thread on the real host; with {@link Pinning#auto()} the cpus other
   * processes keep busy ({@link CpuActivityProbe#measure}) are avoided. Returns once the thread has
   * pinned itself.
   */
  public static MeasuringThread start(Pinning request) {
    MeasuringThread t = startInBackground(request);
    t.pin.join();
    return t;
  }

  /**
   * Starts a measuring thread; returns once the thread has pinned itself (or failed to).
   *
   * @param name the thread's name
   * @param request what pinning to do
   * @param affinity how to pin
   * @param activity what other processes do on each cpu, asked only for {@link Pinning.PinMode#AUTO}
   * @throws IllegalArgumentException when an argument is null
   */
  public static MeasuringThread start(String name, Pinning request, ThreadAffinity affinity,
      Supplier<CpuActivity> activity) {
    MeasuringThread t = startInBackground(name, request, affinity, activity);
    t.pin.join();
    return t;
  }

  /**
   * Starts a measuring thread on the real host as {@link #start(Pinning)} does, but returns at
   * once: the thread measures other processes' activity and pins itself in the background, so the
   * caller's own preparation overlaps the activity probe's windows (up to {@link
   * CpuActivityProbe#SETTLE_WINDOWS} of {@link CpuActivityProbe#DEFAULT_WINDOW}). {@link
   * #pinResult()} waits for the pin; tasks handed over with {@link #call} run after it.
   */
  public static MeasuringThread startInBackground(Pinning request) {
    HostFiles files = HostFiles.real();
    // A fork child uses the activity its parent measured just before starting it (CpuActivityText):
    // its own probe would wait out its start-up work, about 0.3-0.45 s of every fork.
    return startInBackground("nanometer-measuring", request, new ThreadAffinity(LinuxSyscalls.real(), files),
        () -> CpuActivityText.fromParent().orElseGet(() -> CpuActivityProbe.measure(files,
            CpuActivityProbe.DEFAULT_WINDOW, ProcessHandle.current().pid())));
  }

  /**
   * Starts a measuring thread that pins itself in the background; returns at once ({@link
   * #pinResult()} waits for the pin).
   *
   * @throws IllegalArgumentException when an argument is null
   */
  public static MeasuringThread startInBackground(String name, Pinning request, ThreadAffinity affinity,
      Supplier<CpuActivity> activity) {
    if (name == null || request == null || affinity == null || activity == null) {
      throw new IllegalArgumentException("name, request, affinity and activity must not be null");
    }
    MeasuringThread t = new MeasuringThread(name, request, affinity, activity);
    t.thread.start();
    return t;
  }

  private void runLoop(Pinning request, ThreadAffinity affinity, Supplier<CpuActivity> activity) {
    PinResult result;
    try {
      result = affinity.apply(request, activity);
    } catch (RuntimeException e) {
      result = PinResult.notPinned(request.cpu(), -1, request.mode().toString().toLowerCase(java.util.Locale.ROOT),
          "pinning failed: " + e, "report this", "");
    }
    pin.complete(result);
    while (true) {
      FutureTask<?> task;
      try {
        task = handoff.take();
      } catch (InterruptedException e) {
        continue; // idle interrupts are not a stop signal; close() is
      }
      if (task == null) {
        return;
      }
      task.run();
      Thread.interrupted(); // a task's leftover interrupt must not leak into the next one
    }
  }

  /** How pinning went: known when {@link #start} returns; waits for it after {@link #startInBackground}. */
  public PinResult pinResult() {
    return pin.join();
  }

  /**
   * Runs {@code task} on the measuring thread and returns its result. Tasks from several callers run
   * one at a time in the order they were handed over.
   *
   * @throws ExecutionException wrapping whatever the task threw
   * @throws InterruptedException when the caller is interrupted while waiting; the task still runs
   *     to completion and the thread stays usable
   * @throws IllegalStateException after {@link #close}, or when called from the measuring thread
   *     itself (which would wait for itself forever)
   * @throws IllegalArgumentException when task is null
   */
  public <T> T call(Callable<T> task) throws ExecutionException, InterruptedException {
    if (task == null) {
      throw new IllegalArgumentException("task must not be null");
    }
    if (Thread.currentThread() == thread) {
      throw new IllegalStateException("call() from the measuring thread itself would wait for itself forever");
    }
    FutureTask<T> future = new FutureTask<>(task);
    if (!handoff.offer(future)) {
      throw new IllegalStateException("measuring thread " + thread.getName() + " is closed");
    }
    return future.get();
  }

  /** True until {@link #close} has been called. */
  public boolean isOpen() {
    return !handoff.isClosed();
  }

  /**
   * Stops accepting tasks, lets the queued ones finish and waits for the thread to end; a thread
   * still probing the cpus (after {@link #startInBackground}) is interrupted, which ends its probe
   * early. Idempotent; if interrupted while waiting, returns early with the interrupt flag set (the
   * thread still ends once its queue is empty).
   */
  @Override
  public void close() {
    handoff.close();
    if (Thread.currentThread() == thread) {
      return;
    }
    if (!pin.isDone()) {
      // Still probing the cpus (a background start closed before any task): the probe ends its
      // window early on an interrupt, so closing does not wait out its windows.
      thread.interrupt();
    }
    try {
      thread.join();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /** The thread's body: a class, not a lambda, for one frame fewer under every benchmark body. */
  private final class Loop implements Runnable {
    private final Pinning request;
    private final ThreadAffinity affinity;
    private final Supplier<CpuActivity> activity;

    Loop(Pinning request, ThreadAffinity affinity, Supplier<CpuActivity> activity) {
      this.request = request;
      this.affinity = affinity;
      this.activity = activity;
    }

    @Override
    public void run() {
      runLoop(request, affinity, activity);
    }
  }
}
