package io.github.nanometer.engine;

import io.github.nanometer.Pinning;
import io.github.nanometer.os.HostFiles;
import io.github.nanometer.os.MeasuringCpuWatch;
import io.github.nanometer.os.MeasuringThread;
import io.github.nanometer.os.PhaseLog;
import io.github.nanometer.os.PinResult;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.function.Function;

/**
 * Where one {@code Nanometer} instance measures: a dedicated measuring thread pinned as its {@link
 * Pinning} asks, started on first use and again after {@link #close()}, with a watch on the
 * measuring cpu that says (through {@link JvmState#say}) when other processes start or stop using
 * it; or the calling thread, for a run whose pinning is {@link Pinning#none()}.
 */
public final class MeasuringPlace {

  private final Pinning pinning;
  private MeasuringThread thread;
  /** Whether {@link #thread}'s placement has been said and its cpu watch made. */
  private boolean placed;
  private MeasuringCpuWatch cpuWatch;

  /** A place that starts its measuring thread, pinned as {@code pinning} asks, on first use. */
  public MeasuringPlace(Pinning pinning) {
    if (pinning == null) {
      throw new IllegalArgumentException("pinning must not be null");
    }
    this.pinning = pinning;
  }

  /**
   * Runs {@code task} on the measuring thread, or on the calling thread when {@code runPinning} is
   * {@link Pinning.PinMode#NONE}; the task receives the placement as a result states it.
   * A runtime exception or error of the task is rethrown as it is.
   *
   * @throws IllegalStateException when the task threw a checked exception, or the caller was
   *     interrupted while waiting (its interrupt flag is set again)
   */
  public <T> T call(Pinning runPinning, Function<? super String, ? extends T> task) {
    if (runPinning.mode() == Pinning.PinMode.NONE) {
      return task.apply("not pinned: measured on the calling thread (pinning none)");
    }
    MeasuringThread t = thread();
    String placement = t.pinResult().summary();
    try {
      T result = t.call(new Applying<>(task, placement));
      watchMeasuringCpu();
      return result;
    } catch (ExecutionException e) {
      Throwable cause = e.getCause();
      if (cause instanceof RuntimeException re) {
        throw re;
      }
      if (cause instanceof Error err) {
        throw err;
      }
      throw new IllegalStateException(cause);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while waiting for the measuring thread", e);
    }
  }

  /** Where the measuring thread runs, starting it if needed. */
  public PinResult placement() {
    return thread().pinResult();
  }

  /** Stops the measuring thread, if one runs; a later {@link #call} starts a new one. */
  public synchronized void close() {
    if (thread != null) {
      thread.close();
      thread = null;
    }
  }

  private synchronized void watchMeasuringCpu() {
    if (cpuWatch != null) {
      cpuWatch.check().ifPresent(JvmState::say);
    }
  }

  /**
   * Starts the measuring thread now, in the background, unless one runs or this place's pinning is
   * {@link Pinning.PinMode#NONE}: its activity probe (100-300 ms of sleeping windows) then
   * overlaps the caller's preparation instead of delaying the first run. Returns at once.
   */
  public synchronized void prestart() {
    if (pinning.mode() != Pinning.PinMode.NONE && (thread == null || !thread.isOpen())) {
      thread = MeasuringThread.startInBackground(pinning);
      placed = false;
    }
  }

  private synchronized MeasuringThread thread() {
    if (thread == null || !thread.isOpen()) {
      thread = MeasuringThread.startInBackground(pinning);
      placed = false;
    }
    if (!placed) {
      PinResult pin = thread.pinResult();
      PhaseLog.mark("placement-ready");
      cpuWatch = pin.pinned() ? new MeasuringCpuWatch(HostFiles.real(), pin.cpu(), ProcessHandle.current().pid()) : null;
      JvmState.sayPlacementOnce(pin.summary());
      placed = true;
    }
    return thread;
  }

  /** The task applied to the placement: a class, not a lambda, for fewer frames under the body (see {@code PreparedLoop}). */
  private record Applying<T>(Function<? super String, ? extends T> task, String placement) implements Callable<T> {
    @Override
    public T call() {
      return task.apply(placement);
    }
  }
}
