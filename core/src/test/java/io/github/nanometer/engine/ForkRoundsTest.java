package io.github.nanometer.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Estimator;
import io.github.nanometer.ForkPlan;
import io.github.nanometer.Result;
import io.github.nanometer.TestResults;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** The fork driver with a scripted launcher and clock: order, minimum, stopping test, wall cap, failures. */
class ForkRoundsTest {
  private static final long SECOND = 1_000_000_000L;

  private static Result result() {
    return TestResults.result(Estimator.MEDIAN, new int[] {1, 1}, new double[] {1, 1}, List.of(), Optional.empty());
  }

  /** A launcher that records "benchmark fork" and advances the clock by {@code perForkNanos}. */
  private static ForkRounds.Launcher<String> recording(List<String> log, AtomicLong clock, long perForkNanos) {
    return (b, fork) -> {
      log.add(b + fork);
      clock.addAndGet(perForkNanos);
      return result();
    };
  }

  @Test
  void aFixedPlanRunsItsForksInRoundsOverTheBenchmarks() {
    List<String> log = new ArrayList<>();
    AtomicLong clock = new AtomicLong();
    List<String> progress = new ArrayList<>();
    var outcomes = new ForkRounds<>(ForkPlan.fixed(2), recording(log, clock, SECOND), done -> true, clock::get)
        .run(List.of("a", "b", "c"), b -> b, progress::add);
    assertEquals(List.of("a1", "b1", "c1", "a2", "b2", "c2"), log);
    assertEquals(ForkRounds.Stop.MAX_FORKS, outcomes.get(0).stop());
    assertEquals(2, outcomes.get(2).forks().size());
    assertEquals(2 * SECOND, outcomes.get(1).wallNanos());
    assertEquals("[2/3] b (fork 2 of 2)", progress.get(4));
  }

  @Test
  void theMinimumAlwaysRunsThenThePreciseStop() {
    List<String> log = new ArrayList<>();
    AtomicLong clock = new AtomicLong();
    List<String> progress = new ArrayList<>();
    // precise from the second fork on, and a wall cap the first fork already passes: still 3 forks
    ForkPlan plan = new ForkPlan(3, 10, SECOND / 2);
    var outcomes = new ForkRounds<>(plan, recording(log, clock, SECOND), done -> done.size() >= 2, clock::get)
        .run(List.of("a"), b -> b, progress::add);
    assertEquals(List.of("a1", "a2", "a3"), log);
    assertEquals(ForkRounds.Stop.PRECISE, outcomes.get(0).stop());
    assertEquals("[1/1] a (fork 3 of at most 10)", progress.get(2));
  }

  @Test
  void aClassArchiveTrainingIsNoForksWallTime() {
    AtomicLong clock = new AtomicLong();
    // the first fork is preceded by a 10 s training JVM (ChildClassArchive), which the cap must not count
    ForkRounds.Launcher<String> launcher = (b, fork) -> {
      if (fork == 1) {
        clock.addAndGet(10 * SECOND);
        ChildClassArchive.addTrainingNanos(10 * SECOND);
      }
      clock.addAndGet(3 * SECOND);
      return result();
    };
    var outcomes = new ForkRounds<>(ForkPlan.adaptive(Duration.ofSeconds(20)), launcher, done -> false, clock::get)
        .run(List.of("a"), b -> b, line -> { });
    assertEquals(6, outcomes.get(0).forks().size(), "as without the training: 6 forks of 3 s");
    assertEquals(18 * SECOND, outcomes.get(0).wallNanos());
  }

  @Test
  void theWallCapStopsBeforeAForkThatWouldPassIt() {
    List<String> log = new ArrayList<>();
    AtomicLong clock = new AtomicLong();
    ForkPlan plan = ForkPlan.adaptive(Duration.ofSeconds(20));
    var outcomes = new ForkRounds<>(plan, recording(log, clock, 3 * SECOND), done -> false, clock::get)
        .run(List.of("a"), b -> b, line -> { });
    // 3 s a fork: the first 5 always run (15 s); after 6 forks (18 s) a 7th would end at 21 s > 20 s
    assertEquals(6, outcomes.get(0).forks().size());
    assertEquals(ForkRounds.Stop.MAX_WALL, outcomes.get(0).stop());
    var capped = new ForkRounds<>(new ForkPlan(3, 4, 100 * SECOND), recording(new ArrayList<>(), clock, SECOND),
        done -> false, clock::get).run(List.of("a"), b -> b, line -> { });
    assertEquals(ForkRounds.Stop.MAX_FORKS, capped.get(0).stop());
    assertEquals(4, capped.get(0).forks().size());
  }

