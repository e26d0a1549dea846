package io.github.nanometer.cli;

import io.github.nanometer.compare.AnalysisResult;
import io.github.nanometer.compare.LeveledCsv;
import io.github.nanometer.compare.LeveledData;
import io.github.nanometer.compare.MalformedCsvException;
import io.github.nanometer.compare.SavedDataAnalysis;
import io.github.nanometer.report.AnalysisWriter;
import io.github.nanometer.report.IoReasons;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * {@code nanometer analyze FILE.csv}: Kalibera-Jones intervals for each system's mean and for
 * ratios against a base system, from measurements saved as CSV.
 */
final class AnalyzeCommand implements Command {

  @Override
  public String name() {
    return "analyze";
  }

  @Override
  public String summary() {
    return "intervals for means and ratios of saved hierarchical measurements (Kalibera-Jones, bootstrap)";
  }

  @Override
  public String positionals() {
    return "FILE.csv";
  }

  @Override
  public List<Option> options() {
    return List.of(
        Option.value("confidence", "PERCENT", 95, "confidence of every interval, in percent"),
        Option.value("base", "NAME", "the first system in the file", "system the others are compared with"),
        Option.flag("plan", "print per-level variances and the optimal repetitions (needs --costs)"),
        Option.value("costs", "c1,c2,...", null,
            "cost of one unit at each level, lowest level first (c1: one measurement; c2: e.g. a fork's start-up)"),
        Option.value("value", "COLUMN", "the last column", "the measured column; columns after it are ignored"),
        Option.value("format", "text|json", "text", "output format"));
  }

  @Override
  public String details() {
    return """
        The CSV has a header. The first column names the system, the value column (the last, unless
        --value) holds the measurement, and the columns between are levels from the highest to the
        lowest, e.g. system,fork,iteration,value. Rows repeating a full level key form one more
        level, "repetition". Cells may be padded with spaces; the design must be balanced.

        Per system: the mean, its interval over the top-level unit means (Kalibera & Jones 6.2),
        and the hierarchical bootstrap interval (resampling at every level, %d replicates, seed %d).
        Per other system: the ratio to the base with Fieller's and the bootstrap interval, and
        Welch's interval of the change in percent of the base mean, on top-level unit means.
        --plan --costs: S^2 and T^2 per level; levels with T^2 <= 0 are dropped; the others get
        n_i = ceil(sqrt(c_{i+1} T_i^2 / (c_i T_{i+1}^2))) (Kalibera & Jones, Rigorous Benchmarking
        in Reasonable Time, ISMM 2013).
        JSON: {"confidence","systems":[{"name","n","mean","ci":{"low","high"},"bootstrapCi"}],
        "comparisons":[{"base","candidate","ratio","fieller","bootstrap","welchPercent"}],"plan"}
        """.formatted(io.github.nanometer.stats.HierarchicalBootstrap.DEFAULT_RESAMPLES,
        SavedDataAnalysis.BOOTSTRAP_SEED);
  }

  @Override
  public int run(ParsedArgs args, PrintStream out, PrintStream err) throws UsageException {
    if (args.positionals().size() != 1) {
      throw new UsageException("expected exactly one FILE.csv, got " + args.positionals().size() + " arguments");
    }
    double confidence = args.doubleValue("confidence", 95, 50, 99.9999) / 100;
    String format = args.choice("format", "text", List.of("text", "json"));
    double[] costs = null;
    if (args.has("plan")) {
      costs = costs(args.string("costs").orElseThrow(
          () -> new UsageException("--plan needs --costs c1,c2,... (one positive cost per level, lowest first)")));
    } else if (args.has("costs")) {
      throw new UsageException("--costs is only used with --plan");
    }
    String file = args.positionals().get(0);
    List<String> lines;
    Path path = Path.of(file);
    String unreadable = IoReasons.unreadable(path);
    if (unreadable != null) {
      throw new UsageException("cannot read '" + file + "': " + unreadable);
    }
    try {
      lines = Files.readAllLines(path, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UsageException("cannot read '" + file + "': " + IoReasons.ofRead(path, e));
    }
    AnalysisResult result;
    try {
      LeveledData data = LeveledCsv.parse(file, lines, args.string("value").orElse(null));
      result = SavedDataAnalysis.analyze(file, data, confidence, args.string("base").orElse(null), costs);
    } catch (MalformedCsvException e) {
      throw new UsageException(e.getMessage());
    } catch (IllegalArgumentException e) {
      throw new UsageException(file + ": " + e.getMessage());
    }
    if (format.equals("json")) {
      AnalysisWriter.json(result, out);
    } else {
      AnalysisWriter.text(result, out);
    }
    return 0;
  }

  private static double[] costs(String text) throws UsageException {
    String[] parts = text.split(",", -1);
    double[] costs = new double[parts.length];
    for (int i = 0; i < parts.length; i++) {
      try {
        costs[i] = io.github.nanometer.stats.Decimals.parse(parts[i]);
      } catch (NumberFormatException e) {
        throw new UsageException("--costs: '" + parts[i].trim() + "' is not a number (accepted: positive numbers, "
            + "comma-separated, lowest level first)");
      }
      if (!(costs[i] > 0) || Double.isInfinite(costs[i])) {
        throw new UsageException("--costs: " + parts[i].trim() + " is out of range (accepted: positive finite numbers)");
      }
    }
    return costs;
  }
}
