package io.github.nanometer.suite;

import io.github.nanometer.Defaults;
import io.github.nanometer.Estimator;
import io.github.nanometer.Nanometer;
import io.github.nanometer.Options;
import io.github.nanometer.cli.spi.BaselineRequest;
import io.github.nanometer.cli.spi.Command;
import io.github.nanometer.cli.spi.CommandArguments;
import io.github.nanometer.cli.spi.CommandHost;
import io.github.nanometer.cli.spi.CommandOption;
import io.github.nanometer.cli.spi.HostOptions;
import io.github.nanometer.cli.spi.ProgressDisplay;
import io.github.nanometer.cli.spi.ShutdownGuard;
import io.github.nanometer.cli.spi.TypedOption;
import io.github.nanometer.cli.spi.UsageException;
import io.github.nanometer.spi.AtomicFile;
import io.github.nanometer.spi.HostRoot;
import io.github.nanometer.spi.MessageText;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * {@code nanometer suite}: libc's and Java's memcpy/memset/memmove/memcmp over real-world size
 * distributions. The CLI finds it through {@link java.util.ServiceLoader} (registered in
 * META-INF/services/io.github.nanometer.cli.spi.Command), so the core never imports the suite.
 */
public final class SuiteCommand implements Command {

  private final HostRoot host;

  /** The command reading the real machine; the constructor {@link java.util.ServiceLoader} calls. */
  public SuiteCommand() {
    this(HostRoot.real());
  }

  /** A command reading the machine through {@code host} (a fake tree in tests). */
  SuiteCommand(HostRoot host) {
    this.host = host;
  }

  @Override
  public String name() {
    return "suite";
  }

  @Override
  public String summary() {
    return "measure libc and Java memcpy/memset/memmove/memcmp over llvm-libc's size distributions";
  }

  @Override
  public List<CommandOption> options() {
    List<CommandOption> list = new ArrayList<>(List.of(
        TypedOption.text("function", "NAME,...", "memcpy,memset", "functions: " + MemoryFunction.names()),
        TypedOption.text("impl", "NAME,...", "libc,java", "implementations or kinds (libc, java); see --list"),
        TypedOption.text("distribution", "NAME,...|all", SuiteDefaults.DISTRIBUTION,
            "size distributions, e.g. 'Google A', A or 'Google A,Google B'; see --list"),
        TypedOption.text("sweep", "MIN..MAX[:STEP|:xF]", null,
            "sweep mode: one size at a time, e.g. 0..256 or 1..4096:x2"),
        TypedOption.flag("large", "large mode: calls past the last-level cache at random positions of a large buffer"),
        SuiteOptionSpecs.TRIALS,
        HostOptions.forks().withDefaultText("none: one JVM")
            .withHelp("run the suite N times, each in a fresh JVM with its own seed, as trials 1..N; judge then "
                + "decides over the forks, with the JVM-to-JVM spread included"),
        HostOptions.seed().withHelp("seed of the parameter generators (recorded in the output)"),
        SuiteOptionSpecs.ALIGNMENT,
        TypedOption.flag("independent-offsets", "memcpy: draw source and destination offsets separately"),
        SuiteOptionSpecs.BATCH_ENTRIES,
        SuiteOptionSpecs.RUNS_PER_BATCH,
        TypedOption.text("format", String.join("|", FORMATS), "text",
            "output format; jmh: JMH's -rf json (per call, params implementation, workload, estimate); "
                + "gh-action: github-action-benchmark customSmallerIsBetter; bmf: Bencher Metric Format"),
        TypedOption.text("out", "FILE", null, "write the output to FILE instead of stdout"),
        HostOptions.html(),
        TypedOption.flag("list", "list the distributions and implementations, then exit")));
    list.addAll(list.size() - 4, HostOptions.measuring("both", "which measurements run; median or minimum: the sampled one (its "
        + "table gives min, median with its interval, and p90); weighted-mean: llvm-libc's loop; both: the two",
        SuiteDefaults.MINIMUM_BUDGET, "measuring time of each minimum-estimator measurement",
        SuiteDefaults.MAX_WARMUP));
    list.addAll(list.size() - 1, HostOptions.baselines());
    return list;
  }

