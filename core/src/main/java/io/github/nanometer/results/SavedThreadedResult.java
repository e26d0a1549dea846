package io.github.nanometer.results;

import io.github.nanometer.Environment;
import io.github.nanometer.Note;
import io.github.nanometer.ThreadedOptions;
import io.github.nanometer.ThreadedResult;
import io.github.nanometer.ThreadedResult.BarrierSkew;
import io.github.nanometer.ThreadedResult.GroupSummary;
import io.github.nanometer.ThreadedResult.ThreadSamples;
import io.github.nanometer.ThreadedResult.ThreadSummary;
import java.util.List;

/**
 * A {@link ThreadedResult} as a {@code nanometer-threaded} document keeps it ({@link
 * ThreadedResultReader}): every member but the environment, which the document records without its
 * clock facts. The members mean what {@link ThreadedResult}'s do.
 *
 * @param name the benchmark's name
 * @param options the options it ran with
 * @param warmupSamples how many synchronized warm-up samples ran before the kept ones
 * @param threads each thread's raw samples, in thread order
 * @param threadSummaries each thread's summary, in thread order
 * @param groups each group's summary, in group order
 * @param all the summary over every thread of the run
 * @param skew how far apart the threads started and ended their samples
 * @param notes remarks (placement, shared cpus, skew)
 */
public record SavedThreadedResult(String name, ThreadedOptions options, int warmupSamples, List<ThreadSamples> threads,
    List<ThreadSummary> threadSummaries, List<GroupSummary> groups, GroupSummary all, BarrierSkew skew,
    List<Note> notes) {

  /** Copies the lists; rejects nulls. */
  public SavedThreadedResult {
    if (name == null || options == null || threads == null || threadSummaries == null || groups == null
        || all == null || skew == null || notes == null) {
      throw new IllegalArgumentException("SavedThreadedResult members must not be null");
    }
    threads = List.copyOf(threads);
    threadSummaries = List.copyOf(threadSummaries);
    groups = List.copyOf(groups);
    notes = List.copyOf(notes);
  }

  /**
   * This result as a {@link ThreadedResult} measured in {@code environment}: how a parent that
   * measured the benchmark in a JVM of its own (the child wrote this result) carries it on with the
   * environment that JVM had.
   *
   * @throws IllegalArgumentException when {@code environment} is null
   */
  public ThreadedResult withEnvironment(Environment environment) {
    if (environment == null) {
      throw new IllegalArgumentException("environment must not be null");
    }
    return new ThreadedResult(name, options, environment, warmupSamples, threads, threadSummaries, groups, all, skew,
        notes);
  }

  /** What {@code result} saves: everything but its environment. */
  public static SavedThreadedResult of(ThreadedResult result) {
    return new SavedThreadedResult(result.name(), result.options(), result.warmupSamples(), result.threads(),
        result.threadSummaries(), result.groups(), result.all(), result.skew(), result.notes());
  }
}
