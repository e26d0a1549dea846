package io.github.nanometer.measure;

import io.github.nanometer.stats.Selection;
import io.github.nanometer.text.DecimalText;
import java.util.Arrays;
import java.util.Optional;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * Warm-up that ends at measured steady state, not after a fixed count.
 *
 * <p>Rounds are single samples whose size doubles until a round lasts {@code roundTarget}. After
 * each full-length round, warm-up may stop when all of these hold:
 *
 * <ul>
 *   <li>at least {@code minRounds} full-length rounds and the required evaluations have run (the
 *       JIT's tier-4 threshold, or what fits a quarter of {@code maxDuration} for slow bodies);
 *   <li>time per evaluation has stopped changing: the median of the latest window of rounds is
 *       within {@code stableWithin} of the median of the window before it, where a window spans
 *       {@code windowFraction} of the full-length rounds so far (at least {@code quietRounds}), so
 *       the test looks further back the longer warm-up runs and a slow trend is seen too;
 *   <li>no compilation finished within the latest window, nor for {@code minQuiet} of wall time; or,
 *       once the window spans 400 ms, compilation took at most 1% of it (a trickle of small
 *       compilations goes on for many seconds, JVM-wide, behind large bodies);
 *   <li>the JIT's compile queue is empty (where the JVM lets it be read): a compilation in
 *       flight, or a method queued after reaching its tier threshold, means the code being timed
 *       is about to change;
 *   <li>the measuring thread took at most one page fault per {@link #NANOS_PER_PAGE_FAULT_ALLOWED}
 *       of the latest window (where its fault count can be read): an allocating body first runs
 *       through heap the JVM has committed but never touched, and every new page costs a fault
 *       inside the timed rounds (on a VM, tens of microseconds each) until the young generation has
 *       been cycled and stopped growing. The median can look settled while that goes on;
 *   <li>the young generation's eden kept its committed size over the latest window (where it can be
 *       read): a fresh JVM's G1 grows eden in steps seconds apart, and each step hands the
 *       allocating thread hundreds of megabytes it has never touched. Between steps the fault count
 *       is quiet, so without this condition warm-up can end just before the next step.
 * </ul>
 *
 * <p>Heap conditioning: once the JIT lets warm-up stop (the code being timed is compiled) and the
 * body allocates (the measuring thread has allocated at least eden's size at the start of warm-up,
 * or eden has changed), a {@link HeapConditioner} takes a fresh JVM's heap through its remaining
 * growth at once (allocating and dropping garbage, once per JVM, within its own bound of half of
 * {@code maxDuration}, which extends warm-up's deadline by the time it took), and warm-up goes on until the
 * conditions hold again after it. Conditioning waits for the JIT because on a small machine the
 * compiler threads and the conditioner compete for the same cores, and conditioning while a large
 * body compiles was measured to run out of its bound. If the deadline comes first, the heap is
 * conditioned then, before measurement starts.
 *
 * Otherwise warm-up stops at {@code maxDuration}, reporting that it did not settle and why.
 * Compilation is JVM-wide, so compilation on other threads delays settling (never shortens it). On
 * a JVM that reports no compilation time, only the other conditions apply, and the reason says so.
 */
public final class Warmup {
  private static final int MAX_ROUND_EVALUATIONS = 1 << 24;
  private static final double MIB = 1024.0 * 1024.0;
  /** A comparison window at least this long tolerates a trickle of compilation ({@link #MAX_COMPILE_SHARE}). */
  public static final long TOLERANT_WINDOW_NANOS = 400_000_000L;
  /** The share of a long window that compilation may take while warm-up stops. */
  public static final double MAX_COMPILE_SHARE = 0.01;
  /** The latest window may hold one page fault of the measuring thread per this much of its wall time. */
  public static final long NANOS_PER_PAGE_FAULT_ALLOWED = 100_000_000L;

  private Warmup() {}

  /** Warms up the loop behind {@code source}, without a page-fault count (that condition does not apply). */
  public static WarmupFacts run(SampleSource source, JitActivity jit, LongSupplier wallNanos, WarmupSettings s) {
    return run(source, jit, () -> -1, wallNanos, s);
  }

  /**
   * Warms up the loop behind {@code source}.
   *
   * @param pageFaults the measuring thread's page faults so far, read after each full-length round
   *     (-1 when unknown; the page-fault condition then does not apply)
   */
  public static WarmupFacts run(SampleSource source, JitActivity jit, LongSupplier pageFaults, LongSupplier wallNanos,
      WarmupSettings s) {
    return run(source, jit, pageFaults, () -> -1, wallNanos, s);
  }

  /**
   * Warms up the loop behind {@code source}, without allocation count or heap conditioning.
   *
   * @param pageFaults the measuring thread's page faults so far, read after each full-length round
   *     (-1 when unknown; the page-fault condition then does not apply)
   * @param edenBytes the committed size of the young generation's eden, read after each full-length
   *     round (-1 when unknown; the eden condition then does not apply)
   */
  public static WarmupFacts run(SampleSource source, JitActivity jit, LongSupplier pageFaults, LongSupplier edenBytes,
      LongSupplier wallNanos, WarmupSettings s) {
    return run(source, jit, new HeapWatch(pageFaults, edenBytes, () -> -1, HeapConditioner.none()), wallNanos, s);
  }

  /**
   * Warms up the loop behind {@code source}, watching the heap through {@code heap} and conditioning
   * it once the code is compiled when the body allocates (see the class comment); the reason says
   * when it was conditioned.
   */
  public static WarmupFacts run(SampleSource source, JitActivity jit, HeapWatch heap, LongSupplier wallNanos,
      WarmupSettings s) {
    long start = wallNanos.getAsLong();
    long deadline = start + s.maxDuration().toNanos();
    double target = s.roundTarget().toNanos();
    long compileStart = jit.totalCompilationMillis();
    boolean jitKnown = compileStart >= 0;
    long lastCompile = compileStart;
    long edenAtStart = heap.edenBytes().getAsLong();
    long allocatedAtStart = heap.allocatedBytes().getAsLong();
    Points full = new Points();
    int rounds = 0;
    long evaluations = 0;
    int lastCompileRound = 0; // full-length rounds counted when a compilation last finished
    long quietSince = start;
    int pending = -1;
    int n = 1;
    Optional<HeapConditioner.Done> conditioned = Optional.empty();
    boolean conditionTried = false;
    int conditionedAtRound = 0; // full-length rounds counted when the heap was conditioned
    while (true) {
      double t = source.sampleNanos(n);
      rounds++;
      evaluations += n;
      long compile = jit.totalCompilationMillis();
      long now = wallNanos.getAsLong();
      boolean fullLength = t >= target || n >= MAX_ROUND_EVALUATIONS;
      if (fullLength) {
        full.add(now - start, t / n, heap.pageFaults().getAsLong(), heap.edenBytes().getAsLong(), compile);
      }
      if (compile != lastCompile) {
        // A round during which a compilation finished is not quiet.
        quietSince = now;
        lastCompileRound = full.size;
      }
      lastCompile = compile;
      if (!fullLength) {
        n = (int) Math.min(MAX_ROUND_EVALUATIONS, (long) n * 2);
      } else {
        int w = window(full.size, s);
        long required = requiredEvaluations(s, t / n);
        boolean compiled = full.size >= s.minRounds() && evaluations >= required
            && (!jitKnown || jitQuiet(full, w, lastCompileRound, now - quietSince, s));
        if (compiled && !conditionTried && allocates(heap, edenAtStart, allocatedAtStart, full)) {
          conditionTried = true;
          long before = wallNanos.getAsLong();
          conditioned = heap.conditioner().conditionOnce(conditioningBound(s));
          if (conditioned.isPresent()) {
            now = wallNanos.getAsLong();
            deadline += now - before; // conditioning has its own bound; warm-up keeps all of its own
            conditionedAtRound = full.size;
            continue;
          }
        }
        // After conditioning, the conditions must hold over a window of rounds that follow it.
        boolean ready = compiled && full.size - conditionedAtRound >= w
            && drift(full.values, full.size, w) <= s.stableWithin()
            && faultsQuiet(full, w) && edenSteady(full, w);
        if (ready) {
          pending = jit.pendingCompilations();
          if (pending <= 0) {
            // Rendered after measurement (see WarmupFacts): only final copies of the numbers here.
            int window = w;
            boolean jitReported = jitKnown;
            long quietNanos = now - quietSince;
            int queued = pending;
            long evaluated = evaluations;
            Optional<HeapConditioner.Done> heapDone = conditioned;
            return facts(rounds, evaluations, now - start, jitKnown ? compile - compileStart : -1, true,
                () -> settledReason(full, window, jitReported, quietNanos, queued, evaluated) + described(heapDone),
                full);
          }
        }
      }
      if (now >= deadline) {
        if (!conditionTried && allocates(heap, edenAtStart, allocatedAtStart, full)) {
          // Measurement follows at once: the heap is conditioned before it, not inside it.
          conditioned = heap.conditioner().conditionOnce(conditioningBound(s));
        }
        // Rendered after measurement (see WarmupFacts): only final copies of the numbers here.
        double seconds = (now - start) / 1e9;
        boolean jitReported = jitKnown;
        int lastCompiled = lastCompileRound;
        long quietNanos = now - quietSince;
        int queued = pending;
        long evaluated = evaluations;
        double nanosPerEvaluation = t / n;
        Optional<HeapConditioner.Done> heapDone = conditioned;
        return facts(rounds, evaluations, now - start, jitKnown ? compile - compileStart : -1, false,
            () -> "not settled after " + DecimalText.fixed(seconds, 2) + " s (" + unsettledCause(full, s,
                jitReported, lastCompiled, quietNanos, queued, evaluated, nanosPerEvaluation) + ")" + described(heapDone),
            full);
      }
    }
  }

  /**
   * The longest heap conditioning may take: half of {@code maxDuration}, on top of it. In a JVM whose
   * heap grows, conditioning is bound by the kernel's first touch of new memory and by G1 growing the
   * heap further the faster it is asked to allocate; measured on a busy 2-core VM it had not
   * finished after 2 s, while a fixed, pre-touched heap needs none (child JVMs get one).
   */
  static long conditioningBound(WarmupSettings s) {
    return s.maxDuration().toNanos() / 2;
  }

  /**
   * Whether the body allocates enough to cycle the young generation: the measuring thread has
   * allocated at least eden's size at the start of warm-up since then, or eden's size has changed
   * (a growing heap; also the signal where the thread's allocation cannot be read).
   */
  static boolean allocates(HeapWatch heap, long edenAtStart, long allocatedAtStart, Points full) {
    long allocated = heap.allocatedBytes().getAsLong();
    if (allocated >= 0 && allocatedAtStart >= 0 && edenAtStart > 0 && allocated - allocatedAtStart >= edenAtStart) {
      return true;
    }
    return edenAtStart >= 0 && full.size > 0 && full.eden[full.size - 1] >= 0 && full.eden[full.size - 1] != edenAtStart;
  }

  /**
   * Whether the JIT lets warm-up stop: no compilation finished within the latest window nor for
   * {@code minQuiet}; or, once the window spans {@link #TOLERANT_WINDOW_NANOS}, compilation took at
   * most {@link #MAX_COMPILE_SHARE} of it. Large bodies (formatting, regular expressions, stream
   * collectors) keep a trickle of small compilations finishing for many seconds, JVM-wide, while
   * their time per evaluation no longer changes; the drift condition still has to hold beside this.
   */
  static boolean jitQuiet(Points full, int w, int lastCompileRound, long quietNanos, WarmupSettings s) {
    if (full.size - lastCompileRound >= w && quietNanos >= s.minQuiet().toNanos()) {
      return true;
    }
    double windowNanos = windowNanos(full, w);
    return windowNanos >= TOLERANT_WINDOW_NANOS && windowCompileMillis(full, w) * 1e6 <= MAX_COMPILE_SHARE * windowNanos;
  }

  /** Compilation time over the last {@code w} full rounds, in ms; -1 when fewer than {@code w + 1} rounds. */
  static long windowCompileMillis(Points full, int w) {
    return full.size <= w ? -1 : full.compileMillis[full.size - 1] - full.compileMillis[full.size - w - 1];
  }

  /** The comparison window after {@code fullRounds} full-length rounds: a fraction of them, at least {@code quietRounds}. */
  static int window(int fullRounds, WarmupSettings s) {
    return Math.max(s.quietRounds(), (int) Math.ceil(s.windowFraction() * fullRounds));
  }

  /** Evaluations needed before stopping: the minimum, or what fits a quarter of the max duration at this speed. */
  static long requiredEvaluations(WarmupSettings s, double nanosPerEvaluation) {
    if (!(nanosPerEvaluation > 0)) {
      return s.minEvaluations();
    }
    double fits = s.maxDuration().toNanos() / 4.0 / nanosPerEvaluation;
    return (long) Math.min(s.minEvaluations(), Math.max(1, fits));
  }

  /**
   * The relative difference between the median of the last {@code w} values and the median of the
   * {@code w} before; infinite when there are fewer than {@code 2w} values.
   */
  static double drift(double[] values, int size, int w) {
    if (size < 2 * w) {
      return Double.POSITIVE_INFINITY;
    }
    // Selection, not Arrays.sort: this runs once per round beside the body, which may sort too.
    double[] scratch = new double[w];
    double recent = Selection.median(values, size - w, size, scratch);
    double before = Selection.median(values, size - 2 * w, size - w, scratch);
    double d = Math.abs(recent / before - 1);
    return Double.isNaN(d) ? Double.POSITIVE_INFINITY : d;
  }

  private static String settledReason(Points full, int w, boolean jitKnown, long quietNanos, int pending,
      long evaluations) {
    double windowMillis = (full.elapsed[full.size - 1] - full.elapsed[full.size - w - 1]) / 1e6;
    String stable = "steady: time per evaluation within " + DecimalText.fixed(100 * drift(full.values, full.size, w), 1)
        + "% over the last " + DecimalText.fixed(windowMillis, 0) + " ms";
    long windowCompile = windowCompileMillis(full, w);
    String jit = !jitKnown ? " (this JVM does not report JIT compilation time)"
        : windowCompile > 0 ? ", JIT compiling " + windowCompile + " ms ("
            + DecimalText.fixed(windowCompile * 1e8 / windowNanos(full, w), 1) + "%) of the last "
            + DecimalText.fixed(windowMillis, 0) + " ms"
        : ", JIT quiet for " + DecimalText.fixed(quietNanos / 1e6, 0) + " ms";
    String queue = pending == 0 ? ", compile queue empty" : ", compile queue not readable";
    return stable + jit + queue + ", " + evaluations + " evaluations";
  }

  private static String unsettledCause(Points full, WarmupSettings s, boolean jitKnown, int lastCompileRound,
      long quietNanos, int pending, long evaluations, double nanosPerEvaluation) {
    int w = window(Math.max(full.size, 1), s);
    if (jitKnown && !jitQuiet(full, w, lastCompileRound, quietNanos, s)) {
      long windowCompile = windowCompileMillis(full, w);
      return windowCompile < 0 ? "JIT still compiling" : "JIT still compiling: " + windowCompile
          + " ms of compilation in the last " + DecimalText.fixed(windowNanos(full, w) / 1e6, 0) + " ms";
    }
    if (pending > 0) {
      return "JIT still compiling: " + pending + " compilations queued or in progress";
    }
    long required = requiredEvaluations(s, nanosPerEvaluation);
    if (evaluations < required) {
      return "only " + evaluations + " of the " + required + " evaluations the JIT's tier thresholds need";
    }
    double d = drift(full.values, full.size, w);
    if (!edenSteady(full, w)) {
      return "the heap's young generation still growing: eden "
          + DecimalText.fixed(full.eden[full.size - w - 1] / MIB, 0) + " MiB to " + DecimalText.fixed(full.eden[full.size - 1] / MIB, 0) + " MiB in the last "
          + DecimalText.fixed(windowNanos(full, w) / 1e6, 0)
          + " ms, and every new page is first touched inside the timed rounds";
    }
    if (d <= s.stableWithin() && !faultsQuiet(full, w)) {
      return "the heap still being touched for the first time: " + windowFaults(full, w) + " page faults in the last "
          + DecimalText.fixed(windowNanos(full, w) / 1e6, 0) + " ms";
    }
    return Double.isFinite(d)
        ? "estimate still drifting: " + DecimalText.fixed(100 * d, 1) + "% between the last two windows"
        : "estimate still drifting";
  }

  /** The conditioning's part of the reason: {@code "; heap conditioned: ..."}, or nothing. */
  private static String described(Optional<HeapConditioner.Done> conditioned) {
    return conditioned.map(c -> "; " + c.describe()).orElse("");
  }

  private static WarmupFacts facts(int rounds, long evaluations, long wall, long compile, boolean settled,
      Supplier<String> reason, Points full) {
    double last = full.size == 0 ? Double.NaN : full.values[full.size - 1];
    WarmupCurve curve = WarmupCurve.thinned(Arrays.copyOf(full.elapsed, full.size),
        Arrays.copyOf(full.values, full.size));
    return new WarmupFacts(rounds, evaluations, wall, compile, settled, reason, last, curve);
  }

  /**
   * True when the last {@code w} full rounds took at most one page fault per {@link
   * #NANOS_PER_PAGE_FAULT_ALLOWED} of their wall time, or the counts are unknown.
   */
  static boolean faultsQuiet(Points full, int w) {
    long faults = windowFaults(full, w);
    return faults < 0 || faults <= windowNanos(full, w) / NANOS_PER_PAGE_FAULT_ALLOWED;
  }

  /**
   * True when eden's committed size is the same at both ends of the last {@code w} full rounds, or
   * unknown, or there are fewer than {@code w + 1} rounds (the window conditions wait for those).
   */
  static boolean edenSteady(Points full, int w) {
    if (full.size <= w) {
      return true;
    }
    long now = full.eden[full.size - 1];
    long before = full.eden[full.size - w - 1];
    return now < 0 || before < 0 || now == before;
  }

  /** Page faults over the last {@code w} full rounds; -1 when unknown or fewer than {@code w + 1} rounds. */
  private static long windowFaults(Points full, int w) {
    if (full.size <= w) {
      return -1;
    }
    long now = full.faults[full.size - 1];
    long before = full.faults[full.size - w - 1];
    return now < 0 || before < 0 || now < before ? -1 : now - before;
  }

  private static double windowNanos(Points full, int w) {
    return full.size <= w ? 0 : full.elapsed[full.size - 1] - full.elapsed[full.size - w - 1];
  }

  /**
   * Full-length rounds: elapsed wall time, time per evaluation, page faults so far and eden's
   * committed bytes, in growing arrays.
   */
  static final class Points {
    double[] elapsed = new double[64];
    double[] values = new double[64];
    long[] faults = new long[64];
    long[] eden = new long[64];
    long[] compileMillis = new long[64];
    int size;

    void add(double elapsedNanos, double nanosPerEvaluation, long pageFaults, long edenBytes, long compilationMillis) {
      if (size == values.length) {
        elapsed = Arrays.copyOf(elapsed, size * 2);
        values = Arrays.copyOf(values, size * 2);
        faults = Arrays.copyOf(faults, size * 2);
        eden = Arrays.copyOf(eden, size * 2);
        compileMillis = Arrays.copyOf(compileMillis, size * 2);
      }
      elapsed[size] = elapsedNanos;
      values[size] = nanosPerEvaluation;
      faults[size] = pageFaults;
      eden[size] = edenBytes;
      compileMillis[size] = compilationMillis;
      size++;
    }
  }
}
