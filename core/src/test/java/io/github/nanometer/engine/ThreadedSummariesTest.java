package io.github.nanometer.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.ThreadedResult.BarrierSkew;
import io.github.nanometer.ThreadedResult.GroupSummary;
import io.github.nanometer.ThreadedResult.ThreadSamples;
import io.github.nanometer.ThreadedResult.ThreadSummary;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Summaries of scripted samples; expected values worked by hand in each comment. */
class ThreadedSummariesTest {

  /** Thread t: 8 samples of 1000 evaluations, elapsed = perOp * 1000, wall span 2 ms from start offsets. */
  private static ThreadSamples thread(int t, String group, double perOp, long startOffset, long endOffset) {
    int n = 8;
    long[] evals = new long[n];
    double[] elapsed = new double[n];
    long[] start = new long[n];
    long[] end = new long[n];
    for (int i = 0; i < n; i++) {
      evals[i] = 1000;
      elapsed[i] = perOp * 1000 * (1 + 0.01 * i); // rising 1% a sample: median of i = 3.5 -> perOp * 1.035
      start[i] = i * 10_000_000L + startOffset;
      end[i] = i * 10_000_000L + 2_000_000L + endOffset;
    }
    return new ThreadSamples(t, group, 0, -1, "not pinned", evals, elapsed, start, end);
  }

  @Test
  void threadSummaryIsTheMedianTimePerOperationWithAnInterval() {
    List<ThreadSummary> s = ThreadedSummaries.threads(List.of(thread(0, "g", 10, 0, 0)), 0.95);
    assertEquals(10 * 1.035, s.get(0).nanosPerOperation(), 1e-9);
    assertEquals(8000, s.get(0).operations());
    // 1000 operations in a 2 ms wall span: 500,000 per second in every sample
    assertEquals(500_000, s.get(0).operationsPerSecond(), 1e-6);
    // 8 samples at 0.95: order statistics 1 and 8 (coverage 1 - 2/256 = 99.2%)
    assertEquals(10.0, s.get(0).interval().orElseThrow().low(), 1e-9);
    assertEquals(10.7, s.get(0).interval().orElseThrow().high(), 1e-9);
  }

  @Test
  void groupAveragesTimePerOperationSumsThroughputAndShowsTheSpread() {
    GroupSummary g = ThreadedSummaries.group("all", List.of(thread(0, "w", 10, 0, 0), thread(1, "r", 30, 0, 0)), 0.95);
    assertEquals(20 * 1.035, g.nanosPerOperation(), 1e-9); // mean of 10 and 30, scaled alike
    assertEquals(1_000_000, g.operationsPerSecond(), 1e-6); // two threads at 500,000
    assertEquals(3.0, g.threadSpread(), 1e-12); // 30 / 10
    assertEquals(2, g.threads());
  }

  @Test
  void skewIsTheDistanceBetweenTheEarliestAndLatestThread() {
    BarrierSkew k = ThreadedSummaries.skew(List.of(thread(0, "g", 10, 0, 0), thread(1, "g", 10, 5_000, 20_000)));
    assertEquals(5_000, k.medianStartNanos(), 0);
    assertEquals(20_000, k.maxEndNanos(), 0);
    assertEquals(2_020_000, k.medianSampleNanos(), 0);
    assertEquals(25_000.0 / 2_020_000, k.fractionOfSample(), 1e-12);
  }

  @Test
  void threadsWithDifferentSampleCountsAreRejected() {
    ThreadSamples shorter = new ThreadSamples(1, "g", 0, -1, "", new long[] {1}, new double[] {1}, new long[] {0},
        new long[] {1});
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> ThreadedSummaries.group("g", List.of(thread(0, "g", 1, 0, 0), shorter), 0.95));
    assertTrue(e.getMessage().contains("thread 1 has 1 samples, not 8"), e.getMessage());
  }
}
