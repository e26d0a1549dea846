package io.github.nanometer.cli;

import io.github.nanometer.Benchmark;
import io.github.nanometer.Comparison;
import io.github.nanometer.ComparisonOptions;
import io.github.nanometer.Defaults;
import io.github.nanometer.Nanometer;
import io.github.nanometer.OptionSpec;
import io.github.nanometer.OptionSpecs;
import io.github.nanometer.Options;
import io.github.nanometer.PairedEstimand;
import io.github.nanometer.Pinning;
import io.github.nanometer.cli.spi.CommandOption;
import io.github.nanometer.cli.spi.TypedOption;
import io.github.nanometer.cli.spi.UsageException;
import io.github.nanometer.os.CpuTopology;
import io.github.nanometer.os.HostFiles;
import io.github.nanometer.reference.ReferenceWorkloads;
import io.github.nanometer.results.PairedCheckReport;
import io.github.nanometer.results.PairedCheckWriter;
import java.io.PrintStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code nanometer paired-check}: how well paired benchmarking works on this machine. Runs an A/A
 * comparison (a workload against itself) and a known change (the same workload with more steps)
 * several times and reports the false-alarm rate, the noise floor, and how often the change's sign
 * is right and significant.
 */
final class PairedCheckCommand extends BuiltInCommand {

  /**
   * The fewest extra LCG steps the candidate must do: rounding {@code steps * change} to whole
   * steps then moves the known change by at most 10% of itself (below 1 step it is no change at all).
   */
  static final int MIN_EXTRA_STEPS = 5;

  /** The smallest {@code --steps} whose extra work {@code steps * change} is at least {@link #MIN_EXTRA_STEPS}. */
  static int minimumSteps(double changeFraction) {
    int s = (int) Math.ceil(MIN_EXTRA_STEPS / changeFraction - 1e-9);
    while (s * changeFraction < MIN_EXTRA_STEPS - 1e-9) {
      s++;
    }
    return Math.max(10, s);
  }

  @Override
  public String name() {
    return "paired-check";
  }

  @Override
  public String summary() {
    return "measure this machine's paired-comparison noise floor, false alarms and detection of a known change";
  }

  private static final TypedOption<Integer> RUNS = TypedOption.of(OptionSpec.integer("runs", "runs", 20, 1,
      1000, "comparisons per experiment"));
  private static final TypedOption<Integer> STEPS = TypedOption.of(OptionSpec.integer("steps", "steps", 1000, 10,
      10_000_000, "LCG steps of the baseline workload"));
  private static final TypedOption<Double> CHANGE = TypedOption.of(OptionSpec.fraction("change", "change", 0.01,
      0.001, 1, "extra work of the candidate, in percent of steps"));
  private static final TypedOption<String> BACKGROUND = TypedOption.of(CommandSpecs.words("background",
      "run a CPU-bound neighbour (taskset-pinned sh loop) on the measuring cpu or another, for the whole check",
      "none", "same-core", "other-core"));
  private static final TypedOption<String> FORMAT = TypedOption.of(CommandSpecs.format("text", "json"));
  private static final TypedOption<Duration> BUDGET = TypedOption.of(OptionSpecs.BUDGET, Defaults.BUDGET)
      .withHelp("pairing time per comparison");
  private static final TypedOption<PairedEstimand> ESTIMAND = TypedOption.of(OptionSpecs.ESTIMAND);
  private static final TypedOption<Long> SEED = TypedOption.of(OptionSpecs.SEED, CommandDefaults.PAIRED_CHECK_SEED)
      .withHelp("seed of inputs and pair order (run i uses seed + i)");

  @Override
  public List<CommandOption> options() {
    return List.of(
        RUNS,
        BUDGET,
        STEPS,
        CHANGE,
        RunFlags.CONFIDENCE,
        ESTIMAND,
        SEED,
        RunFlags.cpuOption(),
        BACKGROUND,
        FORMAT);
  }

  @Override
  public String details() {
    return """
        Both experiments use a 0% threshold, so faster or slower means the interval excludes zero.
        The interval judged is the paired Fieller interval of the ratio of means minus 1 (it covers
        the relative change; --estimand typical-pair judges the typical per-pair ratio instead),
        widened to span the change across the 3 separately compiled copies each side runs (the
        JIT's code differs between compilations). --steps must give the candidate at least 5 extra steps (steps x
        change >= 5), so the known change is the asked one to within 10% of itself; the work
        change printed is the real one, (candidate steps - steps) / steps. Every pair runs in this
        one JVM, so no interval holds the spread between JVMs: each verdict says "one JVM".
        A/A: such verdicts are false alarms (expect about 100% - confidence of the runs).
        Known change: counts how often the mean change has the right sign and how often it is
        significant (interval wholly above zero).
        --background same-core pins the neighbour to the measuring cpu: --cpu N when given, else the
        cpu automatic pinning takes on an idle machine (the automatic choice should then move away).
        The neighbour is killed when the check ends, fails or is interrupted.
        """;
  }

