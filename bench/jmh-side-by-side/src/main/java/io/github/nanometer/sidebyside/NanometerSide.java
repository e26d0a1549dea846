package io.github.nanometer.sidebyside;

import io.github.nanometer.Benchmark;
import io.github.nanometer.Nanometer;
import io.github.nanometer.Options;
import io.github.nanometer.Result;
import java.time.Duration;
import java.util.Locale;

/**
 * The nanometer side: measures one reference workload with the public API and default options
 * except the budget, and prints one line {@code workload k estimateNanos estimator samples}.
 *
 * <p>Usage: {@code NanometerSide lcg|sum256|lcg-latency K BUDGET_MILLIS}. The workloads match
 * {@link JmhBenchmarks}: the chain's input is read from a field; in latency mode each call starts
 * where the previous one ended.
 */
public final class NanometerSide {
  private NanometerSide() {}


  /** Runs one measurement; exits 2 with one line on bad arguments. */
  public static void main(String[] args) {
    if (args.length != 3) {
      System.err.println("usage: NanometerSide lcg|sum256|lcg-latency K BUDGET_MILLIS");
      System.exit(2);
    }
    String workload = args[0];
    int k;
    long budgetMillis;
    try {
      k = Integer.parseInt(args[1]);
      budgetMillis = Long.parseLong(args[2]);
    } catch (NumberFormatException e) {
      System.err.println("NanometerSide: K and BUDGET_MILLIS must be integers, got '" + args[1] + "' and '" + args[2] + "'");
      System.exit(2);
      return;
    }
    if (k < 1 || budgetMillis < 1) {
      System.err.println("NanometerSide: K and BUDGET_MILLIS must be >= 1, got " + k + " and " + budgetMillis);
      System.exit(2);
    }
    Workloads.State state = new Workloads.State();
    final int steps = k;
    Benchmark<?> b = switch (workload) {
      // Primitive bodies, as JMH's methods return long/int: a boxed result would add an allocation per call.
      case "lcg" -> Benchmark.ofLong("lcg k=" + k, () -> Workloads.lcg(state.seed, steps));
      case "sum256" -> Benchmark.ofInt("sum256", () -> Workloads.sum(state.ints));
      case "lcg-latency" -> Benchmark.ofLong("lcg latency k=" + k, r -> 1L, x -> Workloads.lcg(x, steps)).latency();
      default -> null;
    };
    if (b == null) {
      System.err.println("NanometerSide: unknown workload '" + workload + "'; valid: lcg, sum256, lcg-latency");
      System.exit(2);
    }
    Options.Builder options = Options.builder().budget(Duration.ofMillis(budgetMillis));
    String copies = System.getProperty("corpus.compilations"); // experiment switch, as CorpusSide's
    if (copies != null) {
      options.compilations(Integer.parseInt(copies));
    }
    try (Nanometer nm = Nanometer.create(options.build())) {
      Result r = nm.run(b);
      System.out.printf(Locale.ROOT, "%s %d %.6f %s %d%n", workload, k, r.estimateNanos(), r.estimator().cliName(),
          r.sampleCount());
    }
  }
}
