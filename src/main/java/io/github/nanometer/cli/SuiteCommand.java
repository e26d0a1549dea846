package io.github.nanometer.cli;

import io.github.nanometer.Defaults;
import io.github.nanometer.Estimator;
import io.github.nanometer.Nanometer;
import io.github.nanometer.Options;
import io.github.nanometer.os.HostFiles;
import io.github.nanometer.suite.BufferPlan;
import io.github.nanometer.suite.CacheSizes;
import io.github.nanometer.suite.MachineFacts;
import io.github.nanometer.suite.MachineProbe;
import io.github.nanometer.suite.MemoryFunction;
import io.github.nanometer.suite.SuiteConfig;
import io.github.nanometer.suite.SuiteCsvWriter;
import io.github.nanometer.suite.SuiteDefaults;
import io.github.nanometer.suite.SuiteJsonWriter;
import io.github.nanometer.suite.SuiteListing;
import io.github.nanometer.suite.SuiteMode;
import io.github.nanometer.suite.SuitePlan;
import io.github.nanometer.suite.SuiteReport;
import io.github.nanometer.suite.SuiteRunner;
import io.github.nanometer.suite.SuiteTextWriter;
import io.github.nanometer.suite.SweepSpec;
import java.io.FileNotFoundException;
import java.io.FileOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** {@code nanometer suite}: libc's and Java's memcpy/memset/memmove/memcmp over real-world size distributions. */
final class SuiteCommand implements Command {

  private final HostFiles host;

  SuiteCommand() {
    this(HostFiles.real());
  }