  @Override
  public String details() {
    return """
        Distribution mode (default): sizes drawn from llvm-libc's measured distributions (data of the
        LLVM Project, Apache-2.0 WITH LLVM-exception; see NOTICE) plus "uniform 384 to 4096"; buffers
        sized to stay in L1. Regime (the same for every estimator, reported with each table): a fresh
        batch of --batch calls is drawn outside the timed region before every pass, so no parameter
        sequence is replayed within a sample; --batch-runs N > 1 replays each batch N times (the
        "trained predictor" regime). In distribution mode an evaluation is one pass.
        Weighted mean: llvm-libc's geometric loop, 10 ms..1 s, starting at 10240 calls (100 in sweep
        mode), samples growing 5% (llvm-libc: 40%), at least 50 of them, stopping once a sample moves
        the estimate by under 0.1%; its column gives its 95% interval (+-x%). A row whose median and
        weighted-mean intervals do not overlap is marked ! (a line under the table says why).
        Minimum: tuned evaluations per sample, --budget per measurement. Columns min, median
        and p90 are of one measurement's samples; cycles, instructions and branch misses per call
        come from perf counters read around each timed batch (never from time).
        JSON: schema "nanometer-suite" version 3 (configuration, machine, every raw sample).
        jmh, gh-action and bmf give every figure per call: the median (with its interval) and the
        minimum of a minimum-estimator measurement, the weighted mean (with its interval).
        --forks N runs the whole suite N times, each in a fresh JVM with its own seed (seed + f - 1),
        merged as trials 1..N (configuration.forks in the JSON): judge then decides over the forks,
        with the JVM-to-JVM spread included; a single run's intervals leave it out, which its text
        says once under the tables ("Intervals: one JVM; ...") and its JSON in each result's notes.
        --save-baseline NAME saves the JSON document as a named baseline; --baseline NAME judges this
        run against one (judge's table on stderr, judge's exit status: 1 a regression, 3 inconclusive).
        Exit status: 0 ok, 1 output could not be written, 2 bad arguments (an unwritable --out is found
        before measuring), 3 nothing was measured (every implementation skipped, e.g. for memory; the
        reasons are printed and written). --out FILE is replaced atomically when complete (FILE.gz:
        gzip). On SIGINT or SIGTERM the measurements finished so far are written there (or to stdout)
        as a valid document with a note "interrupted: this document is partial", and one line on
        stderr says what was kept. While measuring, each finished measurement (with --forks, each
        finished fork's, as its trial) is appended to FILE.PID.partial.jsonl, this run's own journal
        (deleted once FILE is written), which survives even a crash or SIGKILL. A full disk: --out
        is probed with a 4 KiB write before measuring (exit 2 when it fails); a write that fails
        after measuring puts the document on stdout (exit 1), so no measurement is lost.
        """;
  }

