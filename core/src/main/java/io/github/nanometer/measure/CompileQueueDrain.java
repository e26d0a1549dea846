package io.github.nanometer.measure;

import java.util.function.LongConsumer;
import java.util.function.LongSupplier;

/**
 * The body's first calls on a quiet JIT: waits until the compile queue is nearly empty, makes the
 * first calls, and waits again, so that the body's methods are first compiled with full profiling.
 *
 * <p>Why: HotSpot's tiered policy compiles a hot method at tier 3 (C1 with type profiles) unless
 * the C2 queue is longer than {@code Tier3DelayOn} (5) tasks per C2 thread; then it compiles at tier
 * 2, which records no type profiles. At the end of nanometer's start-up (and after a previous
 * benchmark) the single C2 thread of a 2-cpu machine has a queue, so a body first called then got
 * its methods compiled at tier 2 in 10 of 20 fresh JVMs ({@code UserState::run} of the side-by-side
 * corpus). When C2 then compiled the timed loop before those methods had been profiled, the loop
 * inlined no call inside them ("virtual call" in {@code -XX:+PrintInlining}) and the whole run read
 * twice the time: a monomorphic interface call at 2.41 ns against 1.21-1.38 ns in the other JVMs
 * (docs/lab/timed-loop.md, "The first calls on a quiet JIT"). Waiting costs wall time only, never
 * measured time, and is bounded.
 */
public final class CompileQueueDrain {
  // Waiting alone was not enough: the body's first calls came while warm-up's own code was being
  // compiled, and its methods still went to tier 2 in 6 of 20 JVMs. With first calls made between
  // two waits, and the queue read every 5 ms rather than every 1 ms, in none of 20 (with 10,000
  // first calls and with 1,000).

  /** At most this many pending compilations count as quiet (one in progress). */
  public static final int QUIET_TASKS = 1;

  /** The longest wait, in nanoseconds: a queue still busy after it is left to the warm-up. */
  public static final long MAX_WAIT_NANOS = 500_000_000L;

  /**
   * Between two readings of the queue, in nanoseconds: a reading costs about 0.1 ms and runs JMX code,
   * which read every millisecond became hot and filled the queue it was waiting on.
   */
  static final long POLL_NANOS = 5_000_000L;

  /**
   * What one wait saw.
   *
   * @param pendingAtStart compilations pending when the wait began, -1 when the queue cannot be read
   * @param pendingAtEnd pending when it ended, -1 when the queue cannot be read
   * @param waitedNanos how long it waited
   * @param quiet true when the queue reached {@link #QUIET_TASKS} or fewer (or was already there);
   *     false when the wait ran out or the queue cannot be read
   */
  public record Outcome(int pendingAtStart, int pendingAtEnd, long waitedNanos, boolean quiet) {

    /** Whether the wait ran out with the queue still busy (a readable queue that never went quiet). */
    public boolean ranOut() {
      return !quiet && pendingAtEnd >= 0;
    }
  }

  /**
   * What the body's first calls were: how many evaluations ran, and the waits before and after them.
   *
   * @param evaluations the evaluations of the first calls (discarded)
   * @param before the wait for a quiet queue before the first calls
   * @param after the wait after them, for the compilations they queued
   */
  public record FirstCalls(long evaluations, Outcome before, Outcome after) {

    /**
     * Whether a wait ran out with the queue busy: the body's first calls, or the compilations they
     * queued, then met other compilations, so its methods may have been compiled without type
     * profiles.
     */
    public boolean onABusyJit() {
      return before.ranOut() || after.ranOut();
    }

    /** The most compilations left pending when a wait ended, -1 when the queue cannot be read. */
    public int mostPendingAtEnd() {
      return Math.max(before.pendingAtEnd(), after.pendingAtEnd());
    }
  }

  private CompileQueueDrain() {}

  /** Waits on this JVM's queue with real time and {@code Thread.sleep}, with the defaults above. */
  public static Outcome await(JitActivity jit, LongSupplier nanoTime) {
    return await(jit, nanoTime, CompileQueueDrain::sleep, QUIET_TASKS, MAX_WAIT_NANOS);
  }

