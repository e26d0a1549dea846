package io.github.nanometer;

import io.github.nanometer.text.Messages;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The immutable, self-describing outcome of measuring one benchmark: the resolved options, the clock
 * facts, warm-up facts, every raw sample, and the estimates computed from them. Any estimate can
 * be recomputed from {@link #evaluations()} and {@link #elapsedNanos()}.
 *
 * @param name the benchmark's name
 * @param mode throughput or latency
 * @param estimator the estimator that ran
 * @param options the resolved options (including the seed)
 * @param environment the JVM, machine, blackhole, thread placement and clock facts (with tick
 *     length), captured when the samples were taken
 * @param warmup what warm-up did
 * @param evaluationsPerSample the tuned n (minimum estimator) or the last sample's size (weighted mean)
 * @param tuningSource where evaluations per sample came from: Algorithm 1, the cache, the warm-up
 *     (work far above tau_acc), or none (weighted mean)
 * @param evaluations evaluations of each sample, in the order taken
 * @param elapsedNanos elapsed time of each sample, in nanoseconds
 * @param estimates the location estimates per evaluation
 * @param interval the confidence interval of the primary estimate ({@link #estimateNanos()}) in
 *     nanoseconds per evaluation, its {@code covers} and {@code method} saying what it is: the
 *     order-statistic interval of the median, the ratio-estimator interval of the weighted mean,
 *     the t interval of the mean of single evaluations; empty when the estimator has no honest interval (the minimum), with a {@link
 *     NoteKind#NO_INTERVAL} note saying why. It always brackets the primary estimate.
 * @param meanInterval the t interval of the mean per-evaluation time over samples of equal size;
 *     empty when the samples differ in size (the weighted mean's growing samples) or are too few
 * @param stopReason why sampling stopped
 * @param singleEvaluations true when long work fell back to single evaluations
 * @param loopIsolated true when the loop ran in its own hidden class
 * @param remarks typed remarks for the reader (degraded capabilities, unsettled warm-up, an
 *     unconverged minimum, a missing interval)
 * @param counterDeltas perf counter deltas of each sample, in order (empty when no counter
 *     could be opened)
 * @param allocation heap bytes per evaluation in the measured samples, or why not measured
 * @param parameters the sweep parameters this result was measured at, name to value, in order
 *     (empty outside a {@link Sweep})
 * @param plan what the run decided before measuring: estimator, budget, input regime, clock,
 *     isolation, warm-up rule, confidence
 * @param gc garbage collection during sampling: collections, their time and share of sampled time
 * @param bodyFingerprint the fingerprint of the benchmark body's bytecode (lower-case hex), as the
 *     tuning cache keys a body by it: it changes when the body's code changes, so a history starts a
 *     new series for an edited benchmark; empty when it cannot be computed (a body whose class file
 *     cannot be read, a threaded run's several bodies, a result built without one)
 */
public record Result(String name, Mode mode, Estimator estimator, Options options, Environment environment,
    WarmupSummary warmup, int evaluationsPerSample, TuningSource tuningSource, int[] evaluations,
    double[] elapsedNanos, Estimates estimates, Optional<Interval> interval,
    Optional<Interval> meanInterval, StopReason stopReason, boolean singleEvaluations,
    boolean loopIsolated, List<Note> remarks,
    List<CounterSample> counterDeltas, Allocation allocation, Map<String, String> parameters, MeasurementPlan plan,
    GcActivity gc, Optional<String> bodyFingerprint) {

  /**
   * Copies the arrays and lists so the result cannot change; rejects a body fingerprint that is not
   * lower-case hex.
   */
  public Result {
    if (evaluations.length != elapsedNanos.length) {
      throw new IllegalArgumentException("evaluations and elapsedNanos differ in length");
    }
    if (interval.isPresent() && !brackets(interval.get(), estimates.primaryNanos(estimator))) {
      throw new IllegalArgumentException("interval " + interval.get() + " does not bracket the "
          + estimator.cliName() + " estimate " + estimates.primaryNanos(estimator));
    }
    evaluations = evaluations.clone();
    elapsedNanos = elapsedNanos.clone();
    remarks = List.copyOf(remarks);
    counterDeltas = List.copyOf(counterDeltas);
    if (allocation == null) {
      throw new IllegalArgumentException("allocation must not be null (Allocation.unavailable(reason))");
    }
    parameters = Collections.unmodifiableMap(new LinkedHashMap<>(parameters));
    if (plan == null || gc == null) {
      throw new IllegalArgumentException("plan and gc must not be null (GcActivity.UNKNOWN when not known)");
    }
    if (bodyFingerprint == null) {
      throw new IllegalArgumentException("bodyFingerprint must not be null (Optional.empty() when unknown)");
    }
    if (bodyFingerprint.isPresent() && !lowerCaseHex(bodyFingerprint.get())) {
      String shown = bodyFingerprint.get().length() > 80 ? bodyFingerprint.get().substring(0, 80) + "..."
          : bodyFingerprint.get();
      throw new IllegalArgumentException("bodyFingerprint must be 1 to 128 lower-case hex digits, got \""
          + Messages.escape(shown) + "\"");
    }
  }

  /** Whether {@code s} is 1 to 128 of the digits 0-9 and a-f (no regex: this runs in measuring JVMs). */
  private static boolean lowerCaseHex(String s) {
    if (s.isEmpty() || s.length() > 128) {
      return false;
    }
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (!(c >= '0' && c <= '9') && !(c >= 'a' && c <= 'f')) {
        return false;
      }
    }
    return true;
  }

  /**
   * A result without a body fingerprint ({@link #bodyFingerprint()} empty): the constructor of
   * results built before the fingerprint was carried; {@link #withBodyFingerprint} adds one.
   */
  public Result(String name, Mode mode, Estimator estimator, Options options, Environment environment,
      WarmupSummary warmup, int evaluationsPerSample, TuningSource tuningSource, int[] evaluations,
      double[] elapsedNanos, Estimates estimates, Optional<Interval> interval,
      Optional<Interval> meanInterval, StopReason stopReason, boolean singleEvaluations,
      boolean loopIsolated, List<Note> remarks,
      List<CounterSample> counterDeltas, Allocation allocation, Map<String, String> parameters, MeasurementPlan plan,
      GcActivity gc) {
    this(name, mode, estimator, options, environment, warmup, evaluationsPerSample, tuningSource, evaluations,
        elapsedNanos, estimates, interval, meanInterval, stopReason, singleEvaluations, loopIsolated, remarks,
        counterDeltas, allocation, parameters, plan, gc, Optional.empty());
  }

  /** Samples during which a context switch or a cpu migration happened (0 without counters). */
  public int disturbedSamples() {
    int n = 0;
    for (CounterSample s : counterDeltas) {
      n += s.disturbed() ? 1 : 0;
    }
    return n;
  }

  /**
   * Disturbed samples left out of the estimates and the interval (they stay in {@link
   * #elapsedNanos()} with their marks in {@link #counterDeltas()}); 0 when too few undisturbed
   * samples would remain (at least 2, and a tenth of the samples).
   */
  public int droppedSamples() {
    return evaluations.length - keptSampleIndices().length;
  }

  /**
   * The indices of the samples the estimates and the interval were computed from, ascending: every
   * sample but the {@link #droppedSamples() dropped} ones.
   */
  public int[] keptSampleIndices() {
    // each sample's mark read in place (no copy of its counters): documents ask this of every result
    boolean[] disturbed = new boolean[counterDeltas.size()];
    for (int i = 0; i < disturbed.length; i++) {
      disturbed[i] = counterDeltas.get(i).disturbed();
    }
    return CounterSample.keptIndices(disturbed, evaluations.length);
  }

  /** The estimate of the chosen estimator, nanoseconds per evaluation. */
  public double estimateNanos() {
    return estimates.primaryNanos(estimator);
  }

  /** The number of samples. */
  public int sampleCount() {
    return evaluations.length;
  }

  /** A copy of the evaluations per sample. */
  @Override
  public int[] evaluations() {
    return evaluations.clone();
  }

  /** A copy of the elapsed nanoseconds per sample. */
  @Override
  public double[] elapsedNanos() {
    return elapsedNanos.clone();
  }

  /** This result with the given sweep parameters (name to value, in order). */
  public Result withParameters(Map<String, String> newParameters) {
    return new Result(name, mode, estimator, options, environment, warmup, evaluationsPerSample, tuningSource,
        evaluations, elapsedNanos, estimates, interval, meanInterval, stopReason, singleEvaluations, loopIsolated,
        remarks, counterDeltas, allocation, newParameters, plan, gc, bodyFingerprint);
  }

  /**
   * This result with the given body fingerprint (lower-case hex, or empty when it cannot be computed).
   *
   * @throws IllegalArgumentException when it is null or not lower-case hex
   */
  public Result withBodyFingerprint(Optional<String> fingerprint) {
    return new Result(name, mode, estimator, options, environment, warmup, evaluationsPerSample, tuningSource,
        evaluations, elapsedNanos, estimates, interval, meanInterval, stopReason, singleEvaluations, loopIsolated,
        remarks, counterDeltas, allocation, parameters, plan, gc, fingerprint);
  }

  /** This result with one more remark at the end. */
  public Result withNote(Note note) {
    List<Note> more = new java.util.ArrayList<>(remarks);
    more.add(note);
    return withRemarks(more);
  }

  /**
   * This result without its remarks of {@code kind}: a parent that answers over forks drops each
   * fork's {@link NoteKind#ONE_JVM} remark, which its own answer replaces.
   */
  public Result withoutNotes(NoteKind kind) {
    return withRemarks(remarks.stream().filter(n -> n.kind() != kind).toList());
  }

  private Result withRemarks(List<Note> newRemarks) {
    return new Result(name, mode, estimator, options, environment, warmup, evaluationsPerSample, tuningSource,
        evaluations, elapsedNanos, estimates, interval, meanInterval, stopReason, singleEvaluations, loopIsolated,
        newRemarks, counterDeltas, allocation, parameters, plan, gc, bodyFingerprint);
  }

  /**
   * Whether the interval comes from one JVM's samples, so that the spread between JVMs is not in it:
   * a {@link NoteKind#ONE_JVM} remark says so.
   */
  public boolean oneJvm() {
    return remarks.stream().anyMatch(n -> n.kind() == NoteKind.ONE_JVM);
  }

  private static boolean brackets(Interval c, double estimate) {
    double slack = 1e-12 * Math.abs(estimate);
    return c.low() - slack <= estimate && estimate <= c.high() + slack;
  }

  /** The facts of the clock that timed the samples (from the environment). */
  public ClockSummary clock() {
    return environment.clock();
  }

  /** The blackhole in use, {@code "compiler"} or {@code "volatile"} (from the environment). */
  public String blackhole() {
    return environment.blackhole().cliName();
  }

  /** Where the measuring thread ran (from the environment). */
  public String threadPlacement() {
    return environment.threadPlacement();
  }

  /** Elapsed clock ticks of each sample: elapsed nanoseconds / tick length, rounded (exact for timed loops). */
  public long[] elapsedTicks() {
    long[] ticks = new long[elapsedNanos.length];
    for (int i = 0; i < ticks.length; i++) {
      ticks[i] = Math.round(elapsedNanos[i] / environment.tickNanos());
    }
    return ticks;
  }

  /** The remarks' messages, in order. */
  public List<String> notes() {
    return remarks.stream().map(Note::message).toList();
  }

  /** The input regime the samples saw (from the plan). */
  public Regime regime() {
    return plan.regime();
  }

  /** The input seed of this run. */
  public long seed() {
    return options.seed();
  }
}
