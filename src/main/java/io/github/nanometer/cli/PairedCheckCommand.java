package io.github.nanometer.cli;

import io.github.nanometer.Benchmark;
import io.github.nanometer.Comparison;
import io.github.nanometer.ComparisonOptions;
import io.github.nanometer.OptionSpecs;
import io.github.nanometer.Nanometer;
import io.github.nanometer.Options;
import io.github.nanometer.Verdict;
import io.github.nanometer.os.CpuTopology;
import io.github.nanometer.os.HostFiles;
import io.github.nanometer.os.PinRequest;
import io.github.nanometer.reference.ReferenceWorkloads;
import io.github.nanometer.report.DocumentHeader;
import io.github.nanometer.report.JsonWriter;
import io.github.nanometer.results.PairedComparisonWriter;
import io.github.nanometer.stats.Descriptive;
import java.io.PrintStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * {@code nanometer paired-check}: how well paired benchmarking works on this machine. Runs an A/A
 * comparison (a workload against itself) and a known change (the same workload with more steps)
 * several times and reports the false-alarm rate, the noise floor, and how often the change's sign
 * is right and significant.
 */
final class PairedCheckCommand implements Command {

  static final Duration DEFAULT_BUDGET = Duration.ofSeconds(1);

  @Override
  public String name() {
    return "paired-check";
  }

  @Override
  public String summary() {
    return "measure this machine's paired-comparison noise floor, false alarms and detection of a known change";
  }

  @Override
  public List<Option> options() {
    return List.of(
        Option.value("runs", "N", 20, "comparisons per experiment (1..1000)"),
        Option.value("budget", "DURATION", Durations.format(DEFAULT_BUDGET), "pairing time per comparison (" + OptionSpecs.BUDGET.rangeText() + ")"),
        Option.value("steps", "K", 1000, "LCG steps of the baseline workload (10..10000000)"),
        Option.value("change", "PERCENT", "1%", "extra work of the candidate, in percent of steps (0.1..100)"),
        Option.value("confidence", "PERCENT", 95, "confidence level of intervals (50..99.9)"),
        Option.value("seed", "N", 1, "seed of inputs and pair order (run i uses seed + i)"),
        RunFlags.cpuOption(),
        Option.value("background", "none|same-core|other-core", "none",
            "run a CPU-bound neighbour (taskset-pinned sh loop) on the measuring cpu or another, for the whole check"),
        Option.value("format", "text|json", "text", "output format"));
  }

