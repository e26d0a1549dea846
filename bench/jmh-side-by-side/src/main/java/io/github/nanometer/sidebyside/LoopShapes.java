package io.github.nanometer.sidebyside;

import java.util.Arrays;
import java.util.Locale;
import java.util.function.LongSupplier;

/**
 * The loop-shape experiment behind nanometer's timed loops (docs/lab/jmh-side-by-side.md, "Loop shape"): times one
 * small body in three hand-written loops inside one JVM, interleaved, and prints the median and mean
 * ns per call of each.
 *
 * <ul>
 *   <li>{@code counted}: {@code for (int i = 0; i < n; i++) sink(f())}, which the JIT unrolls;
 *   <li>{@code jmh}: JMH's measurement loop, {@code do { sink(f()); ops++; } while (ops < n & !isDone)}
 *       with a volatile {@code isDone};
 *   <li>{@code volatile-limit}: nanometer's templates, {@code do { sink(f()); i++; } while (i < limit)}
 *       with a volatile {@code limit}.
 * </ul>
 *
 * <p>Run with the compiler blackhole on {@code LoopShapes::sink}, as run.sh does for nanometer:
 * {@code java -XX:+UnlockExperimentalVMOptions -XX:CompileCommand=quiet
 * -XX:CompileCommand=blackhole,io.github.nanometer.sidebyside.LoopShapes::sink -cp side-by-side.jar
 * io.github.nanometer.sidebyside.LoopShapes lcg100|sum256}.
 */
public final class LoopShapes {
  private LoopShapes() {}

  private static final int CALLS_PER_SAMPLE = 1000;
  private static final int SAMPLES_PER_ROUND = 2001;
  private static final int ROUNDS = 6;

  private static volatile boolean isDone;
  private static volatile long limit;


  /** The blackhole: an empty method that the JVM flag turns into a compiler blackhole. */
  public static void sink(long value) {}

  private static long counted(LongSupplier f, int n) {
    long t = System.nanoTime();
    for (int i = 0; i < n; i++) {
      sink(f.getAsLong());
    }
    return System.nanoTime() - t;
  }

  private static long jmh(LongSupplier f, int n) {
    long t = System.nanoTime();
    long ops = 0;
    do {
      sink(f.getAsLong());
      ops++;
    } while (ops < n & !isDone);
    return System.nanoTime() - t;
  }

  private static long volatileLimit(LongSupplier f, int n) {
    limit = n;
    long t = System.nanoTime();
    long i = 0;
    do {
      sink(f.getAsLong());
      i++;
    } while (i < limit);
    return System.nanoTime() - t;
  }

  /** Runs the experiment on {@code args[0]} (lcg100 or sum256) and prints one line per round. */
  public static void main(String[] args) {
    if (args.length != 1 || !(args[0].equals("lcg100") || args[0].equals("sum256"))) {
      System.err.println("usage: LoopShapes lcg100|sum256");
      System.exit(2);
    }
    Workloads.State state = new Workloads.State();
    // The step count is a runtime value (parsed from "lcg100"), as NanometerSide's and JMH's @Param k are.
    final int steps = args[0].startsWith("lcg") ? Integer.parseInt(args[0].substring(3)) : 0;
    LongSupplier body = args[0].equals("lcg100")
        ? () -> Workloads.lcg(state.seed, steps)
        : () -> Workloads.sum(state.ints);
    String[] names = {"counted", "jmh", "volatile-limit"};
    for (int round = 1; round <= ROUNDS; round++) {
      double[][] perCall = new double[names.length][SAMPLES_PER_ROUND];
      for (int s = 0; s < SAMPLES_PER_ROUND; s++) {
        perCall[0][s] = counted(body, CALLS_PER_SAMPLE) / (double) CALLS_PER_SAMPLE;
        perCall[1][s] = jmh(body, CALLS_PER_SAMPLE) / (double) CALLS_PER_SAMPLE;
        perCall[2][s] = volatileLimit(body, CALLS_PER_SAMPLE) / (double) CALLS_PER_SAMPLE;
      }
      StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "%s round %d:", args[0], round));
      for (int k = 0; k < names.length; k++) {
        double[] x = perCall[k];
        double mean = Arrays.stream(x).average().orElseThrow();
        Arrays.sort(x);
        line.append(String.format(Locale.ROOT, "  %s median %.2f mean %.2f ns", names[k], x[x.length / 2], mean));
      }
      System.out.println(line);
    }
  }
}
