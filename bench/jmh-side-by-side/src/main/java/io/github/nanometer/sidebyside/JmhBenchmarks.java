package io.github.nanometer.sidebyside;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The JMH side: average time per call (avgt), 1 fork, 3 x 1 s warm-up, 5 x 1 s measurement (the
 * issue's "JMH short" settings; run.sh passes them again on the command line).
 *
 * <ul>
 *   <li>{@code lcg}: the chain from a field ({@code seed}), result returned (throughput mode);
 *   <li>{@code sum256}: the sum of a 256-int array held in a field;
 *   <li>{@code lcgLatency}: each call starts where the previous ended ({@code x} is written back),
 *       so calls cannot overlap: the latency-mode chains, k up to 100000.
 * </ul>
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@State(Scope.Thread)
public class JmhBenchmarks {

  @Param({"100", "1000", "10000"})
  public int k;

  private long seed = 0x9E3779B97F4A7C15L;
  private final int[] ints = Workloads.ints256();

  /** LCG chain of k steps from a field. */
  @Benchmark
  public long lcg() {
    return Workloads.lcg(seed, k);
  }

  /** The 256-int sum (k is ignored; run with -p k=100 only). */
  @Benchmark
  public int sum256() {
    return Workloads.sum(ints);
  }

  /** Latency mode state: the chain's end is the next call's start. */
  @State(Scope.Thread)
  public static class Latency {
    @Param({"1000", "10000", "100000"})
    public int steps;

    long x = 1;
  }

  /** LCG chain of {@code steps} steps, each call dependent on the previous one. */
  @Benchmark
  public long lcgLatency(Latency s) {
    long x = Workloads.lcg(s.x, s.steps);
    s.x = x;
    return x;
  }
}
