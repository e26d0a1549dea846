package io.github.nanometer.examples;

import io.github.nanometer.Benchmark;
import io.github.nanometer.Estimator;
import io.github.nanometer.Nanometer;
import io.github.nanometer.Options;
import io.github.nanometer.Result;
import java.time.Duration;
import java.util.Arrays;

public class ReadmeExample {
  public static void main(String[] args) {
    Nanometer nm = Nanometer.create(Options.builder()
        .budget(Duration.ofSeconds(1))      // measuring time per benchmark
        .estimator(Estimator.MEDIAN)        // the default; or MINIMUM, WEIGHTED_MEAN
        .seed(42)                           // same seed, same inputs
        .build());

    // Inputs drawn from a seeded generator, redrawn for every sample (against branch prediction).
    Result sort = nm.run(Benchmark.withInputs("sort 64 ints",
        random -> random.ints(64).toArray(),
        input -> {
          int[] copy = input.clone();
          Arrays.sort(copy);
          return copy;                      // results go to a blackhole
        }));

    // Latency mode: each evaluation starts from the previous result, so calls cannot overlap.
    Result chain = nm.run(Benchmark.ofLong("xorshift", random -> random.nextLong() | 1,
        x -> {
          x ^= x << 13;
          x ^= x >>> 7;
          return x ^ (x << 17);
        }).latency());

    for (Result r : new Result[] {sort, chain}) {
      System.out.printf("%-12s %8.2f ns  (median %.2f ns, %d samples of %d evaluations)%n",
          r.name(), r.estimateNanos(), r.estimates().medianNanos(), r.sampleCount(), r.evaluationsPerSample());
      r.interval().ifPresent(ci -> System.out.printf("             %s: [%.2f, %.2f] ns%s%n",
          ci.method(), ci.low(), ci.high(), r.oneJvm() ? " (one JVM)" : ""));
    }
  }
}