  @Override
  public int run(CommandArguments a, CommandHost lent, PrintStream out, PrintStream err) throws UsageException {
    if (!a.positionals().isEmpty()) {
      throw new UsageException("unexpected argument '" + a.positionals().get(0) + "'");
    }
    SuiteConfig config = config(a);
    String format = a.choice("format", "text", FORMATS);
    BaselineRequest baselines = lent.baselines();
    Optional<Path> outFile = outFile(a);
    Optional<Path> html = lent.htmlTarget();
    CacheSizes caches = CacheSizes.read(host);
    if (a.has("list")) {
      SuiteListing.write(caches, out);
      return 0;
    }
    SuitePlan plan;
    try {
      plan = SuitePlan.resolve(config, caches);
    } catch (IllegalArgumentException e) {
      throw new UsageException(e.getMessage());
    }
    int forks = a.has("forks") ? a.get(HostOptions.forks()) : 1;
    if (forks > 1) {
      if (config.trials() > 1) {
        throw new UsageException("--forks " + forks + " with --trials " + config.trials() + ": with forks each trial "
            + "is a fresh JVM; give one of them");
      }
      return runForks(a, lent, config, forks, format, outFile, html, baselines, out, err);
    }
    // A signal while preparing (clock calibration, the doctor, machine probes: up to seconds) gets
    // its line too; the guard below takes over once measuring starts.
    ShutdownGuard preparing = lent.guardShutdown(() -> {
      err.println();
      err.println("nanometer suite: interrupted while preparing, before any measurement; nothing was measured"
          + outFile.map(p -> " and '" + MessageText.escape(p.toString()) + "' was left as it was").orElse(""));
      err.flush();
    });
    try {
      Nanometer nm = Nanometer.create(Options.builder().seed(config.seed()).pinning(a.get(HostOptions.cpu())).build());
      nm.announce(err);
      MachineFacts machine = MachineProbe.facts(host, caches, nm.clockFacts(), nm.doctor(), nm.placement());
      err.println(machine.summaryLine());
      for (String f : machine.findings()) {
        err.println("finding: " + f);
      }
      ProgressDisplay progress = lent.progress(err);
      List<Measurement> kept = Collections.synchronizedList(new ArrayList<>());
      SuiteJournal journal = SuiteJournal.start(outFile, err);
      long start = System.nanoTime();
      Runnable keepPartial = () -> journal.end(emitPartial(plan, machine, kept, System.nanoTime() - start, format,
          outFile, out, err));
      preparing.close();
      try (ShutdownGuard guard = lent.guardShutdown(keepPartial)) {
        SuiteReport report = new SuiteRunner(nm, new SuiteRunner.Listener() {
          @Override
          public void starting(int index, int total, String what) {
            if (!guard.interrupted()) {
              progress.step(index, total, what);
            }
          }

          @Override
          public void finished(Measurement m) {
            kept.add(m);
            journal.record(m);
          }
        }).run(plan, machine);
        progress.done();
        if (!guard.claimFinalWrite()) {
          return 130;
        }
        int status = emit(report, format, outFile, out, err);
        journal.end(status == 0);
        return afterOutput(report, status, html, baselines, lent, err);
      }
    } finally {
      preparing.close(); // also when preparing failed: the hook must not outlive it
    }
  }

  /**
   * {@code --forks N}: the suite in N fresh JVMs ({@link SuiteForks}), merged and written as one
   * run's report would be; on SIGINT or SIGTERM, the forks finished so far.
   */
  private static int runForks(CommandArguments a, CommandHost lent, SuiteConfig config, int forks, String format,
      Optional<Path> outFile, Optional<Path> html, BaselineRequest baselines, PrintStream out, PrintStream err)
      throws UsageException {
    SuiteForks runner = new SuiteForks(lent.childCli());
    long start = System.nanoTime();
    // Each finished fork's measurements go to the journal beside --out, so a parent killed with
    // SIGKILL (no shutdown hook) still leaves the forks that finished.
    SuiteJournal journal = SuiteJournal.start(outFile, err);
    Runnable keepPartial = () -> {
      runner.killRunning();
      List<SuiteReport> done = runner.finishedForks();
      err.println();
      if (done.isEmpty()) {
        journal.end(false);
        err.println("nanometer suite: interrupted before fork 1 of " + forks + " finished; nothing was kept"
            + outFile.map(p -> " and '" + MessageText.escape(p.toString()) + "' was left as it was").orElse(""));
      } else {
        int status = emit(SuiteForks.merge(done, forks, config.seed(), System.nanoTime() - start), format, outFile,
            out, err);
        journal.end(status == 0);
        err.println("nanometer suite: interrupted; " + (status == 0 ? "kept " + done.size() + " of " + forks
            + " forks in " + outFile.map(p -> "'" + MessageText.escape(p.toString()) + "'").orElse("stdout")
            : "the finished forks could not be written to the file" + (outFile.isPresent() ? " and went to stdout" : "")));
      }
      err.flush();
    };
    try (ShutdownGuard guard = lent.guardShutdown(keepPartial)) {
      SuiteReport report;
      ProgressDisplay progress = lent.progress(err);
      try {
        report = runner.run(a, forks, config.seed(), line -> {
          if (!guard.interrupted()) {
            progress.done();
            err.println(line);
          }
        }, line -> {
          if (!guard.interrupted()) {
            progress.show(line);
          }
        }, measured -> measured.forEach(journal::record));
        progress.done();
      } catch (IOException e) {
        if (guard.interrupted()) {
          return 130;
        }
        journal.end(false);
        err.println("nanometer suite: " + e.getMessage());
        return 1;
      }
      if (!guard.claimFinalWrite()) {
        return 130;
      }
      int written = emit(report, format, outFile, out, err);
      journal.end(written == 0);
      return afterOutput(report, written, html, baselines, lent, err);
    }
  }

