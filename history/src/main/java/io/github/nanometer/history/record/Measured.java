package io.github.nanometer.history.record;

import io.github.nanometer.Interval;
import io.github.nanometer.history.store.BenchmarkIdentity;
import io.github.nanometer.history.store.RawSamples;
import io.github.nanometer.history.store.ResultRecord;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * One benchmark's answer as one place of a document states it, before the repeats of one
 * benchmark (forks, trials) are combined ({@link ResultGroups}).
 *
 * @param benchmark the benchmark's identity
 * @param measure what the estimate is ({@code "time"}, {@code "throughput"}, ...)
 * @param unit the estimate's unit
 * @param estimate the estimate, in {@code unit}
 * @param interval the document's interval of it, in {@code unit}, when it states one
 * @param confidence the level the document measured at (its interval's, or its plan's)
 * @param forks the JVMs this answer already spans (a JMH entry's forks), at least 1
 * @param betweenForkSpread the spread between those JVMs' answers, when the document gives them
 * @param sampleCount the samples it rests on
 * @param ownJvm whether it was measured in a JVM of its own, so that its repeats are forks
 * @param samples its raw samples, when they were asked for and the document holds them
 */
record Measured(BenchmarkIdentity benchmark, String measure, String unit, double estimate, Optional<Interval> interval,
    double confidence, int forks, OptionalDouble betweenForkSpread, long sampleCount, boolean ownJvm,
    Optional<RawSamples> samples) {

  /** The same answer, measured in a JVM of its own or not as {@code own} says. */
  Measured withOwnJvm(boolean own) {
    return new Measured(benchmark, measure, unit, estimate, interval, confidence, forks, betweenForkSpread, sampleCount,
        own, samples);
  }

  /** What the interval covers, e.g. {@code "time (ns/op)"}. */
  String covers() {
    return measure + " (" + unit + ")";
  }

  /**
   * This answer alone as the history's result: where the document states no interval, the whole
   * line (no evidence), whose method says so.
   */
  ResultRecord alone() {
    Interval i = interval.orElseGet(() -> Interval.unbounded(confidence, covers(), "none: the document states no interval"));
    return new ResultRecord(benchmark, measure, unit, estimate, i, forks, betweenForkSpread, sampleCount);
  }
}