  /**
   * Reads {@code jit}'s pending compilations until they are at most {@code quietTasks}, sleeping
   * {@link #POLL_NANOS} between readings, for at most {@code maxWaitNanos}. Returns at once when the
   * queue cannot be read (-1): nothing is known, so nothing is waited for. An interrupted thread
   * stops waiting (its interrupt stays set).
   *
   * @param sleepNanos sleeps about the given nanoseconds (leaving the cpu to the compiler threads)
   */
  public static Outcome await(JitActivity jit, LongSupplier nanoTime, LongConsumer sleepNanos, int quietTasks,
      long maxWaitNanos) {
    long start = nanoTime.getAsLong();
    int first = jit.pendingCompilations();
    int pending = first;
    while (pending > quietTasks) {
      long waited = nanoTime.getAsLong() - start;
      if (waited >= maxWaitNanos || Thread.currentThread().isInterrupted()) {
        return new Outcome(first, pending, waited, false);
      }
      sleepNanos.accept(Math.min(POLL_NANOS, maxWaitNanos - waited));
      pending = jit.pendingCompilations();
    }
    return new Outcome(first, pending, nanoTime.getAsLong() - start, pending >= 0);
  }

  /**
   * The body's first calls, on a quiet JIT: waits for the queue ({@link #await}), runs {@code source}
   * in samples of 1, 2, 4, ... (at most 1024) evaluations until {@code maxEvaluations} have run or {@code
   * maxNanos} have passed (the samples are discarded; nothing else of nanometer's is hot meanwhile,
   * so the compilations these calls trigger are the body's own, queued on a quiet JIT and compiled
   * with profiles), then waits for the queue again, so that they finish before warm-up's own code
   * becomes hot.
   *
   * @return the evaluations run and what the two waits saw
   */
  public static FirstCalls primeOnQuietQueue(SampleSource source, JitActivity jit, LongSupplier nanoTime,
      LongConsumer sleepNanos, long maxEvaluations, long maxNanos) {
    Outcome before = await(jit, nanoTime, sleepNanos, QUIET_TASKS, MAX_WAIT_NANOS);
    long start = nanoTime.getAsLong();
    long evaluations = 0;
    int n = 1;
    while (evaluations < maxEvaluations && nanoTime.getAsLong() - start < maxNanos) {
      source.sampleNanos(n);
      evaluations += n;
      n = Math.min(2 * n, PRIME_SAMPLE_LIMIT);
    }
    Outcome after = await(jit, nanoTime, sleepNanos, QUIET_TASKS, MAX_WAIT_NANOS);
    return new FirstCalls(evaluations, before, after);
  }

  /** {@link #primeOnQuietQueue} on this JVM's clock and {@code Thread.sleep}, with the defaults. */
  public static FirstCalls primeOnQuietQueue(SampleSource source, JitActivity jit, LongSupplier nanoTime) {
    return primeOnQuietQueue(source, jit, nanoTime, CompileQueueDrain::sleep, PRIME_EVALUATIONS, PRIME_NANOS);
  }

  /**
   * Evaluations of the first calls: past HotSpot's tier-3 invocation threshold (200 calls). Not
   * more: 10,000 first calls (up to 20 ms) made a {@code String.format} body read 1,033-1,064 ns
   * against 766-835 ns without them, in every JVM; 1,000 (up to 2 ms) read 821-839 ns. Why the
   * longer start hurts it was not found (docs/lab/timed-loop.md, "The first calls on a quiet JIT").
   */
  public static final long PRIME_EVALUATIONS = 1_000;

  /** The longest the first calls run, in nanoseconds, for bodies too slow to reach {@link #PRIME_EVALUATIONS}. */
  public static final long PRIME_NANOS = 2_000_000L;

  /** The largest sample of the first calls, in evaluations. */
  static final int PRIME_SAMPLE_LIMIT = 1024;

  private static void sleep(long nanos) {
    try {
      Thread.sleep(nanos / 1_000_000L, (int) (nanos % 1_000_000L));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
