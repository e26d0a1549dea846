package io.github.nanometer;

import java.util.List;
import java.util.Optional;

/**
 * The result of a {@link ThreadedBenchmark}: every raw sample of every thread, each thread's and
 * each group's time per operation and throughput with intervals, the spread between threads, the
 * measured barrier skew, and notes. Immutable; any summary can be recomputed from {@link #threads()}.
 *
 * @param name the benchmark's name
 * @param options the options it ran with
 * @param environment the machine, JVM and clock it ran on
 * @param warmupSamples how many synchronized warm-up samples ran before the kept ones
 * @param threads each thread's raw samples, in thread order
 * @param threadSummaries each thread's summary, in thread order
 * @param groups each group's summary, in group order
 * @param all the summary over every thread of the run
 * @param skew how far apart the threads started and ended their samples
 * @param notes remarks (placement, shared cpus, skew), never null
 */
public record ThreadedResult(String name, ThreadedOptions options, Environment environment, int warmupSamples,
    List<ThreadSamples> threads, List<ThreadSummary> threadSummaries, List<GroupSummary> groups, GroupSummary all,
    BarrierSkew skew, List<Note> notes) {

  /** Copies the lists; rejects nulls. */
  public ThreadedResult {
    if (name == null || options == null || environment == null || threads == null || threadSummaries == null
        || groups == null || all == null || skew == null || notes == null) {
      throw new IllegalArgumentException("ThreadedResult members must not be null");
    }
    threads = List.copyOf(threads);
    threadSummaries = List.copyOf(threadSummaries);
    groups = List.copyOf(groups);
    notes = List.copyOf(notes);
  }

  /**
   * Per sample, the mean over {@code members} of each thread's time per operation (JMH's average
   * time over threads); the series every time-per-operation summary of a group is the median of.
   *
   * @throws IllegalArgumentException when members is empty or their sample counts differ
   */
  public static double[] meanNanosPerOperation(List<ThreadSamples> members) {
    if (members.isEmpty()) {
      throw new IllegalArgumentException("members must not be empty");
    }
    int n = members.get(0).size();
    double[] mean = new double[n];
    for (ThreadSamples t : members) {
      if (t.size() != n) {
        throw new IllegalArgumentException("thread " + t.thread() + " has " + t.size() + " samples, not " + n);
      }
      double[] perOp = t.nanosPerOperation();
      for (int i = 0; i < n; i++) {
        mean[i] += perOp[i] / members.size();
      }
    }
    return mean;
  }

  /** This result with one more note at the end. */
  public ThreadedResult withNote(Note note) {
    List<Note> more = new java.util.ArrayList<>(notes);
    more.add(note);
    return new ThreadedResult(name, options, environment, warmupSamples, threads, threadSummaries, groups, all, skew,
        more);
  }

  /**
   * Whether the intervals come from one JVM's samples, so that the spread between JVMs is not in
   * them: a {@link NoteKind#ONE_JVM} note says so.
   */
  public boolean oneJvm() {
    return notes.stream().anyMatch(n -> n.kind() == NoteKind.ONE_JVM);
  }

  /**
   * One thread's raw samples. Sample i ran {@code evaluations[i]} evaluations; {@code
   * elapsedNanos[i]} is the time inside its timed loops (chunks of evaluations between clock
   * reads); {@code startNanos[i]} and {@code endNanos[i]} are when it left the barrier and when it
   * stopped, on {@code System.nanoTime}'s scale relative to the run's start (the wall span, which
   * the throughput uses and the skew compares across threads).
   *
   * @param thread the thread's index in the run
   * @param group its group's name
   * @param threadInGroup its index in the group
   * @param cpu the cpu it was pinned to; -1 when not pinned
   * @param placement how pinning went, one line
   */
  public record ThreadSamples(int thread, String group, int threadInGroup, int cpu, String placement,
      long[] evaluations, double[] elapsedNanos, long[] startNanos, long[] endNanos) {

    /** Copies the arrays; they must have one length. */
    public ThreadSamples {
      if (evaluations.length != elapsedNanos.length || evaluations.length != startNanos.length
          || evaluations.length != endNanos.length) {
        throw new IllegalArgumentException("thread " + thread + ": sample arrays differ in length");
      }
      evaluations = evaluations.clone();
      elapsedNanos = elapsedNanos.clone();
      startNanos = startNanos.clone();
      endNanos = endNanos.clone();
    }

    /** How many samples. */
    public int size() {
      return evaluations.length;
    }

    /** Time per operation of each sample, in nanoseconds. */
    public double[] nanosPerOperation() {
      double[] x = new double[evaluations.length];
      for (int i = 0; i < x.length; i++) {
        x[i] = elapsedNanos[i] / evaluations[i];
      }
      return x;
    }

    /** Operations per second of each sample over its wall span. */
    public double[] operationsPerSecond() {
      double[] x = new double[evaluations.length];
      for (int i = 0; i < x.length; i++) {
        x[i] = evaluations[i] * 1e9 / Math.max(1, endNanos[i] - startNanos[i]);
      }
      return x;
    }

    @Override
    public long[] evaluations() {
      return evaluations.clone();
    }

    @Override
    public double[] elapsedNanos() {
      return elapsedNanos.clone();
    }

    @Override
    public long[] startNanos() {
      return startNanos.clone();
    }

    @Override
    public long[] endNanos() {
      return endNanos.clone();
    }
  }

  /**
   * One thread's summary.
   *
   * @param thread the thread's index
   * @param group its group
   * @param nanosPerOperation the median over samples of its time per operation
   * @param interval the median's interval; empty with too few samples
   * @param operationsPerSecond the median over samples of its throughput
   * @param operations every operation it ran in the kept samples
   */
  public record ThreadSummary(int thread, String group, double nanosPerOperation,
      Optional<Interval> interval, double operationsPerSecond, long operations) {}

  /**
   * A group's (or the whole run's) summary. Per sample, the group's time per operation is the mean
   * of its threads' (JMH's average time over threads) and its throughput the sum of theirs; the
   * summary is the median over samples, with order-statistic intervals.
   *
   * @param group the group's name ("all" for the whole run)
   * @param threads how many threads
   * @param nanosPerOperation the median over samples of the mean time per operation across threads
   * @param interval its interval; empty with too few samples
   * @param operationsPerSecond the median over samples of the summed throughput
   * @param throughputInterval its interval; empty with too few samples
   * @param threadSpread the slowest thread's median time per operation over the fastest's (1 = even;
   *     a starving thread shows as a large spread); 1 for one thread
   */
  public record GroupSummary(String group, int threads, double nanosPerOperation,
      Optional<Interval> interval, double operationsPerSecond, Optional<Interval> throughputInterval,
      double threadSpread) {}

  /**
   * How far apart the threads left the start barrier and stopped, per sample, against the sample's
   * length. The timed regions of threads that left the barrier early overlap less with the others'
   * by up to the start skew.
   *
   * @param medianStartNanos the median over samples of (latest start - earliest start)
   * @param maxStartNanos the largest start skew of any sample
   * @param medianEndNanos the median over samples of (latest stop - earliest stop)
   * @param maxEndNanos the largest stop skew
   * @param medianSampleNanos the median wall length of a sample (earliest start to latest stop)
   */
  public record BarrierSkew(double medianStartNanos, double maxStartNanos, double medianEndNanos,
      double maxEndNanos, double medianSampleNanos) {

    /** The median start and stop skew together, as a fraction of the median sample length. */
    public double fractionOfSample() {
      return medianSampleNanos > 0 ? (medianStartNanos + medianEndNanos) / medianSampleNanos : 0;
    }
  }
}