  @Override
  public int run(ParsedArgs a, PrintStream out, PrintStream err) throws UsageException {
    BackgroundLoad.Placement background = BackgroundLoad.Placement.of(
        a.get(BACKGROUND));
    if (background == BackgroundLoad.Placement.NONE) {
      return check(a, out, err, "none");
    }
    int runs = a.get(RUNS);
    Duration budget = a.get(BUDGET);
    int hogCpu = BackgroundLoad.targetCpu(background, RunFlags.pinning(a), CpuTopology.read(HostFiles.real()));
    Duration bound = budget.plusSeconds(5).multipliedBy(2L * runs).plusSeconds(60);
    try (BackgroundLoad hog = BackgroundLoad.start(hogCpu, bound)) {
      pause(Duration.ofMillis(300)); // let the neighbour show up in /proc before the core is chosen
      return check(a, out, err, background.flag() + ": CPU-bound `sh` loop pinned to cpu " + hog.cpu()
          + " (pid " + hog.pid() + ")");
    }
  }

  private static void pause(Duration d) {
    try {
      Thread.sleep(d.toMillis());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /** The check itself; {@code background} describes the neighbour for the report. */
  private static int check(ParsedArgs a, PrintStream out, PrintStream err, String background) throws UsageException {
    if (!a.positionals().isEmpty()) {
      throw new UsageException("unexpected argument '" + a.positionals().get(0) + "'");
    }
    int runs = a.get(RUNS);
    Duration budget = a.get(BUDGET);
    int steps = a.get(STEPS);
    double change = a.get(CHANGE);
    double confidence = a.get(RunFlags.CONFIDENCE);
    long seed = a.get(SEED);
    String format = a.get(FORMAT);
    int minSteps = minimumSteps(change);
    if (steps < minSteps) {
      throw new UsageException("--steps: " + steps + " is too small for --change " + a.string("change").orElse("1%")
          + ": the extra work rounds to " + Math.round(steps * change) + " LCG step(s), not the asked change; use "
          + "--steps " + minSteps + " or more (at least " + MIN_EXTRA_STEPS + " extra steps)");
    }
    int candidateSteps = (int) Math.round(steps * (1 + change));
    double realChange = (candidateSteps - steps) / (double) steps;
    ComparisonOptions co = ComparisonOptions.builder().thresholdFraction(0).confidence(confidence)
        .estimand(a.get(ESTIMAND)).build();
    ReferenceWorkloads.Lcg base = new ReferenceWorkloads.Lcg(steps);
    ReferenceWorkloads.Lcg more = new ReferenceWorkloads.Lcg(candidateSteps);
    Benchmark<Long> baseline = Benchmark.ofLong("lcg k=" + steps, r -> r.nextLong(), base::run);
    Benchmark<Long> candidate = Benchmark.ofLong("lcg k=" + candidateSteps, r -> r.nextLong(), more::run);
    Options options = Options.builder().budget(budget).useTuningCache(false).pinning(RunFlags.pinning(a)).build();
    Nanometer nm = Nanometer.create(options);
    Progress progress = new Progress(err);
    List<Comparison> aa = new ArrayList<>();
    List<Comparison> known = new ArrayList<>();
    double[] secondsPerComparison = new double[runs];
    for (int i = 0; i < runs; i++) {
      Options o = options.toBuilder().seed(seed + i).build();
      progress.step(2 * i, 2 * runs, "A/A run " + (i + 1));
      aa.add(nm.compareToItself(baseline, co, o));
      progress.step(2 * i + 1, 2 * runs, "known change run " + (i + 1));
      long t0 = System.nanoTime();
      known.add(nm.compare(baseline, candidate, co, o));
      secondsPerComparison[i] = (System.nanoTime() - t0) / 1e9;
    }
    progress.done();
    String placement = options.pinning().mode() == Pinning.PinMode.NONE ? "not pinned" : nm.placement();
    nm.close();
    PairedCheckReport report = new PairedCheckReport(confidence, realChange, steps, background, placement, aa, known,
        secondsPerComparison);
    if (format.equals("json")) {
      PairedCheckWriter.json(report, out);
    } else {
      PairedCheckWriter.text(report, out);
    }
    return 0;
  }
}
