package io.github.nanometer.cli;

import io.github.nanometer.Benchmark;
import io.github.nanometer.Defaults;
import io.github.nanometer.Estimator;
import io.github.nanometer.ForkPlan;
import io.github.nanometer.Isolation;
import io.github.nanometer.Mode;
import io.github.nanometer.Nanometer;
import io.github.nanometer.Note;
import io.github.nanometer.OptionSpecs;
import io.github.nanometer.Options;
import io.github.nanometer.Result;
import io.github.nanometer.cli.spi.CommandOption;
import io.github.nanometer.cli.spi.TypedOption;
import io.github.nanometer.cli.spi.UsageException;
import io.github.nanometer.engine.ForkedEstimate;
import io.github.nanometer.profile.ObserverEffect;
import io.github.nanometer.reference.ChainScaling;
import io.github.nanometer.reference.InputWorkloads;
import io.github.nanometer.reference.ReferenceWorkloads;
import io.github.nanometer.results.JmhJsonWriter;
import io.github.nanometer.results.ResultCiWriter;
import io.github.nanometer.results.ResultWriter;
import java.io.PrintStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/** {@code nanometer reference}: runs the built-in reference workloads. */
final class ReferenceCommand extends BuiltInCommand {

  /** The JMH class name of the reference workloads in {@code --format jmh}. */
  static final String JMH_CLASS = "io.github.nanometer.reference.ReferenceWorkloads";
  /** The JMH class name of {@code --set inputs} in {@code --format jmh}. */
  static final String JMH_INPUTS_CLASS = "io.github.nanometer.reference.InputWorkloads";

  @Override
  public String name() {
    return "reference";
  }

  @Override
  public String summary() {
    return "run the built-in reference workloads (empty, 1 KiB sum, LCG and pointer-chase chains; or --set inputs)";
  }

  private static final TypedOption<ReferenceFormat> FORMAT = TypedOption.of(ReferenceFormat.OPTION);
  private static final TypedOption<Isolation> ISOLATION = TypedOption.of(OptionSpecs.ISOLATION);
  private static final TypedOption<List<Mode>> MODES = TypedOption.of(OptionSpecs.MODES);
  private static final TypedOption<String> SET = TypedOption.of(CommandSpecs.words("set",
      "workloads: chains (empty, 1 KiB sum, LCG and pointer-chase chains) or inputs (16-int sort, parseInt,"
          + " HashMap get, on random inputs) or threads (AtomicLong, LongAdder, padded and unpadded counters, a lock,"
          + " at each --threads count)", "chains", "inputs", "threads"));

  @Override
  public List<CommandOption> options() {
    List<CommandOption> list = new ArrayList<>(RunFlags.options(Defaults.BUDGET));
    list.add(SET);
    list.add(ISOLATION);
    list.addAll(ForkPlanFlags.options("benchmark"));
    list.add(MODES);
    list.add(TypedOption.text("steps", "K,K,...", "100,1000,10000,100000", "chain lengths (1..10000000 each)"));
    list.add(TypedOption.text("filter", "REGEX", null, "only benchmarks whose name matches (e.g. 'lcg')"));
    list.add(FORMAT.withHelp("output format; jmh: JMH's -rf json structure, names under " + JMH_CLASS
        + " (--set inputs: " + JMH_INPUTS_CLASS + "); gh-action: github-action-benchmark customSmallerIsBetter; "
        + "bmf: Bencher Metric Format"));
    list.add(OutputFile.option());
    list.add(HtmlOutput.option());
    list.addAll(Baselines.options());
    list.add(ReferenceThreads.threadsOption());
    list.add(ReferenceThreads.sampleLengthOption());
    list.add(ReferenceThreads.shareCpusOption());
    list.add(JfrOutput.option());
    list.add(ProfileOutput.option());
    list.add(ProfileOutput.directoryOption());
    return list;
  }

