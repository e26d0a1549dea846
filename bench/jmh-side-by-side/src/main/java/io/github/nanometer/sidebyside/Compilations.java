package io.github.nanometer.sidebyside;

import io.github.nanometer.Benchmark;
import io.github.nanometer.Nanometer;
import io.github.nanometer.Options;
import io.github.nanometer.Result;
import java.time.Duration;
import java.util.Locale;

/**
 * The experiment behind nanometer's default of three compilations (docs/lab/jmh-side-by-side.md, "Compilations"):
 * in one JVM, measures the same workload six times, each a new {@code Benchmark} and so a new
 * hidden loop class that the JIT compiles on its own, with {@code compilations(1)} (one compiled
 * copy per run, as before the default changed), and prints the six medians on one line. When they
 * differ, the JIT compiled the same code differently.
 *
 * <p>{@code java -XX:+UnlockExperimentalVMOptions -XX:CompileCommand=quiet
 * -XX:CompileCommand=blackhole,io.github.nanometer.Blackhole::sink -cp side-by-side.jar:nanometer-cli.jar
 * io.github.nanometer.sidebyside.Compilations lcg1000|sum256}
 */
public final class Compilations {
  private Compilations() {}

  private static final int RUNS = 6;


  /** Runs the experiment on {@code args[0]} and prints the medians of its six compilations. */
  public static void main(String[] args) {
    if (args.length != 1 || !(args[0].equals("lcg1000") || args[0].equals("sum256"))) {
      System.err.println("usage: Compilations lcg1000|sum256");
      System.exit(2);
    }
    Workloads.State state = new Workloads.State();
    final int steps = args[0].startsWith("lcg") ? Integer.parseInt(args[0].substring(3)) : 0;
    StringBuilder line = new StringBuilder(args[0] + " medians of 6 compilations (ns):");
    Options options = Options.builder().budget(Duration.ofMillis(300)).compilations(1).build();
    try (Nanometer nm = Nanometer.create(options)) {
      for (int i = 1; i <= RUNS; i++) {
        Benchmark<?> b = steps > 0
            ? Benchmark.ofLong(args[0] + " #" + i, () -> Workloads.lcg(state.seed, steps))
            : Benchmark.ofInt(args[0] + " #" + i, () -> Workloads.sum(state.ints));
        Result r = nm.run(b);
        line.append(String.format(Locale.ROOT, " %.1f", r.estimateNanos()));
      }
    }
    System.out.println(line);
  }
}
