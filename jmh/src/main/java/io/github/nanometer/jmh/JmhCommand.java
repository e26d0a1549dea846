package io.github.nanometer.jmh;

import io.github.nanometer.Defaults;
import io.github.nanometer.Estimator;
import io.github.nanometer.ForkPlan;
import io.github.nanometer.OptionSpec;
import io.github.nanometer.OptionSpecs;
import io.github.nanometer.Options;
import io.github.nanometer.Result;
import io.github.nanometer.cli.BuiltInCommand;
import io.github.nanometer.cli.ClassPathEntry;
import io.github.nanometer.cli.CommandSpecs;
import io.github.nanometer.cli.ForkPlanFlags;
import io.github.nanometer.cli.HtmlOutput;
import io.github.nanometer.cli.InterruptGuard;
import io.github.nanometer.cli.ParsedArgs;
import io.github.nanometer.cli.ProfileOutput;
import io.github.nanometer.cli.RunFlags;
import io.github.nanometer.cli.spi.CommandOption;
import io.github.nanometer.cli.spi.TypedOption;
import io.github.nanometer.cli.spi.UsageException;
import io.github.nanometer.engine.ChildJvm;
import io.github.nanometer.results.ResultWriter;
import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/** {@code nanometer jmh}: runs existing JMH benchmarks with nanometer's engine, each in a fresh JVM. */
public final class JmhCommand extends BuiltInCommand {

  private static final TypedOption<String> FORMAT = TypedOption.of(CommandSpecs.format("text", "json", "jmh"));
  private static final TypedOption<Duration> FORK_TIME_LIMIT = TypedOption.of(OptionSpecs.FORK_TIME_LIMIT)
      .withHelp("kill a benchmark JVM (one fork) still running after this long and report its run as failed, with "
          + "its name and the limit (a benchmark that never returns); must be longer than --max-warmup twice plus "
          + "--budget");

  @Override
  public String name() {
    return "jmh";
  }

  @Override
  public String summary() {
    return "run existing JMH @Benchmark classes (a benchmarks.jar) with nanometer's engine, each in a fresh JVM";
  }

  @Override
  public String positionals() {
    return "[REGEX...]";
  }

  @Override
  public List<CommandOption> options() {
    List<CommandOption> list = new ArrayList<>(RunFlags.options(JmhDefaults.BUDGET));
    list.add(TypedOption.text("classpath", "CP", null, "jars and directories holding the benchmarks and jmh-core, "
        + "separated by '" + File.pathSeparator + "' (e.g. target/benchmarks.jar); required"));
    list.add(TypedOption.text("param", "NAME=V1,V2[;NAME=...]", null, "replace @Param values (several parameters "
        + "separated by ';')"));
    list.add(TypedOption.flag("jmh-iterations", "follow @Warmup/@Measurement as JMH would instead of nanometer's "
        + "measured warm-up and --budget"));
    list.add(TypedOption.text("jvm-args", "'FLAGS'", null, "extra flags for every benchmark's JVM, space-separated"));
    list.addAll(ForkPlanFlags.options("run"));
    list.add(FORK_TIME_LIMIT);
    list.add(TypedOption.text("jfr", "DIR", null, "record every fork with JDK Flight Recorder (settings=profile) into "
        + "DIR/RUN-forkK.jfr, one file per fork (JMH's -prof jfr); DIR is created when missing"));
    list.add(ProfileOutput.option().withHelp("profile every fork's measured samples (not its JVM start, setup or "
        + "warm-up) with async-profiler in the fork's JVM: cpu (falls back to itimer where perf events are refused), "
        + "alloc, wall or lock; a flame graph (RUN-forkK.html) and collapsed stacks (RUN-forkK.collapsed) per fork go "
        + "to --profile-dir (JMH's -prof async)"));
    list.add(ProfileOutput.directoryOption());
    list.add(TypedOption.flag("list", "list the benchmarks and what would be refused, without running"));
    list.add(FORMAT.withHelp("output format; text: JMH's table; json: nanometer-jmh document; jmh: "
        + "JMH's -rf json shape"));
    list.add(HtmlOutput.option());
    return list;
  }

