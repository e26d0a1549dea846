package io.github.nanometer.engine;

import io.github.nanometer.Blackhole;
import io.github.nanometer.LoopShape;
import io.github.nanometer.ThreadState;
import io.github.nanometer.ThreadedBenchmark;
import io.github.nanometer.ThreadedResult.ThreadSamples;
import io.github.nanometer.clock.Clock;
import io.github.nanometer.measure.InputBatch;
import io.github.nanometer.measure.LoopFactory;
import io.github.nanometer.measure.TimedLoop;
import io.github.nanometer.os.PinResult;
import io.github.nanometer.os.ThreadAffinity;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * One measuring thread of a threaded benchmark: pins itself, makes its thread-local state, builds
 * its own timed loop (a hidden class of its own, over its {@link ThreadState}), then takes every
 * synchronized sample: leave the barrier, read the wall clock, run chunks of evaluations until
 * this thread's sample length has passed or another thread has stopped, read the wall clock, meet
 * the others at the barrier again.
 *
 * <p>Implementation notes: a chunk is timed by the loop's own clock reads, so the stop checks
 * between chunks (a volatile read and a {@code nanoTime}) stay outside the time per operation; a
 * chunk lasts about {@link #CHUNK_NANOS}, so a thread stops at most that much after the first one.
 * The wall span from leaving the barrier to stopping (the throughput's denominator) includes the
 * checks, one clock read per chunk, well under 1% of it.
 */
final class ThreadWorker implements Runnable {

  /** The target length of one chunk of evaluations between stop checks: 10 us. */
  static final long CHUNK_NANOS = 10_000;
  /** The most evaluations in one chunk. */
  static final int MAX_CHUNK = 1 << 24;

  /** What every worker of one run shares. */
  record Shared(String benchmark, Clock clock, SpinBarrier barrier, AtomicInteger stoppedSample, long originNanos,
      long sampleNanos, int warmupSamples, int samples, RunEvents events, ThreadAffinity affinity) {}

  private final Shared run;
  private final ThreadedBenchmark.Group<?, ?> group;
  private final Object sharedState;
  private final Object groupState;
  private final int thread;
  private final int threadInGroup;
  private final int cpu;
  private final String cpuChoice;

  private final long[] evaluations;
  private final double[] elapsedNanos;
  private final long[] startNanos;
  private final long[] endNanos;
  private volatile PinResult pin = PinResult.notRequested();
  private volatile Throwable failure;

  ThreadWorker(Shared run, ThreadedBenchmark.Group<?, ?> group, Object sharedState, Object groupState, int thread,
      int threadInGroup, int cpu, String cpuChoice) {
    this.run = run;
    this.group = group;
    this.sharedState = sharedState;
    this.groupState = groupState;
    this.thread = thread;
    this.threadInGroup = threadInGroup;
    this.cpu = cpu;
    this.cpuChoice = cpuChoice;
    this.evaluations = new long[run.samples()];
    this.elapsedNanos = new double[run.samples()];
    this.startNanos = new long[run.samples()];
    this.endNanos = new long[run.samples()];
  }

  @Override
  public void run() {
    try {
      if (cpu >= 0) {
        pin = run.affinity().pinCurrentThread(cpu, cpuChoice);
      }
      Object local = group.newLocal();
      ThreadState<Object, Object> state = new ThreadState<>(sharedState, groupState, local, thread, group.name(),
          threadInGroup);
      TimedLoop loop = LoopFactory.create(LoopShape.FUNCTION, run.clock(), group.body(), new Blackhole(),
          InputBatch.fixed(state), true).loop();
      sampleAll(loop);
      group.tearDownLocal(local);
    } catch (Throwable t) {
      failure = t;
      run.stoppedSample().set(Integer.MAX_VALUE);
      run.barrier().breakWith(t);
    }
  }

  private void sampleAll(TimedLoop loop) {
    int chunk = calibrate(loop);
    int total = run.warmupSamples() + run.samples();
    RunEvents.Span phase = thread == 0 && run.warmupSamples() > 0 ? run.events().phase(run.benchmark(), "warm-up")
        : () -> { };
    for (int s = 0; s < total; s++) {
      boolean warm = s < run.warmupSamples();
      if (thread == 0 && s == run.warmupSamples()) {
        phase.close();
        phase = run.events().phase(run.benchmark(), "measurement");
      }
      run.barrier().await();
      RunEvents.SampleSpan span = run.events().sample(run.benchmark(), warm ? "warm-up" : "measurement", thread,
          warm ? s : s - run.warmupSamples());
      long t0 = System.nanoTime();
      long evals = 0;
      long ticks = 0;
      while (true) {
        ticks += loop.runTicks(chunk);
        evals += chunk;
        if (run.stoppedSample().get() >= s) {
          break;
        }
        if (System.nanoTime() - t0 >= run.sampleNanos()) {
          run.stoppedSample().set(s);
          break;
        }
      }
      long t1 = System.nanoTime();
      double nanos = run.clock().ticksToNanos(ticks);
      span.end(evals, nanos);
      if (warm) {
        chunk = chunkFor(nanos / evals, chunk);
      } else {
        int k = s - run.warmupSamples();
        evaluations[k] = evals;
        elapsedNanos[k] = nanos;
        startNanos[k] = t0 - run.originNanos();
        endNanos[k] = t1 - run.originNanos();
      }
      run.barrier().await();
    }
    phase.close();
  }

  /**
   * Doubles the chunk from 1 until one takes {@link #CHUNK_NANOS} (unsynchronized, before any
   * sample), twice, and keeps the larger: the first pass may stop at once on a cold first call
   * (class loading, interpreter), which would leave a chunk of one evaluation.
   */
  private int calibrate(TimedLoop loop) {
    int larger = 1;
    for (int pass = 0; pass < 2; pass++) {
      int chunk = 1;
      while (chunk < MAX_CHUNK && run.clock().ticksToNanos(loop.runTicks(chunk)) < CHUNK_NANOS) {
        chunk *= 2;
      }
      larger = Math.max(larger, chunk);
    }
    return larger;
  }

  /** The chunk for a measured time per evaluation; the previous one when that is not a usable number. */
  static int chunkFor(double nanosPerEvaluation, int previous) {
    if (!(nanosPerEvaluation > 0) || Double.isInfinite(nanosPerEvaluation)) {
      return previous;
    }
    return (int) Math.max(1, Math.min(MAX_CHUNK, Math.round(CHUNK_NANOS / nanosPerEvaluation)));
  }

  /** Why this thread failed, or null. */
  Throwable failure() {
    return failure;
  }

  /** How pinning went. */
  PinResult pin() {
    return pin;
  }

  /** This thread's raw samples (call after it has ended). */
  ThreadSamples samples() {
    return new ThreadSamples(thread, group.name(), threadInGroup, pin.pinned() ? pin.cpu() : -1, pin.summary(),
        evaluations, elapsedNanos, startNanos, endNanos);
  }
}
