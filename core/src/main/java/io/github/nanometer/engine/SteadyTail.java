package io.github.nanometer.engine;

import io.github.nanometer.Estimator;
import io.github.nanometer.Note;
import io.github.nanometer.NoteKind;
import io.github.nanometer.measure.Samples;
import io.github.nanometer.stats.SteadyStateClass;
import java.util.Optional;
import java.util.function.LongSupplier;
import java.util.function.Predicate;

/**
 * When a tuned trial stops measuring: at the budget's deadline, unless the series so far has no
 * steady state (its last changepoint in the last 20% of its blocks, {@link ForkSteadyState}); then
 * it measures on in steps of {@link #STEP_FRACTION} of the budget, up to {@code maxExtraNanos} more
 * (the run's {@code maxWarmup}), and stops at the first step end where a steady state shows or when
 * the allowance is spent. A series shorter than two blocks of {@link ForkSteadyState#BLOCK_NANOS}
 * never has a changepoint, so short budgets never extend.
 *
 * <p>Only fork children measure on ({@link #PROPERTY}, set by {@link ChildJvm#javaCommand}): their
 * steady state is what a forked run reports, where an in-process run reports its whole series.
 */
final class SteadyTail implements Predicate<Samples> {

  /** Each extension step, as a fraction of the budget: a quarter, so a late step is seen whole. */
  static final double STEP_FRACTION = 0.25;

  /** The system property that gives a run the allowance ({@code true}); fork children get it. */
  static final String PROPERTY = "nanometer.measureToSteadyState";

  private final LongSupplier wall;
  private final long budgetNanos;
  private final long maxExtraNanos;
  private final Estimator estimator;
  private long deadline;
  private long extendedNanos;
  private boolean endedUnsteady;

  /**
   * @param wall the wall clock of the deadline
   * @param start when measuring started, on {@code wall}
   * @param budgetNanos the measuring budget
   * @param maxExtraNanos the most extra measuring, at least 0
   * @param estimator the run's estimator, as each block's value
   */
  SteadyTail(LongSupplier wall, long start, long budgetNanos, long maxExtraNanos, Estimator estimator) {
    this.wall = wall;
    this.budgetNanos = budgetNanos;
    this.maxExtraNanos = Math.max(0, maxExtraNanos);
    this.estimator = estimator;
    this.deadline = start + budgetNanos;
  }

  @Override
  public boolean test(Samples s) {
    long now = wall.getAsLong();
    if (now - deadline < 0) {
      return false;
    }
    if (maxExtraNanos == 0) {
      return true; // no allowance: the deadline is the end, whatever the series
    }
    boolean unsteady = unsteady(s);
    long left = maxExtraNanos - extendedNanos;
    if (!unsteady || left <= 0) {
      endedUnsteady = unsteady;
      return true;
    }
    long step = Math.min(left, Math.max(1, (long) (budgetNanos * STEP_FRACTION)));
    extendedNanos += step;
    deadline = now + step;
    return false;
  }

  /** The extra measuring this JVM allows a run whose {@code maxWarmup} is {@code maxWarmupNanos}: it, or 0. */
  static long allowanceNanos(long maxWarmupNanos) {
    return Boolean.getBoolean(PROPERTY) ? maxWarmupNanos : 0;
  }

  /** Whether the series {@code s} has no steady state by {@link ForkSteadyState}'s rule. */
  private boolean unsteady(Samples s) {
    double[] elapsed = s.elapsedNanos();
    return ForkSteadyState.of(s.nanosPerEvaluation(), elapsed, estimator, 0).steadyClass()
        == SteadyStateClass.NO_STEADY_STATE;
  }

  /** The extra measuring granted, nanoseconds (0 when the series was steady at the deadline). */
  long extendedNanos() {
    return extendedNanos;
  }

  /**
   * The note of a run that measured on: how much longer, and whether a steady state showed; empty
   * when it stopped at the deadline.
   */
  Optional<Note> note(String benchmark) {
    if (extendedNanos == 0) {
      return Optional.empty();
    }
    String ms = Math.round(extendedNanos / 1e6) + " ms";
    String outcome = endedUnsteady
        ? "still none after it (the allowance, maxWarmup, was spent): the series keeps moving, and a forked run "
            + "reports such a fork's whole series as 'no steady state'"
        : "a steady state showed after it";
    return Optional.of(new Note(NoteKind.STEADY_STATE_EXTENDED, "no steady state when the budget ran out (a "
        + "changepoint in the last 20% of the series): measured " + ms + " more; " + outcome, benchmark));
  }
}
