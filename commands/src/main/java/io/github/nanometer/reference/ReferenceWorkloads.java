package io.github.nanometer.reference;

import io.github.nanometer.Benchmark;
import io.github.nanometer.Mode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.LongUnaryOperator;

/**
 * The built-in reference workloads of {@code nanometer reference}: an empty body, a sum over a
 * 1 KiB array, and two chains of k dependent steps (an LCG and a pointer chase through a shuffled
 * 4 KiB permutation) for k = 100, 1000, 10000, 100000, in throughput and latency mode.
 *
 * <p>Implementation notes: k is read from a field of a {@link Chain} object at run time, never a
 * compile-time constant, so the step loop's code is the same for every k. Each chain benchmark
 * gets its step function in a class of its own (a renamed copy of {@code LcgStep} or {@code
 * ChaseStep}) and runs in its own hidden loop class, so neither the loop's nor the step method's
 * profile and compiled code is shared between benchmarks: with one shared {@code run} method, the
 * chain lengths measured before decided how later ones were compiled.
 */
public final class ReferenceWorkloads {
  private ReferenceWorkloads() {}

  /** The chain lengths measured. */
  public static final int[] STEPS = {100, 1000, 10000, 100000};

  /** LCG multiplier and increment (Knuth's MMIX constants). */
  static final long LCG_MULTIPLIER = 6364136223846793005L;
  static final long LCG_INCREMENT = 1442695040888963407L;

  /** Entries in the permutation: 4 KiB of ints. */
  static final int PERMUTATION_ENTRIES = 1024;

  /**
   * A chain of {@code steps} dependent steps, callable as a long-to-long body; {@link #run} and
   * {@link #applyAsLong} compute the same thing.
   */
  public abstract static class Chain implements LongUnaryOperator {
    final int steps;

    Chain(int steps) {
      this.steps = steps;
    }

    /** Runs the chain from {@code x}; returns where it ends. */
    public abstract long run(long x);
  }

  /**
   * x = x * 6364136223846793005 + 1442695040888963407, {@code steps} times. Every instance shares
   * this class's code; {@link #chains} gives each benchmark a class of its own instead.
   */
  public static final class Lcg extends LcgStep {
    /** @param steps chain length, at least 1 */
    public Lcg(int steps) {
      super(steps);
    }
  }

  /**
   * i = next[i], {@code steps} times, through one random cycle over 1024 entries (4 KiB). Every
   * instance shares this class's code; {@link #chains} gives each benchmark a class of its own instead.
   */
  public static final class PointerChase extends ChaseStep {
    /** @param steps chain length; @param seed seed of the permutation */
    public PointerChase(int steps, long seed) {
      super(steps, singleCycle(PERMUTATION_ENTRIES, new SplittableRandom(seed)));
    }
  }

  /**
   * A permutation forming one cycle through all {@code size} entries (Sattolo's algorithm), so a
   * chase visits every entry before repeating.
   */
  static int[] singleCycle(int size, SplittableRandom random) {
    int[] order = new int[size];
    for (int i = 0; i < size; i++) {
      order[i] = i;
    }
    for (int i = size - 1; i > 0; i--) {
      int j = random.nextInt(i);
      int t = order[i];
      order[i] = order[j];
      order[j] = t;
    }
    int[] next = new int[size];
    for (int i = 0; i < size; i++) {
      next[order[i]] = order[(i + 1) % size];
    }
    return next;
  }

  /**
   * The empty body and the 1 KiB sum. The sum returns a primitive {@code long} ({@link
   * Benchmark#ofLong}), so nothing is boxed: a boxed result made the sum allocate 24 B per call and its
   * time depend on the allocation path (medians of 28 or 36-38 ns in fresh JVMs).
   */
  public static List<Benchmark<?>> basics() {
    long[] data = new long[128];
    SplittableRandom r = new SplittableRandom(42);
    for (int i = 0; i < data.length; i++) {
      data[i] = r.nextLong();
    }
    Holder holder = new Holder(data);
    return List.of(
        Benchmark.of("empty", () -> null),
        Benchmark.ofLong("sum 1KiB", holder::sum));
  }

  /** Holds the array so the JIT cannot treat it as a constant. */
  static final class Holder {
    private final long[] data;

    Holder(long[] data) {
      this.data = data;
    }

    long sum() {
      long s = 0;
      for (long v : data) {
        s += v;
      }
      return s;
    }
  }

  /**
   * Chain benchmarks for every k, in the given mode, each with a step function in a class of its
   * own (named for kind, mode and k; building the same chain again reuses its class). See {@link
   * #stepIsolationProblem()} for the case where such classes cannot be defined.
   */
  public static List<Benchmark<?>> chains(Mode mode, List<Integer> steps) {
    List<Benchmark<?>> list = new ArrayList<>();
    for (int k : steps) {
      // Each chain is its own class and the body itself (no lambda between), so no two benchmarks
      // share a step method, its profile or its compiled code.
      String tag = mode.name().toLowerCase(Locale.ROOT) + "_k" + k;
      list.add(chain("lcg k=" + k, StepClones.lcg(k, tag), mode));
      list.add(chain("chase k=" + k, StepClones.chase(k, singleCycle(PERMUTATION_ENTRIES, new SplittableRandom(7)), tag),
          mode));
    }
    return list;
  }

  private static Benchmark<Long> chain(String name, LongUnaryOperator body, Mode mode) {
    Benchmark<Long> b = Benchmark.ofLong(name, SplittableRandom::nextLong, body);
    return mode == Mode.LATENCY ? b.latency() : b;
  }

  /**
   * Why the chains built so far share one step class per kind (their profiles mix), or empty when
   * each has its own. Say it once to the user when present.
   */
  public static Optional<String> stepIsolationProblem() {
    return StepClones.problem();
  }

  /** Every reference benchmark: basics, then chains in throughput and in latency mode. */
  public static List<Benchmark<?>> all(List<Integer> steps) {
    List<Benchmark<?>> list = new ArrayList<>(basics());
    list.addAll(chains(Mode.THROUGHPUT, steps));
    list.addAll(chains(Mode.LATENCY, steps));
    return list;
  }
}
