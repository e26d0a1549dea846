package io.github.nanometer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Benchmark;
import io.github.nanometer.Estimator;
import io.github.nanometer.ForkPlan;
import io.github.nanometer.Options;
import io.github.nanometer.Result;
import io.github.nanometer.TestResults;
import io.github.nanometer.cli.spi.UsageException;
import io.github.nanometer.engine.OneJvm;
import io.github.nanometer.reference.ReferenceWorkloads;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@code reference} forks by default with {@code nanometer jmh}'s plan and stopping rule: the plan
 * its flags give, and the rounds over made-up forks (no JVM is started: a scripted {@link
 * ReferenceForks.Fork} returns results whose steady states are known).
 */
class ReferenceForksTest {

  private static final Options BASE = Options.builder().seed(100).build();

  private static ForkPlan plan(boolean inThisJvm, String... args) throws UsageException {
    return ReferenceForks.plan(ParsedArgs.parse(List.of(args), new ReferenceCommand().options()), inThisJvm);
  }

  @Test
  void theDefaultIsJmhsAdaptivePlanAndForksNIsExact() throws UsageException {
    assertEquals(ForkPlan.adaptive(ForkPlan.DEFAULT_MIN_FORKS, ForkPlan.DEFAULT_MAX_WALL), plan(false));
    assertEquals(new ForkPlan(5, 10, Duration.ofSeconds(8).toNanos()), plan(false), "5 to 10 forks, 8 s per benchmark");
    assertEquals(ForkPlan.fixed(1), plan(false, "--forks", "1"));
    assertEquals(ForkPlan.fixed(7), plan(false, "--forks", "7"));
    assertEquals(ForkPlan.adaptive(3, Duration.ofSeconds(20)), plan(false, "--min-forks", "3", "--max-wall", "20s"));
    assertEquals(ForkPlan.fixed(1), plan(true), "--isolation shared-jvm, --jfr and --profile measure here: one JVM");
    assertEquals(ForkPlan.fixed(1), plan(true, "--forks", "1"));
    assertThrows(UsageException.class, () -> plan(true, "--forks", "2"));
    assertThrows(UsageException.class, () -> plan(true, "--max-wall", "20s"));
    assertThrows(UsageException.class, () -> plan(false, "--forks", "2", "--min-forks", "3"));
  }

  /** A scripted fork: each call recorded, its result made by {@code make} and named by its benchmark. */
  private static final class Script implements ReferenceForks.Fork {
    final List<String> calls = new ArrayList<>();
    final Map<String, Integer> forks = new LinkedHashMap<>();
    final java.util.function.BiFunction<String, Integer, Double> level;
    final String failing;

    Script(java.util.function.BiFunction<String, Integer, Double> level, String failing) {
      this.level = level;
      this.failing = failing;
    }

    @Override
    public Result measure(Benchmark<?> b, Estimator e, long seed) throws IOException {
      int k = forks.merge(b.name(), 1, Integer::sum);
      calls.add(b.name() + " " + k + " seed " + seed);
      if (b.name().equals(failing)) {
        throw new IOException(b.name() + ": the child JVM exited with status 1");
      }
      // a child's result says one JVM; as a fork of an answer over forks it must not
      return TestResults.fork(level.apply(b.name(), k), 0.001, seed).withParameters(Map.of("b", b.name()))
          .withNote(OneJvm.note(b.name()));
    }
  }

  @Test
  void forksRunInRoundsAndStopByJmhsRule() {
    List<Benchmark<?>> two = ReferenceWorkloads.basics().subList(0, 2);
    String flat = two.get(0).name();
    String bimodal = two.get(1).name();
    // the first benchmark's forks agree within 0.1%: precise at the minimum; the second's settle in two modes
    // 1.8x apart, never precise, so it runs to the plan's most (the wall cap is an hour, far from reach)
    Script script = new Script((name, k) -> name.equals(flat) || k % 2 == 1 ? 10.0 : 18.0, null);
    List<Result> results = new ArrayList<>();
    Map<String, String> stops = new LinkedHashMap<>();
    String failure = ReferenceForks.run(two, List.of(Estimator.MEDIAN), ForkPlan.adaptive(5, Duration.ofHours(1)),
        BASE, script, results, stops, line -> { });
    assertNull(failure);
    assertEquals(List.of(flat + " 1 seed 100", bimodal + " 1 seed 100", flat + " 2 seed 101", bimodal + " 2 seed 101"),
        script.calls.subList(0, 4), "fork 1 of every benchmark, then fork 2; fork k's seed is the run's + k - 1");
    assertEquals(Map.of(flat, 5, bimodal, 10), script.forks);
    assertEquals(15, results.size());
    assertEquals("precise", stops.get("r {b=" + flat + "} (throughput median)"), stops.toString());
    assertEquals("max-forks", stops.get("r {b=" + bimodal + "} (throughput median)"), stops.toString());
    assertTrue(results.stream().noneMatch(Result::oneJvm), "a fork's result does not say one JVM");
    List<String> lines = ForkSummary.lines(results, 0.95, stops);
    assertTrue(lines.get(1).contains("mean of 10 forks 14.0") && lines.get(1).contains("(inconsistent across JVMs)")
        && lines.get(1).endsWith("; stopped: max-forks"), lines.get(1));
  }

  @Test
  void aFixedPlanRunsItsCountAndAFailingForkEndsTheRun() {
    List<Benchmark<?>> two = ReferenceWorkloads.basics().subList(0, 2);
    Script fixed = new Script((name, k) -> 10.0, null);
    List<Result> results = new ArrayList<>();
    Map<String, String> stops = new LinkedHashMap<>();
    assertNull(ReferenceForks.run(two, List.of(Estimator.MEDIAN), ForkPlan.fixed(3), BASE, fixed, results, stops,
        line -> { }));
    assertEquals(6, results.size(), "exactly 3 forks each, precise or not");
    assertEquals(List.of("max-forks", "max-forks"), List.copyOf(stops.values()));

    Script failing = new Script((name, k) -> 10.0, two.get(1).name());
    List<Result> kept = new ArrayList<>();
    List<String> progress = new ArrayList<>();
    String failure = ReferenceForks.run(two, List.of(Estimator.MEDIAN), ForkPlan.adaptive(5, Duration.ofHours(1)),
        BASE, failing, kept, new LinkedHashMap<>(), progress::add);
    assertEquals(two.get(1).name() + ": the child JVM exited with status 1", failure);
    assertEquals(2, failing.calls.size(), "no JVM after the failing one: " + failing.calls);
    assertEquals(1, kept.size());
    assertEquals(2, progress.size(), "no progress line after the failure: " + progress);
  }
}