  @Override
  public String details() {
    return """
        Benchmarks come from META-INF/BenchmarkList (JMH's annotation processor writes it into every
        benchmarks.jar) or, without one, from scanning the class files for @Benchmark. REGEX selects
        benchmarks whose name (package.Class.method) it matches in part, as JMH's own REGEX does.
        Every run (one mode, one combination of @Param values) runs in its own fresh JVM with the
        benchmark's @Fork flags and @CompilerControl commands, measured by nanometer's engine: its
        measured warm-up and --budget replace @Warmup/@Measurement (read and reported) unless
        --jmh-iterations is given; single-shot (ss) benchmarks always follow JMH's schedule, cold.
        A JMH Iteration is a nanometer sample: Level.Iteration fixtures run before every sample.
        sample mode times one invocation per sample (percentiles of single invocations).
        @Threads(N) and @Group run through nanometer's threaded runs (synchronized samples, the
        score over all threads); with threads, Level.Iteration/Invocation fixtures and the sample
        and ss modes are refused by name, as are @AuxCounters and JMH's runtime objects
        (BenchmarkParams, Control, ...). Runs come in JMH's order (mode, name, parameters).
        --format jmh writes each run's JMH mode and unit. Results say "user-managed" inputs.
        @Fork's count is read and reported, not followed. By default every run gets 5 to 10 fresh
        JVMs (forks) in rounds over the runs (fork 1 of every run, then fork 2, ...): a run stops once
        the interval over its forks is within 1% of the score (or within twice one JVM's own
        half-width), or when another fork would take its forks past --max-wall (--min-forks always
        run). Each fork's estimate is its estimator over the samples after its last changepoint
        (steady state found in the whole series); the score is the mean over forks, its error the
        half-width of a Student t interval over the forks, which holds the spread between JVMs.
        Each fork is classed flat, warm-up, slowdown or no steady state (a changepoint in the last
        20% of its samples; such a fork first measures on, up to --max-warmup more, and if none
        shows its whole series is its estimate), and a run whose forks fall in more than one mode
        is inconsistent. Threaded runs fork the same way. Single shots and --jmh-iterations fork
        the same way too, but each fork's estimate is over all its measured iterations, as JMH's
        score is. --forks N runs exactly N forks; --forks 1 is one JVM, whose interval says
        nothing of the next JVM.
        A benchmark JVM still running after --timeout (10m by default; JMH gives an iteration as
        long) is killed and its run reported as failed, with its name and the limit, in the output
        and on stderr; the other runs go on. Every benchmark JVM dies with this command, however it
        ends (SIGKILL included), and the temporary files of a killed run are deleted by the next.
        --jfr DIR records every fork with JDK Flight Recorder (settings=profile, JMH's -prof jfr),
        one file per fork, DIR/RUN-forkK.jfr (the run's name with characters other than letters,
        digits, '.', '_' and '-' made '_'); open them in JDK Mission Control or with 'jfr print'.
        --profile KIND has each fork profile itself with async-profiler (bundled in the CLI jar)
        during its measured samples only, JMH's -prof async: --profile-dir DIR (default
        nanometer-profiles) gets RUN-forkK.html, a flame graph, and RUN-forkK.collapsed per fork.
        Without async-profiler (or its native library) the run goes on unprofiled and says why.
        Exit status: 0 all selected runs measured or refused by name; 1 a run failed in its JVM;
        2 bad arguments; 3 nothing was measured; 130 interrupted (the forks finished so far are
        written, in the chosen format); 5 with --strict, a fork without steady state, an
        inconsistent run, or a warm-up that did not settle.
        """;
  }

