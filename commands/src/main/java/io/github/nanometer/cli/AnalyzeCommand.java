package io.github.nanometer.cli;

import io.github.nanometer.OptionSpec;
import io.github.nanometer.analysis.AnalysisResult;
import io.github.nanometer.analysis.AnalysisWriter;
import io.github.nanometer.analysis.LeveledData;
import io.github.nanometer.analysis.MalformedCsvException;
import io.github.nanometer.analysis.SavedDataAnalysis;
import io.github.nanometer.cli.spi.CommandOption;
import io.github.nanometer.cli.spi.TypedOption;
import io.github.nanometer.cli.spi.UsageException;
import io.github.nanometer.text.Decimals;
import io.github.nanometer.text.Messages;
import io.github.nanometer.toolstats.HierarchicalBootstrap;
import java.io.PrintStream;
import java.util.List;

/**
 * {@code nanometer analyze FILE.csv}: Kalibera-Jones intervals for each system's mean, Fieller
 * intervals for ratios and relative changes against a base system, from measurements saved as CSV.
 */
final class AnalyzeCommand extends BuiltInCommand {

  /** The most bootstrap replicates --resamples accepts. */
  static final int MAX_RESAMPLES = 1_000_000;

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
    return "FILE.csv|-";
  }

  private static final TypedOption<String> FORMAT = TypedOption.of(CommandSpecs.format("text", "json"));
  private static final TypedOption<Integer> RESAMPLES = TypedOption.of(OptionSpec.integer("resamples", "resamples",
      null, HierarchicalBootstrap.MIN_RESAMPLES, MAX_RESAMPLES, "bootstrap replicates per interval"));

  @Override
  public List<CommandOption> options() {
    return List.of(
        RunFlags.CONFIDENCE,
        TypedOption.text("base", "NAME", null, "system the others are compared with")
            .withDefaultText("the first system in the file"),
        TypedOption.flag("plan", "print per-level variances and the optimal repetitions (needs --costs)"),
        TypedOption.text("costs", "c1,c2,...", null,
            "cost of one unit at each level, lowest level first (c1: one measurement; c2: e.g. a fork's start-up)"),
        TypedOption.text("value", "COLUMN", null, "the measured column; columns after it are ignored")
            .withDefaultText("the last column"),
        RESAMPLES.withDefaultText("10000, fewer for many top-level units"),
        FORMAT);
  }

  @Override
  public String details() {
    return """
        FILE.csv is a regular file, or - for standard input (pipes, devices and directories are
        refused); UTF-8 text with a header, read as it streams in. The first column names the
        system, the value column (the last, unless --value) holds the measurement, and the columns
        between are levels from the highest to the lowest, e.g. system,fork,iteration,value. Rows
        repeating a full level key form one more level, "repetition". Cells may be padded with
        spaces; values are plain decimals (12, -0.5, 1.5e-3); the design must be balanced.

        Per system: the mean and the intervals that cover it: Kalibera & Jones's t interval over
        the top-level unit means (6.2), and Hall's skewness-corrected t over the same means (chosen
        by simulation for skewed, e.g. log-normal, data). Where an interval covered less than 93%%
        in some simulated scenario with this many units (log-normal unit means, sigma 0.25 to 1.5),
        the range of its simulated coverage over those scenarios is printed beside it ("sim.
        80.3-94.3%%") with the scenarios in a note, instead of a bare 95%%: the same for every result
        with this many units, since a few units cannot tell the scenarios apart. The bootstrap interval (top-level units resampled, expanded
        percentile, seed %d) is shown from %d top-level units, where it covers what it claims;
        below that it is left out with a note. Without --resamples it uses 10000 replicates, fewer
        when that would draw over 2e7 units, and is left out (with a note) above 20000 units,
        where the t interval is accurate anyway.
        Per other system: "change" covers mean(candidate)/mean(base) - 1 (Fieller's interval with
        Welch-Satterthwaite df, minus 1; it accounts for the base mean's uncertainty; the one to
        decide by; judge uses the same rule), "ratio" the ratio itself, and "cbdr Welch" is cbdr's
        published interval, approximate and not for decisions: Welch's interval of the difference
        divided by the base mean taken as exact (under-covers large changes). A base
        mean <= 0 leaves out only the quantities that need a positive base.
        --plan --costs: S^2 and T^2 per level; levels with T^2 <= 0 are dropped and the rest are
        estimated again without them; the printed S^2, T^2 and costs are the ones used, so
        n_i = ceil(sqrt(c_{i+1} T_i^2 / (c_i T_{i+1}^2))) can be recomputed from them (Kalibera &
        Jones, Rigorous Benchmarking in Reasonable Time, ISMM 2013).
        JSON (schema nanometer-analyze, version 2): intervals are {"covers","low","high","bounded"};
        an unbounded one has "bounded": false and "-Infinity"/"Infinity" as strings; one left out
        is {"covers","absent": reason}.
        """.formatted(SavedDataAnalysis.BOOTSTRAP_SEED, HierarchicalBootstrap.MIN_TOP_LEVEL_UNITS);
  }

  @Override
  public int run(ParsedArgs args, PrintStream out, PrintStream err) throws UsageException {
    if (args.positionals().size() != 1) {
      throw new UsageException("expected exactly one FILE.csv (or - for standard input), got "
          + args.positionals().size() + " arguments");
    }
    double confidence = args.get(RunFlags.CONFIDENCE);
    String format = args.get(FORMAT);
    int resamples = args.get(RESAMPLES, SavedDataAnalysis.AUTOMATIC_RESAMPLES);
    double[] costs = null;
    if (args.has("plan")) {
      costs = costs(args.string("costs").orElseThrow(
          () -> new UsageException("--plan needs --costs c1,c2,... (one positive cost per level, lowest first)")));
    } else if (args.has("costs")) {
      throw new UsageException("--costs is only used with --plan");
    }
    String file = args.positionals().get(0);
    AnalysisResult result;
    try {
      LeveledData data = AnalyzeInput.read(file, System.in, args.string("value").orElse(null), new Progress(err));
      result = SavedDataAnalysis.analyze(file, data, confidence, args.string("base").orElse(null), costs, resamples);
    } catch (MalformedCsvException e) {
      throw new UsageException(e.getMessage());
    } catch (IllegalArgumentException e) {
      throw new UsageException(file + ": " + e.getMessage());
    } catch (OutOfMemoryError e) {
      err.println("nanometer analyze: out of memory reading '" + Messages.escape(file) + "' with -Xmx"
          + (Runtime.getRuntime().maxMemory() >> 20) + "m: a row with its own level key takes about "
          + BYTES_PER_UNIQUE_ROW + " bytes of heap, a value in a repeated key 8; raise the heap (e.g. NANOMETER_JAVA_OPTS=-Xmx"
          + Math.max(256, 2 * (Runtime.getRuntime().maxMemory() >> 20)) + "m) or analyze fewer rows");
      return 1;
    }
    if (format.equals("json")) {
      AnalysisWriter.json(result, out);
    } else {
      AnalysisWriter.text(result, out);
    }
    return 0;
  }

  /**
   * Heap per row whose level key is its own (e.g. system,fork,iteration,value with one row per
   * iteration), measured: 1,000,000 such rows fit in -Xmx56m and fail at -Xmx48m.
   */
  static final int BYTES_PER_UNIQUE_ROW = 40;

  private static double[] costs(String text) throws UsageException {
    String[] parts = text.split(",", -1);
    double[] costs = new double[parts.length];
    for (int i = 0; i < parts.length; i++) {
      try {
        costs[i] = Decimals.parse(parts[i]);
      } catch (NumberFormatException e) {
        throw new UsageException("--costs: '" + parts[i].trim() + "' is not a plain decimal number (accepted: "
            + "positive numbers such as 1 or 2.5e3, comma-separated, lowest level first)");
      }
      if (!(costs[i] > 0) || Double.isInfinite(costs[i])) {
        throw new UsageException("--costs: " + parts[i].trim() + " is out of range (accepted: positive finite numbers)");
      }
    }
    return costs;
  }
}
