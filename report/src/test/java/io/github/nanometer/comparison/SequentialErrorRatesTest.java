package io.github.nanometer.comparison;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Simulation;
import java.time.Duration;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * Error rates of the whole sequential comparison under continuous monitoring (a verdict is checked
 * after every block), by seeded simulation through {@link SequentialComparison} itself. Each bound
 * is the nominal rate plus two binomial standard errors of the simulated proportion, so a correct
 * procedure fails a check with probability about 2.3% per check for a new seed, and the fixed seeds
 * make the outcome deterministic. The horizon is set by the time limit on a fake clock (each run
 * takes about 0.1 s): 30 s is about 150 blocks, 60 s about 300, 600 s about 3,000.
 *
 * <p>With {@code -Dnanometer.sequentialTable=true} the longer table recorded in docs/lab/compare-command.md is
 * printed as well: {@code -Dnanometer.sequentialTable.replications=N} replications per case at
 * about 300 blocks (default 1000), a quarter of that at about 3,000 blocks.
 */
@Simulation
class SequentialErrorRatesTest {

  /** Counts of verdicts over replications. */
  record Rates(int replications, int regression, int noRegression, int inconclusive, double meanBlocks) {
    double regressionRate() {
      return (double) regression / replications;
    }

    double noRegressionRate() {
      return (double) noRegression / replications;
    }

    /** Nominal rate plus two binomial standard errors at this number of replications. */
    double bound(double nominal) {
      return nominal + 2 * Math.sqrt(nominal * (1 - nominal) / replications);
    }
  }

  static Rates simulate(double change, double threshold, double confidence, boolean oneSided, Duration horizon,
      double noiseSd, boolean logNormal, double driftSd, int replications, long seed) {
    int regression = 0;
    int noRegression = 0;
    int inconclusive = 0;
    long blocks = 0;
    for (int i = 0; i < replications; i++) {
      SimulatedCommands commands = new SimulatedCommands(change, noiseSd, logNormal, driftSd, seed * 1_000_003 + i);
      CommandComparisonOptions o = CommandComparisonOptions.builder().baseCommand("base").featureCommand("feature")
          .thresholdFraction(threshold).confidence(confidence).oneSided(oneSided).timeLimit(horizon).warmupRuns(0)
          .seed(seed + i).build();
      ComparisonResult r = new SequentialComparison(o, commands, commands::now, p -> { }).run();
      blocks += r.blocks();
      switch (r.verdict()) {
        case REGRESSION -> regression++;
        case NO_REGRESSION -> noRegression++;
        default -> inconclusive++;
      }
    }
    return new Rates(replications, regression, noRegression, inconclusive, (double) blocks / replications);
  }

  @Test
  void atTheThresholdEachWrongVerdictIsWithinNominalShortHorizon() {
    // True change +2% = threshold: both verdicts are wrong; two-sided 95% allows 2.5% per side.
    Rates r = simulate(0.02, 0.02, 0.95, false, Duration.ofSeconds(60), 0.05, false, 0, 1000, 11);
    assertTrue(r.regressionRate() <= r.bound(0.025), r.toString());
    assertTrue(r.noRegressionRate() <= r.bound(0.025), r.toString());
  }

  @Test
  void atTheThresholdEachWrongVerdictIsWithinNominalLongHorizon() {
    Rates r = simulate(0.02, 0.02, 0.95, false, Duration.ofSeconds(600), 0.05, true, 0.002, 400, 12);
    assertTrue(r.regressionRate() <= r.bound(0.025), r.toString());
    assertTrue(r.noRegressionRate() <= r.bound(0.025), r.toString());
  }

  @Test
  void oneSidedAaAtAZeroThresholdKeepsItsFalseRegressionRate() {
    // A/A with the threshold at 0: every "regression" is false; one-sided 95% allows 5%, and the
    // first blocks (where the old rule made most of its false alarms) are covered by --min-blocks.
    Rates r = simulate(0, 0, 0.95, true, Duration.ofSeconds(60), 0.05, true, 0, 1000, 13);
    assertTrue(r.regressionRate() <= r.bound(0.05), r.toString());
  }

  @Test
  void aaAtTheDefaultThresholdAlmostNeverSaysRegression() {
    Rates r = simulate(0, 0.02, 0.95, false, Duration.ofSeconds(60), 0.05, false, 0.002, 1000, 14);
    assertTrue(r.regressionRate() <= r.bound(0.025), r.toString());
    assertTrue(r.noRegressionRate() > 0.95, "A/A should mostly end as no regression: " + r);
  }

  @Test
  void aChangeWellBeyondTheThresholdIsFound() {
    // +10% against +2% with 5% noise per run.
    Rates r = simulate(0.10, 0.02, 0.95, false, Duration.ofSeconds(60), 0.05, false, 0, 400, 15);
    assertTrue(r.regressionRate() >= 0.97, r.toString());
    assertTrue(r.meanBlocks() < 60, r.toString());
  }

  @Test
  @EnabledIfSystemProperty(named = "nanometer.sequentialTable", matches = "true")
  void printTheLongTable() {
    System.out.println("| true change | threshold | sides | noise | horizon | runs | regression | no regression"
        + " | inconclusive | mean blocks |");
    System.out.println("|---|---|---|---|---|---|---|---|---|---|");
    Object[][] cases = {
        {0.02, 0.02, false, false, 0.0, 60}, {0.02, 0.02, false, false, 0.0, 600},
        {0.02, 0.02, false, true, 0.002, 60}, {0.02, 0.02, false, true, 0.002, 600},
        {0.02, 0.02, true, false, 0.0, 60}, {0.02, 0.02, true, false, 0.0, 600},
        {0.0, 0.0, true, true, 0.0, 60}, {0.0, 0.0, true, true, 0.0, 600},
        {0.0, 0.02, false, false, 0.002, 60}, {0.03, 0.02, false, false, 0.0, 600},
        {0.05, 0.02, false, false, 0.0, 60}, {0.10, 0.02, false, false, 0.0, 60}};
    long seed = 1000;
    int replications = Integer.getInteger("nanometer.sequentialTable.replications", 1000);
    for (Object[] c : cases) {
      int reps = (int) c[5] == 600 ? replications / 4 : replications;
      double change = (double) c[0];
      double threshold = (double) c[1];
      boolean oneSided = (boolean) c[2];
      boolean logNormal = (boolean) c[3];
      double drift = (double) c[4];
      Rates r = simulate(change, threshold, 0.95, oneSided, Duration.ofSeconds((int) c[5]), 0.05, logNormal, drift,
          reps, seed++);
      System.out.println(String.format(Locale.ROOT, "| %+.0f%% | %+.0f%% | %s | %s 5%%%s | ~%d blocks | %d | %.2f%% | "
          + "%.2f%% | %.2f%% | %.0f |", 100 * change, 100 * threshold, oneSided ? "one-sided 95%" : "two-sided 95%",
          logNormal ? "log-normal" : "normal", drift > 0 ? " + drift" : "", (int) c[5] * 5, reps,
          100 * r.regressionRate(), 100 * r.noRegressionRate(), 100.0 * r.inconclusive() / reps, r.meanBlocks()));
    }
  }
}
