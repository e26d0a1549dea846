package io.github.nanometer.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Benchmark;
import io.github.nanometer.BenchmarkFactory;
import io.github.nanometer.Blackhole;
import io.github.nanometer.ClockSummary;
import io.github.nanometer.Defaults;
import io.github.nanometer.Environment;
import io.github.nanometer.Estimator;
import io.github.nanometer.ForkOptions;
import io.github.nanometer.ForkedResult;
import io.github.nanometer.Interval;
import io.github.nanometer.Nanometer;
import io.github.nanometer.Note;
import io.github.nanometer.Options;
import io.github.nanometer.Pinning;
import io.github.nanometer.Result;
import io.github.nanometer.TestResults;
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
  void forksRunOnTheOneDriverAndGiveTheAnswerOverForksFromEachForksSteadyState() {
    Options o = Options.builder().seed(5).maxWarmup(Duration.ofMillis(100)).budget(Duration.ofMillis(60)).build();
    ForkedResult r = Nanometer.create(o).forked(SumFactory.class,
        ForkOptions.builder().forks(2).jvmArgs(List.of("-Xmx128m")).build());
    assertEquals("sum 64", r.name());
    assertEquals(2, r.forks());
    assertEquals("max-forks", r.stop(), "a fixed plan runs its count");
    // The answer is the engine's ForkedEstimate over each fork's steady state, as nanometer jmh gives it.
    ForkedEstimate e = ForkedEstimate.ofResults(r.forkResults(), Defaults.CONFIDENCE);
    assertEquals(e.estimateNanos(), r.estimateNanos(), 0);
    assertEquals(e.interval(), r.interval());
    for (int f = 0; f < 2; f++) {
      assertEquals(e.forks().get(f).estimateNanos(), r.forkEstimatesNanos()[f], 0);
      assertEquals(e.forks().get(f).steadyClass().label(), r.forkClasses().get(f));
    }
    assertEquals(e.levels().orElseThrow().betweenVariance(), r.betweenJvmVariance(), 0);
    assertTrue(r.interval().contains(r.estimateNanos()), r.interval() + " around " + r.estimateNanos());
    assertTrue(r.summary().startsWith("sum 64: ") && r.summary().contains(" over 2 JVMs ("), r.summary());
    assertTrue(!r.summary().contains(Note.ONE_JVM_SPREAD), r.summary());
    // The parent's environment, captured when it launched the forks; each fork keeps its own.
    assertTrue(r.environment().threadPlacement().startsWith("parent of forks"), r.environment().threadPlacement());
    assertTrue(r.environment().doctor().isPresent(), "the parent's doctor report");
    assertEquals(System.getProperty("java.version"), r.environment().javaVersion());
    for (Result child : r.forkResults()) {
      assertEquals(r.environment().javaVersion(), child.environment().javaVersion());
    }
  }

  @Test
  void oneForkIsOneJvmAndSaysSo() {
    Options o = Options.builder().seed(5).maxWarmup(Duration.ofMillis(50)).budget(Duration.ofMillis(40)).build();
    ForkedResult r = Nanometer.create(o).forked(SumFactory.class, ForkOptions.builder().forks(1).build());
    assertTrue(r.oneJvm());
    assertTrue(Double.isNaN(r.betweenJvmVariance()), "not measured with one JVM");
    assertTrue(r.summary().endsWith("; " + Note.ONE_JVM_SPREAD), r.summary());
  }

  @Test
  void aForkedResultNeedsEveryPartAndOneOfEachPerFork() {
    Environment env = Environment.capture("test", new ClockSummary("nanoTime", 20, 1, 3000, 20, 30), 1,
        Optional.empty());
    Interval ci = new Interval(1, 3, 0.95, "mean over forks", "t");
    Result fork = TestResults.fork(2, 0.01, 1);
    assertThrows(IllegalArgumentException.class, () -> new ForkedResult("x", 2, ci, new double[] {2},
        new double[] {0.1}, List.of("flat"), Double.NaN, 0.01, "2 ns x1", true, "max-forks", null, List.of(fork)));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new ForkedResult("x", 2, ci,
        new double[] {2, 2}, new double[] {0.1}, List.of("flat"), 0, 0.01, "2 ns x2", true, "max-forks", env,
        List.of(fork)));
    assertTrue(e.getMessage().startsWith("one estimate, standard error, class and result per fork"), e.getMessage());
    ForkedResult ok = new ForkedResult("x", 2, ci, new double[] {2}, new double[] {0.1}, List.of("flat"), Double.NaN,
        0.01, "2 ns x1", true, "max-forks", env, List.of(fork));
    assertEquals("x: 2.000 ns, 95.00% interval [1.000, 3.000] ns over 1 JVM (1 flat); " + Note.ONE_JVM_SPREAD,
        ok.summary());
  }

  @Test
  void forksApplyEveryPassedOptionAndReturnTheirFullResults() {
    Options o = Options.builder().seed(11).maxWarmup(Duration.ofMillis(50)).batchSize(64).oracle("table")
        .pinning(Pinning.none()).isolateLoops(false).useTuningCache(false).compilations(2)
        .estimator(Estimator.MINIMUM).budget(Duration.ofMillis(20)).build();
    ForkedResult r = Nanometer.create(o).forked(SumFactory.class, ForkOptions.builder().forks(2).build());
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
      assertEquals(Estimator.MINIMUM, child.estimator(), "the run's estimator");
      assertEquals(Duration.ofMillis(20), child.options().budget(), "the run's budget, per fork");
      assertTrue(!child.oneJvm(), "a fork of a run over forks does not claim one JVM: " + child.notes());
    }
  }

  @Test
  void forkOptionArgumentsRoundTripAndAMissingOneIsRefused() {
    Options o = Options.builder().seed(-3).batchSize(32).oracle("table").pinning(Pinning.cpu(1))
        .clock(io.github.nanometer.ClockChoice.AUTO).isolateLoops(false).compilations(5)
        .regime(io.github.nanometer.Regime.REPLAYED).evaluationsPerSample(8).build();
    Options sent = ForkedRun.forkOptions(o, 2);
    java.util.Map<String, String> pairs = new java.util.LinkedHashMap<>();
    for (String a : ChildOptions.args(sent)) {
      pairs.put(a.substring(0, a.indexOf('=')), a.substring(a.indexOf('=') + 1));
    }
    assertEquals(ChildOptions.NAMES, List.copyOf(pairs.keySet()));
    Options child = ForkChild.options(pairs);
    assertEquals(sent, child);
    ForkedRun.requireCarried(sent, child);
    assertEquals(o.budget(), child.budget());
    assertEquals(List.of(o.estimator(), -2L, o.minSamples(), 5), List.of(child.estimator(), child.seed(),
        child.minSamples(), child.compilations()));
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
        .forked(FailingFactory.class, ForkOptions.builder().forks(2).build()));
    assertTrue(e.getMessage().contains("status 1") && e.getMessage().contains("deliberate failure"), e.getMessage());
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
    Options o = Options.builder().seed(42).maxWarmup(Duration.ofMillis(1234).plusNanos(5))
        .budget(Duration.ofMillis(21).plusNanos(3)).build();
    ForkOptions fo = ForkOptions.builder().forks(2).build();
    Options sent = ForkedRun.forkOptions(o, 1);
    List<String> cmd = ForkedRun.command(SumFactory.class, fo, sent, java.nio.file.Path.of("/tmp/fork-result.json"));
    int main = cmd.indexOf("-cp") + 2;
    assertTrue(cmd.containsAll(List.of("maxWarmup=1234000005ns", "budget=21000003ns")), cmd.toString());
    Options child = ForkChild.options(cmd.subList(main + 1, cmd.size()).toArray(String[]::new));
    assertEquals(Duration.ofMillis(21).plusNanos(3), child.budget(), "the budget, to the nanosecond");
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
  void forkOptionsValidateRangesAndDefaultToTheAdaptivePlan() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ForkOptions.builder().forks(0));
    assertEquals("forks must be in [1, 1000], got 0", e.getMessage());
    assertEquals(io.github.nanometer.ForkPlan.fixed(1), ForkOptions.builder().forks(1).build().plan());
    assertEquals(io.github.nanometer.ForkPlan.adaptive(io.github.nanometer.ForkPlan.DEFAULT_MAX_WALL),
        ForkOptions.DEFAULTS.plan());
    assertThrows(IllegalArgumentException.class, () -> ForkOptions.builder().plan(null));
  }
}
