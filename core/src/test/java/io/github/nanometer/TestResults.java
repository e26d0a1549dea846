package io.github.nanometer;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;

/** Results made up for tests in any package: fixed facts, the samples and estimator a test gives. */
public final class TestResults {
  private TestResults() {}

  /**
   * A result named {@code r}, throughput mode, seed 5, estimates minimum 1, median 2, weighted
   * mean 3, mean 4 (nanoseconds), with these samples and notes.
   */
  public static Result result(Estimator e, int[] evals, double[] nanos, List<String> notes,
      Optional<Interval> interval) {
    Options o = Options.builder().seed(5).estimator(e).build();
    List<Note> remarks = notes.stream().map(m -> new Note(NoteKind.WARMUP_UNSETTLED, m, "r")).toList();
    Environment env = Environment.capture("not pinned: test", new ClockSummary("nanoTime", 20, 1, 3000, 20, 30), 0.5,
        Optional.empty());
    return new Result("r", Mode.THROUGHPUT, e, o, env,
        new WarmupSummary(3, 30, Duration.ofNanos(1000), Optional.of(Duration.ofMillis(0)), true, "ok", 2.0, List.of()),
        10, TuningSource.TUNED, evals, nanos, new Estimates(1, 2, 3, 4), interval, Optional.empty(),
        StopReason.MAX_SAMPLES, false, true, remarks, List.of(), Allocation.measured(24, 20), Map.of(),
        MeasurementPlan.implied(o, e, "nanoTime"), GcActivity.UNKNOWN);
  }

  /**
   * One fork's result for the fork-level tests: 500 samples of 1 ms (100,000 evaluations each) at
   * {@code level} ns per evaluation times a uniform factor in [1 - noise/2, 1 + noise/2], median
   * estimator, no interval.
   *
   * @param noise the relative width of the uniform noise, a fraction (0.01 for 1%)
   */
  public static Result fork(double level, double noise, long seed) {
    SplittableRandom r = new SplittableRandom(seed);
    int[] evals = new int[500];
    double[] nanos = new double[500];
    for (int i = 0; i < 500; i++) {
      evals[i] = 100_000;
      nanos[i] = level * (1 + noise * (r.nextDouble() - 0.5)) * evals[i];
    }
    return result(Estimator.MEDIAN, evals, nanos, List.of(), Optional.empty());
  }
}
