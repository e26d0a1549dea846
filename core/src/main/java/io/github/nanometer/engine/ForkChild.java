package io.github.nanometer.engine;

import io.github.nanometer.BenchmarkFactory;
import io.github.nanometer.Defaults;
import io.github.nanometer.Estimator;
import io.github.nanometer.Nanometer;
import io.github.nanometer.Options;
import io.github.nanometer.Result;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The main class of a forked JVM: {@code ForkChild FACTORY_CLASS ITERATIONS ITERATION_BUDGET_NANOS
 * OUT_FILE NAME=VALUE...}. Measures the factory's benchmark once with the minimum estimator's fixed
 * evaluations per sample for {@code ITERATIONS x budget}, with the run options given as {@link
 * ChildOptions#NAMES} pairs, and writes the complete {@code nanometer-results} document (every raw
 * sample, the options it actually used, its environment) to {@code OUT_FILE}. The parent reads it
 * back with {@code results.ResultReader}. Exit 0 on success, 1 with a message otherwise.
 *
 * <p>The estimator, budget and sample bounds are the fork shape's (minimum, iterations x budget, at
 * least one sample per iteration); the geometric loop is not used by the minimum estimator.
 */
public final class ForkChild {

  private ForkChild() {}

  /** Entry point; see the class comment for the arguments. */
  public static void main(String[] args) {
    try {
      run(args);
    } catch (ReflectiveOperationException | IOException | RuntimeException e) {
      System.err.println("nanometer fork failed: " + e);
      System.exit(1);
    }
  }

  /**
   * The options of a fork: the fork shape's estimator, budget ({@code iterations} x {@code
   * iterationBudget}) and sample bounds, the rest from {@code pairs}.
   */
  static Options options(int iterations, Duration iterationBudget, Map<String, String> pairs) {
    if (!pairs.keySet().equals(new java.util.HashSet<>(ChildOptions.NAMES))) {
      throw new IllegalArgumentException(
          "fork options must be exactly " + ChildOptions.NAMES + ", got " + pairs.keySet());
    }
    return ChildOptions.read(pairs)
        .estimator(Estimator.MINIMUM)
        .budget(iterationBudget.multipliedBy(iterations))
        .minSamples(Math.max(2, iterations))
        .maxSamples(Math.max(Defaults.MAX_SAMPLES, iterations * 100))
        .build();
  }

  /**
   * The options a fork's command line gives (see the class comment), read by {@link ChildOptions#read};
   * the iteration budget is in nanoseconds, as every duration on a child's command line.
   */
  static Options options(String[] args) {
    if (args.length != 4 + ChildOptions.NAMES.size()) {
      throw new IllegalArgumentException("usage: ForkChild FACTORY ITERATIONS BUDGET_NANOS OUT_FILE "
          + String.join("=.. ", ChildOptions.NAMES) + "=..");
    }
    Map<String, String> pairs = new LinkedHashMap<>();
    for (int i = 4; i < args.length; i++) {
      int eq = args[i].indexOf('=');
      pairs.put(args[i].substring(0, Math.max(0, eq)), args[i].substring(eq + 1));
    }
    return options(Integer.parseInt(args[1]), Duration.ofNanos(Long.parseLong(args[2])), pairs);
  }

  static void run(String[] args) throws ReflectiveOperationException, IOException {
    Options options = options(args);
    BenchmarkFactory factory = (BenchmarkFactory) Class.forName(args[0]).getConstructor().newInstance();
    Result r;
    try (Nanometer nm = Nanometer.create(options)) {
      r = nm.run(factory.create());
    }
    ResultDocuments.load().write(r, Path.of(args[3]));
  }

  /** Splits samples into {@code blocks} consecutive runs of near-equal count; each block's sum(time)/sum(evals). */
  static double[] blockMeans(int[] evaluations, double[] elapsedNanos, int blocks) {
    if (evaluations.length < blocks) {
      throw new IllegalArgumentException("need at least " + blocks + " samples, got " + evaluations.length);
    }
    double[] means = new double[blocks];
    for (int b = 0; b < blocks; b++) {
      int from = (int) ((long) b * evaluations.length / blocks);
      int to = (int) ((long) (b + 1) * evaluations.length / blocks);
      double time = 0;
      long evals = 0;
      for (int i = from; i < to; i++) {
        time += elapsedNanos[i];
        evals += evaluations[i];
      }
      means[b] = time / evals;
    }
    return means;
  }
}
