package io.github.nanometer.history.bisect;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.GZIPInputStream;

/**
 * The recorded run of issue 44's bisection target with the noise of real JVMs on this VM (BENCHMARKS.md):
 * every invocation of a simulated run command is one JVM's value, resampled from the per-fork
 * estimates issue 41 recorded ({@code docs/lab/issue41-forks.jsonl.gz}: 15 fresh JVMs of each of 16
 * everyday bodies at two budgets), divided by that body's mean. The step is 3 run-to-run sigmas of
 * a history whose runs are means of {@code forksPerRun} JVMs (nanometer's default, 5): {@code 3 *
 * sd / sqrt(forksPerRun)}. Runs on every 10th commit: a range of 10 commits after the last good one.
 * Arguments: the forks file, trials per body (default 200), forks per run (5), seed (20261130).
 */
final class RecordedNoiseBisectionMain {
  private RecordedNoiseBisectionMain() {}

  private static final Pattern FIELD = Pattern.compile("\"(workload|budgetMillis|estimateNanos)\":\"?([^,\"]+)");

  public static void main(String[] args) throws IOException {
    Path file = Path.of(args.length > 0 ? args[0] : "docs/lab/issue41-forks.jsonl.gz");
    int trials = args.length > 1 ? Integer.parseInt(args[1]) : 200;
    int forksPerRun = args.length > 2 ? Integer.parseInt(args[2]) : 5;
    long seed = args.length > 3 ? Long.parseLong(args[3]) : 20261130L;
    Map<String, List<Double>> cells = read(file);
    System.out.printf(Locale.ROOT, "%d bodies x budgets from %s, %d bisections each, step 3 sigmas of a %d-fork run,"
        + " a range of 10 commits%n", cells.size(), file, trials, forksPerRun);
    System.out.println("| body, budget | JVMs | CV per JVM | step | named | at most probes | mean probes | mean pairs"
        + " per probe | max pairs |");
    System.out.println("|---|---|---|---|---|---|---|---|---|");
    Random draws = new Random(seed);
    int namedAll = 0;
    int trialsAll = 0;
    int maxProbesAll = 0;
    long pairsAll = 0;
    long probesAll = 0;
    for (Map.Entry<String, List<Double>> cell : cells.entrySet()) {
      double[] factors = factors(cell.getValue());
      double sd = sd(factors);
      double stepSize = 3 * sd / Math.sqrt(forksPerRun);
      int named = 0;
      int maxProbes = 0;
      int maxPairs = 0;
      long pairs = 0;
      long probes = 0;
      for (int t = 0; t < trials; t++) {
        int culprit = 1 + draws.nextInt(10);
        double step = draws.nextBoolean() ? stepSize : -stepSize;
        SimulatedBuilds builds = new SimulatedBuilds(10, culprit, step, random -> factors[random.nextInt(factors.length)],
            Set.of(), draws.nextLong());
        BisectSettings settings = BisectSettings.of(step, draws.nextLong());
        BisectResult r;
        try {
          r = new Bisection(builds.commits, settings, builds, new AtomicLong()::incrementAndGet, (n, c, o, runs) -> {})
              .run(new BisectState(builds.commits.get(0).sha(), builds.commits.get(10).sha(), step, settings.seed(), "b",
                  "r", List.of()), s -> {});
        } catch (BisectException e) {
          throw new IllegalStateException(e);
        }
        if (r.firstBad().isPresent() && r.firstBad().get().equals(builds.commits.get(culprit))) {
          named++;
        }
        maxProbes = Math.max(maxProbes, r.probes().size());
        probes += r.probes().size();
        for (ProbeOutcome o : r.probes()) {
          pairs += o.pairs();
          maxPairs = Math.max(maxPairs, o.pairs());
        }
      }
      System.out.printf(Locale.ROOT, "| %s | %d | %.1f%% | %.1f%% | %d/%d | %d | %.2f | %.1f | %d |%n", cell.getKey(),
          factors.length, 100 * sd, 100 * stepSize, named, trials, maxProbes, probes / (double) trials,
          pairs / (double) probes, maxPairs);
      namedAll += named;
      trialsAll += trials;
      maxProbesAll = Math.max(maxProbesAll, maxProbes);
      pairsAll += pairs;
      probesAll += probes;
    }
    double rate = namedAll / (double) trialsAll;
    System.out.printf(Locale.ROOT, "all: named %d of %d (%.4f, binomial SE %.4f), at most %d probes, mean %.1f pairs"
        + " per probe%n", namedAll, trialsAll, rate, Math.sqrt(rate * (1 - rate) / trialsAll), maxProbesAll,
        pairsAll / (double) probesAll);
  }

  /** Each body and budget's per-fork estimates, by "body, budget ms". */
  static Map<String, List<Double>> read(Path file) throws IOException {
    Map<String, List<Double>> cells = new TreeMap<>();
    try (BufferedReader in = new BufferedReader(new InputStreamReader(new GZIPInputStream(Files.newInputStream(file)),
        StandardCharsets.UTF_8))) {
      for (String line = in.readLine(); line != null; line = in.readLine()) {
        Map<String, String> fields = new TreeMap<>();
        Matcher m = FIELD.matcher(line);
        while (m.find()) {
          fields.putIfAbsent(m.group(1), m.group(2));
        }
        cells.computeIfAbsent(fields.get("workload") + ", " + fields.get("budgetMillis") + " ms",
            k -> new ArrayList<>()).add(Double.parseDouble(fields.get("estimateNanos")));
      }
    }
    return cells;
  }

  /** The values over their mean. */
  static double[] factors(List<Double> values) {
    double mean = values.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
    return values.stream().mapToDouble(v -> v / mean).toArray();
  }

  static double sd(double[] x) {
    double mean = 0;
    for (double v : x) {
      mean += v / x.length;
    }
    double squares = 0;
    for (double v : x) {
      squares += (v - mean) * (v - mean);
    }
    return Math.sqrt(squares / (x.length - 1));
  }
}
