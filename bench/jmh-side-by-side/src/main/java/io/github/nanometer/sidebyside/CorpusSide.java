package io.github.nanometer.sidebyside;

import io.github.nanometer.Benchmark;
import io.github.nanometer.Blackhole;
import io.github.nanometer.Nanometer;
import io.github.nanometer.Options;
import io.github.nanometer.Pinning;
import io.github.nanometer.Regime;
import io.github.nanometer.Result;
import io.github.nanometer.jmh.JmhReport;
import io.github.nanometer.jmh.JmhRequest;
import io.github.nanometer.jmh.JmhRunner;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.function.BiConsumer;
import java.util.regex.Pattern;

/**
 * The nanometer side of the {@link Corpus}: measures corpus workloads with the public API at
 * nanometer's defaults (seed {@link Corpus#SEED}; the budget may be set) and prints one
 * tab-separated line per measured workload: name, estimate in ns, then {@code key=value} facts
 * ({@link #line}).
 *
 * <pre>
 * CorpusSide list                      the workload names and descriptions
 * CorpusSide supports REGIME           exits 0 when this nanometer build can set REGIME, else 2
 * CorpusSide one NAME [OPTIONS]        NAME alone in this JVM
 * CorpusSide last NAME [OPTIONS]       every workload in one Nanometer (the README's in-process
 *                                      path), NAME measured last; prints NAME's line only
 * CorpusSide shuffled SEED [OPTIONS]   every workload in one Nanometer in an order shuffled by
 *                                      SEED; prints every line, with its position
 * CorpusSide jmh NAME [--budget MS] [--forks N]   NAME as the JMH class {@link CorpusJmh} through {@code
 *                                      nanometer jmh}'s engine ({@link JmhRunner}: its own child
 *                                      JVM, user-managed inputs, the batch JMH replays)
 * OPTIONS: --regime default|fresh|replayed|user-managed|user-state   (default: default, no regime set)
 *          --budget MS                                    (default: nanometer's, 1000)
 *          --evals N | --evals-scale F                    (one only; mode one only)
 * </pre>
 *
 * <p>Regimes: {@code default} leaves {@code withInputs}' own regime; {@code fresh} and {@code
 * replayed} set it through {@link #withRegime} (the one place that calls {@code Options.regime});
 * {@code user-managed} is JMH's exact shape, a body cycling its own batch of {@value Corpus#BATCH}
 * inputs drawn as {@link CorpusJmh} draws them (mode one only: its cycling lambda is one class for
 * every workload, so in one JVM its call site would see them all); {@code user-state} is JMH's state
 * shape, {@link UserState} made by {@code withSetup} and passed to every call (mode one only, too).
 *
 * <p>Forced evaluations per sample ({@code --evals}, {@link #forced}): through {@code
 * Options.Builder.evaluationsPerSample} where this nanometer build has it, else through the tuning
 * cache. Exit status: 0 measured; 2 bad arguments (one line naming the value); 3 the count could
 * not be forced.
 */
public final class CorpusSide {
  private CorpusSide() {}

  private static final String USAGE = "usage: CorpusSide list | supports REGIME | one NAME | last NAME | shuffled SEED"
      + " | jmh NAME"
      + " [--regime default|fresh|replayed|user-managed|user-state] [--budget MS] [--evals N | --evals-scale F]";

  /** Bad arguments: the message names the value and what is accepted. */
  static final class UsageException extends Exception {
    UsageException(String message) {
      super(message);
    }
  }

  /** Parsed command line. */
  record Args(String mode, String target, String regime, long budgetMillis, int evals, double evalsScale, int forks) {}

