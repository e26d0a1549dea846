package io.github.nanometer.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Benchmark;
import io.github.nanometer.BenchmarkFactory;
import io.github.nanometer.Blackhole;
import io.github.nanometer.ForkOptions;
import io.github.nanometer.ForkedResult;
import io.github.nanometer.Nanometer;
import io.github.nanometer.Options;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class ForkedRunTest {

  /** A trivial workload for the forks. */
  public static final class SumFactory implements BenchmarkFactory {
    public SumFactory() {}

    @Override
    public Benchmark<?> create() {
      long[] data = new long[64];
      return Benchmark.withSetup("sum 64", () -> data, d -> {
        long s = 0;
        for (long v : d) {
          s += v;
        }
        return s;
      });
    }
  }

  /** A factory whose benchmark fails in the fork. */
  public static final class FailingFactory implements BenchmarkFactory {
    public FailingFactory() {}

    @Override
    public Benchmark<?> create() {
      throw new IllegalStateException("deliberate failure in the fork");
    }
  }

  @Test
  void forksCollectIterationsPerForkAndComputeTwoLevelIntervals() {
    Options o = Options.builder().seed(5).maxWarmup(Duration.ofMillis(100)).build();
    ForkedResult r = Nanometer.create(o).forked(SumFactory.class,
        new ForkOptions(2, 3, Duration.ofMillis(10), List.of("-Xmx128m")));
    assertEquals("sum 64", r.name());
    assertEquals(2, r.iterationNanos().length);
    for (double[] fork : r.iterationNanos()) {
      assertEquals(3, fork.length);
      for (double v : fork) {
        assertTrue(v > 0 && Double.isFinite(v), "iteration estimate " + v);
      }
    }
    assertTrue(r.meanInterval().contains(r.meanNanos()), r.meanInterval() + " around " + r.meanNanos());
    assertEquals(2, r.variance().levels());
  }

  @Test
  void aFailingForkReportsItsStatusAndStderr() {
    Options o = Options.builder().maxWarmup(Duration.ofMillis(10)).build();
    IllegalStateException e = assertThrows(IllegalStateException.class, () -> Nanometer.create(o)
        .forked(FailingFactory.class, new ForkOptions(2, 1, Duration.ofMillis(1), List.of())));
    assertTrue(e.getMessage().contains("status 1") && e.getMessage().contains("deliberate failure"), e.getMessage());
  }

  @Test
  void blockMeansSplitSamplesIntoConsecutiveRuns() {
    int[] evals = {10, 10, 10, 10, 10};
    double[] nanos = {10, 20, 30, 40, 50};
    // blocks of 2 and 3 samples: (10+20)/20 and (30+40+50)/30
    assertArrayEquals(new double[] {1.5, 4.0}, ForkChild.blockMeans(evals, nanos, 2), 1e-12);
    assertThrows(IllegalArgumentException.class, () -> ForkChild.blockMeans(evals, nanos, 6));
  }

  @Test
  void forkCommandCarriesBlackholeFlagsClassPathAndSeed() {
    List<String> cmd = ForkedRun.command(SumFactory.class, ForkOptions.DEFAULTS, Options.builder().build(), 42);
    assertTrue(cmd.containsAll(Blackhole.compilerBlackholeFlags()), cmd.toString());
    assertEquals(ForkChild.class.getName(), cmd.get(cmd.indexOf("-cp") + 2));
    assertEquals("42", cmd.get(cmd.size() - 1));
  }

  @Test
  void forkOptionsValidateRanges() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> new ForkOptions(1, 10, Duration.ofMillis(10), List.of()));
    assertTrue(e.getMessage().contains("forks") && e.getMessage().contains("1"), e.getMessage());
  }
}