  @Override
  public String details() {
    return """
        Chains run k dependent steps per evaluation; k is a runtime value, so every k runs the same
        compiled loop. In latency mode each evaluation starts where the previous one ended, so
        consecutive calls cannot overlap in the CPU; compare t(k)/k across k to see the difference.
        Each chain's step function is a class of its own, so no two chains share compiled code.
        --set inputs runs small bodies on random inputs redrawn per sample instead (a 16-int sort,
        Integer.parseInt, a HashMap lookup); --mode and --steps do not apply to it.
        Every benchmark is measured in fresh JVMs (forks), as nanometer jmh measures a run: by default
        5 to 10 per benchmark in rounds over the benchmarks (fork 1 of every benchmark, then fork 2,
        ...; each fork a seed of its own), stopping once the interval over its forks is within 1% of
        the estimate (or within twice one JVM's own half-width), or when another fork would take its
        forks past --max-wall (--min-forks always run). Each fork's estimate is its estimator over the
        samples after its last changepoint (steady state); the answer is the mean over forks with a
        Student t interval over them, which holds the spread between JVMs. Text output has a row per
        fork, then per benchmark its answer over its forks: the interval, the modes of the fork
        estimates (inconsistent across JVMs when more than one), the forks' steady-state classes,
        both variance components, and why forking stopped; chain scaling compares those answers.
        JSON keeps every fork's result (judge decides over them), --format jmh one object per
        benchmark over its forks, gh-action and bmf the answer over its forks. --forks N runs exactly N
        forks; --forks 1 measures one JVM per benchmark (its interval says "(one JVM)": the spread
        between JVMs was not measured). --isolation shared-jvm, --jfr and --profile measure in this
        JVM, so they run one JVM (and refuse the fork flags).
        --set threads runs the contention family (AtomicLong, LongAdder, unpadded and padded adjacent
        counters, a lock) at each --threads count, one pinned thread per cpu, in synchronized samples
        of --sample-length, each benchmark in a fresh JVM of its own (--isolation); text output ends
        with the contrasts (n threads against 1, unpadded against padded) and their bootstrap
        intervals. JSON is the nanometer-threaded document; --format jmh, gh-action and bmf and
        the fork flags do not apply to it (exit 2).
        --out FILE writes the output there instead of stdout, whole, through a temporary file renamed
        over FILE (FILE.gz: gzip); an unwritable FILE is refused before anything is measured.
        --jfr FILE records the run with JDK Flight Recorder (nanometer's sample events included);
        --profile KIND writes an async-profiler flame graph and collapsed stacks per benchmark.
        On SIGINT or SIGTERM the results finished so far are printed (a valid JSON document with
        --format json) and one line on stderr says how many were kept.
        """;
  }

