package io.github.nanometer.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Benchmark;
import io.github.nanometer.BenchmarkFactory;
import io.github.nanometer.Blackhole;
import io.github.nanometer.Defaults;
import io.github.nanometer.Environment;
import io.github.nanometer.Estimator;
import io.github.nanometer.ForkOptions;
import io.github.nanometer.ForkedResult;
import io.github.nanometer.Nanometer;
import io.github.nanometer.Options;
import io.github.nanometer.Pinning;
import io.github.nanometer.Result;
import io.github.nanometer.ClockSummary;
import io.github.nanometer.compare.AnalysisResult;
import io.github.nanometer.compare.SavedDataAnalysis;
import io.github.nanometer.engine.ChildOptions;
import io.github.nanometer.stats.HierarchicalBootstrap;
import io.github.nanometer.stats.HierarchicalData;
import io.github.nanometer.stats.RandomEffects;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
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
        ForkOptions.builder().forks(2).iterations(3).iterationBudget(Duration.ofMillis(10)).jvmArgs(List.of("-Xmx128m")).build());
    assertEquals("sum 64", r.name());
    assertEquals(2, r.iterationNanos().length);
    for (double[] fork : r.iterationNanos()) {
      assertEquals(3, fork.length);
      for (double v : fork) {
        assertTrue(v > 0 && Double.isFinite(v), "iteration estimate " + v);
      }
    }
    assertTrue(r.meanInterval().contains(r.meanNanos()), r.meanInterval() + " around " + r.meanNanos());
    double[] added = RandomEffects.estimate(HierarchicalData.twoLevels(r.iterationNanos())).unbiased();
    assertEquals(List.of(added[0], added[1]), List.of(r.forkVariance(), r.iterationVariance()));
    // The summary is analyze's, by the same code, on the fork means (seeded by the run's seed).
    AnalysisResult.SystemSummary expected = SavedDataAnalysis.summary("sum 64",
        HierarchicalData.twoLevels(r.iterationNanos()), Defaults.CONFIDENCE, "fork",
        HierarchicalBootstrap.DEFAULT_RESAMPLES, 5);
    assertEquals(ApiViews.interval(expected.ci()), r.meanInterval());
    assertEquals(expected.mean(), r.meanNanos(), 0);
    assertEquals(Optional.empty(), r.bootstrapInterval(), "2 forks are below the bootstrap's floor");
    assertEquals(expected.bootstrapCi().reasonAbsent(), r.bootstrapAbsence());
    assertTrue(r.bootstrapAbsence().contains("only 2 'fork' units"), r.bootstrapAbsence());
    // The parent's environment, captured when it launched the forks; each fork keeps its own.
    assertTrue(r.environment().threadPlacement().startsWith("parent of 2 forks"), r.environment().threadPlacement());
    assertTrue(r.environment().doctor().isPresent(), "the parent's doctor report");
    assertEquals(System.getProperty("java.version"), r.environment().javaVersion());
    for (Result child : r.forkResults()) {
      assertEquals(r.environment().javaVersion(), child.environment().javaVersion());
    }
  }

  @Test
  void aForkedResultNeedsItsEnvironmentAndOneResultPerFork() {
    HierarchicalData data = HierarchicalData.twoLevels(new double[][] {{1, 2}, {3, 4}});
    AnalysisResult.SystemSummary summary = SavedDataAnalysis.summary("x", data, 0.95, "fork", 1000, 1);
    Environment env = Environment.capture("test", new ClockSummary("nanoTime", 20, 1, 3000, 20, 30), 1,
        Optional.empty());
    double[][] forks = {{1, 2}, {3, 4}};
    assertThrows(IllegalArgumentException.class, () -> new ForkedResult("x", forks, summary.mean(),
        ApiViews.interval(summary.ci()), Optional.empty(), "too few forks", 1, 1, null, List.of()));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new ForkedResult("x", forks,
        summary.mean(), ApiViews.interval(summary.ci()), Optional.empty(), "too few forks", 1, 1, env, List.of()));
    assertTrue(e.getMessage().contains("one result per fork"), e.getMessage());
    IllegalArgumentException neither = assertThrows(IllegalArgumentException.class, () -> new ForkedResult("x",
        forks, summary.mean(), ApiViews.interval(summary.ci()), Optional.empty(), "", 1, 1, env, List.of()));
    assertTrue(neither.getMessage().contains("not both or neither"), neither.getMessage());
  }

  @Test
  void forksApplyEveryPassedOptionAndReturnTheirFullResults() {
    Options o = Options.builder().seed(11).maxWarmup(Duration.ofMillis(50)).batchSize(64).oracle("table")
        .pinning(Pinning.none()).isolateLoops(false).useTuningCache(false).compilations(2).build();
    ForkedResult r = Nanometer.create(o).forked(SumFactory.class,
        ForkOptions.builder().forks(2).iterations(2).iterationBudget(Duration.ofMillis(5)).build());
    assertEquals(2, r.forkResults().size());
    for (int f = 0; f < 2; f++) {
      Result child = r.forkResults().get(f);
      assertEquals(64, child.options().batchSize());
      assertEquals("table", child.options().oracle());
      assertEquals(Pinning.none(), child.options().pinning());
      assertEquals(false, child.options().isolateLoops());
      assertEquals(false, child.options().useTuningCache());
      assertEquals(2, child.options().compilations());
      assertEquals(Duration.ofMillis(50), child.options().maxWarmup());
      assertEquals(11 + f, child.seed());
      assertEquals(Estimator.MINIMUM, child.estimator());
      assertArrayEquals(ForkChild.blockMeans(child.evaluations(), child.elapsedNanos(), 2), r.iterationNanos()[f]);
      assertTrue(!child.oneJvm(), "a fork of a run over forks does not claim one JVM: " + child.notes());
    }
  }

  @Test
  void forkOptionArgumentsRoundTripAndAMissingOneIsRefused() {
    Options o = Options.builder().seed(-3).batchSize(32).oracle("table").pinning(Pinning.cpu(1))
        .clock(io.github.nanometer.ClockChoice.AUTO).isolateLoops(false).compilations(5)
        .regime(io.github.nanometer.Regime.REPLAYED).evaluationsPerSample(8).build();
    ForkOptions fo = ForkOptions.builder().forks(2).iterations(4).iterationBudget(Duration.ofMillis(1)).build();
    Options sent = ForkedRun.forkOptions(o, fo, 1);
    java.util.Map<String, String> pairs = new java.util.LinkedHashMap<>();
    for (String a : ChildOptions.args(sent)) {
      pairs.put(a.substring(0, a.indexOf('=')), a.substring(a.indexOf('=') + 1));
    }
    assertEquals(ChildOptions.NAMES, List.copyOf(pairs.keySet()));
    Options child = ForkChild.options(pairs);
    assertEquals(sent, child);
    ForkedRun.requireCarried(sent, child);
    assertEquals(Duration.ofMillis(4), child.budget());
    assertEquals(List.of(Estimator.MINIMUM, -2L, 4, 5), List.of(child.estimator(), child.seed(), child.minSamples(),
        child.compilations()));
    pairs.put("nonsense", "1");
    assertTrue(assertThrows(IllegalArgumentException.class, () -> ForkChild.options(pairs))
        .getMessage().startsWith("fork options must be exactly"));
    pairs.remove("nonsense");
    pairs.remove("oracle");
    assertEquals("child options need oracle=..., got " + pairs.keySet(),
        assertThrows(IllegalArgumentException.class, () -> ForkChild.options(pairs)).getMessage());
    IllegalStateException e = assertThrows(IllegalStateException.class,
        () -> ForkedRun.requireCarried(o, o.toBuilder().batchSize(1024).build()));
    assertEquals("the fork did not apply option batchSize: sent batchSize=32, its result says batchSize=1024",
        e.getMessage());
    // Every option is compared, those the old hand list left out too.
    IllegalStateException regime = assertThrows(IllegalStateException.class,
        () -> ForkedRun.requireCarried(o, o.toBuilder().regime(io.github.nanometer.Regime.FRESH).build()));
    assertEquals("the fork did not apply option regime: sent regime=replayed, its result says regime=fresh",
        regime.getMessage());
  }

  @Test
  void aFailingForkReportsItsStatusAndStderr() {
    Options o = Options.builder().maxWarmup(Duration.ofMillis(10)).build();
    IllegalStateException e = assertThrows(IllegalStateException.class, () -> Nanometer.create(o)
        .forked(FailingFactory.class, ForkOptions.builder().forks(2).iterations(1).iterationBudget(Duration.ofMillis(1)).build()));
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
  void forkCommandCarriesBlackholeFlagsClassPathResultFileAndOptions() {
    Options o = Options.builder().seed(42).build();
    java.nio.file.Path file = java.nio.file.Path.of("/tmp/fork-result.json");
    List<String> cmd = ForkedRun.command(SumFactory.class, ForkOptions.DEFAULTS, o, file);
    assertTrue(cmd.containsAll(Blackhole.compilerBlackholeFlags()), cmd.toString());
    int main = cmd.indexOf("-cp") + 2;
    assertEquals(ForkChild.class.getName(), cmd.get(main));
    assertEquals(file.toString(), cmd.get(main + 2));
    assertEquals(ChildOptions.args(o), cmd.subList(main + 3, cmd.size()));
    assertTrue(cmd.contains("seed=42"), cmd.toString());
  }

  @Test
  void theForkCommandLineCarriesDurationsAsNanosecondsAndTheChildReadsThemBackAsDurations() {
    Options o = Options.builder().seed(42).maxWarmup(Duration.ofMillis(1234).plusNanos(5)).build();
    ForkOptions fo = ForkOptions.builder().forks(2).iterations(3).iterationBudget(Duration.ofMillis(7).plusNanos(1))
        .build();
    Options sent = ForkedRun.forkOptions(o, fo, 0);
    List<String> cmd = ForkedRun.command(SumFactory.class, fo, sent, java.nio.file.Path.of("/tmp/fork-result.json"));
    int main = cmd.indexOf("-cp") + 2;
    assertTrue(cmd.containsAll(List.of("maxWarmup=1234000005ns", "budget=21000003ns")), cmd.toString());
    Options child = ForkChild.options(cmd.subList(main + 1, cmd.size()).toArray(String[]::new));
    assertEquals(Duration.ofMillis(21).plusNanos(3), child.budget(), "iterations x iteration budget, to the nanosecond");
    assertEquals(o.maxWarmup(), child.maxWarmup());
    ForkedRun.requireCarried(sent, child);
    assertTrue(assertThrows(IllegalArgumentException.class, () -> ForkChild.options(new String[] {"x"}))
        .getMessage().startsWith("usage: ForkChild FACTORY OUT_FILE"));
  }

  @Test
  void theForkCommandPassesTheParentsNanometerPropertiesOnBeforeTheForksJvmArguments() {
    String key = "nanometer.forkedRunTest";
    System.setProperty(key, "a b");
    try {
      java.nio.file.Path file = java.nio.file.Path.of("/tmp/fork-result.json");
      List<String> cmd = ForkedRun.command(SumFactory.class, ForkOptions.DEFAULTS, Options.defaults(), file);
      int flag = cmd.indexOf("-D" + key + "=a b");
      assertTrue(flag > 0 && flag < cmd.indexOf("-cp"), cmd.toString());
      ForkOptions own = ForkOptions.builder().jvmArgs(List.of("-D" + key + "=mine")).build();
      List<String> mine = ForkedRun.command(SumFactory.class, own, Options.defaults(), file);
      assertTrue(mine.contains("-D" + key + "=mine") && !mine.contains("-D" + key + "=a b"),
          "the fork's own JVM arguments set it instead: " + mine);
    } finally {
      System.clearProperty(key);
    }
  }

  @Test
  void forkOptionsValidateRanges() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> ForkOptions.builder().forks(1).iterations(10).iterationBudget(Duration.ofMillis(10)).build());
    assertTrue(e.getMessage().contains("forks") && e.getMessage().contains("1"), e.getMessage());
  }
}