  /** A command reading the machine through {@code host} (a fake tree in tests). */
  SuiteCommand(HostFiles host) {
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
  public List<Option> options() {
    List<Option> list = new ArrayList<>(List.of(
        Option.value("function", "NAME,...", "memcpy,memset", "functions: " + MemoryFunction.names()),
        Option.value("impl", "NAME,...", "libc,java", "implementations or kinds (libc, java); see --list"),
        Option.value("distribution", "NAME|all", SuiteDefaults.DISTRIBUTION, "size distribution, e.g. 'Google A' or A; see --list"),
        Option.value("sweep", "MIN..MAX[:STEP|:xF]", null, "sweep mode: one size at a time, e.g. 0..256 or 1..4096:x2"),
        Option.flag("large", "large mode: calls past the last-level cache at random positions of a large buffer"),
        Option.value("trials", "N", SuiteDefaults.TRIALS, "repetitions of every measurement (1..1000), for a spread"),
        Option.value("seed", "S", "random", "seed of the parameter generators (recorded in the output)"),
        Option.value("align", "N", SuiteDefaults.ALIGNMENT, "offsets are multiples of N, a power of two up to 4096 (1 = unaligned)"),
        Option.flag("independent-offsets", "memcpy: draw source and destination offsets separately"),
        Option.value("format", "text|json|csv", "text", "output format"),
        Option.value("out", "FILE", null, "write the output to FILE instead of stdout"),
        HtmlOutput.option(),
        Option.flag("list", "list the distributions and implementations, then exit")));
    list.addAll(list.size() - 4, RunFlags.measuring("both", "which estimators run (each a measurement)",
        SuiteDefaults.MINIMUM_BUDGET, "measuring time of each minimum-estimator measurement (1ms..1h)",
        SuiteDefaults.MAX_WARMUP));
    return list;
  }

  @Override
  public String details() {
    return """
        Distribution mode (default): sizes drawn from llvm-libc's measured distributions (data of the
        LLVM Project, Apache-2.0 WITH LLVM-exception; see NOTICE) plus "uniform 384 to 4096"; buffers
        sized to stay in L1. Parameters are drawn into a batch of 1024 before every sample.
        Weighted mean: llvm-libc's geometric loop, 10 ms..1 s, starting at 10240 calls (100 in sweep
        mode). Minimum: tuned evaluations per sample, --budget per measurement.
        JSON: schema "nanometer-suite" version 1 (configuration, machine, every raw sample).
        Exit status: 0 ok, 1 output could not be written, 2 bad arguments.
        """;
  }

  @Override
  public int run(ParsedArgs a, PrintStream out, PrintStream err) throws UsageException {
    if (!a.positionals().isEmpty()) {
      throw new UsageException("unexpected argument '" + a.positionals().get(0) + "'");
    }
    CacheSizes caches = CacheSizes.read(host);
    if (a.has("list")) {
      SuiteListing.write(caches, out);
      return 0;
    }
    SuiteConfig config = config(a);
    String format = a.choice("format", "text", List.of("text", "json", "csv"));
    Optional<Path> outFile = outFile(a);
    Optional<Path> html = HtmlOutput.target(a);
    SuitePlan plan;
    try {
      plan = SuitePlan.resolve(config, caches);
    } catch (IllegalArgumentException e) {
      throw new UsageException(e.getMessage());
    }
    Nanometer nm = Nanometer.create(Options.builder().seed(config.seed()).pinning(RunFlags.pinning(a)).build());
    nm.announce(err);
    MachineFacts machine = MachineProbe.facts(host, caches, nm.clockFacts(), nm.doctor(), nm.placement().summary());
    err.println(machine.summaryLine());
    for (String f : machine.findings()) {
      err.println("finding: " + f);
    }
    Progress progress = new Progress(err);
    SuiteReport report = new SuiteRunner(nm, progress::step).run(plan, machine);
    progress.done();
    int status = emit(report, format, outFile, out, err);
    if (html.isPresent() && status == 0) {
      status = HtmlOutput.write(html.get(), "nanometer suite", ps -> SuiteJsonWriter.write(report, ps), err);
    }
    return status;
  }

  private static int emit(SuiteReport report, String format, Optional<Path> outFile, PrintStream out, PrintStream err) {
    PrintStream target = out;
    if (outFile.isPresent()) {
      try {
        target = new PrintStream(new FileOutputStream(outFile.get().toFile()), false, StandardCharsets.UTF_8);
      } catch (FileNotFoundException | SecurityException e) {
        err.println("nanometer suite: cannot write " + outFile.get() + ": " + e.getMessage());
        return 1;
      }
    }
    switch (format) {
      case "json" -> SuiteJsonWriter.write(report, target);
      case "csv" -> SuiteCsvWriter.write(report, target);
      default -> SuiteTextWriter.write(report, target);
    }
    target.flush();
    if (target != out) {
      target.close();
      if (target.checkError()) {
        err.println("nanometer suite: writing " + outFile.get() + " failed");
        return 1;
      }
    }
    return 0;
  }

  /** The configuration from the flags; every value is checked here, before anything runs. */
  static SuiteConfig config(ParsedArgs a) throws UsageException {
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
    int align = a.intValue("align", SuiteDefaults.ALIGNMENT, 1, BufferPlan.MAX_ALIGNMENT);
    if (Integer.bitCount(align) != 1) {
      throw new UsageException("--align: " + align + " is not a power of two (accepted: 1, 2, 4, ..., 4096)");
    }
    String est = a.choice("estimator", "both", List.of("minimum", "weighted-mean", "both"));
    List<Estimator> estimators = new ArrayList<>();
    if (!est.equals("minimum")) {
      estimators.add(Estimator.WEIGHTED_MEAN);
    }
    if (!est.equals("weighted-mean")) {
      estimators.add(Estimator.MINIMUM);
    }
    long seed = a.has("seed") ? a.longValue("seed", 0, Long.MIN_VALUE, Long.MAX_VALUE) : Options.defaults().seed();
    return new SuiteConfig(mode, functions, impls, a.string("distribution", SuiteDefaults.DISTRIBUTION), sweep,
        a.intValue("trials", SuiteDefaults.TRIALS, 1, 1000), seed, align, a.has("independent-offsets"), estimators,
        a.duration("budget", SuiteDefaults.MINIMUM_BUDGET, Duration.ofMillis(1), Duration.ofHours(1)),
        a.duration("max-warmup", SuiteDefaults.MAX_WARMUP, Duration.ZERO, Duration.ofMinutes(10)),
        a.choice("oracle", Defaults.ORACLE, List.of("logistic", "table")), !a.has("no-cache"),
        SuiteDefaults.BATCH_ENTRIES);
  }

  private static List<String> list(ParsedArgs a, String name, String defaultValue) throws UsageException {
    List<String> items = new ArrayList<>();
    for (String part : a.string(name, defaultValue).split(",")) {
      String p = part.trim();
      if (p.isEmpty()) {
        throw new UsageException("--" + name + ": empty name in '" + a.string(name, defaultValue) + "'");
      }
      items.add(p);
    }
    return items;
  }

  private static Optional<Path> outFile(ParsedArgs a) throws UsageException {
    if (!a.has("out")) {
      return Optional.empty();
    }
    Path p = Path.of(a.string("out", ""));
    Path parent = p.toAbsolutePath().getParent();
    if (Files.isDirectory(p) || parent == null || !Files.isDirectory(parent) || !Files.isWritable(parent)) {
      throw new UsageException("--out: cannot write '" + p + "' (its directory must exist and be writable)");
    }
    return Optional.of(p);
  }
}
