package io.github.nanometer.sidebyside;

import io.github.nanometer.Result;
import io.github.nanometer.engine.ForkSteadyState;
import io.github.nanometer.jmh.JmhResult;
import io.github.nanometer.json.JsonWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;

/**
 * With {@code -Dcorpus.forkLog=FILE} ({@code NM_JAVA_OPTS} in run-corpus.sh), every fork of a
 * {@code jmh}-mode row is appended to {@code FILE} as one JSON line, so that other rules for a fork's
 * estimate can be computed offline from the same forks ({@code fork_rules.py}): the time, the JVM's
 * pid, the workload, the budget, the fork's number, its steady-state class and estimate as nanometer
 * found them, the changepoints (block index of each segment's start), and per block of at least 10 ms
 * of measured time (the blocks {@link ForkSteadyState} segments) its median and its mean time per
 * evaluation and its sample count.
 */
final class ForkLog {
  private ForkLog() {}

  /** The file named by {@code -Dcorpus.forkLog}, or null. */
  static Path file() {
    String f = System.getProperty("corpus.forkLog");
    return f == null || f.isBlank() ? null : Path.of(f);
  }

  /** Appends one line per fork in {@code results} to {@link #file()}; does nothing without one. */
  static void append(String workload, long budgetMillis, List<JmhResult> results) throws IOException {
    Path file = file();
    if (file == null) {
      return;
    }
    StringBuilder out = new StringBuilder();
    long pid = ProcessHandle.current().pid();
    for (JmhResult jr : results) {
      Result r = jr.result();
      ForkSteadyState s = ForkSteadyState.of(r);
      List<double[]> blocks = blockMeans(r);
      JsonWriter w = new JsonWriter(out, false);
      w.beginObject()
          .field("epochMillis", System.currentTimeMillis())
          .field("pid", pid)
          .field("workload", workload)
          .field("budgetMillis", budgetMillis)
          .field("fork", jr.fork())
          .field("class", s.steadyClass().name())
          .field("estimateNanos", s.estimateNanos());
      w.name("segmentStarts").array(s.segmentStarts());
      w.name("blockMedianNanos").array(s.blockNanos());
      w.name("blockMeanNanos").array(blocks.get(0));
      w.name("blockSamples").array(blocks.get(1));
      w.endObject().finish(); // one line, ended by finish
    }
    Files.writeString(file, out, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
  }

  /**
   * Each block's mean time per evaluation (total time over total evaluations) and sample count, for
   * the blocks {@link ForkSteadyState} forms: consecutive kept samples until 10 ms of measured time,
   * a short rest joining the block before it.
   */
  static List<double[]> blockMeans(Result r) {
    int[] kept = r.keptSampleIndices();
    int[] evaluations = r.evaluations();
    double[] elapsed = r.elapsedNanos();
    double[] keptNanos = new double[kept.length];
    for (int i = 0; i < kept.length; i++) {
      keptNanos[i] = elapsed[kept[i]];
    }
    List<int[]> ranges = ForkSteadyState.blocks(keptNanos); // [from, to) over kept
    double[] means = new double[ranges.size()];
    double[] counts = new double[ranges.size()];
    for (int b = 0; b < means.length; b++) {
      double t = 0;
      double evals = 0;
      for (int i = ranges.get(b)[0]; i < ranges.get(b)[1]; i++) {
        t += elapsed[kept[i]];
        evals += evaluations[kept[i]];
      }
      means[b] = t / evals;
      counts[b] = ranges.get(b)[1] - ranges.get(b)[0];
    }
    return List.of(means, counts);
  }
}