  @Override
  public int run(ParsedArgs a, PrintStream out, PrintStream err) throws UsageException {
    if (!a.positionals().isEmpty()) {
      throw new UsageException("unexpected argument '" + a.positionals().get(0) + "'");
    }
    List<Estimator> estimators = RunFlags.estimators(a);
    Options base = RunFlags.toOptions(a, Defaults.BUDGET);
    List<Mode> modes = a.get(MODES);
    ReferenceFormat format = a.get(FORMAT);
    List<Integer> steps = parseSteps(a.string("steps", "100,1000,10000,100000"));
    java.util.Optional<java.nio.file.Path> html = HtmlOutput.target(a);
    OutputFile output = OutputFile.of(a);
    Baselines.Request baselines = Baselines.Request.of(a);
    Pattern filter = null;
    if (a.has("filter")) {
      try {
        filter = Pattern.compile(a.string("filter", ""));
      } catch (PatternSyntaxException e) {
        throw new UsageException("--filter: '" + a.string("filter", "") + "' is not a regular expression: "
            + e.getDescription());
      }
    }
    String set = a.get(SET);
    java.util.Optional<java.nio.file.Path> jfr = JfrOutput.target(a);
    java.util.Optional<ProfileOutput> profile = ProfileOutput.open(a, err);
    if (set.equals("threads")) {
      for (String other : List.of("mode", "steps", "estimator")) {
        if (a.has(other)) {
          throw new UsageException("--" + other + " does not apply to --set threads");
        }
      }
      for (String fork : ForkPlanFlags.NAMES) {
        if (a.has(fork)) {
          throw new UsageException("--" + fork + " does not apply to --set threads: each threaded benchmark already "
              + "runs in a fresh JVM of its own (--isolation own-jvm); repeat the command for more JVMs");
        }
      }
      ReferenceThreads.requireFormat(format);
      Isolation isolation = a.get(ISOLATION);
      ReferenceThreads.Setup setup = ReferenceThreads.Setup.of(a, Defaults.BUDGET, filter);
      Nanometer nm = Nanometer.create(base);
      nm.announce(err);
      ReferenceThreads.OwnJvm ownJvm = (name, runner) -> runner.standardOutput(childArguments(a, name, "threads",
          base.seed()));
      return JfrOutput.around(jfr, err, () -> ReferenceThreads.run(a, nm, format, setup, profile, html,
          isolation, ownJvm, output, out, err));
    }
    for (String threadsOnly : List.of("threads", "sample-length", "share-cpus")) {
      if (a.has(threadsOnly)) {
        throw new UsageException("--" + threadsOnly + " applies to --set threads only");
      }
    }
    List<Benchmark<?>> benchmarks = new ArrayList<>();
    if (set.equals("inputs")) {
      for (String chainOnly : List.of("mode", "steps")) {
        if (a.has(chainOnly)) {
          throw new UsageException("--" + chainOnly + " applies to --set chains only, not to --set inputs");
        }
      }
      benchmarks.addAll(InputWorkloads.all());
    } else {
      benchmarks.addAll(ReferenceWorkloads.basics());
      for (Mode mode : modes) {
        benchmarks.addAll(ReferenceWorkloads.chains(mode, steps));
      }
      ReferenceWorkloads.stepIsolationProblem().ifPresent(p -> err.println("nanometer reference: " + p));
    }
    if (filter != null) {
      Pattern f = filter;
      benchmarks.removeIf(b -> !f.matcher(b.name()).find());
      if (benchmarks.isEmpty()) {
        throw new UsageException("--filter: '" + f.pattern() + "' matches no reference benchmark");
      }
    }
    String jmhClass = set.equals("inputs") ? JMH_INPUTS_CLASS : JMH_CLASS;
    // read before the doctor's line, so a bad --isolation or fork flag is refused with one line and nothing else
    Isolation isolation = a.get(ISOLATION);
    ForkPlan plan = ReferenceForks.plan(a, isolation == Isolation.SHARED_JVM || jfr.isPresent() || profile.isPresent());
    Nanometer nm = Nanometer.create(base);
    nm.announce(err);
    List<Result> results = Collections.synchronizedList(new ArrayList<>());
    Progress progress = new Progress(err);
    OwnJvmRunner runner = new OwnJvmRunner();
    boolean oneJvm = plan.maxForks() == 1;
    int total = benchmarks.size() * estimators.size();
    String expected = oneJvm ? Integer.toString(total) : (plan.isFixed() ? "" : "at most ") + total * plan.maxForks();
    Runnable keepPartial = keepPartial(runner, results, expected, done -> output.write(ps -> emit(done, format,
        jmhClass, nm, base.confidence(), ps), out, err), out, err);
    JfrOutput.Session jfrSession = JfrOutput.open(jfr, err);
    try (jfrSession) {
      try (InterruptGuard guard = InterruptGuard.install(keepPartial)) {
        Map<String, String> stops = new LinkedHashMap<>();
        String failure;
        if (oneJvm) {
          failure = inOneJvm(a, base, benchmarks, estimators, isolation, jfr.isPresent(), profile, set, runner, nm,
              results, progress, guard, err);
        } else {
          // Each fork draws its own inputs: a seed of its own, derived from the run's.
          failure = ReferenceForks.run(benchmarks, estimators, plan, base, (b, e, seed) -> inOwnJvm(a, b, e, seed, set,
              runner).get(0), results, stops, line -> {
                if (!guard.interrupted()) {
                  progress.show(line);
                }
              });
        }
        progress.done();
        if (failure != null) {
          err.println("nanometer reference: " + failure);
          return 1;
        }
        profile.ifPresent(ProfileOutput::finish);
        if (!guard.claimFinalWrite()) {
          return 130;
        }
        List<Result> all = List.copyOf(results);
        int status = output.write(ps -> {
          emit(all, format, jmhClass, nm, base.confidence(), ps);
          if (format == ReferenceFormat.TEXT) {
            ForkSummary.lines(all, base.confidence(), stops).forEach(ps::println);
          }
        }, out, err);
        if (html.isPresent()) {
          status = HtmlOutput.write(html.get(), "nanometer reference", ps -> ResultWriter.json(all, nm.doctor(), ps),
              err);
        }
        status = baselines.finish(ps -> ResultWriter.json(all, nm.doctor(), ps), status, err);
        status = RunFlags.strictStatus(a, all, status, err, "reference");
        if (status != 0) {
          return status;
        }
      }
    }
    return jfrSession.status();
  }

