package io.github.nanometer.engine;

import io.github.nanometer.BenchmarkFactory;
import io.github.nanometer.ClockChoice;
import io.github.nanometer.Defaults;
import io.github.nanometer.Estimator;
import io.github.nanometer.Nanometer;
import io.github.nanometer.Options;
import io.github.nanometer.Result;
import io.github.nanometer.os.PinRequest;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The main class of a forked JVM: {@code ForkChild FACTORY_CLASS ITERATIONS ITERATION_BUDGET_NANOS
 * OUT_FILE NAME=VALUE...}. Measures the factory's benchmark once with the minimum estimator's fixed
 * evaluations per sample for {@code ITERATIONS x budget}, with the run options given as {@link
 * #OPTION_NAMES} pairs, and writes the complete {@code nanometer-results} document (every raw
 * sample, the options it actually used, its environment) to {@code OUT_FILE}. The parent reads it
 * back with {@code results.ResultReader}. Exit 0 on success, 1 with a message otherwise.
 *
 * <p>The estimator, budget and sample bounds are the fork shape's (minimum, iterations x budget, at
 * least one sample per iteration); the geometric loop is not used by the minimum estimator.
 */
public final class ForkChild {

  /** The run options that cross the process boundary, in the order they are passed. */
  public static final List<String> OPTION_NAMES = List.of("maxWarmupNanos", "seed", "batchSize", "oracle",
      "useTuningCache", "isolateLoops", "compilations", "clock", "pinning", "confidence");

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

  /** The {@code NAME=VALUE} arguments that carry {@code options} (see {@link #OPTION_NAMES}). */
  static List<String> optionArgs(Options options) {
    List<String> args = new ArrayList<>();
    args.add("maxWarmupNanos=" + options.maxWarmup().toNanos());
    args.add("seed=" + options.seed());
    args.add("batchSize=" + options.batchSize());
    args.add("oracle=" + options.oracle());
    args.add("useTuningCache=" + options.useTuningCache());
    args.add("isolateLoops=" + options.isolateLoops());
    args.add("compilations=" + options.compilations());
    args.add("clock=" + options.clock().cliName());
    args.add("pinning=" + pinningText(options.pinning()));
    args.add("confidence=" + options.confidence());
    return args;
  }

  /** {@code auto}, {@code none} or {@code cpu N}: the results document's spelling. */
  static String pinningText(PinRequest p) {
    return p.mode().name().toLowerCase(Locale.ROOT) + (p.cpu() >= 0 ? " " + p.cpu() : "");
  }

  /**
   * The options of a fork: the fork shape's estimator, budget ({@code iterations} x {@code
   * iterationBudget}) and sample bounds, the rest from {@code pairs}.
   */
  static Options options(int iterations, Duration iterationBudget, Map<String, String> pairs) {
    if (!pairs.keySet().equals(new java.util.HashSet<>(OPTION_NAMES))) {
      throw new IllegalArgumentException("fork options must be exactly " + OPTION_NAMES + ", got " + pairs.keySet());
    }
    String pin = pairs.get("pinning");
    PinRequest pinning = pin.equals("auto") ? PinRequest.auto() : pin.equals("none") ? PinRequest.none()
        : PinRequest.cpu(Integer.parseInt(pin.substring("cpu ".length())));
    return Options.builder()
        .estimator(Estimator.MINIMUM)
        .budget(iterationBudget.multipliedBy(iterations))
        .maxWarmup(Duration.ofNanos(Long.parseLong(pairs.get("maxWarmupNanos"))))
        .seed(Long.parseLong(pairs.get("seed")))
        .batchSize(Integer.parseInt(pairs.get("batchSize")))
        .oracle(pairs.get("oracle"))
        .useTuningCache(Boolean.parseBoolean(pairs.get("useTuningCache")))
        .isolateLoops(Boolean.parseBoolean(pairs.get("isolateLoops")))
        .compilations(Integer.parseInt(pairs.get("compilations")))
        .clock(ClockChoice.valueOf(pairs.get("clock").toUpperCase(Locale.ROOT)))
        .pinning(pinning)
        .confidence(Double.parseDouble(pairs.get("confidence")))
        .minSamples(Math.max(2, iterations))
        .maxSamples(Math.max(Defaults.MAX_SAMPLES, iterations * 100))
        .build();
  }

  /**
   * The options a fork's command line gives (see the class comment): the one place its text
   * becomes typed values, nanoseconds a {@link Duration}.
   */
  static Options options(String[] args) {
    if (args.length != 4 + OPTION_NAMES.size()) {
      throw new IllegalArgumentException("usage: ForkChild FACTORY ITERATIONS BUDGET_NANOS OUT_FILE "
          + String.join("=.. ", OPTION_NAMES) + "=..");
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
