package io.github.nanometer.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Chen and Revels' Algorithm 1 with a scripted source T_i = i * t + overhead, whose minimum of
 * T_i / i is known in closed form (overhead / i shrinks with i, so the minimum is at the last trial).
 */
class TunerTest {

  /** Records what the tuner asks and answers T_i = i * nanosPerEval + overheadNanos. */
  private static final class Scripted implements SampleSource {
    final List<Integer> asked = new ArrayList<>();
    final double nanosPerEval;
    final double overheadNanos;
    final double firstTrialDelayNanos;

    Scripted(double nanosPerEval, double overheadNanos, double firstTrialDelayNanos) {
      this.nanosPerEval = nanosPerEval;
      this.overheadNanos = overheadNanos;
      this.firstTrialDelayNanos = firstTrialDelayNanos;
    }

    @Override
    public double sampleNanos(int evaluations) {
      asked.add(evaluations);
      double t = evaluations * nanosPerEval + overheadNanos;
      return asked.size() == 1 ? t + firstTrialDelayNanos : t;
    }
  }

  /** An oracle that remembers its arguments and answers a fixed count. */
  private static final class RecordingOracle implements EvaluationsOracle {
    double nanos;
    double precision;
    double accuracy;
    int max;

    @Override
    public String name() {
      return "recording";
    }

    @Override
    public int evaluationsPerSample(double nanosPerEvaluation, double precisionNanos, double accuracyNanos,
        int maxEvaluations) {
      nanos = nanosPerEvaluation;
      precision = precisionNanos;
      accuracy = accuracyNanos;
      max = maxEvaluations;
      return 42;
    }
  }

  @Test
  void stopsAfterThreeTrialsReachAccuracyAndAnswersTheOracle() {
    // T_i = 2i + 50 reaches tau_acc = 1000 first at i = 475; the third such trial is i = 477.
    Scripted s = new Scripted(2, 50, 0);
    Tuner.Tuning t = Tuner.tune(s, 1, 1000, 1000, LogisticOracle.INSTANCE);
    assertEquals(477, t.trials());
    assertEquals(477, s.asked.size());
    for (int i = 0; i < s.asked.size(); i++) {
      assertEquals(i + 1, s.asked.get(i), "trial i times i evaluations, in order");
    }
    assertEquals(2 + 50.0 / 477, t.estimatedNanosPerEvaluation(), 1e-12);
    // The logistic oracle at t = 2.105 (testvectors.md section 4's curve): 988.
    assertEquals(LogisticOracle.INSTANCE.evaluationsPerSample(2 + 50.0 / 477, 1, 1000, 1000), t.evaluationsPerSample());
    assertEquals(988, t.evaluationsPerSample());
  }

  @Test
  void passesTheMinimumAndClockFactsToTheOracle() {
    RecordingOracle oracle = new RecordingOracle();
    Tuner.Tuning t = Tuner.tune(new Scripted(3, 30, 0), 0.5, 2000, 4000, oracle);
    // 3i + 30 >= 2000 first at i = 657; third at 659.
    assertEquals(659, t.trials());
    assertEquals(3 + 30.0 / 659, oracle.nanos, 1e-12);
    assertEquals(0.5, oracle.precision, 0);
    assertEquals(2000, oracle.accuracy, 0);
    assertEquals(4000, oracle.max);
    assertEquals(42, t.evaluationsPerSample());
  }

  @Test
  void runsAllJTrialsWhenNoneReachesAccuracy() {
    // T_1000 = 0.1 * 1000 + 5 = 105 ns < tau_acc: every i in 1..j is timed.
    Scripted s = new Scripted(0.1, 5, 0);
    Tuner.Tuning t = Tuner.tune(s, 1, 1000, 1000, TableOracle.INSTANCE);
    assertEquals(1000, t.trials());
    assertEquals(1000, s.asked.size());
    assertEquals(0.1 + 5.0 / 1000, t.estimatedNanosPerEvaluation(), 1e-12);
    assertEquals(TableOracle.INSTANCE.evaluationsPerSample(0.105, 1, 1000, 1000), t.evaluationsPerSample());
  }

  @Test
  void oneDelayedFirstTrialNeitherEndsTuningNorSetsTheEstimate() {
    // T_1 is delayed by 1 ms (an interrupt): it reaches tau_acc, but two more trials must too.
    Scripted delayed = new Scripted(2, 50, 1_000_000);
    Tuner.Tuning t = Tuner.tune(delayed, 1, 1000, 1000, LogisticOracle.INSTANCE);
    assertTrue(t.trials() > 3, "tuning must not stop at the delayed trial");
    // The delayed trial counts as one of the three, so the loop ends one trial earlier (i = 476).
    assertEquals(476, t.trials());
    assertEquals(2 + 50.0 / 476, t.estimatedNanosPerEvaluation(), 1e-12);
    assertEquals(988, t.evaluationsPerSample());
  }

  @Test
  void longWorkStopsAfterThreeTrials() {
    // 1 ms per evaluation: every trial exceeds tau_acc, so i = 1, 2, 3 only.
    Scripted s = new Scripted(1e6, 100, 0);
    Tuner.Tuning t = Tuner.tune(s, 1, 1000, 1_000_000, LogisticOracle.INSTANCE);
    assertEquals(3, t.trials());
    assertEquals(List.of(1, 2, 3), s.asked);
    assertEquals(1e6 + 100.0 / 3, t.estimatedNanosPerEvaluation(), 1e-6);
    assertEquals(1, t.evaluationsPerSample());
  }

  @Test
  void jOfOneTimesOneTrial() {
    Scripted s = new Scripted(2, 0, 0);
    Tuner.Tuning t = Tuner.tune(s, 1, 1, 1, LogisticOracle.INSTANCE);
    assertEquals(1, t.trials());
    assertEquals(1, t.evaluationsPerSample());
  }

  @Test
  void rejectsJBelowOne() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Tuner.tune(n -> 1, 1, 1000, 0, LogisticOracle.INSTANCE));
    assertTrue(e.getMessage().contains("maxEvaluations") && e.getMessage().contains("0"), e.getMessage());
  }
}