  /**
   * Measures every benchmark once ({@code --forks 1}, or a run that measures in this JVM): each in a
   * JVM of its own with {@code --isolation own-jvm} and more than one benchmark, otherwise here
   * (with a profile and JFR notes); its results say {@code (one JVM)}.
   *
   * @return why a benchmark's own JVM failed, or {@code null}
   */
  private String inOneJvm(ParsedArgs a, Options base, List<Benchmark<?>> benchmarks, List<Estimator> estimators,
      Isolation isolation, boolean recording, java.util.Optional<ProfileOutput> profile, String set,
      OwnJvmRunner runner, Nanometer nm, List<Result> results, Progress progress, InterruptGuard guard,
      PrintStream err) {
    int total = benchmarks.size() * estimators.size();
    // One JVM per benchmark unless asked otherwise; a single benchmark already has this JVM to itself,
    // unless this JVM lacks the compiler blackhole (java -jar without its flags): the child gets them.
    // A JFR recording or a profile records this JVM, so with either the benchmarks run here.
    boolean ownJvms = isolation == Isolation.OWN_JVM && (total > 1 || !io.github.nanometer.Blackhole
        .compilerBlackholeActive());
    if (ownJvms && (recording || profile.isPresent())) {
      err.println("nanometer reference: --jfr and --profile record this JVM, so every benchmark is measured in it "
          + "(as with --isolation shared-jvm)");
      ownJvms = false;
    }
    int done = 0;
    for (Estimator e : estimators) {
      Options o = base.toBuilder().estimator(e).build();
      for (Benchmark<?> b : benchmarks) {
        if (!guard.interrupted()) {
          progress.step(done, total, label(b, e));
        }
        if (ownJvms) {
          try {
            results.addAll(inOwnJvm(a, b, e, base.seed(), set, runner));
          } catch (java.io.IOException ex) {
            return ex.getMessage();
          }
        } else {
          Result r = profile.isPresent() ? profile.get().around(b.name() + " " + b.mode().name().toLowerCase(
              Locale.ROOT) + " " + e.cliName(), () -> nm.run(b, o)) : nm.run(b, o);
          for (Note n : ObserverEffect.notes(profile.isPresent(), recording, b.name())) {
            r = r.withNote(n);
          }
          results.add(r);
        }
        done++;
      }
    }
    return null;
  }

  /** A benchmark as progress names it: {@code lcg k=100 (throughput, median)}. */
  static String label(Benchmark<?> b, Estimator e) {
    return b.name() + " (" + b.mode().name().toLowerCase(Locale.ROOT) + ", " + e.cliName() + ")";
  }

  /**
   * What {@code reference} does on SIGINT or SIGTERM: kills the benchmark's own JVM if one runs,
   * writes the {@code results} finished so far (a snapshot of the synchronized list) with {@code
   * write}, and says on {@code err} how many of {@code total} they are.
   */
  static <T> Runnable keepPartial(OwnJvmRunner runner, List<T> results, int total,
      java.util.function.Consumer<List<T>> write, PrintStream out, PrintStream err) {
    return keepPartial(runner, results, Integer.toString(total), write, out, err);
  }

  /**
   * As {@link #keepPartial(OwnJvmRunner, List, int, java.util.function.Consumer, PrintStream,
   * PrintStream)}, the count of results a complete run would have as text ({@code "at most 90"}
   * where forks stop adaptively).
   */
  static <T> Runnable keepPartial(OwnJvmRunner runner, List<T> results, String total,
      java.util.function.Consumer<List<T>> write, PrintStream out, PrintStream err) {
    return () -> {
      runner.killRunning();
      List<T> done;
      synchronized (results) {
        done = List.copyOf(results);
      }
      write.accept(done);
      out.flush();
      err.println();
      err.println("nanometer reference: interrupted; printed the " + done.size() + " of " + total
          + " results finished (the rest did not run)");
      err.flush();
    };
  }

  /** Flags a child JVM must not inherit: it is given its own output, selection and isolation. */
  private static final Set<String> NOT_INHERITED = Set.of("format", "out", "html", "filter", "estimator", "mode", "seed",
      "isolation", "set", "steps", "strict", "save-baseline", "baseline", "baseline-dir", "jfr", "profile",
      "profile-dir", "forks", "min-forks", "max-wall");

  /**
   * Measures {@code b} with estimator {@code e} in a JVM of its own: this command, selecting just
   * that benchmark, with the same flags and seed, its JSON read back.
   *
   * @throws java.io.IOException naming the benchmark when the child fails or measures other than one
   */
  private List<Result> inOwnJvm(ParsedArgs a, Benchmark<?> b, Estimator e, long seed, String set, OwnJvmRunner runner)
      throws java.io.IOException {
    List<String> args = childArguments(a, b.name(), set, seed);
    args.addAll(List.of("--estimator", e.cliName()));
    if (set.equals("chains")) {
      args.addAll(List.of("--mode", b.mode().name().toLowerCase(java.util.Locale.ROOT),
          "--steps", a.string("steps", "100,1000,10000,100000")));
    }
    try {
      List<Result> measured = runner.run(args);
      if (measured.size() != 1) {
        throw new java.io.IOException("the own JVM measured " + measured.size() + " benchmarks, expected 1");
      }
      return measured;
    } catch (java.io.IOException ex) {
      throw new java.io.IOException(b.name() + ": " + ex.getMessage()
          + " (--isolation shared-jvm measures in this JVM instead)", ex);
    }
  }

