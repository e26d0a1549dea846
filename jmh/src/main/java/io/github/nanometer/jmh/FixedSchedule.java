package io.github.nanometer.jmh;

import io.github.nanometer.Allocation;
import io.github.nanometer.Blackhole;
import io.github.nanometer.ClockSummary;
import io.github.nanometer.Diagnosis;
import io.github.nanometer.Environment;
import io.github.nanometer.Estimates;
import io.github.nanometer.Estimator;
import io.github.nanometer.Interval;
import io.github.nanometer.Mode;
import io.github.nanometer.Note;
import io.github.nanometer.NoteKind;
import io.github.nanometer.Options;
import io.github.nanometer.Result;
import io.github.nanometer.StopReason;
import io.github.nanometer.TuningSource;
import io.github.nanometer.WarmupSummary;
import io.github.nanometer.engine.HostEnvironment;
import io.github.nanometer.stats.Descriptive;
import io.github.nanometer.stats.MeanInterval;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * JMH's own schedule, for the cases where nanometer follows it instead of measuring warm-up: single
 * shots ({@code ss}: cold, each iteration times one batch of {@code batchSize} invocations once,
 * after the iteration's setups; JMH's defaults are no warm-up iteration and one measured one) and
 * {@code --jmh-iterations} (every mode: {@code @Warmup} iterations, unmeasured, then
 * {@code @Measurement} iterations, each running invocations for the iteration's time). One measured
 * iteration is one sample of the result.
 *
 * <p>A single shot's sample is one evaluation (the shot: the batch, per JMH's score), a timed
 * iteration's sample counts its invocations. The estimator is the weighted mean (JMH's score is
 * the mean over iterations), with the t interval of the iterations' means where it brackets it.
 */
final class FixedSchedule {

  /** Invocations between two clock reads in a timed iteration (the reads are outside the calls). */
  static final int CHUNK = 64;

  private FixedSchedule() {}

  /**
   * Runs the schedule and returns its result, named {@code name}, measured with {@code call}.
   *
   * @param cycle iteration fixtures (null when none)
   * @param perInvocation invocation fixtures as setups and teardowns (empty lists when none)
   */
  static Result run(String name, JmhBenchmark b, Supplier<Object> call, IterationCycle cycle,
      List<Runnable> invocationSetups, List<Runnable> invocationTeardowns, Options options, ClockSummary clock,
      Optional<Diagnosis> doctor) {
    boolean shot = b.mode() == JmhMode.SINGLE_SHOT_TIME;
    Blackhole sink = new Blackhole();
    Iteration it = new Iteration(call, sink, cycle, invocationSetups, invocationTeardowns);
    long warmupStart = System.nanoTime();
    long warmupEvaluations = 0;
    for (int i = 0; i < b.warmup().iterations(); i++) {
      warmupEvaluations += shot ? it.shot(b.warmup().batchSize())[0] : it.timed(b.warmup().time().toNanos())[0];
    }
    long warmupWall = System.nanoTime() - warmupStart;
    int n = b.measurement().iterations();
    int[] evaluations = new int[n];
    double[] elapsed = new double[n];
    for (int i = 0; i < n; i++) {
      long[] s = shot ? it.shot(b.measurement().batchSize()) : it.timed(b.measurement().time().toNanos());
      evaluations[i] = shot ? 1 : (int) Math.min(Integer.MAX_VALUE, s[0]);
      elapsed[i] = s[1];
    }
    if (cycle != null) {
      cycle.close();
    }
    String why = shot ? "single shot: cold, no measured warm-up; " + b.warmup().iterations() + " warm-up shots of "
        + b.warmup().batchSize() + " as @Warmup says" : "JMH's schedule (--jmh-iterations): @Warmup " + b.warmup().text()
        + " unmeasured";
    WarmupSummary warmup = new WarmupSummary(b.warmup().iterations(), warmupEvaluations, Duration.ofNanos(warmupWall),
        Optional.empty(), false, why, Double.NaN, List.of());
    return result(name, options, evaluations, elapsed, warmup, shot,
        HostEnvironment.capture("measured on the child JVM's main thread (JMH's schedule)", clock, 1.0, doctor));
  }

