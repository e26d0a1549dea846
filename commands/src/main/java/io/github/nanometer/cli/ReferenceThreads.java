package io.github.nanometer.cli;

import io.github.nanometer.Environment;
import io.github.nanometer.Isolation;
import io.github.nanometer.Nanometer;
import io.github.nanometer.Note;
import io.github.nanometer.ThreadedBenchmark;
import io.github.nanometer.ThreadedOptions;
import io.github.nanometer.ThreadedResult;
import io.github.nanometer.cli.spi.TypedOption;
import io.github.nanometer.cli.spi.UsageException;
import io.github.nanometer.profile.ObserverEffect;
import io.github.nanometer.reference.ContentionContrasts;
import io.github.nanometer.reference.ThreadedWorkloads;
import io.github.nanometer.results.ThreadedResultReader;
import io.github.nanometer.results.ThreadedResultWriter;
import java.io.PrintStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
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
  static TypedOption<String> threadsOption() {
    return TypedOption.text("threads", "N,N,...", "1,2", "thread counts of --set threads (1.." + ThreadedBenchmark.MAX_THREADS
        + " each; above the cpus this process may use needs --share-cpus)");
  }

  /** The {@code --sample-length} option. */
  static TypedOption<String> sampleLengthOption() {
    return TypedOption.text("sample-length", "DURATION", "20ms", "length of one synchronized sample of --set threads ("
        + Durations.format(ThreadedOptions.MIN_SAMPLE_LENGTH) + " to " + Durations.format(ThreadedOptions.MAX_SAMPLE_LENGTH)
        + ")");
  }

  /** The {@code --share-cpus} option. */
  static TypedOption<Boolean> shareCpusOption() {
    return TypedOption.flag("share-cpus", "--set threads: allow more threads than cpus (they then take turns on a cpu)");
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

  /** Measures one threaded reference benchmark in a JVM of its own: the child's JSON document. */
  @FunctionalInterface
  interface OwnJvm {
    /**
     * Runs this command for the benchmark {@code name} alone in a new JVM through {@code runner}
     * and returns the {@code nanometer-threaded} document it printed.
     *
     * @throws java.io.IOException when the child cannot start or fails
     */
    String document(String name, OwnJvmRunner runner) throws java.io.IOException;
  }

  /**
   * Runs the family and writes the results, as text or JSON ({@link #requireFormat}); the exit
   * status. With {@code isolation} own-jvm (the default) and more than one benchmark, each is
   * measured in a fresh JVM of its own through {@code ownJvm}, as JMH forks one per benchmark, so
   * that one benchmark's contention cannot change the next one's compiled code; {@code --jfr} and
   * {@code --profile} record this JVM, so with either they are all measured here, as with
   * shared-jvm. On SIGINT or SIGTERM the results finished so far are written.
   */
  /**
   * What {@code --set threads} measures, read from the flags before anything runs (so a bad
   * {@code --threads} or {@code --sample-length} is refused with one line, before the doctor's).
   *
   * @param options the threaded options of {@code --budget}, {@code --sample-length} and the pinning flags
   * @param benchmarks the threaded benchmarks at each {@code --threads} count that {@code --filter} keeps
   */
  record Setup(ThreadedOptions options, List<ThreadedBenchmark<?>> benchmarks) {
    /**
     * Reads {@code a}; {@code filter} (null for none) keeps the benchmarks whose name it finds.
     *
     * @throws UsageException naming the bad flag, its value and the accepted range, or a filter that
     *     matches nothing
     */
    static Setup of(ParsedArgs a, Duration defaultBudget, Pattern filter) throws UsageException {
      ThreadedOptions options;
      try {
        options = ReferenceThreads.options(a, defaultBudget);
      } catch (IllegalArgumentException e) {
        throw new UsageException(e.getMessage());
      }
      List<ThreadedBenchmark<?>> benchmarks = new ArrayList<>(ThreadedWorkloads.all(threadCounts(a)));
      if (filter != null) {
        benchmarks.removeIf(b -> !filter.matcher(b.name()).find());
        if (benchmarks.isEmpty()) {
          throw new UsageException("--filter: '" + filter.pattern() + "' matches no threaded reference benchmark");
        }
      }
      return new Setup(options, List.copyOf(benchmarks));
    }
  }

  static int run(ParsedArgs a, Nanometer nm, ReferenceFormat format, Setup setup,
      Optional<ProfileOutput> profile, Optional<java.nio.file.Path> html, Isolation isolation, OwnJvm ownJvm,
      OutputFile output, PrintStream out, PrintStream err) throws UsageException {
    requireFormat(format);
    ThreadedOptions options = setup.options();
    List<ThreadedBenchmark<?>> benchmarks = setup.benchmarks();
    // a single benchmark has this JVM to itself, unless this JVM lacks the compiler blackhole's flags
    boolean ownJvms = isolation == Isolation.OWN_JVM && (benchmarks.size() > 1
        || !io.github.nanometer.Blackhole.compilerBlackholeActive());
    if (ownJvms && (profile.isPresent() || a.has("jfr"))) {
      err.println("nanometer reference: --jfr and --profile record this JVM, so every benchmark is measured in it "
          + "(as with --isolation shared-jvm)");
      ownJvms = false;
    }
    Progress progress = new Progress(err);
    List<ThreadedResult> results = Collections.synchronizedList(new ArrayList<>());
    OwnJvmRunner runner = new OwnJvmRunner();
    Runnable keepPartial = ReferenceCommand.keepPartial(runner, results, benchmarks.size(),
        done -> output.write(ps -> write(done, format, options, nm, ps), out, err), out, err);
    try (InterruptGuard guard = InterruptGuard.install(keepPartial)) {
      for (ThreadedBenchmark<?> b : benchmarks) {
        if (guard.interrupted()) {
          break;
        }
        progress.step(results.size(), benchmarks.size(), b.name());
        if (ownJvms) {
          try {
            results.add(inOwnJvm(b.name(), ownJvm, runner, nm));
          } catch (java.io.IOException e) {
            progress.done();
            err.println("nanometer reference: " + b.name() + ": " + e.getMessage()
                + " (--isolation shared-jvm measures in this JVM instead)");
            return 1;
          }
          continue;
        }
        try {
          ThreadedResult r = profile.isPresent() ? profile.get().around(b.name(), () -> nm.runThreaded(b, options))
              : nm.runThreaded(b, options);
          for (Note n : ObserverEffect.notes(profile.isPresent(), a.has("jfr"), b.name())) {
            r = r.withNote(n);
          }
          results.add(r);
        } catch (IllegalArgumentException e) {
          throw new UsageException(e.getMessage());
        }
      }
      progress.done();
      profile.ifPresent(ProfileOutput::finish);
      if (!guard.claimFinalWrite()) {
        return 130;
      }
      List<ThreadedResult> all = List.copyOf(results);
      int written = output.write(ps -> write(all, format, options, nm, ps), out, err);
      if (html.isPresent()) {
        int drawn = HtmlOutput.write(html.get(), "nanometer reference --set threads",
            ps -> ThreadedResultWriter.json(all, nm.doctor(), ps), err);
        return written != 0 ? written : drawn;
      }
      return written;
    }
  }

  /**
   * The one result of a child JVM's document, carried on with the child's environment (its plain
   * members as the document keeps them; the clock facts, which the threaded document leaves out, are
   * this JVM's: the same machine and clock).
   */
  private static ThreadedResult inOwnJvm(String name, OwnJvm ownJvm, OwnJvmRunner runner, Nanometer nm)
      throws java.io.IOException {
    String text = ownJvm.document(name, runner);
    ThreadedResultReader.Document document;
    try {
      document = ThreadedResultReader.document(text);
    } catch (IllegalArgumentException e) {
      throw new java.io.IOException("the benchmark's own JVM printed no readable threaded document: "
          + e.getMessage(), e);
    }
    if (document.results().size() != 1 || document.environment().isEmpty()) {
      throw new java.io.IOException("the own JVM measured " + document.results().size() + " benchmarks, expected 1");
    }
    Environment environment = document.environment().get().withClock(nm.clockFacts(), document.doctor());
    return document.results().get(0).withEnvironment(environment);
  }

  private static void write(List<ThreadedResult> results, ReferenceFormat format, ThreadedOptions options,
      Nanometer nm, PrintStream out) {
    if (format == ReferenceFormat.JSON) {
      ThreadedResultWriter.json(results, nm.doctor(), out);
    } else {
      ThreadedResultWriter.text(results, out);
      printContrasts(ContentionContrasts.of(results, options.confidence(), nm.options().seed()), out);
    }
  }

  private static ThreadedOptions options(ParsedArgs a, Duration defaultBudget) throws UsageException {
    Duration budget = a.get(RunFlags.BUDGET, defaultBudget);
    Duration sample = a.duration("sample-length", ThreadedOptions.DEFAULT_SAMPLE_LENGTH,
        ThreadedOptions.MIN_SAMPLE_LENGTH, ThreadedOptions.MAX_SAMPLE_LENGTH);
    if (budget.compareTo(sample) < 0) {
      throw new UsageException("--budget " + Durations.format(budget) + " is shorter than one sample (--sample-length "
          + Durations.format(sample) + ")");
    }
    return ThreadedOptions.builder().budget(budget).warmup(a.get(RunFlags.MAX_WARMUP)).sampleLength(sample)
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
