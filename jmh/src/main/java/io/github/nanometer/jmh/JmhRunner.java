package io.github.nanometer.jmh;

import io.github.nanometer.ForkPlan;
import io.github.nanometer.Options;
import io.github.nanometer.engine.ChildJvm;
import io.github.nanometer.engine.ForkRounds;
import io.github.nanometer.engine.ForkSteadyStates;
import io.github.nanometer.text.Messages;
import java.io.File;
import java.io.IOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Runs existing JMH benchmarks with nanometer's engine: the public entry of {@code nanometer jmh}.
 *
 * <pre>{@code
 * JmhReport report = JmhRunner.run(JmhRequest.of(List.of(Path.of("target/benchmarks.jar")),
 *     Options.builder().budget(Duration.ofSeconds(1)).build()), System.err::println);
 * for (JmhResult r : report.results()) {
 *   System.out.println(r.benchmark().runName() + ": " + r.score() + " " + r.unit());
 * }
 * }</pre>
 *
 * <p>Benchmarks are found on the class path ({@link Discovery}), read from their annotations
 * reflectively ({@link BenchmarkReader}; nanometer has no JMH dependency), and each run (one mode,
 * one combination of parameters) is measured in fresh JVMs ({@link JmhChild}, launched by the
 * engine's {@link ChildJvm}), as many as the request's {@link JmhRequest#forkPlan()} asks, in rounds
 * over the runs (the engine's {@link ForkRounds}). A benchmark using a JMH feature nanometer does
 * not support is refused by name, never run in part; a run whose JVM fails is reported as failed
 * with the end of its stderr, and one whose JVM runs past the request's {@link
 * JmhRequest#forkTimeLimit()} is killed and reported as failed with that limit; the other runs go
 * on. A benchmark JVM dies with this one, however this one ends ({@link ChildJvm}).
 */
public final class JmhRunner {

  /** The flags that make JMH's {@code Blackhole} use the JDK's compiler blackhole, as JMH's runner does. */
  public static final List<String> JMH_BLACKHOLE_FLAGS = List.of("-XX:+UnlockExperimentalVMOptions",
      "-XX:CompileCommand=blackhole,org/openjdk/jmh/infra/Blackhole.consumeCompiler",
      "-DcompilerBlackholesEnabled=true");

  private JmhRunner() {}

  /**
   * Finds, reads and runs the request's benchmarks.
   *
   * @param progress receives one line per run before it starts
   * @throws IllegalArgumentException when the class path holds no JMH (jmh-core), no benchmark
   *     matches the filters, or a {@code --param} names no parameter of the selected benchmarks
   * @throws IOException when the class path cannot be read
   */
  public static JmhReport run(JmhRequest request, Consumer<String> progress) throws IOException {
    return run(request, progress, report -> { });
  }

  /**
   * Finds, reads and runs the request's benchmarks, telling {@code afterEachFork} the report so far
   * after every fork: what a caller keeps when the run is cut short (runs still forking say {@code
   * interrupted}).
   *
   * @param progress receives one line per fork before it starts
   * @throws IllegalArgumentException as {@link #run(JmhRequest, Consumer)}
   * @throws IOException when the class path cannot be read
   */
  public static JmhReport run(JmhRequest request, Consumer<String> progress, Consumer<JmhReport> afterEachFork)
      throws IOException {
    if (progress == null || afterEachFork == null) {
      throw new IllegalArgumentException("progress and afterEachFork must not be null");
    }
    JmhPlan plan = plan(request, progress);
    List<JmhBenchmark> runs = plan.runs();
    ForkPlan forkPlan = request.forkPlan();
    double confidence = request.options().confidence();
    // The engine's one fork driver: fork 1 of every run, then fork 2 of those still going, ..., so a
    // slow phase of the host spreads over the runs instead of landing on one run's forks.
    // Each fork's steady state is found once, when the stopping rule first sees the fork.
    ForkSteadyStates steady = new ForkSteadyStates();
    ForkRounds<JmhBenchmark> rounds = new ForkRounds<>(forkPlan,
        (b, fork) -> ChildJvm.run(file -> command(b, request, fork, request.optionsOfFork(fork), file), "the JVM of "
            + b.runName(), request.forkTimeLimit()),
        steady.enough(forkPlan.minForks(), confidence), System::nanoTime);
    List<ForkRounds.Outcome<JmhBenchmark>> outcomes = rounds.run(runs, b -> Messages.escape(b.runName()), progress,
        sofar -> afterEachFork.accept(report(sofar, plan)));
    return report(outcomes, plan);
  }

  /** The report of the forks {@code outcomes} hold: results in JMH's order, each run's forks together. */
  private static JmhReport report(List<ForkRounds.Outcome<JmhBenchmark>> outcomes, JmhPlan plan) {
    List<JmhRefusal> refusals = new ArrayList<>(plan.refusals());
    List<JmhResult> results = new ArrayList<>();
    List<JmhForks> forks = new ArrayList<>();
    for (ForkRounds.Outcome<JmhBenchmark> o : outcomes) {
      JmhBenchmark b = o.benchmark();
      for (int f = 0; f < o.forks().size(); f++) {
        results.add(new JmhResult(b, o.forks().get(f), f + 1));
      }
      if (!o.forks().isEmpty()) {
        forks.add(new JmhForks(b.runName(), o.forks().size(), o.stop().word(),
            o.wallNanos()));
      }
      if (o.failure() != null) {
        refusals.add(ThreadedJmh.refusal(b.runName(), o.failure())
            .orElseGet(() -> new JmhRefusal(b.runName(), JmhRefusal.FAILED, o.failure())));
      }
    }
    return new JmhReport(results, refusals, plan.source(), plan.discovered(), plan.selected(), forks);
  }

  /**
   * Finds and reads the request's benchmarks without running them: the runs and the refusals.
   *
   * @param progress receives a line when classes could not be loaded while scanning
   * @throws IllegalArgumentException as {@link #run}
   * @throws IOException when the class path cannot be read
   */
  public static JmhPlan plan(JmhRequest request, Consumer<String> progress) throws IOException {
    if (request == null || progress == null) {
      throw new IllegalArgumentException("request and progress must not be null");
    }
    try (URLClassLoader loader = new URLClassLoader(urls(request.classPath()), ClassLoader.getPlatformClassLoader())) {
      requireJmh(loader, request.classPath());
      Discovery.Outcome found = Discovery.find(request.classPath(), loader);
      if (found.unloadable() > 0) {
        progress.accept("nanometer jmh: " + found.unloadable() + " classes of the class path could not be loaded "
            + "while scanning (first: " + found.firstProblem() + ")");
      }
      List<Discovery.Found> selected = found.benchmarks().stream().filter(f -> included(request.includes(), f.name()))
          .toList();
      if (selected.isEmpty()) {
        throw new IllegalArgumentException(found.benchmarks().isEmpty()
            ? "no @Benchmark method on the class path (looked in " + found.source() + ")"
            : "no benchmark matches " + request.includes().stream().map(Pattern::pattern).toList() + " (of "
                + found.benchmarks().size() + " found)");
      }
      List<JmhRefusal> refusals = new ArrayList<>();
      List<JmhBenchmark> runs = read(selected, loader, request, refusals);
      return new JmhPlan(runs, refusals, found.source(), found.benchmarks().size(), selected.size());
    }
  }

  private static boolean included(List<Pattern> includes, String name) {
    return includes.isEmpty() || includes.stream().anyMatch(p -> p.matcher(name).find());
  }

  private static List<JmhBenchmark> read(List<Discovery.Found> selected, ClassLoader loader, JmhRequest request,
      List<JmhRefusal> refusals) {
    List<JmhBenchmark> runs = new ArrayList<>();
    Set<String> paramNames = new HashSet<>();
    Set<String> seen = new HashSet<>();
    for (Discovery.Found f : selected) {
      try {
        Class<?> type = UserClasses.load(f.className(), loader);
        List<JmhBenchmark> read;
        try {
          read = BenchmarkReader.readNamed(type, f.methodName(), request.params());
        } catch (IllegalArgumentException missing) {
          refusals.add(new JmhRefusal(f.name(), "@Benchmark", "listed in " + Discovery.BENCHMARK_LIST
              + " but no such annotated method or @Group in " + type.getName()));
          continue;
        }
        read.forEach(b -> paramNames.addAll(b.params().keySet()));
        // a class scan finds each member of a @Group; the group runs once
        read.stream().filter(b -> seen.add(b.runName())).forEach(runs::add);
      } catch (Unsupported u) {
        if (seen.add("refused " + u.getMessage())) {
          refusals.add(new JmhRefusal(f.name(), u.feature(), u.reason()));
        }
      } catch (ClassNotFoundException | LinkageError e) {
        refusals.add(new JmhRefusal(f.name(), "class", "cannot be loaded: " + e));
      }
    }
    // JMH's order: by mode, then by benchmark name, then by parameters (the reader's order, kept by a stable sort)
    runs.sort(java.util.Comparator.comparing((JmhBenchmark b) -> b.mode().ordinal()).thenComparing(JmhBenchmark::name));
    for (String p : request.params().keySet()) {
      if (!paramNames.contains(p)) {
        // A benchmark refused while reading (a class that cannot be loaded) has no parameters to
        // offer: name the first refusal, or the user chases the parameter instead of the cause.
        throw new IllegalArgumentException("param '" + p + "' is not a @Param of any selected benchmark (their "
            + "parameters: " + (paramNames.isEmpty() ? "none" : paramNames.stream().sorted().toList()) + ")"
            + (refusals.isEmpty() ? "" : "; " + refusals.size() + " selected benchmark(s) could not be read, first "
                + refusals.get(0).benchmark() + " (" + refusals.get(0).feature() + "): "
                + refusals.get(0).reason()));
      }
    }
    return runs;
  }

  /** The child's command line for the first fork of a run, measured with {@code options}, its result going to {@code resultFile}. */
  static List<String> command(JmhBenchmark b, JmhRequest request, Options options, Path resultFile) {
    return command(b, request, 1, options, resultFile);
  }

  /**
   * The child's command line for fork {@code fork} of a run, measured with {@code options}, its
   * result going to {@code resultFile}; with the request's flight recording, the fork records
   * itself into its own file ({@link JmhRequest#jfrFileName}), and with its profile it profiles its
   * measured samples into files of its own ({@link JmhRequest#profileName}).
   */
  static List<String> command(JmhBenchmark b, JmhRequest request, int fork, Options options, Path resultFile) {
    List<String> flags = new ArrayList<>(JMH_BLACKHOLE_FLAGS);
    flags.addAll(b.compileCommands());
    flags.addAll(b.jvmArgs());
    flags.addAll(request.jvmArgs());
    request.jfrDirectory().ifPresent(dir -> flags.add("-XX:StartFlightRecording=filename="
        + dir.resolve(JmhRequest.jfrFileName(b.runName(), fork)).toAbsolutePath() + ",settings=profile,dumponexit=true"));
    List<String> cmd = ChildJvm.javaCommand(flags);
    cmd.add("-cp");
    cmd.add(System.getProperty("java.class.path") + File.pathSeparator + request.classPath().stream()
        .map(Path::toString).collect(Collectors.joining(File.pathSeparator)));
    cmd.add(JmhChild.class.getName());
    cmd.addAll(JmhChild.args(b, request.jmhIterations(), options));
    cmd.addAll(ForkProfiling.childArgs(request, b.runName(), fork));
    cmd.add(resultFile.toString());
    return cmd;
  }

  private static void requireJmh(ClassLoader loader, List<Path> classPath) {
    try {
      Class.forName(JmhAnnotations.PACKAGE + "Benchmark", false, loader);
    } catch (ClassNotFoundException e) {
      throw new IllegalArgumentException("the class path (" + classPath.stream().map(Path::toString)
          .collect(Collectors.joining(File.pathSeparator)) + ") has no JMH (org.openjdk.jmh.annotations.Benchmark): "
          + "add the jmh-core jar, or pass the benchmarks.jar JMH's build makes (it contains jmh-core)");
    }
  }

  private static URL[] urls(List<Path> classPath) {
    URL[] urls = new URL[classPath.size()];
    for (int i = 0; i < urls.length; i++) {
      try {
        urls[i] = classPath.get(i).toAbsolutePath().toUri().toURL();
      } catch (MalformedURLException e) {
        throw new IllegalArgumentException("classPath entry " + classPath.get(i) + " is not a valid path: "
            + e.getMessage(), e);
      }
    }
    return urls;
  }
}