  /** Parses {@code args}; throws {@link UsageException} naming the offending value. */
  static Args parse(String[] args) throws UsageException {
    if (args.length == 0) {
      throw new UsageException(USAGE);
    }
    String mode = args[0];
    if (mode.equals("list")) {
      if (args.length != 1) {
        throw new UsageException("list takes no arguments; " + USAGE);
      }
      return new Args(mode, null, "default", 0, 0, 0, 0);
    }
    if (mode.equals("supports")) {
      if (args.length != 2 || !List.of("default", "fresh", "replayed", "user-managed", "user-state").contains(args[1])) {
        throw new UsageException("supports takes one regime: default, fresh, replayed, user-managed or user-state");
      }
      return new Args(mode, null, args[1], 0, 0, 0, 0);
    }
    if (!List.of("one", "last", "shuffled", "jmh").contains(mode) || args.length < 2) {
      throw new UsageException(USAGE);
    }
    String target = args[1];
    if (mode.equals("shuffled")) {
      parseLong("SEED", target);
    } else if (!Corpus.names().contains(target)) {
      throw new UsageException("unknown workload '" + target + "'; valid: " + String.join(", ", Corpus.names()));
    }
    String regime = "default";
    long budget = 0;
    int forks = 0;
    int evals = 0;
    double scale = 0;
    for (int i = 2; i < args.length; i += 2) {
      if (i + 1 >= args.length) {
        throw new UsageException("option " + args[i] + " needs a value; " + USAGE);
      }
      String v = args[i + 1];
      switch (args[i]) {
        case "--regime" -> {
          if (!List.of("default", "fresh", "replayed", "user-managed", "user-state").contains(v)) {
            throw new UsageException("--regime must be default, fresh, replayed, user-managed or user-state; got '" + v + "'");
          }
          regime = v;
        }
        case "--budget" -> {
          budget = parseLong("--budget", v);
          if (budget < 1 || budget > 3_600_000) {
            throw new UsageException("--budget must be 1..3600000 ms; got " + v);
          }
        }
        case "--evals" -> {
          long n = parseLong("--evals", v);
          if (n < 1 || n > Integer.MAX_VALUE) {
            throw new UsageException("--evals must be 1.." + Integer.MAX_VALUE + "; got " + v);
          }
          evals = (int) n;
        }
        case "--forks" -> {
          forks = (int) parseLong("--forks", v);
          if (forks < 1 || forks > 1000) {
            throw new UsageException("--forks must be 1..1000; got " + v);
          }
        }
        case "--evals-scale" -> {
          try {
            scale = Double.parseDouble(v);
          } catch (NumberFormatException e) {
            scale = Double.NaN;
          }
          if (!(scale > 0 && scale <= 1e6)) {
            throw new UsageException("--evals-scale must be a number in (0, 1e6]; got '" + v + "'");
          }
        }
        default -> throw new UsageException("unknown option '" + args[i] + "'; " + USAGE);
      }
    }
    if (evals > 0 && scale > 0) {
      throw new UsageException("give --evals or --evals-scale, not both");
    }
    if ((evals > 0 || scale > 0) && !mode.equals("one")) {
      throw new UsageException("--evals and --evals-scale apply to mode one only; got mode " + mode);
    }
    if (mode.equals("jmh") && !regime.equals("default")) {
      throw new UsageException("mode jmh takes no --regime (a JMH class manages its own inputs); got " + regime);
    }
    if (regime.startsWith("user-") && !mode.equals("one")) {
      throw new UsageException("--regime " + regime + " applies to mode one only (its cycling body is shared by"
          + " every workload); got mode " + mode);
    }
    if (forks > 0 && !mode.equals("jmh")) {
      throw new UsageException("--forks applies to mode jmh only");
    }
    return new Args(mode, target, regime, budget, evals, scale, forks);
  }

  private static long parseLong(String what, String v) throws UsageException {
    try {
      return Long.parseLong(v);
    } catch (NumberFormatException e) {
      throw new UsageException(what + " must be an integer; got '" + v + "'");
    }
  }

  /** Runs the command line; see the class comment for modes, output and exit status. */
  public static void main(String[] argv) {
    Args a;
    try {
      a = parse(argv);
    } catch (UsageException e) {
      System.err.println("CorpusSide: " + e.getMessage());
      System.exit(2);
      return;
    }
    if (a.mode().equals("list")) {
      for (String name : Corpus.names()) {
        System.out.println(name + "\t" + Corpus.create(name).description());
      }
      return;
    }
    Options options = options(a);
    if (a.mode().equals("supports")) {
      System.out.println("regime " + a.regime() + ": supported");
      return;
    }
    switch (a.mode()) {
      case "one" -> {
        Benchmark<?> b = benchmark(Corpus.create(a.target()), a.regime());
        if (a.evals() > 0 || a.evalsScale() > 0) {
          System.exit(forced(b, options, a));
        }
        try (Nanometer nm = Nanometer.create(options)) {
          System.out.println(line(nm.run(b), a.regime(), 1));
        }
      }
      case "last" -> {
        List<String> order = new ArrayList<>(Corpus.names());
        order.remove(a.target());
        order.add(a.target());
        List<Result> results = runInOneNanometer(order, options, a.regime());
        System.out.println(line(results.get(results.size() - 1), a.regime(), results.size()));
      }
      case "jmh" -> System.exit(throughJmhRunner(a.target(), options, a.forks()));
      default -> { // shuffled
        List<String> order = new ArrayList<>(Corpus.names());
        Collections.shuffle(order, new Random(Long.parseLong(a.target())));
        List<Result> results = runInOneNanometer(order, options, a.regime());
        for (int i = 0; i < results.size(); i++) {
          System.out.println(line(results.get(i), a.regime(), i + 1));
        }
      }
    }
  }