  @Override
  public int run(ParsedArgs a, PrintStream out, PrintStream err) throws UsageException {
    if (!a.has("classpath")) {
      throw new UsageException("--classpath is required: the jars and directories holding the benchmarks");
    }
    List<Estimator> estimators = RunFlags.estimators(a);
    if (estimators.size() != 1) {
      throw new UsageException("--estimator: nanometer jmh runs one estimator per benchmark (accepted: median, "
          + "minimum, weighted-mean)");
    }
    Options options = RunFlags.toOptions(a, JmhDefaults.BUDGET).toBuilder().estimator(estimators.get(0)).build();
    String format = a.get(FORMAT);
    ForkPlan forkPlan = ForkPlanFlags.plan(a);
    Duration timeLimit = a.get(FORK_TIME_LIMIT);
    Duration measuring = JmhRequest.longestMeasuring(options);
    if (!a.has("jmh-iterations") && timeLimit.compareTo(measuring) <= 0) {
      throw new UsageException("--timeout: " + OptionSpec.durationText(timeLimit) + " is not longer than what a "
          + "fork may measure, " + OptionSpec.durationText(measuring) + " (--max-warmup "
          + OptionSpec.durationText(options.maxWarmup()) + " twice and --budget "
          + OptionSpec.durationText(options.budget()) + "); accepted: above " + OptionSpec.durationText(measuring)
          + ", up to " + OptionSpec.durationText(Defaults.MAX_FORK_TIME_LIMIT));
    }
    java.util.Optional<Path> html = HtmlOutput.target(a);
    JmhRequest request;
    try {
      request = new JmhRequest(classPath(a.string("classpath", "")), patterns(a.positionals()),
          params(a.string("param", "")), options, a.has("jmh-iterations"), jvmArgs(a.string("jvm-args", "")),
          forkPlan, timeLimit);
    } catch (IllegalArgumentException e) {
      throw new UsageException("--classpath: " + e.getMessage());
    }
    if (a.has("list")) {
      try {
        JmhOutput.list(JmhRunner.plan(request, err::println), out);
        return 0;
      } catch (IllegalArgumentException e) {
        throw new UsageException(e.getMessage());
      } catch (IOException e) {
        err.println("nanometer jmh: cannot read the class path: " + e.getMessage());
        return 2;
      }
    }
    if (a.has("jfr")) {
      request = request.withJfrDirectory(jfrDirectory(a.string("jfr", "")));
    }
    java.util.Optional<ProfileOutput> profile = ProfileOutput.open(a, err);
    if (profile.isPresent()) {
      request = request.withProfile(new JmhRequest.ForkProfile(profile.get().kind().cliName(), profile.get().directory()));
    }
    // Ctrl-C or SIGTERM: the running child JVM is stopped and the forks finished so far are written.
    AtomicReference<JmhReport> sofar = new AtomicReference<>();
    Runnable keepPartial = () -> {
      ChildJvm.killRunning();
      JmhReport done = sofar.get();
      if (done != null && !done.results().isEmpty()) {
        write(done, format, out);
        out.flush();
      }
      err.println();
      err.println("nanometer jmh: interrupted; wrote the " + (done == null ? 0 : done.results().size())
          + " forks finished so far");
    };
    JmhReport report;
    try (InterruptGuard guard = InterruptGuard.install(keepPartial)) {
      try {
        report = JmhRunner.run(request, line -> {
          if (!guard.interrupted()) {
            err.println(line);
          }
        }, sofar::set);
      } catch (IllegalArgumentException e) {
        throw new UsageException(e.getMessage());
      } catch (IOException e) {
        err.println("nanometer jmh: cannot read the class path: " + e.getMessage());
        return 2;
      }
      if (!guard.claimFinalWrite()) {
        return 130;
      }
      write(report, format, out);
      out.flush();
      JmhOutput.failures(report, err);
      profile.ifPresent(p -> sayProfiles(report, p, err));
    }
    if (html.isPresent()) {
      List<Result> results = report.results().stream().map(JmhResult::result).toList();
      int rc = HtmlOutput.write(html.get(), "nanometer jmh", ps -> ResultWriter.json(results, ps), err);
      if (rc != 0) {
        return rc;
      }
    }
    if (report.results().isEmpty()) {
      return 3;
    }
    int status = report.failures().isEmpty() ? 0 : 1;
    return a.get(RunFlags.STRICT) ? JmhOutput.strictStatus(report, status, err) : status;
  }

  /** Where the forks' flame graphs went, or that none was written (each fork says why on its stderr). */
  private static void sayProfiles(JmhReport report, ProfileOutput profile, PrintStream err) {
    List<Path> written = report.results().stream().map(r -> profile.directory().resolve(
        JmhRequest.profileName(r.benchmark().runName(), r.fork()) + ".html")).filter(Files::isRegularFile).toList();
    if (written.isEmpty()) {
      err.println("nanometer jmh: no flame graph was written to " + profile.directory() + " (no fork measured "
          + "samples under the profiler)");
    } else {
      err.println("nanometer jmh: " + written.size() + " flame graph(s) (" + profile.kind().cliName() + ") of "
          + report.results().size() + " forks' measured samples written, e.g. " + written.get(0));
    }
  }