  /**
   * What follows the written report, given the status of writing it: the HTML report, the
   * baselines, exit 3 when nothing was measured, and {@code --strict}'s verdict.
   */
  private static int afterOutput(SuiteReport report, int written, Optional<Path> html, BaselineRequest baselines,
      CommandHost lent, PrintStream err) throws UsageException {
    int status = written;
    if (html.isPresent() && status == 0) {
      status = lent.writeHtml(html.get(), "nanometer suite", ps -> SuiteJsonWriter.write(report, ps), err);
    }
    if (!report.measurements().isEmpty()) {
      status = baselines.finish(ps -> SuiteJsonWriter.write(report, ps), status, err);
    }
    if (status == 0 && report.measurements().isEmpty()) {
      err.println("nanometer suite: nothing was measured: " + nothingMeasuredReason(report));
      return NOTHING_MEASURED;
    }
    return lent.strictStatus(report.measurements().stream().map(Measurement::result).toList(), status, err);
  }

  /** Exit status of a run that measured nothing. */
  static final int NOTHING_MEASURED = 3;

  /** Why a run measured nothing: its skipped implementations' reasons, or that the plan was empty. */
  static String nothingMeasuredReason(SuiteReport report) {
    if (report.skipped().isEmpty()) {
      return "the plan holds no measurement";
    }
    List<String> reasons = new ArrayList<>();
    for (var s : report.skipped()) {
      reasons.add(s.implementation() + " " + s.function() + ": " + s.reason());
    }
    return String.join("; ", reasons);
  }

  /**
   * On SIGINT/SIGTERM: the measurements finished so far, as a valid document with a note saying so.
   *
   * @return true when the document was written
   */
  private static boolean emitPartial(SuitePlan plan, MachineFacts machine, List<Measurement> kept, long wallNanos,
      String format, Optional<Path> outFile, PrintStream out, PrintStream err) {
    List<Measurement> done;
    synchronized (kept) {
      done = List.copyOf(kept);
    }
    int total = plan.measurementCount();
    List<String> notes = new ArrayList<>(plan.notes());
    notes.add("interrupted: this document is partial, " + done.size() + " of " + total + " measurements");
    SuiteReport partial = new SuiteReport(plan.config(), machine, done,
        plan.functions().stream().map(SuitePlan.FunctionPlan::buffers).toList(), plan.skipped(), notes, wallNanos);
    int status = emit(partial, format, outFile, out, err);
    err.println();
    err.println("nanometer suite: interrupted; " + (status == 0 ? "kept " + done.size() + " of " + total
        + " measurements in " + outFile.map(p -> "'" + MessageText.escape(p.toString()) + "'").orElse("stdout")
        : "the " + done.size() + " finished measurements could not be written to the file"
            + (outFile.isPresent() ? " and went to stdout" : "")));
    err.flush();
    return status == 0;
  }

  private static int emit(SuiteReport report, String format, Optional<Path> outFile, PrintStream out, PrintStream err) {
    if (outFile.isEmpty()) {
      write(report, format, out);
      out.flush();
      return 0;
    }
    try (AtomicFile o = AtomicFile.open(outFile.get())) {
      write(report, format, o.printStream());
      o.commit();
      return 0;
    } catch (IOException | UncheckedIOException e) {
      IOException io = e instanceof UncheckedIOException u ? u.getCause() : (IOException) e;
      // Never measure into nothing: what cannot go to the file (a disk that filled up while
      // measuring) goes to stdout, the one place left.
      err.println("nanometer suite: cannot write '" + MessageText.escape(outFile.get().toString()) + "': "
          + MessageText.ioReason(io) + " (an existing file was left as it was); the " + format
          + " document follows on stdout instead");
      err.flush();
      write(report, format, out);
      out.flush();
      return 1;
    }
  }

  /** The output formats of {@code --format}. */
  static final List<String> FORMATS = List.of("text", "json", "csv", "jmh", "gh-action", "bmf");

