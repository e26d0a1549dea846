package io.github.nanometer.measure;

import java.util.function.LongSupplier;

/**
 * Runs {@link Warmup}'s own per-round bookkeeping before a body's warm-up, over rounds that time
 * nothing, so that the JIT compiles nanometer's code before the body's warm-up starts.
 *
 * <p>Why: warm-up stops only while the JIT is quiet ({@link Warmup}), and compilation is JVM-wide.
 * Warm-up's own reads (the thread's page faults parsed from procfs, eden's size, the compilation
 * time, the thread's allocation) and its window statistics run once per round, about a thousand
 * times a second. The JIT compiled them at tier 3 after about 200 rounds and at tier 4 a few
 * hundred rounds later, in the middle of the body's warm-up, and each of those compilations
 * restarted the JIT-quiet condition while the body's own code had long been steady
 * (docs/lab/jmh-wall-time.md, "Warm-up's own code compiled before warm-up"). The statistics of the stopping
 * test run only once the JIT is quiet, so their first compilation came exactly when warm-up was
 * about to stop.
 *
 * <p>A rehearsal makes each of those calls {@link #ROUNDS} times, or for {@link #MAX_NANOS} of wall
 * time when the reads are slow, on this thread, with the run's own suppliers (so the call sites see
 * the types the warm-up will use). It never runs the body, never conditions the heap and never
 * reads the compile queue. The caller then waits for the queue to drain before the body's first
 * calls ({@link CompileQueueDrain}).
 */
public final class WarmupRehearsal {
  /** Rounds a rehearsal makes: past HotSpot's tier-4 invocation threshold (5,000) for loop-free methods. */
  public static final int ROUNDS = 6_000;
  /**
   * The longest a rehearsal runs, in wall time: a safety bound. {@link #ROUNDS} take 60-120 ms on a
   * 2-cpu VM, most of it reading procfs; a bound of 60 ms stopped rehearsals short of the tier-4
   * threshold, and the methods it had not reached were compiled inside warm-up after all.
   */
  public static final long MAX_NANOS = 200_000_000L;
  /** Points kept before starting a new series: keeps the window statistics' cost per round bounded. */
  static final int SERIES_LENGTH = 256;
  /** The checks' results end here, so that the JIT cannot drop the calls that make them. */
  private static long checksPassed;

  private WarmupRehearsal() {}

  /**
   * Rehearses warm-up's bookkeeping with these suppliers and settings.
   *
   * @param rounds the most rounds to make (at least 0)
   * @param maxNanos the most wall time to take, read from {@code wallNanos} (at least 0)
   * @return the rounds made
   * @throws IllegalArgumentException when {@code rounds} or {@code maxNanos} is negative or an
   *     argument is null
   */
  public static int run(JitActivity jit, HeapWatch heap, LongSupplier wallNanos, WarmupSettings s, int rounds,
      long maxNanos) {
    if (jit == null || heap == null || wallNanos == null || s == null) {
      throw new IllegalArgumentException("jit, heap, wallNanos and settings must not be null");
    }
    if (rounds < 0 || maxNanos < 0) {
      throw new IllegalArgumentException("rounds and maxNanos must be >= 0, got " + rounds + " and " + maxNanos);
    }
    long start = wallNanos.getAsLong();
    double nanosPerEvaluation = s.roundTarget().toNanos();
    long edenAtStart = heap.edenBytes().getAsLong();
    long allocatedAtStart = heap.allocatedBytes().getAsLong();
    Warmup.Points full = new Warmup.Points();
    long checks = 0;
    int made = 0;
    while (made < rounds) {
      long now = wallNanos.getAsLong();
      if (now - start >= maxNanos) {
        break;
      }
      if (full.size == SERIES_LENGTH) {
        full = new Warmup.Points();
      }
      long compile = jit.totalCompilationMillis();
      full.add(now - start, nanosPerEvaluation, heap.pageFaults().getAsLong(), heap.edenBytes().getAsLong(), compile);
      int w = Warmup.window(full.size, s);
      checks += Warmup.requiredEvaluations(s, nanosPerEvaluation);
      checks += Warmup.jitQuiet(full, w, 0, now - start, s) ? 1 : 0;
      checks += Warmup.allocates(heap, edenAtStart, allocatedAtStart, full) ? 1 : 0;
      checks += Warmup.drift(full.values, full.size, w) <= s.stableWithin() ? 1 : 0;
      checks += Warmup.faultsQuiet(full, w) ? 1 : 0;
      checks += Warmup.edenSteady(full, w) ? 1 : 0;
      made++;
    }
    checksPassed += checks;
    return made;
  }
}
