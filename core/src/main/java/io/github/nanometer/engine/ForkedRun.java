package io.github.nanometer.engine;

import io.github.nanometer.BenchmarkFactory;
import io.github.nanometer.Defaults;
import io.github.nanometer.Environment;
import io.github.nanometer.Estimator;
import io.github.nanometer.ForkOptions;
import io.github.nanometer.ForkedResult;
import io.github.nanometer.Options;
import io.github.nanometer.Result;
import io.github.nanometer.compare.AnalysisResult.SystemSummary;
import io.github.nanometer.compare.SavedDataAnalysis;
import io.github.nanometer.stats.HierarchicalBootstrap;
import io.github.nanometer.stats.HierarchicalData;
import io.github.nanometer.stats.RandomEffects;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs a forked experiment: launches fresh JVMs one after another with this JVM's class path and
 * the compiler-blackhole flags, collects each fork's iteration estimates, and computes the
 * two-level statistics. {@code io.github.nanometer.Nanometer#forked} is the public entry; this class
 * is public only so that the public API can delegate to it.
 */
public final class ForkedRun {
  private ForkedRun() {}

  /** The name of the top level of a forked experiment's data, for the summary's messages. */
  static final String TOP_LEVEL = "fork";

  /**
   * Runs {@code fo.forks()} forks one after another and summarises their iteration estimates with
   * {@link SavedDataAnalysis#summary}, the computation {@code analyze} uses.
   *
   * @param parent this JVM's environment as it launches the forks, kept in the result
   * @throws IllegalStateException when a fork fails, with its exit status and stderr tail
   */
  public static ForkedResult run(Class<? extends BenchmarkFactory> factory, ForkOptions fo, Options options,
      Environment parent) {
    double[][] estimates = new double[fo.forks()][];
    List<Result> forkResults = new ArrayList<>();
    for (int f = 0; f < fo.forks(); f++) {
      Options forkOptions = forkOptions(options, fo, f);
      Result r = fork(factory, fo, forkOptions);
      requireCarried(forkOptions, r.options());
      forkResults.add(r);
      estimates[f] = ForkChild.blockMeans(r.evaluations(), r.elapsedNanos(), fo.iterations());
    }
    String name = forkResults.get(0).name();
    HierarchicalData data = HierarchicalData.twoLevels(estimates);
    SystemSummary summary = SavedDataAnalysis.summary(name, data, options.confidence(), TOP_LEVEL,
        HierarchicalBootstrap.DEFAULT_RESAMPLES, options.seed());
    double[] addedVariance = RandomEffects.estimate(data).unbiased();
    return new ForkedResult(name, estimates, summary.mean(), ApiViews.interval(summary.ci()),
        summary.bootstrapCi().interval().map(ApiViews::interval),
        summary.bootstrapCi().reasonAbsent(), addedVariance[0], addedVariance[1], parent, forkResults);
  }

  /**
   * The options fork number {@code fork} (from 0) measures with, every one of which its command line
   * carries: the run's, with the seed plus {@code fork}, and the fork shape's estimator (the
   * minimum), budget ({@code iterations} x {@code iterationBudget}), sample bounds (at least one
   * sample per iteration) and compiled copies (resolved as for a single run, as the child's result
   * records them).
   */
  static Options forkOptions(Options options, ForkOptions fo, int fork) {
    int iterations = fo.iterations();
    return options.toBuilder()
        .seed(options.seed() + fork)
        .estimator(Estimator.MINIMUM)
        .budget(fo.iterationBudget().multipliedBy(iterations))
        .minSamples(Math.max(2, iterations))
        .maxSamples(Math.max(Defaults.MAX_SAMPLES, iterations * 100))
        .compilations(options.compilationsOfRun())
        .build();
  }

  /**
   * Checks that the child measured with every option the parent passed (all of {@link
   * ChildOptions#NAMES}), reading them from the child's own result.
   *
   * @throws IllegalStateException naming the first option the child did not apply
   */
  static void requireCarried(Options sent, Options used) {
    List<String> sentArgs = ChildOptions.args(sent);
    List<String> usedArgs = ChildOptions.args(used);
    for (int i = 0; i < sentArgs.size(); i++) {
      if (!sentArgs.get(i).equals(usedArgs.get(i))) {
        throw new IllegalStateException("the fork did not apply option " + ChildOptions.NAMES.get(i) + ": sent "
            + sentArgs.get(i) + ", its result says " + usedArgs.get(i));
      }
    }
  }

  /**
   * A fork's command line ({@link ChildJvm#javaCommand}: this JVM's {@code nanometer.*} system
   * properties, then {@code fo}'s JVM arguments): {@code ForkChild FACTORY OUT_FILE}, then every
   * option of {@code options} ({@link ChildOptions#args}), which the child measures with as given.
   */
  static List<String> command(Class<? extends BenchmarkFactory> factory, ForkOptions fo, Options options,
      Path resultFile) {
    List<String> cmd = ChildJvm.javaCommand(fo.jvmArgs());
    cmd.add("-cp");
    cmd.add(System.getProperty("java.class.path"));
    cmd.add(ForkChild.class.getName());
    cmd.add(factory.getName());
    cmd.add(resultFile.toString());
    cmd.addAll(ChildOptions.args(options));
    return cmd;
  }

  private static Result fork(Class<? extends BenchmarkFactory> factory, ForkOptions fo, Options options) {
    return ChildJvm.run(file -> command(factory, fo, options, file), "fork of " + factory.getName());
  }
}