  @Override
  public String details() {
    return """
        Both experiments use a 0% threshold, so faster or slower means the interval excludes zero.
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
        a.choice("background", "none", List.of("none", "same-core", "other-core")));
    if (background == BackgroundLoad.Placement.NONE) {
      return check(a, out, err, "none");
    }
    int runs = a.intValue("runs", 20, 1, 1000);
    Duration budget = a.duration("budget", DEFAULT_BUDGET, Duration.ofMillis(1), Duration.ofHours(1));
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
    int runs = a.intValue("runs", 20, 1, 1000);
    Duration budget = RunFlags.duration(a, OptionSpecs.BUDGET, DEFAULT_BUDGET);
    int steps = a.intValue("steps", 1000, 10, 10_000_000);
    double change = a.percentAsFraction("change", 0.01, 0.1, 100);
    double confidence = a.percentAsFraction("confidence", 0.95, 50, 99.9);
    long seed = a.longValue("seed", 1, Long.MIN_VALUE, Long.MAX_VALUE);
    String format = a.choice("format", "text", List.of("text", "json"));
    int candidateSteps = (int) Math.round(steps * (1 + change));
    ComparisonOptions co = ComparisonOptions.builder().thresholdFraction(0).confidence(confidence).build();
    ReferenceWorkloads.Lcg base = new ReferenceWorkloads.Lcg(steps);
    ReferenceWorkloads.Lcg more = new ReferenceWorkloads.Lcg(candidateSteps);
    Benchmark<Long> baseline = Benchmark.ofLong("lcg k=" + steps, r -> r.nextLong(), base::run);
    Benchmark<Long> candidate = Benchmark.ofLong("lcg k=" + candidateSteps, r -> r.nextLong(), more::run);
    Options options = Options.builder().budget(budget).useTuningCache(false).pinning(RunFlags.pinning(a)).build();
    Nanometer nm = Nanometer.create(options);
    Progress progress = new Progress(err);
    List<Comparison> aa = new ArrayList<>();
    List<Comparison> known = new ArrayList<>();
    List<Double> secondsPerComparison = new ArrayList<>();
    for (int i = 0; i < runs; i++) {
      Options o = options.toBuilder().seed(seed + i).build();
      progress.step(2 * i, 2 * runs, "A/A run " + (i + 1));
      aa.add(nm.compareToItself(baseline, co, o));
      progress.step(2 * i + 1, 2 * runs, "known change run " + (i + 1));
      long t0 = System.nanoTime();
      known.add(nm.compare(baseline, candidate, co, o));
      secondsPerComparison.add((System.nanoTime() - t0) / 1e9);
    }
    progress.done();
    Summary s = Summary.of(aa, known, secondsPerComparison, change);
    String placement = options.pinning().mode() == PinRequest.PinMode.NONE ? "not pinned" : nm.placement().summary();
    nm.close();
    if (format.equals("json")) {
      json(out, s, aa, known, runs, confidence, change, steps, nm, background, placement);
    } else {
      text(out, s, aa, known, runs, confidence, change);
      out.println("background:            " + background);
      out.println("measuring thread:      " + placement);
    }
    return 0;
  }

  /** Aggregates of the two experiments. */
  record Summary(int falseAlarms, double noiseFloorHalfWidth, int signRight, int significant,
      double medianSecondsPerComparison, double medianMeasuredChange) {
    static Summary of(List<Comparison> aa, List<Comparison> known, List<Double> seconds, double change) {
      // At a 0% threshold an A/A interval straddling zero is INCONCLUSIVE, the right answer; only a
      // verdict of a difference (FASTER or SLOWER) is a false alarm.
      int falseAlarms = (int) aa.stream()
          .filter(c -> c.verdict() == Verdict.FASTER || c.verdict() == Verdict.SLOWER).count();
      double[] halfWidths = aa.stream().mapToDouble(c -> c.meanChangeInterval().width() / 2).toArray();
      int signRight = (int) known.stream().filter(c -> c.meanChange() > 0).count();
      int significant = (int) known.stream().filter(c -> c.verdict() == Verdict.SLOWER).count();
      double[] secs = seconds.stream().mapToDouble(Double::doubleValue).toArray();
      double[] changes = known.stream().mapToDouble(Comparison::meanChange).toArray();
      return new Summary(falseAlarms, Descriptive.median(halfWidths), signRight, significant,
          Descriptive.median(secs), Descriptive.median(changes));
    }
  }

  private static void text(PrintStream out, Summary s, List<Comparison> aa, List<Comparison> known, int runs,
      double confidence, double change) {
    for (int i = 0; i < runs; i++) {
      out.println("A/A   " + PairedComparisonWriter.line(aa.get(i)));
      out.println("known " + PairedComparisonWriter.line(known.get(i)));
    }
    out.printf(Locale.ROOT, "%nA/A false alarms:      %d of %d at %.1f%% confidence (expected about %.1f)%n",
        s.falseAlarms(), runs, 100 * confidence, runs * (1 - confidence));
    out.printf(Locale.ROOT, "A/A noise floor:       +-%.2f%% (median interval half-width)%n",
        100 * s.noiseFloorHalfWidth());
    out.printf(Locale.ROOT, "+%.1f%% work, sign right: %d of %d; significant: %d of %d; median measured %+.2f%%%n",
        100 * change, s.signRight(), runs, s.significant(), runs, 100 * s.medianMeasuredChange());
    out.printf(Locale.ROOT, "time per comparison:   %.2f s (median, warm-up and tuning included)%n",
        s.medianSecondsPerComparison());
  }

  private static void json(PrintStream out, Summary s, List<Comparison> aa, List<Comparison> known, int runs,
      double confidence, double change, int steps, Nanometer nm, String background, String placement) {
    StringBuilder sb = new StringBuilder();
    JsonWriter w = new JsonWriter(sb, true);
    DocumentHeader.PAIRED_CHECK.write(w.beginObject())
        .field("runs", runs).field("confidence", confidence).field("changeFraction", change).field("steps", steps)
        .field("background", background).field("placement", placement);
    w.name("summary").beginObject()
        .field("falseAlarms", s.falseAlarms())
        .field("noiseFloorHalfWidth", s.noiseFloorHalfWidth())
        .field("signRight", s.signRight())
        .field("significant", s.significant())
        .field("medianMeasuredChange", s.medianMeasuredChange())
        .field("medianSecondsPerComparison", s.medianSecondsPerComparison())
        .endObject();
    w.name("aa").beginArray();
    aa.forEach(c -> PairedComparisonWriter.write(w, c));
    w.endArray();
    w.name("known").beginArray();
    known.forEach(c -> PairedComparisonWriter.write(w, c));
    w.endArray().endObject().finish();
    out.print(sb);
  }
}
