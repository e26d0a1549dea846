package io.github.nanometer;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;

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
}
