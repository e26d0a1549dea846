package io.github.nanometer.sidebyside;

import io.github.nanometer.Nanometer;
import io.github.nanometer.Options;
import io.github.nanometer.Result;
import java.time.Duration;
import java.util.Locale;

/**
 * How long warm-up takes on one corpus workload: measures it once with the default options and the
 * given warm-up bound, and prints one tab-separated line: workload, settled (true/false), warm-up
 * wall seconds, median ns, weighted (GC-inclusive) mean ns, collections during sampling, their ms,
 * the measuring thread's page faults during sampling, and the reason when not settled.
 *
 * <p>Usage: {@code WarmupSurvey WORKLOAD MAX_WARMUP_MS}; exit 2 on bad arguments. docs/lab/corpus-heap.md,
 * "The heap's start-up transient, and how long warm-up takes", runs it over the whole corpus.
 */
public final class WarmupSurvey {
  private WarmupSurvey() {}

  /** Runs the command line; see the class comment. */
  public static void main(String[] args) {
    if (args.length != 2 || !Corpus.names().contains(args[0]) || !args[1].matches("[1-9][0-9]{0,6}")) {
      System.err.println("usage: WarmupSurvey WORKLOAD MAX_WARMUP_MS (WORKLOAD one of " + Corpus.names()
          + ", MAX_WARMUP_MS in 1..9999999)");
      System.exit(2);
    }
    // -Dsurvey.compilations=N: compiled copies of the loop (Options.compilations; default nanometer's)
    Options options = Options.builder().seed(Corpus.SEED).maxWarmup(Duration.ofMillis(Long.parseLong(args[1])))
        .compilations(Integer.getInteger("survey.compilations", io.github.nanometer.Defaults.COMPILATIONS)).build();
    try (Nanometer nm = Nanometer.create(options)) {
      Result r = nm.run(CorpusSide.benchmark(Corpus.create(args[0]), "default"));
      var w = r.warmup();
      System.out.printf(Locale.ROOT, "%s\t%s\t%.2f\t%.1f\t%.1f\t%d\t%.0f\t%d\t%s%n", args[0], w.settled(),
          w.wall().toNanos() / 1e9, r.estimates().medianNanos(), r.estimates().weightedMeanNanos(), r.gc().collections(),
          r.gc().collectionTime().toNanos() / 1e6, r.gc().pageFaults(), w.settled() ? "" : w.reason().replace('\t', ' '));
    }
  }
}