  /**
   * This command's arguments for a child JVM that measures only the benchmark {@code name} of
   * {@code set} with {@code seed}, in that JVM ({@code --isolation shared-jvm}), as JSON: every flag
   * given here except those in {@link #NOT_INHERITED}, which the child is given its own values of.
   */
  private List<String> childArguments(ParsedArgs a, String name, String set, long seed) {
    List<String> args = new ArrayList<>(List.of("reference", "--isolation", "shared-jvm", "--format", "json",
        "--seed", Long.toString(seed), "--set", set, "--filter", "^" + Pattern.quote(name) + "$"));
    for (CommandOption option : options()) {
      if (NOT_INHERITED.contains(option.name()) || !a.has(option.name())) {
        continue;
      }
      args.add("--" + option.name());
      if (option.takesValue()) {
        args.add(a.string(option.name()).orElseThrow());
      }
    }
    return args;
  }

  /**
   * Writes {@code results} (one per benchmark and fork) in {@code format}; where a format holds one
   * entry per benchmark (the CI formats) and where the text compares chain lengths, a benchmark of
   * several forks stands as the answer over them at {@code confidence}.
   */
  private static void emit(List<Result> results, ReferenceFormat format, String jmhClass, Nanometer nm,
      double confidence, PrintStream out) {
    List<List<Result>> benchmarks = List.copyOf(ForkSummary.byBenchmark(results).values());
    switch (format) {
      case JSON -> ResultWriter.json(results, nm.doctor(), out);
      case JMH -> JmhJsonWriter.write(results, jmhClass, out);
      case GH_ACTION -> ResultCiWriter.ghAction(benchmarks, confidence, out);
      case BMF -> ResultCiWriter.bmf(benchmarks, confidence, out);
      case TEXT -> {
        ResultWriter.text(results, out);
        printScaling(benchmarks, confidence, out);
      }
    }
  }

  /** The chain-scaling lines: per benchmark its estimate, over its forks where it has several. */
  private static void printScaling(List<List<Result>> benchmarks, double confidence, PrintStream out) {
    List<ChainScaling.Point> points = new ArrayList<>();
    for (List<Result> forks : benchmarks) {
      Result r = forks.get(0);
      double estimate = forks.size() == 1 ? r.estimateNanos() : ForkedEstimate.ofResults(forks, confidence)
          .estimateNanos();
      points.add(new ChainScaling.Point(r.name(), r.mode().name().toLowerCase(Locale.ROOT), r.estimator().cliName(),
          estimate));
    }
    List<ChainScaling.Ratio> ratios = ChainScaling.ratios(points);
    if (ratios.isEmpty()) {
      return;
    }
    out.println();
    out.println("chain scaling: t(larger k) / t(smaller k), ideal = larger / smaller");
    for (ChainScaling.Ratio r : ratios) {
      out.printf(Locale.ROOT, "  %-30s t(%d)/t(%d) = %7.3f  (ideal %.0f, off by %.1f%%)%n", r.group(),
          r.largerSteps(), r.smallerSteps(), r.ratio(), r.expected(), 100 * r.relativeError());
    }
  }

  static List<Integer> parseSteps(String text) throws UsageException {
    List<Integer> list = new ArrayList<>();
    for (String part : text.split(",", -1)) {
      String p = part.trim();
      if (p.isEmpty()) {
        throw new UsageException("--steps: empty entry in '" + text + "' (accepted: 1 to 10000000, comma-separated)");
      }
      try {
        int k = io.github.nanometer.text.Decimals.parseInt(p);
        if (k < 1 || k > 10_000_000) {
          throw new UsageException("--steps: " + k + " is out of range (accepted: 1 to 10000000)");
        }
        list.add(k);
      } catch (NumberFormatException e) {
        throw new UsageException("--steps: '" + p + "' is not a whole number (accepted: 1 to 10000000, comma-separated)");
      }
    }
    return list;
  }
}
