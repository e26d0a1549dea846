package io.github.nanometer.suite;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * A discrete distribution of call sizes: the probability of each size in bytes, as in llvm-libc's
 * measured tables ({@code libc/benchmarks/distributions}). Immutable.
 *
 * <p>Sampling inverts the cumulative distribution over the sizes of non-zero probability with a
 * binary search (at most 13 steps for the largest table), so a batch of 1024 draws costs a few
 * microseconds, outside the timed region.
 */
public final class SizeDistribution implements SizeSource {

  /** The tolerance on the sum of probabilities; the tables sum to 1 within 1e-6. */
  public static final double SUM_TOLERANCE = 1e-5;

  private final String name;
  private final MemoryFunction function;
  private final int[] sizes;
  private final double[] probabilities;
  private final double[] cumulative;
  private final double mean;

  private SizeDistribution(String name, MemoryFunction function, int[] sizes, double[] probabilities) {
    this.name = name;
    this.function = function;
    this.sizes = sizes;
    this.probabilities = probabilities;
    this.cumulative = new double[sizes.length];
    double sum = 0;
    double weighted = 0;
    for (int i = 0; i < sizes.length; i++) {
      sum += probabilities[i];
      cumulative[i] = sum;
      weighted += probabilities[i] * sizes[i];
    }
    this.mean = weighted / sum;
  }

  /**
   * A distribution from its non-zero entries.
   *
   * @param sizes distinct sizes in bytes, strictly increasing, each in [0, 2^31 - 1]
   * @param probabilities the probability of each size, positive; they must sum to 1 within {@link
   *     #SUM_TOLERANCE} (the sampler renormalizes the remainder)
   * @throws IllegalArgumentException naming the offending entry
   */
  public static SizeDistribution of(String name, MemoryFunction function, int[] sizes, double[] probabilities) {
    if (name == null || name.isBlank() || function == null) {
      throw new IllegalArgumentException("name and function must be given, got '" + name + "' and " + function);
    }
    if (sizes.length == 0 || sizes.length != probabilities.length) {
      throw new IllegalArgumentException("distribution '" + name + "': need as many probabilities as sizes (at least 1), got "
          + sizes.length + " sizes and " + probabilities.length + " probabilities");
    }
    double sum = 0;
    for (int i = 0; i < sizes.length; i++) {
      if (sizes[i] < 0 || (i > 0 && sizes[i] <= sizes[i - 1])) {
        throw new IllegalArgumentException("distribution '" + name + "': sizes must be >= 0 and strictly increasing; entry "
            + i + " is " + sizes[i]);
      }
      if (!(probabilities[i] > 0 && probabilities[i] <= 1)) {
        throw new IllegalArgumentException("distribution '" + name + "': probability of size " + sizes[i]
            + " must be in (0, 1], got " + probabilities[i]);
      }
      sum += probabilities[i];
    }
    if (Math.abs(sum - 1) > SUM_TOLERANCE) {
      throw new IllegalArgumentException("distribution '" + name + "': probabilities must sum to 1 within "
          + SUM_TOLERANCE + ", got " + sum);
    }
    return new SizeDistribution(name, function, sizes.clone(), probabilities.clone());
  }

  /** Every size from {@code min} to {@code max} inclusive with equal probability. */
  public static SizeDistribution uniform(String name, MemoryFunction function, int min, int max) {
    if (min < 0 || max < min) {
      throw new IllegalArgumentException("uniform distribution needs 0 <= min <= max, got " + min + " and " + max);
    }
    int n = max - min + 1;
    int[] sizes = new int[n];
    double[] p = new double[n];
    for (int i = 0; i < n; i++) {
      sizes[i] = min + i;
      p[i] = 1.0 / n;
    }
    return of(name, function, sizes, p);
  }

  /** The distribution's name, e.g. {@code "memcpy Google A"}. */
  public String name() {
    return name;
  }

  /** The function whose calls it describes. */
  public MemoryFunction function() {
    return function;
  }

  @Override
  public String label() {
    return name;
  }

  @Override
  public int nextSize(SplittableRandom random) {
    return sizeAtQuantile(random.nextDouble());
  }

  @Override
  public int sizeAtQuantile(double q) {
    double u = q * cumulative[cumulative.length - 1];
    int i = Arrays.binarySearch(cumulative, u);
    int index = i >= 0 ? i + 1 : -i - 1;
    return sizes[Math.min(index, sizes.length - 1)];
  }

  @Override
  public int maxSizeBytes() {
    return sizes[sizes.length - 1];
  }

  @Override
  public double meanSizeBytes() {
    return mean;
  }

  /** A copy of the sizes of non-zero probability, increasing. */
  public int[] sizes() {
    return sizes.clone();
  }

  /** A copy of the probabilities, in the order of {@link #sizes()}. */
  public double[] probabilities() {
    return probabilities.clone();
  }

  @Override
  public String toString() {
    return "SizeDistribution[" + name + ", " + sizes.length + " sizes up to " + maxSizeBytes() + "]";
  }
}
