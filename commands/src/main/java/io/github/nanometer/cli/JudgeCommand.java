package io.github.nanometer.cli;

import io.github.nanometer.OptionSpecs;
import io.github.nanometer.cli.spi.CommandOption;
import io.github.nanometer.cli.spi.TypedOption;
import io.github.nanometer.cli.spi.UsageException;
import io.github.nanometer.html.JudgeInputs;
import io.github.nanometer.html.RefusedDocument;
import io.github.nanometer.judge.Judge;
import io.github.nanometer.judge.JudgeCiWriter;
import io.github.nanometer.judge.JudgeResult;
import io.github.nanometer.judge.JudgeWriter;
import io.github.nanometer.judge.MatchRule;
import io.github.nanometer.report.SavedResultReader;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;

/** {@code nanometer judge BASE NEW}: compares two saved result files benchmark by benchmark. */
final class JudgeCommand extends BuiltInCommand {

  @Override
  public String name() {
    return "judge";
  }

  @Override
  public String summary() {
    return "compare two saved result files (nanometer JSON or JMH JSON): a verdict per benchmark";
  }

  @Override
  public String positionals() {
    return "BASE NEW";
  }

  private static final TypedOption<Double> THRESHOLD = TypedOption.of(OptionSpecs.JUDGE_THRESHOLD);
  private static final TypedOption<String> FORMAT =
      TypedOption.of(CommandSpecs.format("text", "json", "csv", "markdown", "gh-action", "bmf"));
  private static final TypedOption<String> MATCH = TypedOption.of(CommandSpecs.words("match",
      "exact: name, parameters and mode/estimator; method: JMH method name and parameters (JMH against nanometer)",
      "exact", "method"));

  @Override
  public List<CommandOption> options() {
    return List.of(
        THRESHOLD,
        RunFlags.CONFIDENCE,
        FORMAT,
        MATCH,
        HtmlOutput.option(),
        TypedOption.flag("list-baselines", "list the named baselines (reference --save-baseline NAME) and exit"),
        Baselines.dirOption());
  }

  @Override
  public String details() {
    return """
        BASE and NEW are files written by nanometer (reference, suite or jmh --format json, API results
        through ResultWriter.json, --format jmh) or by JMH (-rf json). Benchmarks match by name,
        parameters and mode/estimator; those in one file only are listed. Per benchmark: the two
        values the ratio divides (base, new: the mean of the values its interval is over, or two
        medians), the ratio new/base of time per operation (for throughput: base/new) with its
        interval, and a verdict: faster or slower when the whole interval lies beyond the
        threshold, no change when it lies within it, inconclusive otherwise. An interval that
        reaches a ratio of 0 prints as "unbounded (below HIGH)", never a negative ratio. With
        several forks on both sides the interval is Fieller's over the forks (Kalibera-Jones), so
        JVM-to-JVM variation is included; from the samples of one JVM it is not, and the output
        says so. The geometric-mean row names in a note the benchmarks it leaves out. Files are
        read through the same strict readers as report's.
        --html FILE also writes the HTML report of the judgement (a forest plot of the ratios).
        One JVM per side without a recorded spread between compiled copies (JMH -f 1, nanometer
        --compilations 1) gets "inconclusive (one JVM)"; every inconclusive row says what more
        measurement would decide it. --match method pairs a JMH file with a nanometer one (JMH
        method name and parameters; a nanometer name as --format jmh writes it). --format
        markdown (a pull-request comment), gh-action (github-action-benchmark customSmallerIsBetter)
        or bmf (Bencher Metric Format) for CI tools.
        Named baselines: reference --save-baseline NAME keeps its results in DIR/NAME.json
        (--baseline-dir, default .nanometer/baselines), a later reference --baseline NAME is
        judged against it, and --list-baselines lists them; BASE may also be DIR/NAME.json.
        Exit status: 0 no regression, 1 some benchmark slower, 3 inconclusive, 2 bad input or an
        unwritable --html file.
        """;
  }

  @Override
  public int run(ParsedArgs args, PrintStream out, PrintStream err) throws UsageException {
    if (args.has("list-baselines")) {
      if (!args.positionals().isEmpty()) {
        throw new UsageException("--list-baselines takes no files, got " + args.positionals().size() + " argument(s)");
      }
      Path dir = Baselines.dir(args);
      try {
        Baselines.list(dir).forEach(out::println);
      } catch (IOException e) {
        throw new UsageException("--list-baselines: cannot read " + dir + ": " + e.getMessage());
      }
      return 0;
    }
    if (args.positionals().size() != 2) {
      throw new UsageException("needs two files, BASE and NEW, got " + args.positionals().size() + " argument(s)");
    }
    double threshold = args.get(THRESHOLD);
    double confidence = args.get(RunFlags.CONFIDENCE);
    String format = args.get(FORMAT);
    java.util.Optional<Path> html = HtmlOutput.target(args);
    String baseFile = args.positionals().get(0);
    String newFile = args.positionals().get(1);
    SavedResultReader.SavedFile base = read(baseFile);
    SavedResultReader.SavedFile candidate = read(newFile);
    JudgeResult result;
    try {
      MatchRule match = MatchRule.valueOf(args.get(MATCH).toUpperCase(java.util.Locale.ROOT));
      result = Judge.judge(match.apply(base.benchmarks()), match.apply(candidate.benchmarks()), threshold, confidence);
    } catch (IllegalArgumentException e) {
      throw new UsageException(e.getMessage());
    }
    if (result.judgements().isEmpty()) {
      throw new UsageException("no benchmark is in both files (base has " + base.benchmarks().size() + ", new has "
          + candidate.benchmarks().size() + "; they match by name, parameters and mode/estimator; --match method "
          + "pairs JMH method names with nanometer names)");
    }
    JudgeWriter.Sources sources = new JudgeWriter.Sources(baseFile, base, newFile, candidate);
    switch (format) {
      case "json" -> JudgeWriter.json(result, sources, out);
      case "csv" -> JudgeWriter.csv(result, out);
      case "markdown" -> JudgeCiWriter.markdown(result, out);
      case "gh-action" -> JudgeCiWriter.ghAction(result, out);
      case "bmf" -> JudgeCiWriter.bmf(result, out);
      default -> JudgeWriter.text(result, sources, out);
    }
    if (html.isPresent()
        && HtmlOutput.write(html.get(), "nanometer judge", ps -> JudgeWriter.json(result, sources, ps), err) != 0) {
      return 2;
    }
    return result.exitCode();
  }

  /** A file through {@link JudgeInputs}, the strict reader {@code report} uses too. */
  private static SavedResultReader.SavedFile read(String file) throws UsageException {
    try {
      return JudgeInputs.read(file);
    } catch (RefusedDocument e) {
      throw new UsageException(e.getMessage());
    }
  }
}
