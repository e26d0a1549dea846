package io.github.nanometer.engine;

import io.github.nanometer.BenchmarkFactory;
import io.github.nanometer.Defaults;
import io.github.nanometer.Estimator;
import io.github.nanometer.Nanometer;
import io.github.nanometer.Options;
import io.github.nanometer.Result;
import io.github.nanometer.report.JsonWriter;
import java.time.Duration;

/**
 * The main class of a forked JVM: {@code ForkChild FACTORY_CLASS ITERATIONS ITERATION_BUDGET_NANOS
 * MAX_WARMUP_NANOS SEED}. Measures the factory's benchmark once, with the minimum estimator's
 * fixed evaluations per sample, for {@code ITERATIONS x budget}; splits the samples into that many
 * consecutive blocks; prints one line {@code nanometer-fork {"iterationNanos":[...]}} where each
 * value is a block's sum(time) / sum(evaluations). Exit 0 on success, 1 with a message otherwise.
 */
public final class ForkChild {
  /** The marker that starts the result line on stdout. */
  public static final String MARKER = "nanometer-fork ";

  private ForkChild() {}

  /** Entry point; see the class comment for the arguments. */
  public static void main(String[] args) {
    try {
      String line = run(args);
      System.out.println(line);
      System.out.flush();
    } catch (ReflectiveOperationException | RuntimeException e) {
      System.err.println("nanometer fork failed: " + e);
      System.exit(1);
    }
  }

  static String run(String[] args) throws ReflectiveOperationException {
    if (args.length != 5) {
      throw new IllegalArgumentException("usage: ForkChild FACTORY ITERATIONS BUDGET_NANOS MAX_WARMUP_NANOS SEED");
    }
    BenchmarkFactory factory = (BenchmarkFactory) Class.forName(args[0]).getConstructor().newInstance();
    int iterations = Integer.parseInt(args[1]);
    long budgetNanos = Long.parseLong(args[2]);
    Options options = Options.builder()
        .estimator(Estimator.MINIMUM)
        .budget(Duration.ofNanos(budgetNanos * iterations))
        .maxWarmup(Duration.ofNanos(Long.parseLong(args[3])))
        .seed(Long.parseLong(args[4]))
        .minSamples(Math.max(2, iterations))
        .maxSamples(Math.max(Defaults.MAX_SAMPLES, iterations * 100))
        .build();
    Result r = Nanometer.create(options).run(factory.create());
    double[] blocks = blockMeans(r.evaluations(), r.elapsedNanos(), iterations);
    StringBuilder sb = new StringBuilder(MARKER);
    JsonWriter w = new JsonWriter(sb, false);
    w.beginObject().field("name", r.name()).name("iterationNanos").array(blocks).endObject();
    return sb.toString();
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
