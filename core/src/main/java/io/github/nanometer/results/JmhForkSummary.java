package io.github.nanometer.results;

import io.github.nanometer.stats.SteadyStateClass;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * One run's answer over its forks as a {@code nanometer-jmh} document (version 3) keeps it in
 * {@code forkSummaries}, read back by {@link JmhDocument}: the score in the run's unit with its
 * interval, the estimate in nanoseconds per invocation, whether the forks agree, both variance
 * components, the modes, why forking stopped, and every fork's steady state with the block series
 * its changepoints were found in.
 *
 * @param run the run's name (benchmark, mode and parameters), as the document writes it
 * @param forks how many fresh JVMs measured the run, at least 1; as many as {@code forkSteadyStates}
 * @param oneJvm whether one JVM measured it (its interval says nothing of the next JVM)
 * @param score the mean over forks in {@code scoreUnit}
 * @param scoreUnit JMH's unit of the score, e.g. {@code ns/op} or {@code ops/s}
 * @param scoreLow the low end of the score's interval, in {@code scoreUnit}
 * @param scoreHigh the high end of the score's interval, in {@code scoreUnit}
 * @param confidence the interval's level, on 0..1
 * @param estimateNanos the score in nanoseconds per invocation
 * @param consistent false when the fork estimates fall into more than one mode
 * @param betweenJvmVarianceNanos2 the between-JVM variance component, squared nanoseconds; NaN with one fork
 * @param withinJvmVarianceNanos2 the within-JVM variance component, squared nanoseconds
 * @param modes the modes of the fork estimates, lowest first; empty with one fork
 * @param stop why forking stopped ({@code precise}, {@code max-forks}, ...), when the document says
 * @param forkSteadyStates each fork's steady state, in fork order
 */
public record JmhForkSummary(String run, int forks, boolean oneJvm, double score, String scoreUnit, double scoreLow,
    double scoreHigh, double confidence, double estimateNanos, boolean consistent, double betweenJvmVarianceNanos2,
    double withinJvmVarianceNanos2, List<ForkMode> modes, Optional<String> stop, List<Fork> forkSteadyStates) {

  /**
   * Checks what the report relies on: a name, a unit, at least one fork and one steady state per fork.
   *
   * @throws IllegalArgumentException naming the member that is missing or does not fit
   */
  public JmhForkSummary {
    if (run == null || scoreUnit == null || modes == null || stop == null || forkSteadyStates == null) {
      throw new IllegalArgumentException("run, scoreUnit, modes, stop and forkSteadyStates must not be null");
    }
    if (forks < 1) {
      throw new IllegalArgumentException("forks: must be at least 1, got " + forks);
    }
    if (forkSteadyStates.size() != forks) {
      throw new IllegalArgumentException("forkSteadyStates: " + forkSteadyStates.size() + " steady states for "
          + forks + " forks; needs one per fork");
    }
    modes = List.copyOf(modes);
    forkSteadyStates = List.copyOf(forkSteadyStates);
  }

  /**
   * One mode of the fork estimates.
   *
   * @param estimateNanos its centre, nanoseconds per invocation
   * @param forks how many forks fall into it, at least 1
   */
  public record ForkMode(double estimateNanos, int forks) {

    /** Checks the count. */
    public ForkMode {
      if (forks < 1) {
        throw new IllegalArgumentException("forks: must be at least 1, got " + forks);
      }
    }
  }

  /**
   * One fork's steady state: its series of block values (each block at least 10 ms of samples, its
   * value the run's estimator over them, ns per invocation), cut into segments at its changepoints.
   *
   * @param estimateNanos the estimator after its last changepoint (over all its samples without a steady state)
   * @param standardErrorNanos the within-JVM standard error of that estimate
   * @param steadyClass its class as the document writes it: {@code flat}, {@code warmup}, {@code
   *     slowdown} or {@code no-steady-state}
   * @param steadySamples how many samples the estimate is over, at least 0
   * @param segmentStarts the block index of each segment's start: first 0, ascending, each below the block count
   * @param blockNanos each block's value, at least one
   */
  public record Fork(double estimateNanos, double standardErrorNanos, String steadyClass,
      int steadySamples, int[] segmentStarts, double[] blockNanos) {

    /**
     * Checks the series and its segments; copies the arrays.
     *
     * @throws IllegalArgumentException naming the member that does not fit
     */
    public Fork {
      if (steadyClass == null || segmentStarts == null || blockNanos == null) {
        throw new IllegalArgumentException("steadyClass, segmentStarts and blockNanos must not be null");
      }
      if (Arrays.stream(SteadyStateClass.values()).noneMatch(c -> c.label().equals(steadyClass))) {
        throw new IllegalArgumentException("class: must be one of " + Arrays.stream(SteadyStateClass.values())
            .map(SteadyStateClass::label).collect(Collectors.joining(", ")) + ", got \"" + steadyClass + "\"");
      }
      if (steadySamples < 0) {
        throw new IllegalArgumentException("steadySamples: must be at least 0, got " + steadySamples);
      }
      if (blockNanos.length == 0) {
        throw new IllegalArgumentException("blockNanos: needs at least one block");
      }
      if (segmentStarts.length == 0 || segmentStarts[0] != 0) {
        throw new IllegalArgumentException("segmentStarts: the first segment must start at block 0");
      }
      for (int i = 1; i < segmentStarts.length; i++) {
        if (segmentStarts[i] <= segmentStarts[i - 1] || segmentStarts[i] >= blockNanos.length) {
          throw new IllegalArgumentException("segmentStarts[" + i + "]: must be above " + segmentStarts[i - 1]
              + " and below the " + blockNanos.length + " blocks, got " + segmentStarts[i]);
        }
      }
      segmentStarts = segmentStarts.clone();
      blockNanos = blockNanos.clone();
    }

    @Override
    public int[] segmentStarts() {
      return segmentStarts.clone();
    }

    @Override
    public double[] blockNanos() {
      return blockNanos.clone();
    }

    /** The number of changepoints: one fewer than the segments. */
    public int changepoints() {
      return segmentStarts.length - 1;
    }

    /**
     * The first block of the series the fork's estimate stands on: the last segment's start, or 0
     * without a steady state (the whole series).
     */
    public int steadyStart() {
      return steadyClass.equals(SteadyStateClass.NO_STEADY_STATE.label()) ? 0 : segmentStarts[segmentStarts.length - 1];
    }
  }
}