  /** The result of a fixed schedule's samples. */
  static Result result(String name, Options options, int[] evaluations, double[] elapsed, WarmupSummary warmup,
      boolean singleShots, Environment environment) {
    List<Note> notes = new ArrayList<>();
    double[] perEval = new double[evaluations.length];
    double time = 0;
    long evals = 0;
    for (int i = 0; i < perEval.length; i++) {
      perEval[i] = elapsed[i] / evaluations[i];
      time += elapsed[i];
      evals += evaluations[i];
    }
    double weighted = time / evals;
    Estimates e = new Estimates(Descriptive.min(perEval), Descriptive.median(perEval), Descriptive.mean(perEval),
        weighted);
    Optional<Interval> mean = perEval.length >= 2
        ? Optional.of(MeanInterval.t(perEval, options.confidence())) : Optional.empty();
    Optional<Interval> primary = mean.filter(c -> c.contains(weighted));
    if (primary.isEmpty()) {
      notes.add(new Note(NoteKind.NO_INTERVAL, perEval.length < 2 ? "no interval: fewer than 2 measured iterations"
          : "no interval: the t interval of the iterations' means does not bracket the weighted mean", name));
    }
    Options used = options.toBuilder().estimator(Estimator.WEIGHTED_MEAN).build();
    return new Result(name, Mode.THROUGHPUT, Estimator.WEIGHTED_MEAN, used, environment, warmup,
        evaluations.length == 0 ? 0 : evaluations[evaluations.length - 1], TuningSource.NONE, evaluations, elapsed, e,
        primary, mean, StopReason.MAX_SAMPLES, singleShots, false, notes, List.of(),
        Allocation.unavailable("not measured under JMH's schedule"), Map.of(),
        new io.github.nanometer.MeasurementPlan(Estimator.WEIGHTED_MEAN, used.budget(),
            io.github.nanometer.Regime.USER_MANAGED, environment.clock().name(), io.github.nanometer.Isolation.OWN_JVM,
            0, io.github.nanometer.MeasurementPlan.FIXED_SCHEDULE,
            used.maxWarmup(), used.confidence(), 0),
        io.github.nanometer.GcActivity.UNKNOWN);
  }

  /** One iteration's work: its setups, the timed invocations, its teardowns. */
  private record Iteration(Supplier<Object> call, Blackhole sink, IterationCycle cycle, List<Runnable> setups,
      List<Runnable> teardowns) {

    /** {invocations, elapsed nanos} of one shot of {@code batch} invocations. */
    long[] shot(int batch) {
      if (cycle != null) {
        cycle.next();
      }
      long total = 0;
      if (setups.isEmpty() && teardowns.isEmpty()) {
        long t0 = System.nanoTime();
        for (int i = 0; i < batch; i++) {
          sink.consume(call.get());
        }
        total = System.nanoTime() - t0;
      } else {
        for (int i = 0; i < batch; i++) {
          total += once();
        }
      }
      return new long[] {batch, total};
    }

    /** {invocations, elapsed nanos} of invocations run until {@code nanos} have passed. */
    long[] timed(long nanos) {
      if (cycle != null) {
        cycle.next();
      }
      long count = 0;
      long total = 0;
      long end = System.nanoTime() + nanos;
      while (System.nanoTime() < end) {
        if (setups.isEmpty() && teardowns.isEmpty()) {
          long t0 = System.nanoTime();
          for (int i = 0; i < CHUNK; i++) {
            sink.consume(call.get());
          }
          total += System.nanoTime() - t0;
          count += CHUNK;
        } else {
          total += once();
          count++;
        }
      }
      return new long[] {count, total};
    }

    private long once() {
      for (Runnable r : setups) {
        r.run();
      }
      long t0 = System.nanoTime();
      Object v = call.get();
      long t = System.nanoTime() - t0;
      sink.consume(v);
      for (Runnable r : teardowns) {
        r.run();
      }
      return t;
    }
  }
}
