package io.github.nanometer.reference;

import io.github.nanometer.Benchmark;
import io.github.nanometer.Mode;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The built-in reference workloads of {@code nanometer reference}: an empty body, a sum over a
 * 1 KiB array, and two chains of k dependent steps (an LCG and a pointer chase through a shuffled
 * 4 KiB permutation) for k = 100, 1000, 10000, 100000, in throughput and latency mode.
 *
 * <p>Implementation notes: k is read from a field of a {@link Chain} object at run time, never a
 * compile-time constant, so every k runs the same compiled code; all chain benchmarks of one kind
 * share one body class, but each runs in its own hidden loop class, so their profiles do not mix.
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

  /** A chain of {@code steps} dependent steps, callable as a long-to-long body. */
  public abstract static class Chain {
    final int steps;

    Chain(int steps) {
      this.steps = steps;
    }

    /** Runs the chain from {@code x}; returns where it ends. */
    public abstract long run(long x);
  }

  /** x = x * 6364136223846793005 + 1442695040888963407, {@code steps} times. */
  public static final class Lcg extends Chain {
    /** @param steps chain length, at least 1 */
    public Lcg(int steps) {
      super(steps);
    }

    @Override
    public long run(long x) {
      for (int i = 0; i < steps; i++) {
        x = x * LCG_MULTIPLIER + LCG_INCREMENT;
      }
      return x;
    }
  }

  /** i = next[i], {@code steps} times, through one random cycle over 1024 entries (4 KiB). */
  public static final class PointerChase extends Chain {
    private final int[] next;

    /** @param steps chain length; @param seed seed of the permutation */
    public PointerChase(int steps, long seed) {
      super(steps);
      this.next = singleCycle(PERMUTATION_ENTRIES, new SplittableRandom(seed));
    }

    @Override
    public long run(long start) {
      int[] n = next;
      int i = (int) (start & (n.length - 1));
      for (int s = 0; s < steps; s++) {
        i = n[i];
      }
      return i;
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

  /** The empty body and the 1 KiB sum. */
  public static List<Benchmark<?>> basics() {
    long[] data = new long[128];
    SplittableRandom r = new SplittableRandom(42);
    for (int i = 0; i < data.length; i++) {
      data[i] = r.nextLong();
    }
    Holder holder = new Holder(data);
    return List.of(
        Benchmark.of("empty", () -> null),
        Benchmark.withSetup("sum 1KiB", () -> holder, h -> h.sum()));
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

  /** Chain benchmarks for every k, in the given mode. */
  public static List<Benchmark<?>> chains(Mode mode, List<Integer> steps) {
    List<Benchmark<?>> list = new ArrayList<>();
    for (int k : steps) {
      Lcg lcg = new Lcg(k);
      PointerChase chase = new PointerChase(k, 7);
      // Two method-reference sites, so each lambda class only ever calls one Chain subclass.
      list.add(chain("lcg k=" + k, lcg::run, mode));
      list.add(chain("chase k=" + k, chase::run, mode));
    }
    return list;
  }

  private static Benchmark<Long> chain(String name, java.util.function.LongUnaryOperator body, Mode mode) {
    Benchmark<Long> b = Benchmark.ofLong(name, SplittableRandom::nextLong, body);
    return mode == Mode.LATENCY ? b.latency() : b;
  }

  /** Every reference benchmark: basics, then chains in throughput and in latency mode. */
  public static List<Benchmark<?>> all(List<Integer> steps) {
    List<Benchmark<?>> list = new ArrayList<>(basics());
    list.addAll(chains(Mode.THROUGHPUT, steps));
    list.addAll(chains(Mode.LATENCY, steps));
    return list;
  }
}
