package io.github.nanometer.sidebyside;

/**
 * The reference workloads both sides measure, written once: an LCG chain of k dependent steps
 * (Knuth's MMIX constants) and the sum of 256 ints. Each side reads its input from a field, so
 * neither the JIT nor the harness can fold the work into a constant.
 */
public final class Workloads {
  private Workloads() {}

  /** LCG multiplier (Knuth, MMIX). */
  public static final long MULTIPLIER = 6364136223846793005L;

  /** LCG increment (Knuth, MMIX). */
  public static final long INCREMENT = 1442695040888963407L;

  /** x = x * MULTIPLIER + INCREMENT, {@code steps} times; returns the last x. */
  public static long lcg(long x, int steps) {
    for (int i = 0; i < steps; i++) {
      x = x * MULTIPLIER + INCREMENT;
    }
    return x;
  }

  /** The sum of {@code values}. */
  public static int sum(int[] values) {
    int s = 0;
    for (int v : values) {
      s += v;
    }
    return s;
  }

  /** 256 ints from a fixed seed. */
  public static int[] ints256() {
    return new java.util.SplittableRandom(42).ints(256).toArray();
  }

  /**
   * The bodies' state, read through a captured object on every call (as JMH's {@code @State}
   * fields are), so the JIT cannot fold the seed or the array into constants.
   */
  public static final class State {
    /** The LCG chain's start. */
    public long seed = 0x9E3779B97F4A7C15L;
    /** The 256 ints the sum adds. */
    public final int[] ints = ints256();
  }
}