  /**
   * Measures {@code name} as {@code nanometer jmh} would ({@code CorpusJmh.run} with {@code
   * workload=name}, in the child JVM {@link JmhRunner} starts) and prints its line; returns 0, or 1
   * when the run failed or was refused (the reason on stderr).
   */
  static int throughJmhRunner(String name, Options options, int forks) {
    List<Path> classPath = new ArrayList<>();
    for (Class<?> c : List.of(CorpusJmh.class, Nanometer.class)) {
      try {
        Path p = Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI());
        if (!classPath.contains(p)) {
          classPath.add(p);
        }
      } catch (URISyntaxException e) {
        throw new IllegalStateException("cannot locate the jar of " + c.getName(), e);
      }
    }
    // The child JVM tunes into the same cache as this one (run-corpus.sh gives each JVM its own).
    String cacheDir = System.getProperty("nanometer.cacheDir");
    List<String> jvmArgs = cacheDir == null ? List.of() : List.of("-Dnanometer.cacheDir=" + cacheDir);
    JmhRequest request = new JmhRequest(classPath,
        List.of(Pattern.compile(Pattern.quote(CorpusJmh.class.getName() + ".run") + "$")),
        Map.of("workload", List.of(name)), options, false, jvmArgs);
    if (forks > 0) {
      request = new JmhRequest(request.classPath(), request.includes(), request.params(), options, false, jvmArgs, forks);
    }
    JmhReport report;
    try {
      report = JmhRunner.run(request, System.err::println);
    } catch (IOException e) {
      System.err.println("CorpusSide: nanometer jmh failed: " + e.getMessage());
      return 1;
    }
    if (report.answers().size() != 1) {
      System.err.println("CorpusSide: nanometer jmh measured " + report.answers().size() + " runs of " + name
          + " (refusals: " + report.refusals() + ")");
      return 1;
    }
    try {
      ForkLog.append(name, options.budget().toMillis(), report.results());
    } catch (IOException e) {
      System.err.println("CorpusSide: cannot append to the fork log " + ForkLog.file() + ": " + e.getMessage());
      return 1;
    }
    // the answer over forks (what nanometer jmh prints), then the first fork's own line
    io.github.nanometer.jmh.JmhAnswer a = report.answers().get(0);
    String first = line(report.results().get(0).result(), "user-managed", 1);
    String rest = first.substring(first.indexOf('\t', first.indexOf('\t') + 1));
    System.out.println(String.format(Locale.ROOT, "%s\t%.6f\tlow=%.6f\thigh=%.6f\tforks=%d\tconsistent=%s\tmodes=%s"
        + "\tsteady=%s\tstop=%s", a.benchmark().runName(), a.estimateNanos(), a.scoreLow(), a.scoreHigh(), a.forks(),
        a.consistent(), a.modes().replace(' ', '_'), a.steadyStates().replace(' ', '_'),
        report.forksOf(a.benchmark().runName()).map(f -> f.stop()).orElse("?")) + rest);
    return 0;
  }

  /** nanometer's defaults with the corpus seed, the budget if given, and the regime if set. */
  static Options options(Args a) {
    Options.Builder b = Options.builder().seed(Corpus.SEED);
    if (a.budgetMillis() > 0) {
      b.budget(Duration.ofMillis(a.budgetMillis()));
    }
    // Experiment switches (run-corpus.sh: NM_JAVA_OPTS=-Dcorpus.pinning=none): isolate one engine choice.
    String pinning = System.getProperty("corpus.pinning");
    if (pinning != null) {
      b.pinning(Pinning.parse(pinning));
    }
    String copies = System.getProperty("corpus.compilations");
    if (copies != null) {
      b.compilations(Integer.parseInt(copies));
    }
    return withRegime(b, a.regime()).build();
  }

  /**
   * The one place the input regime reaches the options: {@code default}, {@code user-managed} and
   * {@code user-state} set nothing; {@code fresh} and {@code replayed} set {@link Options.Builder#regime}.
   */
  static Options.Builder withRegime(Options.Builder b, String regime) {
    if (regime.equals("default") || regime.startsWith("user-")) {
      return b;
    }
    return b.regime(Regime.named(regime));
  }

  /**
   * The workload as a nanometer benchmark: {@code withInputsAndBlackhole} with the corpus's own
   * generator and body; in the user-managed regime, a body cycling a batch drawn as JMH's is; in
   * user-state, a {@link UserState} (that batch in JMH's state shape) passed to each call.
   */
  @SuppressWarnings("unchecked")
  static Benchmark<?> benchmark(Corpus.Workload<?> w, String regime) {
    if (regime.equals("user-state")) {
      return Benchmark.withSetup(w.name(), () -> new UserState(w), UserState::run);
    }
    if (regime.equals("user-managed")) {
      Object[] inputs = w.batch(Corpus.SEED, Corpus.BATCH);
      BiConsumer<Object, Blackhole> body = (BiConsumer<Object, Blackhole>) w.body();
      int[] next = {0};
      return Benchmark.withBlackhole(w.name(), bh -> {
        body.accept(inputs[next[0]], bh);
        next[0] = (next[0] + 1) & (Corpus.BATCH - 1);
      });
    }
    return inputs(w);
  }

  private static <I> Benchmark<I> inputs(Corpus.Workload<I> w) {
    return Benchmark.withInputsAndBlackhole(w.name(), w.generator(), w.body());
  }

  /** Every workload of {@code order}, created and measured in turn in one Nanometer. */
  static List<Result> runInOneNanometer(List<String> order, Options options, String regime) {
    List<Result> results = new ArrayList<>();
    try (Nanometer nm = Nanometer.create(options)) {
      for (String name : order) {
        results.add(nm.run(benchmark(Corpus.create(name), regime)));
      }
    }
    return results;
  }

  /**
   * One output line: name, estimate (ns), then {@code median}, {@code wmean} (the weighted mean
   * of the kept samples), {@code allmean} (sum of all samples' time over their evaluations, GC and
   * other disturbed samples included: the figure comparable with JMH's avgt on allocating bodies),
   * {@code evals} per sample, {@code samples}, {@code tuning} source, {@code warmup} (settled or
   * unsettled), {@code alloc} (bytes per evaluation, NaN when not measured), {@code regime},
   * {@code position} (1-based order in this JVM) and {@code notes} (count of the result's notes).
   */
  static String line(Result r, String regime, int position) {
    long evaluations = 0;
    double elapsed = 0;
    int[] evals = r.evaluations();
    double[] nanos = r.elapsedNanos();
    for (int i = 0; i < evals.length; i++) {
      evaluations += evals[i];
      elapsed += nanos[i];
    }
    double alloc = r.allocation().isMeasured() ? r.allocation().bytesPerEvaluation() : Double.NaN;
    return String.format(Locale.ROOT,
        "%s\t%.6f\tmedian=%.6f\twmean=%.6f\tallmean=%.6f\tevals=%d\tsamples=%d\ttuning=%s\twarmup=%s\talloc=%.2f"
            + "\tregime=%s\tposition=%d\tnotes=%d",
        r.name(), r.estimateNanos(), r.estimates().medianNanos(), r.estimates().weightedMeanNanos(),
        evaluations == 0 ? Double.NaN : elapsed / evaluations, r.evaluationsPerSample(), r.sampleCount(),
        r.tuningSource().cliName(), r.warmup().settled() ? "settled" : "unsettled", alloc, regime, position,
        r.notes().size());
  }

  /**
   * Measures {@code b} at a forced number of evaluations per sample and prints its line (with
   * {@code tuned=}, the count the run would have tuned to); returns the exit status: 0, or 3 when
   * the measured run did not use the forced count. A first run with a 1 ms budget, in the same
   * {@link Nanometer}, gives the tuned count ({@code --evals-scale} scales it); every forced run
   * makes it, so forced runs have the same history: compare them with {@code --evals-scale 1},
   * not with a plain run.
   *
   * <p>The count is set with {@link Options.Builder#evaluationsPerSample(int)}.
   */
  static int forced(Benchmark<?> b, Options options, Args a) {
    try (Nanometer nm = Nanometer.create(options)) {
      int tuned = nm.run(b, options.toBuilder().budget(Duration.ofMillis(1)).build()).evaluationsPerSample();
      int n = forcedCount(a, tuned);
      return printForced(nm.run(b, options.toBuilder().evaluationsPerSample(n).build()), n, tuned, a);
    }
  }

  private static int forcedCount(Args a, int tuned) {
    long scaled = a.evals() > 0 ? a.evals() : Math.round(tuned * a.evalsScale());
    return (int) Math.max(1, Math.min(Integer.MAX_VALUE, scaled));
  }

  private static int printForced(Result r, int n, int tuned, Args a) {
    if (r.evaluationsPerSample() != n) {
      System.err.println("CorpusSide: forcing " + n + " evaluations per sample failed: the run used "
          + r.evaluationsPerSample() + " (" + r.tuningSource().cliName() + ")");
      return 3;
    }
    System.out.println(line(r, a.regime(), 1) + "\ttuned=" + tuned);
    return 0;
  }


}