  @Test
  void aFailedJvmEndsThatBenchmarkOnlyAndKeepsItsForks() {
    List<String> log = new ArrayList<>();
    AtomicLong clock = new AtomicLong();
    ForkRounds.Launcher<String> launcher = (b, fork) -> {
      log.add(b + fork);
      if (b.equals("b") && fork == 2) {
        throw new IllegalStateException("the JVM of b exited with status 1");
      }
      return result();
    };
    var outcomes = new ForkRounds<>(ForkPlan.fixed(3), launcher, done -> true, clock::get)
        .run(List.of("a", "b"), b -> b, line -> { });
    assertEquals(List.of("a1", "b1", "a2", "b2", "a3"), log);
    assertEquals(ForkRounds.Stop.FAILED, outcomes.get(1).stop());
    assertEquals(1, outcomes.get(1).forks().size());
    assertEquals("the JVM of b exited with status 1", outcomes.get(1).failure());
    assertNull(outcomes.get(0).failure());
  }

  @Test
  void anInterruptKeepsTheForksFinishedSoFar() {
    AtomicLong clock = new AtomicLong();
    ForkRounds.Launcher<String> launcher = (b, fork) -> {
      if (fork == 2) {
        Thread.currentThread().interrupt();
      }
      return result();
    };
    try {
      var outcomes = new ForkRounds<>(ForkPlan.fixed(4), launcher, done -> true, clock::get)
          .run(List.of("a", "b"), b -> b, line -> { });
      assertEquals(2, outcomes.get(0).forks().size());
      assertEquals(ForkRounds.Stop.INTERRUPTED, outcomes.get(1).stop());
      assertEquals(1, outcomes.get(1).forks().size());
    } finally {
      assertTrue(Thread.interrupted());
    }
  }

  @Test
  void afterEachForkSeesTheForksSoFarWithRunsStillGoingMarkedInterrupted() {
    AtomicLong clock = new AtomicLong();
    List<List<ForkRounds.Outcome<String>>> seen = new ArrayList<>();
    new ForkRounds<>(ForkPlan.fixed(2), recording(new ArrayList<>(), clock, SECOND), done -> true, clock::get)
        .run(List.of("a", "b"), b -> b, line -> { }, seen::add);
    assertEquals(4, seen.size(), "one snapshot per fork");
    assertEquals(List.of(1, 0), seen.get(0).stream().map(o -> o.forks().size()).toList());
    assertEquals(ForkRounds.Stop.INTERRUPTED, seen.get(0).get(0).stop(), "a still going after its first fork");
    assertEquals(List.of(2, 2), seen.get(3).stream().map(o -> o.forks().size()).toList());
    assertEquals(ForkRounds.Stop.MAX_FORKS, seen.get(3).get(1).stop());
  }

  @Test
  void plansCheckTheirRanges() {
    assertEquals("minForks must be in [1, 3], got 4",
        assertThrows(IllegalArgumentException.class, () -> new ForkPlan(4, 3, 1)).getMessage());
    assertEquals("maxForks must be in [1, 1000], got 0",
        assertThrows(IllegalArgumentException.class, () -> ForkPlan.fixed(0)).getMessage());
    assertThrows(IllegalArgumentException.class, () -> ForkPlan.adaptive(Duration.ZERO));
    assertEquals("minForks must be in [2, 1000], got 1",
        assertThrows(IllegalArgumentException.class, () -> ForkPlan.adaptive(1, Duration.ofSeconds(8))).getMessage());
    assertEquals(new ForkPlan(12, 12, 8_000_000_000L), ForkPlan.adaptive(12, Duration.ofSeconds(8)));
    assertTrue(ForkPlan.fixed(1).isFixed());
  }
}
