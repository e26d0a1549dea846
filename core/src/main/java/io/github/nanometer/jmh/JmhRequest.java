package io.github.nanometer.jmh;

import io.github.nanometer.Options;
import io.github.nanometer.ForkPlan;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * What {@link JmhRunner#run} runs and how: the user's class path, which benchmarks, parameter
 * overrides, nanometer's run options, and whether JMH's fixed schedule replaces nanometer's measured
 * warm-up and budget.
 *
 * @param classPath the directories and jars holding the benchmarks and JMH (jmh-core); a JMH
 *     {@code benchmarks.jar} alone is enough
 * @param includes regular expressions; a benchmark runs when one matches part of its name
 *     ({@code package.Class.method}); empty runs all
 * @param params {@code @Param} overrides, name to values; each replaces the annotation's values
 * @param options nanometer's run options for every benchmark (budget, warm-up limit, estimator, ...)
 * @param jmhIterations true to follow {@code @Warmup}/{@code @Measurement} as JMH would, instead of
 *     nanometer's measured warm-up and budget
 * @param jvmArgs extra flags for every child JVM, after the benchmark's own {@code @Fork} flags
 * @param forkPlan how many fresh JVMs each run gets ({@link ForkPlan}): by default adaptive (5 to 10
 *     forks, stopping when the interval over forks is precise or the run's forks have taken 8 s of
 *     wall); fork {@code f} of every run measures with the seed {@code options.seed() + f - 1}, the
 *     forks run in rounds over the runs, and the score is the mean over forks with an interval that
 *     holds the spread between JVMs
 */
public record JmhRequest(List<Path> classPath, List<Pattern> includes, Map<String, List<String>> params,
    Options options, boolean jmhIterations, List<String> jvmArgs, ForkPlan forkPlan) {

  /** The most forks a request may ask for (the CLI's {@code --forks} range). */
  public static final int MAX_FORKS = 1000;

  /**
   * Checks every part: the class path is not empty and each entry exists; parameter overrides have
   * at least one value each.
   *
   * @throws IllegalArgumentException naming the part and the value
   */
  public JmhRequest {
    if (classPath == null || classPath.isEmpty()) {
      throw new IllegalArgumentException("classPath must name at least one jar or directory");
    }
    for (Path p : classPath) {
      if (p == null || !Files.exists(p)) {
        throw new IllegalArgumentException("classPath entry " + p + " does not exist (accepted: jars and directories)");
      }
    }
    if (includes == null || params == null || options == null || jvmArgs == null || forkPlan == null) {
      throw new IllegalArgumentException("includes, params, options, jvmArgs and forkPlan must not be null");
    }
    for (Map.Entry<String, List<String>> e : params.entrySet()) {
      if (e.getValue() == null || e.getValue().isEmpty()) {
        throw new IllegalArgumentException("param " + e.getKey() + " needs at least one value");
      }
    }
    classPath = List.copyOf(classPath);
    includes = List.copyOf(includes);
    params = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(params));
    jvmArgs = List.copyOf(jvmArgs);
  }

  /**
   * Exactly {@code forks} fresh JVMs per run, 1..{@value #MAX_FORKS}.
   *
   * @throws IllegalArgumentException when {@code forks} is outside that range
   */
  public JmhRequest(List<Path> classPath, List<Pattern> includes, Map<String, List<String>> params, Options options,
      boolean jmhIterations, List<String> jvmArgs, int forks) {
    this(classPath, includes, params, options, jmhIterations, jvmArgs, fixed(forks));
  }

  /** The default, adaptive fork plan ({@link ForkPlan#adaptive}, capped at {@link ForkPlan#DEFAULT_MAX_WALL}). */
  public JmhRequest(List<Path> classPath, List<Pattern> includes, Map<String, List<String>> params, Options options,
      boolean jmhIterations, List<String> jvmArgs) {
    this(classPath, includes, params, options, jmhIterations, jvmArgs, ForkPlan.adaptive(ForkPlan.DEFAULT_MAX_WALL));
  }

  private static ForkPlan fixed(int forks) {
    if (forks < 1 || forks > MAX_FORKS) {
      throw new IllegalArgumentException("forks must be in [1, " + MAX_FORKS + "], got " + forks);
    }
    return ForkPlan.fixed(forks);
  }

  /**
   * Fork {@code fork}'s options (1-based): the request's, with the seed {@code options.seed() + fork
   * - 1}, so each fork draws its own inputs and randomized orders.
   */
  public Options optionsOfFork(int fork) {
    if (fork < 1 || fork > forkPlan.maxForks()) {
      throw new IllegalArgumentException("fork must be in [1, " + forkPlan.maxForks() + "], got " + fork);
    }
    return fork == 1 ? options : options.toBuilder().seed(options.seed() + fork - 1).build();
  }

  /** Every benchmark of {@code classPath} with {@code options}, nanometer's warm-up and budget in charge. */
  public static JmhRequest of(List<Path> classPath, Options options) {
    return new JmhRequest(classPath, List.of(), Map.of(), options, false, List.of());
  }
}
