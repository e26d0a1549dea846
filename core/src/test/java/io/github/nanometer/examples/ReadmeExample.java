package io.github.nanometer.examples;

import io.github.nanometer.Benchmark;
import io.github.nanometer.BenchmarkFactory;
import io.github.nanometer.ForkedResult;
import io.github.nanometer.Nanometer;
import io.github.nanometer.Result;
import java.util.Arrays;

public class ReadmeExample {
  /** What to measure, as a public class with a public no-argument constructor: fresh JVMs build it. */
  public static final class Sort implements BenchmarkFactory {
    @Override
    public Benchmark<?> create() {
      // Inputs drawn from a seeded generator, redrawn for every sample (against branch prediction).
      return Benchmark.withInputs("sort 64 ints", random -> random.ints(64).toArray(), input -> {
        int[] copy = input.clone();
        Arrays.sort(copy);
        return copy;                         // results go to a blackhole
      });
    }
  }

  public static void main(String[] args) {
    try (Nanometer nm = Nanometer.create()) {
      // The number to publish: 5 to 10 fresh JVMs, each one's steady state, an interval over JVMs.
      ForkedResult forked = nm.forked(Sort.class);
      System.out.println(forked.summary());

      // A quick look in this JVM (1 s): precise about this JVM, silent about the next one.
      Result quick = nm.run(new Sort().create());
      System.out.printf("this JVM: %.2f ns, %s%s%n", quick.estimateNanos(),
          quick.interval().map(ci -> String.format("[%.2f, %.2f] ns", ci.low(), ci.high())).orElse("no interval"),
          quick.oneJvm() ? " (one JVM)" : "");
    }
  }
}
