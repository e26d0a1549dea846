package io.github.nanometer.jmh;

import io.github.nanometer.Defaults;
import io.github.nanometer.ForkPlan;
import io.github.nanometer.OptionSpec;
import io.github.nanometer.OptionSpecs;
import io.github.nanometer.Options;
import io.github.nanometer.profile.ProfileKind;
import io.github.nanometer.profile.ProfileSession;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
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
 * @param forkTimeLimit the longest one benchmark JVM may run (each fork, and the class-data
 *     archive's training JVM before a run's first fork): one still running then is killed and its
 *     run reported failed, with the run's name and this limit; {@link OptionSpecs#FORK_TIME_LIMIT}'s
 *     range, 10 minutes by default ({@link Defaults#FORK_TIME_LIMIT}). Under nanometer's own
 *     schedule it must be longer than what a fork may measure ({@link #longestMeasuring}); under
 *     {@code jmhIterations} a fork takes its {@code @Warmup} and {@code @Measurement} time, which the
 *     limit must leave room for
 * @param jfrDirectory where each fork records itself with JDK Flight Recorder ({@code settings=profile}),
 *     one file per fork named by {@link #jfrFileName}; empty for no recording (the default)
 * @param profile what each fork profiles with async-profiler during its measured samples, and where
 *     its flame graph and collapsed stacks go (named by {@link #profileName}); empty for none (the
 *     default)
 */
public record JmhRequest(List<Path> classPath, List<Pattern> includes, Map<String, List<String>> params,
    Options options, boolean jmhIterations, List<String> jvmArgs, ForkPlan forkPlan, Duration forkTimeLimit,
    Optional<Path> jfrDirectory, Optional<ForkProfile> profile) {

  /**
   * {@code nanometer jmh --profile KIND --profile-dir DIR}: every fork profiles its own measured
   * samples ({@code profile.MeasuredProfile}) and writes {@code DIR/RUN-forkK.html} and {@code
   * .collapsed}.
   *
   * @param kind what is sampled: {@code cpu}, {@code alloc}, {@code wall} or {@code lock}
   * @param directory where the files go (created when missing)
   */
  public record ForkProfile(String kind, Path directory) {
    /**
     * Checks both parts.
     *
     * @throws IllegalArgumentException when a part is null or the kind is not one of the four
     */
    public ForkProfile {
      if (kind == null || directory == null) {
        throw new IllegalArgumentException("kind and directory must not be null");
      }
      ProfileKind.parse(kind);
    }
  }

  /** The most forks a request may ask for (the CLI's {@code --forks} range). */
  public static final int MAX_FORKS = 1000;

  /**
   * Checks every part: the class path is not empty and each entry exists; parameter overrides have
   * at least one value each; the time limit is in its range and, under nanometer's schedule, longer
   * than what a fork may measure.
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
    if (includes == null || params == null || options == null || jvmArgs == null || forkPlan == null
        || forkTimeLimit == null || jfrDirectory == null || profile == null) {
      throw new IllegalArgumentException("includes, params, options, jvmArgs, forkPlan, forkTimeLimit, "
          + "jfrDirectory and profile must not be null");
    }
    if (jfrDirectory.isPresent() && jfrDirectory.get().toString().contains(",")) {
      throw new IllegalArgumentException("jfrDirectory '" + jfrDirectory.get() + "' contains ',', which separates "
          + "JDK Flight Recorder's options (accepted: a path without commas)");
    }
    for (Map.Entry<String, List<String>> e : params.entrySet()) {
      if (e.getValue() == null || e.getValue().isEmpty()) {
        throw new IllegalArgumentException("param " + e.getKey() + " needs at least one value");
      }
    }
    OptionSpecs.FORK_TIME_LIMIT.check(forkTimeLimit);
    if (!jmhIterations && forkTimeLimit.compareTo(longestMeasuring(options)) <= 0) {
      throw new IllegalArgumentException(tooShort(forkTimeLimit, options));
    }
    classPath = List.copyOf(classPath);
    includes = List.copyOf(includes);
    params = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(params));
    jvmArgs = List.copyOf(jvmArgs);
  }

  /** The request without a flight recording or a profile ({@link #jfrDirectory} and {@link #profile} empty). */
  public JmhRequest(List<Path> classPath, List<Pattern> includes, Map<String, List<String>> params, Options options,
      boolean jmhIterations, List<String> jvmArgs, ForkPlan forkPlan, Duration forkTimeLimit) {
    this(classPath, includes, params, options, jmhIterations, jvmArgs, forkPlan, forkTimeLimit, Optional.empty(),
        Optional.empty());
  }

  /**
   * This request with every fork profiled as {@code profile} says.
   *
   * @throws IllegalArgumentException when {@code profile} is null
   */
  public JmhRequest withProfile(ForkProfile profile) {
    if (profile == null) {
      throw new IllegalArgumentException("profile must not be null");
    }
    return new JmhRequest(classPath, includes, params, options, jmhIterations, jvmArgs, forkPlan, forkTimeLimit,
        jfrDirectory, Optional.of(profile));
  }

  /**
   * The base name of fork {@code fork}'s (1-based) profile of run {@code runName}: the run's name
   * made a file name by {@link ProfileSession#fileName}, then {@code -forkK}; the
   * files add {@code .html} and {@code .collapsed}.
   */
  public static String profileName(String runName, int fork) {
    return ProfileSession.fileName(runName) + "-fork" + fork;
  }

  /**
   * This request with every fork recorded by JDK Flight Recorder into {@code directory}.
   *
   * @throws IllegalArgumentException when {@code directory} is null or contains a comma
   */
  public JmhRequest withJfrDirectory(Path directory) {
    if (directory == null) {
      throw new IllegalArgumentException("directory must not be null");
    }
    return new JmhRequest(classPath, includes, params, options, jmhIterations, jvmArgs, forkPlan, forkTimeLimit,
        Optional.of(directory), profile);
  }

  /**
   * The recording file of fork {@code fork} (1-based) of run {@code runName}: the run's name with
   * each character outside {@code [A-Za-z0-9._-]} made {@code _}, then {@code -forkK.jfr}.
   */
  public static String jfrFileName(String runName, int fork) {
    return profileName(runName, fork) + ".jfr";
  }

  /** The request with the default time limit of a benchmark JVM ({@link Defaults#FORK_TIME_LIMIT}). */
  public JmhRequest(List<Path> classPath, List<Pattern> includes, Map<String, List<String>> params, Options options,
      boolean jmhIterations, List<String> jvmArgs, ForkPlan forkPlan) {
    this(classPath, includes, params, options, jmhIterations, jvmArgs, forkPlan, Defaults.FORK_TIME_LIMIT);
  }

  /**
   * The longest a fork may measure under nanometer's schedule: its warm-up bound, its budget, and
   * the warm-up bound once more, which a fork whose series shows no steady state measures on for
   * (JVM start and the run's fixtures come on top).
   */
  public static Duration longestMeasuring(Options options) {
    return options.maxWarmup().multipliedBy(2).plus(options.budget());
  }

  /**
   * Why {@code forkTimeLimit} is refused for {@code options}: it leaves a fork no time beyond what it
   * may measure. The CLI's wording names its flags.
   */
  static String tooShort(Duration forkTimeLimit, Options options) {
    return "forkTimeLimit " + OptionSpec.durationText(forkTimeLimit) + " is not longer than what a fork may "
        + "measure (" + OptionSpec.durationText(longestMeasuring(options)) + ": maxWarmup "
        + OptionSpec.durationText(options.maxWarmup()) + " twice and budget " + OptionSpec.durationText(
            options.budget()) + ")";
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
