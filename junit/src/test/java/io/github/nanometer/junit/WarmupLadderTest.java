package io.github.nanometer.junit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Benchmark;
import io.github.nanometer.Comparison;
import io.github.nanometer.ComparisonOptions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class WarmupLadderTest {

  private static final Benchmark<Void> OLD = Benchmark.of("old", () -> "old".hashCode());
  private static final Benchmark<Void> NEW = Benchmark.of("new", () -> "new".hashCode());
  private static final ComparisonOptions TWO_PERCENT = ComparisonOptions.builder().thresholdFraction(0.02).build();

  /** Settles once the warm-up cap reaches {@code settlesAtMillis}; records every cap it was given. */
  private static WarmupLadder.AtWarmup settlingAt(long settlesAtMillis, List<Long> caps) {
    return (b, c, o, w) -> {
      caps.add(w.toMillis());
      List<String> notes = w.toMillis() >= settlesAtMillis ? List.of()
          : List.of("new: warm-up not settled after " + w.toMillis() + " ms; " + NoiseGuard.UNSETTLED_WARMUP_NOTE);
      return FakeComparisons.named(b.name(), c.name(), 0.5, 0.6, o, notes);
    };
  }

  @Test
  void anUnsettledWarmupIsRetriedWithTwiceTheCapUntilItSettles() {
    List<Long> caps = new ArrayList<>();
    List<String> log = new ArrayList<>();
    WarmupLadder ladder = new WarmupLadder(settlingAt(2000, caps), Duration.ofMillis(500), Duration.ofSeconds(8),
        log::add);
    Comparison c = ladder.compare(OLD, NEW, TWO_PERCENT);
    assertEquals(List.of(500L, 1000L, 2000L), caps);
    assertTrue(NoiseGuard.unsettledWarmup(c).isEmpty());
    assertEquals(2, log.size());
    assertTrue(log.get(0).contains("did not settle within 500 ms") && log.get(0).contains("up to 1000 ms"), log.get(0));
  }

  @Test
  void theRetriesStopAtTheBoundAndReturnTheLastComparison() {
    List<Long> caps = new ArrayList<>();
    WarmupLadder ladder = new WarmupLadder(settlingAt(10_000, caps), Duration.ofMillis(500),
        Duration.ofMillis(1500), s -> { });
    Comparison c = ladder.compare(OLD, NEW, TWO_PERCENT);
    assertEquals(List.of(500L, 1000L, 1500L), caps);
    assertTrue(NoiseGuard.unsettledWarmup(c).orElseThrow().contains("1500 ms"));
  }

  @Test
  void aZeroCapOrABoundBelowTheCapMeansNoRetry() {
    assertEquals(Optional.empty(), WarmupLadder.next(Duration.ZERO, Duration.ofSeconds(8)));
    assertEquals(Optional.empty(), WarmupLadder.next(Duration.ofSeconds(1), Duration.ofMillis(500)));
    assertEquals(Optional.of(Duration.ofSeconds(8)), WarmupLadder.next(Duration.ofSeconds(5), Duration.ofSeconds(8)));
    List<Long> caps = new ArrayList<>();
    new WarmupLadder(settlingAt(10_000, caps), Duration.ofMillis(500), Duration.ofMillis(500), s -> { })
        .compare(OLD, NEW, TWO_PERCENT);
    assertEquals(List.of(500L), caps);
  }
}
