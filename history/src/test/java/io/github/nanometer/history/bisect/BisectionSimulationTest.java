package io.github.nanometer.history.bisect;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Simulation;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * Issue 44's bisection target, by seeded simulation: with runs on every 10th commit (a range of 10
 * commits after the last good one), a step of 3 run-to-run noise scales at a uniformly drawn commit
 * is named exactly in at least 95% of bisections, with at most 5 probes each. The noise is normal
 * at 1% of the value per run (the paired noise of recorded A/A runs is not available to a unit
 * test; the lab note's figures are the ones to compare with).
 */
@Simulation
class BisectionSimulationTest {
  static final int TRIALS = 2000;
  static final int RANGE = 10;
  static final double NOISE = 0.01;
  static final double STEP = 3 * NOISE;

  @Test
  void aThreeNoiseScaleStepIsNamedInAtLeast95PercentWithAtMostFiveProbes() throws Exception {
    Random draws = new Random(20261130L);
    int named = 0;
    int maxProbes = 0;
    long pairs = 0;
    long probes = 0;
    for (int t = 0; t < TRIALS; t++) {
      int culprit = 1 + draws.nextInt(RANGE);
      double step = draws.nextBoolean() ? STEP : -STEP;
      SimulatedBuilds builds = new SimulatedBuilds(RANGE, culprit, step, NOISE, Set.of(), draws.nextLong());
      BisectSettings settings = BisectSettings.of(step, draws.nextLong());
      AtomicLong clock = new AtomicLong();
      BisectResult r = new Bisection(builds.commits, settings, builds, clock::incrementAndGet, (n, c, o, runs) -> {})
          .run(new BisectState(builds.commits.get(0).sha(), builds.commits.get(RANGE).sha(), step, settings.seed(),
              "b", "r", List.of()), s -> {});
      if (r.firstBad().isPresent() && r.firstBad().get().equals(builds.commits.get(culprit))) {
        named++;
      }
      maxProbes = Math.max(maxProbes, r.probes().size());
      probes += r.probes().size();
      pairs += r.probes().stream().mapToInt(ProbeOutcome::pairs).sum();
    }
    double rate = named / (double) TRIALS;
    double standardError = Math.sqrt(rate * (1 - rate) / TRIALS);
    System.out.printf(Locale.ROOT, "bisection: culprit named in %d of %d (%.4f, binomial SE %.4f); at most %d probes,"
        + " mean %.2f probes, mean %.1f pairs per probe%n", named, TRIALS, rate, standardError, maxProbes,
        probes / (double) TRIALS, pairs / (double) probes);
    assertTrue(maxProbes <= 5, "at most 5 probes, took " + maxProbes);
    // The target is a rate of at least 95%: the measured rate must lie 3 binomial standard errors
    // (of a rate of 95% over these trials, 0.0049) above it, a one-sided test the target passes only
    // when it holds (measured: 2000 of 2000, 0 failures, so the failure rate is below 3/2000 at 95%).
    double targetError = Math.sqrt(0.95 * 0.05 / TRIALS);
    assertTrue(rate >= 0.95 + 3 * targetError, "named in " + rate + " +- " + standardError);
  }
}