  private static void write(SuiteReport report, String format, PrintStream target) {
    switch (format) {
      case "json" -> SuiteJsonWriter.write(report, target);
      case "csv" -> SuiteCsvWriter.write(report, target);
      case "jmh" -> SuiteExports.jmh(report, target);
      case "gh-action" -> SuiteExports.ghAction(report, target);
      case "bmf" -> SuiteExports.bmf(report, target);
      default -> SuiteTextWriter.write(report, target);
    }
  }

  /** The configuration from the flags; every value is checked here, before anything runs. */
  static SuiteConfig config(CommandArguments a) throws UsageException {
    if (a.has("sweep") && a.has("large")) {
      throw new UsageException("--sweep and --large are different modes; give one of them");
    }
    if (a.has("distribution") && (a.has("sweep") || a.has("large"))) {
      throw new UsageException("--distribution applies to distribution mode only, not with --sweep or --large");
    }
    SuiteMode mode = a.has("sweep") ? SuiteMode.SWEEP : a.has("large") ? SuiteMode.LARGE : SuiteMode.DISTRIBUTION;
    List<MemoryFunction> functions = new ArrayList<>();
    for (String name : list(a, "function", "memcpy,memset")) {
      MemoryFunction f = MemoryFunction.parse(name);
      if (f == null) {
        throw new UsageException("--function: unknown function '" + name + "'; valid: " + MemoryFunction.names());
      }
      if (!functions.contains(f)) {
        functions.add(f);
      }
    }
    if (a.has("independent-offsets") && !functions.contains(MemoryFunction.MEMCPY)) {
      throw new UsageException("--independent-offsets applies to memcpy only (separate source and destination "
          + "offsets), but --function is " + String.join(",", functions.stream().map(MemoryFunction::toString).toList())
          + "; drop the flag or add memcpy");
    }
    List<String> impls = list(a, "impl", String.join(",", SuiteDefaults.IMPLEMENTATIONS));
    List<String> valid = io.github.nanometer.suite.Implementations.validSelectors();
    for (String i : impls) {
      if (!valid.contains(i)) {
        throw new UsageException("--impl: unknown implementation '" + i + "'; valid: " + String.join(", ", valid));
      }
    }
    Optional<SweepSpec> sweep = Optional.empty();
    if (a.has("sweep")) {
      try {
        sweep = Optional.of(SweepSpec.parse(a.string("sweep", "")));
        sweep.get().sizes();
      } catch (IllegalArgumentException e) {
        throw new UsageException("--sweep: " + e.getMessage());
      }
    }
    int align = a.get(SuiteOptionSpecs.ALIGNMENT);
    // median and minimum name one measurement: its samples give the min, median and p90 columns
    String est = a.choice("estimator", "both", List.of("median", "minimum", "weighted-mean", "both"));
    List<Estimator> estimators = new ArrayList<>();
    if (est.equals("weighted-mean") || est.equals("both")) {
      estimators.add(Estimator.WEIGHTED_MEAN);
    }
    if (!est.equals("weighted-mean")) {
      estimators.add(Estimator.MINIMUM);
    }
    long seed = a.optional(HostOptions.seed()).orElseGet(() -> Options.defaults().seed());
    // a list, as --function: entries trimmed, none empty; each name is resolved per function by SuitePlan
    String distributions = String.join(",", list(a, "distribution", SuiteDefaults.DISTRIBUTION));
    return new SuiteConfig(mode, functions, impls, distributions, sweep,
        a.get(SuiteOptionSpecs.TRIALS), seed, align, a.has("independent-offsets"), estimators,
        a.get(HostOptions.budget(), SuiteDefaults.MINIMUM_BUDGET),
        a.get(HostOptions.maxWarmup(), SuiteDefaults.MAX_WARMUP),
        a.choice("oracle", Defaults.ORACLE, List.of("logistic", "table")), !a.has("no-cache"),
        a.get(SuiteOptionSpecs.BATCH_ENTRIES), a.get(SuiteOptionSpecs.RUNS_PER_BATCH));
  }

  private static List<String> list(CommandArguments a, String name, String defaultValue) throws UsageException {
    return a.list(name, defaultValue);
  }

  private static Optional<Path> outFile(CommandArguments a) throws UsageException {
    return a.has("out") ? Optional.of(a.outputPath("out")) : Optional.empty();
  }
}
