package io.github.nanometer.cli;

import io.github.nanometer.Benchmark;
import io.github.nanometer.Estimator;
import io.github.nanometer.Mode;
import io.github.nanometer.Nanometer;
import io.github.nanometer.Options;
import io.github.nanometer.Result;
import io.github.nanometer.reference.ChainScaling;
import io.github.nanometer.reference.ReferenceWorkloads;
import io.github.nanometer.results.ResultWriter;
import java.io.PrintStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/** {@code nanometer reference}: runs the built-in reference workloads. */
final class ReferenceCommand implements Command {

  static final Duration DEFAULT_BUDGET = Duration.ofSeconds(1);

  @Override
  public String name() {
    return "reference";
  }

  @Override
  public String summary() {
    return "run the built-in reference workloads (empty, 1 KiB sum, LCG and pointer-chase chains)";
  }

  @Override
  public List<Option> options() {
    List<Option> list = new ArrayList<>(RunFlags.options(DEFAULT_BUDGET));
    list.add(Option.value("mode", "throughput|latency|both", "both", "chain mode: independent or dependent evaluations"));
    list.add(Option.value("steps", "K,K,...", "100,1000,10000,100000", "chain lengths (1..10000000 each)"));
    list.add(Option.value("filter", "REGEX", null, "only benchmarks whose name matches (e.g. 'lcg')"));
    list.add(Option.value("format", "text|json", "text", "output format"));
    list.add(HtmlOutput.option());
    return list;
  }

  @Override
  public String details() {
    return """
        Chains run k dependent steps per evaluation; k is a runtime value, so every k runs the same
        compiled loop. In latency mode each evaluation starts where the previous one ended, so
        consecutive calls cannot overlap in the CPU; compare t(k)/k across k to see the difference.
        """;
  }

  @Override
  public int run(ParsedArgs a, PrintStream out, PrintStream err) throws UsageException {
    if (!a.positionals().isEmpty()) {
      throw new UsageException("unexpected argument '" + a.positionals().get(0) + "'");
    }
    List<Estimator> estimators = RunFlags.estimators(a);
    Options base = RunFlags.toOptions(a, DEFAULT_BUDGET);
    String mode = a.choice("mode", "both", List.of("throughput", "latency", "both"));
    String format = a.choice("format", "text", List.of("text", "json"));
    List<Integer> steps = parseSteps(a.string("steps", "100,1000,10000,100000"));
    java.util.Optional<java.nio.file.Path> html = HtmlOutput.target(a);
    Pattern filter = null;
    if (a.has("filter")) {
      try {
        filter = Pattern.compile(a.string("filter", ""));
      } catch (PatternSyntaxException e) {
        throw new UsageException("--filter: '" + a.string("filter", "") + "' is not a regular expression: "
            + e.getDescription());
      }
    }
    List<Benchmark<?>> benchmarks = new ArrayList<>(ReferenceWorkloads.basics());
    if (!mode.equals("latency")) {
      benchmarks.addAll(ReferenceWorkloads.chains(Mode.THROUGHPUT, steps));
    }
    if (!mode.equals("throughput")) {
      benchmarks.addAll(ReferenceWorkloads.chains(Mode.LATENCY, steps));
    }
    if (filter != null) {
      Pattern f = filter;
      benchmarks.removeIf(b -> !f.matcher(b.name()).find());
      if (benchmarks.isEmpty()) {
        throw new UsageException("--filter: '" + f.pattern() + "' matches no reference benchmark");
      }
    }
    Nanometer nm = Nanometer.create(base);
    nm.announce(err);
    List<Result> results = new ArrayList<>();
    Progress progress = new Progress(err);
    int total = benchmarks.size() * estimators.size();
    int done = 0;
    for (Estimator e : estimators) {
      Options o = base.toBuilder().estimator(e).build();
      for (Benchmark<?> b : benchmarks) {
        progress.step(done, total, b.name() + " (" + b.mode().name().toLowerCase(java.util.Locale.ROOT) + ", "
            + e.cliName() + ")");
        results.add(nm.run(b, o));
        done++;
      }
    }
    progress.done();
    if (format.equals("json")) {
      ResultWriter.json(results, nm.doctor(), out);
    } else {
      ResultWriter.text(results, out);
      printScaling(results, out);
    }
    if (html.isPresent()) {
      return HtmlOutput.write(html.get(), "nanometer reference", ps -> ResultWriter.json(results, nm.doctor(), ps), err);
    }
    return 0;
  }

  private static void printScaling(List<Result> results, PrintStream out) {
    List<ChainScaling.Point> points = new ArrayList<>();
    for (Result r : results) {
      points.add(new ChainScaling.Point(r.name(), r.mode().name().toLowerCase(Locale.ROOT), r.estimator().cliName(),
          r.estimateNanos()));
    }
    List<ChainScaling.Ratio> ratios = ChainScaling.ratios(points);
    if (ratios.isEmpty()) {
      return;
    }
    out.println();
    out.println("chain scaling: t(larger k) / t(smaller k), ideal = larger / smaller");
    for (ChainScaling.Ratio r : ratios) {
      out.printf(Locale.ROOT, "  %-30s t(%d)/t(%d) = %7.3f  (ideal %.0f, off by %.1f%%)%n", r.group(),
          r.largerSteps(), r.smallerSteps(), r.ratio(), r.expected(), 100 * r.relativeError());
    }
  }

  static List<Integer> parseSteps(String text) throws UsageException {
    List<Integer> list = new ArrayList<>();
    for (String part : text.split(",")) {
      String p = part.trim();
      try {
        int k = Integer.parseInt(p);
        if (k < 1 || k > 10_000_000) {
          throw new UsageException("--steps: " + k + " is out of range (accepted: 1 to 10000000)");
        }
        list.add(k);
      } catch (NumberFormatException e) {
        throw new UsageException("--steps: '" + p + "' is not a whole number (accepted: 1 to 10000000, comma-separated)");
      }
    }
    return list;
  }
}
