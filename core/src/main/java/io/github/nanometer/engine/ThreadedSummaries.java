package io.github.nanometer.engine;

import io.github.nanometer.Interval;
import io.github.nanometer.ThreadedResult.BarrierSkew;
import io.github.nanometer.ThreadedResult.GroupSummary;
import io.github.nanometer.ThreadedResult.ThreadSamples;
import io.github.nanometer.ThreadedResult.ThreadSummary;
import io.github.nanometer.ThreadedResult;
import io.github.nanometer.stats.Descriptive;
import io.github.nanometer.stats.MedianInterval;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The summaries of a threaded benchmark's raw samples: per thread, per group and over the whole
 * run, and the barrier skew. Pure: everything comes from the samples, so a saved result can be
 * summarised again. Every thread has the same number of samples (they are synchronized).
 */
public final class ThreadedSummaries {
  private ThreadedSummaries() {}

  /** Each thread's median time per operation and throughput, with the median's interval. */
  public static List<ThreadSummary> threads(List<ThreadSamples> threads, double confidence) {
    List<ThreadSummary> out = new ArrayList<>();
    for (ThreadSamples t : threads) {
      double[] perOp = t.nanosPerOperation();
      long operations = 0;
      for (long e : t.evaluations()) {
        operations += e;
      }
      out.add(new ThreadSummary(t.thread(), t.group(), Descriptive.median(perOp),
          interval(perOp, confidence, "median time per operation of thread " + t.thread()),
          Descriptive.median(t.operationsPerSecond()), operations));
    }
    return out;
  }

  /**
   * The summary of {@code members} (a group's threads, or all of them) named {@code group}: per
   * sample the mean time per operation across threads and the summed throughput, then their
   * medians over samples with intervals, and the slowest thread's median over the fastest's.
   *
   * @throws IllegalArgumentException when members is empty or their sample counts differ
   */
  public static GroupSummary group(String group, List<ThreadSamples> members, double confidence) {
    if (members.isEmpty()) {
      throw new IllegalArgumentException("group '" + group + "' has no threads");
    }
    double[] meanPerOp = ThreadedResult.meanNanosPerOperation(members);
    int n = meanPerOp.length;
    double[] sumThroughput = new double[n];
    double fastest = Double.POSITIVE_INFINITY;
    double slowest = 0;
    for (ThreadSamples t : members) {
      double[] ops = t.operationsPerSecond();
      for (int i = 0; i < n; i++) {
        sumThroughput[i] += ops[i];
      }
      double median = Descriptive.median(t.nanosPerOperation());
      fastest = Math.min(fastest, median);
      slowest = Math.max(slowest, median);
    }
    String scope = group.equals("all") ? "all threads" : "group " + group;
    return new GroupSummary(group, members.size(), Descriptive.median(meanPerOp),
        interval(meanPerOp, confidence, "median over samples of the mean time per operation of " + scope),
        Descriptive.median(sumThroughput),
        interval(sumThroughput, confidence, "median over samples of the summed operations per second of " + scope),
        fastest > 0 ? slowest / fastest : 1);
  }

  /** The start and stop skew of the threads' samples and the median sample length. */
  public static BarrierSkew skew(List<ThreadSamples> threads) {
    int n = threads.get(0).size();
    double[] start = new double[n];
    double[] end = new double[n];
    double[] length = new double[n];
    List<long[]> starts = threads.stream().map(ThreadSamples::startNanos).toList();
    List<long[]> ends = threads.stream().map(ThreadSamples::endNanos).toList();
    for (int i = 0; i < n; i++) {
      long minStart = Long.MAX_VALUE;
      long maxStart = Long.MIN_VALUE;
      long minEnd = Long.MAX_VALUE;
      long maxEnd = Long.MIN_VALUE;
      for (int t = 0; t < starts.size(); t++) {
        long s = starts.get(t)[i];
        long e = ends.get(t)[i];
        minStart = Math.min(minStart, s);
        maxStart = Math.max(maxStart, s);
        minEnd = Math.min(minEnd, e);
        maxEnd = Math.max(maxEnd, e);
      }
      start[i] = maxStart - minStart;
      end[i] = maxEnd - minEnd;
      length[i] = maxEnd - minStart;
    }
    return new BarrierSkew(Descriptive.median(start), Descriptive.max(start), Descriptive.median(end),
        Descriptive.max(end), Descriptive.median(length));
  }

  private static Optional<Interval> interval(double[] x, double confidence, String covers) {
    return MedianInterval.of(x, confidence)
        .map(r -> r.interval().described(covers, r.interval().method()));
  }
}
