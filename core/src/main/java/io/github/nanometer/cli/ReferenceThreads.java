package io.github.nanometer.cli;

import io.github.nanometer.Nanometer;
import io.github.nanometer.options.OptionSpecs;
import io.github.nanometer.ThreadedBenchmark;
import io.github.nanometer.ThreadedOptions;
import io.github.nanometer.ThreadedResult;
import io.github.nanometer.reference.ContentionContrasts;
import io.github.nanometer.reference.ThreadedWorkloads;
import io.github.nanometer.results.ThreadedResultWriter;
import java.io.PrintStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * {@code reference --set threads}: the contention family ({@link ThreadedWorkloads}) at the
 * thread counts of {@code --threads}, as a threaded result document or table, followed in text by
 * the contrasts with their intervals ({@link ContentionContrasts}).
 */
final class ReferenceThreads {
  private ReferenceThreads() {}

  /** The {@code --threads} option. */
  static Option threadsOption() {
    return Option.value("threads", "N,N,...", "1,2", "thread counts of --set threads (1.." + ThreadedBenchmark.MAX_THREADS
        + " each; above the cpus this process may use needs --share-cpus)");
  }

  /** The {@code --sample-length} option. */
  static Option sampleLengthOption() {
    return Option.value("sample-length", "DURATION", "20ms", "length of one synchronized sample of --set threads ("
        + Durations.format(ThreadedOptions.MIN_SAMPLE_LENGTH) + " to " + Durations.format(ThreadedOptions.MAX_SAMPLE_LENGTH)
        + ")");
  }

  /** The {@code --share-cpus} option. */
  static Option shareCpusOption() {
    return Option.flag("share-cpus", "--set threads: allow more threads than cpus (they then take turns on a cpu)");
  }

  /**
   * Refuses a format the threaded results have no writer for: they are written as text or as the
   * {@code nanometer-threaded} JSON document only (JMH's JSON and the CI formats hold one
   * single-threaded result per benchmark).
   *
   * @throws UsageException naming the format and the accepted ones
   */
  static void requireFormat(ReferenceFormat format) throws UsageException {
    if (format != ReferenceFormat.TEXT && format != ReferenceFormat.JSON) {
      throw new UsageException("--format " + format.word() + " does not apply to --set threads (use text or json)");
    }
  }

  /** Runs the family and writes the results, as text or JSON ({@link #requireFormat}); the exit status. */
  static int run(ParsedArgs a, Nanometer nm, ReferenceFormat format, Pattern filter, Duration defaultBudget,
      Optional<ProfileOutput> profile, Optional<java.nio.file.Path> html, PrintStream out, PrintStream err)
      throws UsageException {
    requireFormat(format);
    ThreadedOptions options = options(a, defaultBudget);
    List<ThreadedBenchmark<?>> benchmarks = new ArrayList<>(ThreadedWorkloads.all(threadCounts(a)));
    if (filter != null) {
      benchmarks.removeIf(b -> !filter.matcher(b.name()).find());
      if (benchmarks.isEmpty()) {
        throw new UsageException("--filter: '" + filter.pattern() + "' matches no threaded reference benchmark");
      }
    }
    Progress progress = new Progress(err);
    List<ThreadedResult> results = new ArrayList<>();
    for (ThreadedBenchmark<?> b : benchmarks) {
      progress.step(results.size(), benchmarks.size(), b.name());
      try {
        results.add(profile.isPresent() ? profile.get().around(b.name(), () -> nm.runThreaded(b, options))
            : nm.runThreaded(b, options));
      } catch (IllegalArgumentException e) {
        throw new UsageException(e.getMessage());
      }
    }
    progress.done();
    profile.ifPresent(ProfileOutput::finish);
    if (format == ReferenceFormat.JSON) {
      ThreadedResultWriter.json(results, nm.doctor(), out);
    } else {
      ThreadedResultWriter.text(results, out);
      printContrasts(ContentionContrasts.of(results, options.confidence(), nm.options().seed()), out);
    }
    if (html.isPresent()) {
      return HtmlOutput.write(html.get(), "nanometer reference --set threads",
          ps -> ThreadedResultWriter.json(results, nm.doctor(), ps), err);
    }
    return 0;
  }

  private static ThreadedOptions options(ParsedArgs a, Duration defaultBudget) throws UsageException {
    Duration budget = a.get(OptionSpecs.BUDGET, defaultBudget);
    Duration sample = a.duration("sample-length", ThreadedOptions.DEFAULT_SAMPLE_LENGTH,
        ThreadedOptions.MIN_SAMPLE_LENGTH, ThreadedOptions.MAX_SAMPLE_LENGTH);
    if (budget.compareTo(sample) < 0) {
      throw new UsageException("--budget " + Durations.format(budget) + " is shorter than one sample (--sample-length "
          + Durations.format(sample) + ")");
    }
    return ThreadedOptions.builder().budget(budget).warmup(a.get(OptionSpecs.MAX_WARMUP)).sampleLength(sample)
        .pinning(RunFlags.pinning(a)).shareCpus(a.has("share-cpus")).build();
  }

  static List<Integer> threadCounts(ParsedArgs a) throws UsageException {
    String text = a.string("threads", "1,2");
    List<Integer> counts = new ArrayList<>();
    for (String part : text.split(",", -1)) {
      try {
        if (!part.trim().matches("[0-9]{1,7}")) {
          throw new NumberFormatException();
        }
        int n = Integer.parseInt(part.trim());
        if (n < 1 || n > ThreadedBenchmark.MAX_THREADS) {
          throw new NumberFormatException();
        }
        if (!counts.contains(n)) {
          counts.add(n);
        }
      } catch (NumberFormatException e) {
        throw new UsageException("--threads: '" + part.trim() + "' in '" + text + "' is not a thread count (accepted: 1"
            + " to " + ThreadedBenchmark.MAX_THREADS + ", comma-separated)");
      }
    }
    return counts;
  }

  private static void printContrasts(List<ContentionContrasts.Contrast> contrasts, PrintStream out) {
    if (contrasts.isEmpty()) {
      return;
    }
    out.println();
    out.println("contrasts: ratio of per-thread time per operation (bootstrap interval; a difference only where it"
        + " excludes 1)");
    for (ContentionContrasts.Contrast c : contrasts) {
      out.printf(Locale.ROOT, "  %-28s %7.3f  [%.3f, %.3f]  %s%n", c.numerator() + " / " + c.denominator(), c.ratio(),
          c.interval().low(), c.interval().high(), c.differs() ? "differs" : "no difference shown");
    }
  }
}