  private static void write(JmhReport report, String format, PrintStream out) {
    if (format.equals("json")) {
      JmhOutput.json(report, out);
    } else if (format.equals("jmh")) {
      JmhOutput.jmh(report, out);
    } else {
      JmhOutput.text(report, out);
    }
  }

  /**
   * {@code --jfr DIR}: the directory, created when missing, that every fork records into.
   *
   * @throws UsageException naming the value: empty, a comma in it (JFR's option separator), not a
   *     directory, or not creatable or writable
   */
  static Path jfrDirectory(String text) throws UsageException {
    if (text.isBlank()) {
      throw new UsageException("--jfr: empty; give a directory for the recordings");
    }
    if (text.contains(",")) {
      throw new UsageException("--jfr: '" + text + "' contains ',', which separates JDK Flight Recorder's options "
          + "(accepted: a directory path without commas)");
    }
    Path dir;
    try {
      dir = Path.of(text);
    } catch (java.nio.file.InvalidPathException e) {
      throw new UsageException("--jfr: '" + text + "' is not a path: " + e.getReason());
    }
    try {
      java.nio.file.Files.createDirectories(dir);
    } catch (IOException e) {
      throw new UsageException("--jfr: cannot create the directory '" + text + "': "
          + io.github.nanometer.json.IoReasons.of(e));
    }
    if (!java.nio.file.Files.isWritable(dir)) {
      throw new UsageException("--jfr: the directory '" + text + "' is not writable");
    }
    return dir;
  }

  static List<Path> classPath(String text) throws UsageException {
    List<Path> list = new ArrayList<>();
    for (String part : text.split(Pattern.quote(File.pathSeparator))) {
      if (!part.isBlank()) {
        Path entry;
        try {
          entry = Path.of(part.strip());
        } catch (java.nio.file.InvalidPathException e) {
          throw new UsageException("--classpath: '" + part.strip() + "' is not a path: " + e.getReason());
        }
        list.add(ClassPathEntry.check("classpath", entry));
      }
    }
    if (list.isEmpty()) {
      throw new UsageException("--classpath: '" + text + "' names no jar or directory");
    }
    return list;
  }

  static List<Pattern> patterns(List<String> regexes) throws UsageException {
    List<Pattern> list = new ArrayList<>();
    for (String r : regexes) {
      try {
        list.add(Pattern.compile(r));
      } catch (PatternSyntaxException e) {
        throw new UsageException("'" + r + "' is not a regular expression: " + e.getDescription());
      }
    }
    return list;
  }

  /** {@code NAME=V1,V2;NAME2=V3} as a map; each name once, each with at least one value. */
  static Map<String, List<String>> params(String text) throws UsageException {
    Map<String, List<String>> params = new LinkedHashMap<>();
    if (text.isBlank()) {
      return params;
    }
    for (String group : text.split(";")) {
      int eq = group.indexOf('=');
      String name = eq < 0 ? "" : group.substring(0, eq).strip();
      if (name.isEmpty() || !name.matches("[A-Za-z_$][A-Za-z0-9_$]*")) {
        throw new UsageException("--param: '" + group + "' is not NAME=V1,V2 (a Java field name, '=', values)");
      }
      List<String> values = new ArrayList<>();
      for (String v : group.substring(eq + 1).split(",", -1)) {
        if (v.isEmpty()) {
          throw new UsageException("--param: empty value in '" + group + "' (accepted: NAME=V1,V2)");
        }
        values.add(v);
      }
      if (params.put(name, values) != null) {
        throw new UsageException("--param: " + name + " given twice");
      }
    }
    return params;
  }

  static List<String> jvmArgs(String text) {
    List<String> list = new ArrayList<>();
    for (String part : text.strip().split("\\s+")) {
      if (!part.isEmpty()) {
        list.add(part);
      }
    }
    return list;
  }
}
