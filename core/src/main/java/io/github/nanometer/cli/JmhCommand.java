package io.github.nanometer.cli;

import io.github.nanometer.Estimator;
import io.github.nanometer.options.OptionSpec;
import io.github.nanometer.options.OptionSpecs;
import io.github.nanometer.Options;
import io.github.nanometer.Result;
import io.github.nanometer.jmh.JmhOutput;
import io.github.nanometer.jmh.JmhReport;
import io.github.nanometer.jmh.JmhRequest;
import io.github.nanometer.jmh.JmhResult;
import io.github.nanometer.jmh.JmhRunner;
import io.github.nanometer.results.ResultWriter;
import io.github.nanometer.spi.CommandOption;
import io.github.nanometer.spi.UsageException;
import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/** {@code nanometer jmh}: runs existing JMH benchmarks with nanometer's engine, each in a fresh JVM. */
final class JmhCommand extends BuiltInCommand {

  static final Duration DEFAULT_BUDGET = Duration.ofSeconds(1);
  private static final OptionSpec<String> FORMAT = CommandSpecs.format("text", "json", "jmh");

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
    List<CommandOption> list = new ArrayList<>(RunFlags.options(DEFAULT_BUDGET));
    list.add(Option.value("classpath", "CP", null, "jars and directories holding the benchmarks and jmh-core, "
        + "separated by '" + File.pathSeparator + "' (e.g. target/benchmarks.jar); required"));
    list.add(Option.value("param", "NAME=V1,V2[;NAME=...]", null, "replace @Param values (several parameters "
        + "separated by ';')"));
    list.add(Option.flag("jmh-iterations", "follow @Warmup/@Measurement as JMH would instead of nanometer's "
        + "measured warm-up and --budget"));
    list.add(Option.value("jvm-args", "'FLAGS'", null, "extra flags for every benchmark's JVM, space-separated"));
    list.add(Option.of(OptionSpecs.FORKS).withDefaultText("none: one JVM per run")
        .withHelp("measure every run in N fresh JVMs (forks, interleaved, a seed each); judge then decides over "
            + "the forks, with the JVM-to-JVM spread included; --format jmh writes one object per run with a raw row "
            + "per fork, its score the mean over the forks"));
    list.add(Option.flag("list", "list the benchmarks and what would be refused, without running"));
    list.add(Option.of(FORMAT).withHelp("output format; text: JMH's table; json: nanometer-jmh document; jmh: "
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
        @Fork's count is read and reported, not followed: each run gets one fresh JVM, or N with
        --forks N (fork 1 of every run, then fork 2, ...), which judge needs to decide a change.
        Exit status: 0 all selected runs measured or refused by name; 1 a run failed in its JVM;
        2 bad arguments; 3 nothing was measured.
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
    Options options = RunFlags.toOptions(a, DEFAULT_BUDGET).toBuilder().estimator(estimators.get(0)).build();
    String format = a.get(FORMAT);
    int forks = a.has("forks") ? a.get(OptionSpecs.FORKS) : 1;
    java.util.Optional<Path> html = HtmlOutput.target(a);
    JmhRequest request;
    try {
      request = new JmhRequest(classPath(a.string("classpath", "")), patterns(a.positionals()),
          params(a.string("param", "")), options, a.has("jmh-iterations"), jvmArgs(a.string("jvm-args", "")), forks);
    } catch (IllegalArgumentException e) {
      throw new UsageException("--classpath: " + e.getMessage());
    }
    JmhReport report;
    try {
      if (a.has("list")) {
        JmhOutput.list(JmhRunner.plan(request, err::println), out);
        return 0;
      }
      report = JmhRunner.run(request, err::println);
    } catch (IllegalArgumentException e) {
      throw new UsageException(e.getMessage());
    } catch (IOException e) {
      err.println("nanometer jmh: cannot read the class path: " + e.getMessage());
      return 2;
    }
    if (format.equals("json")) {
      JmhOutput.json(report, out);
    } else if (format.equals("jmh")) {
      JmhOutput.jmh(report, out);
    } else {
      JmhOutput.text(report, out);
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
    return report.failures().isEmpty() ? 0 : 1;
  }

  static List<Path> classPath(String text) throws UsageException {
    List<Path> list = new ArrayList<>();
    for (String part : text.split(Pattern.quote(File.pathSeparator))) {
      if (!part.isBlank()) {
        list.add(Path.of(part.strip()));
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
