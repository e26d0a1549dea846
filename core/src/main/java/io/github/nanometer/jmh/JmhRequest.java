package io.github.nanometer.jmh;

import io.github.nanometer.Options;
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
 * @param forks fresh JVMs per run, 1..{@value #MAX_FORKS}: with 2 or more, fork {@code f} of every
 *     run measures with the seed {@code options.seed() + f - 1}, all runs' first forks before any
 *     second fork, and {@code judge} decides over the forks
 */
public record JmhRequest(List<Path> classPath, List<Pattern> includes, Map<String, List<String>> params,
    Options options, boolean jmhIterations, List<String> jvmArgs, int forks) {

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
    if (includes == null || params == null || options == null || jvmArgs == null) {
      throw new IllegalArgumentException("includes, params, options and jvmArgs must not be null");
    }
    if (forks < 1 || forks > MAX_FORKS) {
      throw new IllegalArgumentException("forks must be in [1, " + MAX_FORKS + "], got " + forks);
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

  /** One fresh JVM per run: the request without a fork count. */
  public JmhRequest(List<Path> classPath, List<Pattern> includes, Map<String, List<String>> params, Options options,
      boolean jmhIterations, List<String> jvmArgs) {
    this(classPath, includes, params, options, jmhIterations, jvmArgs, 1);
  }

  /**
   * Fork {@code fork}'s options (1-based): the request's, with the seed {@code options.seed() + fork
   * - 1}, so each fork draws its own inputs and randomized orders.
   */
  public Options optionsOfFork(int fork) {
    if (fork < 1 || fork > forks) {
      throw new IllegalArgumentException("fork must be in [1, " + forks + "], got " + fork);
    }
    return fork == 1 ? options : options.toBuilder().seed(options.seed() + fork - 1).build();
  }

  /** Every benchmark of {@code classPath} with {@code options}, nanometer's warm-up and budget in charge. */
  public static JmhRequest of(List<Path> classPath, Options options) {
    return new JmhRequest(classPath, List.of(), Map.of(), options, false, List.of());
  }
}
