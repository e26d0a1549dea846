package io.github.nanometer.suite;

import io.github.nanometer.cli.spi.ChildCli;
import io.github.nanometer.cli.spi.CommandArguments;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

/**
 * {@code suite --forks N}: the same suite run N times, each in a fresh JVM (this CLI, quiet, {@code
 * --format json}, fork {@code f} with the seed {@code seed + f - 1}), merged into one report whose
 * trial {@code f} of every row is fork {@code f}. {@code judge} then decides over the forks (Fieller
 * on the fork means), with the JVM-to-JVM spread included; one JVM's intervals leave it out.
 */
final class SuiteForks {

  /**
   * The options the parent keeps for itself: the fork count, where and how the merged report goes,
   * baselines, strictness (judged on the merged report) and the seed (each fork gets its own).
   */
  static final Set<String> PARENT_ONLY = Set.of("forks", "out", "format", "html", "save-baseline", "baseline",
      "baseline-dir", "strict", "seed");

  private final ChildCli runner;
  private final List<SuiteReport> finished = new ArrayList<>();

  /** Forks run by {@code runner}, the CLI the host lends. */
  SuiteForks(ChildCli runner) {
    this.runner = runner;
  }

  /** The arguments of fork {@code f}'s JVM: the suite's own, as JSON, with the fork's seed. */
  static List<String> childArguments(CommandArguments a, long forkSeed) {
    List<String> args = new ArrayList<>();
    args.add("suite");
    args.addAll(a.arguments(PARENT_ONLY));
    args.add("--format=json");
    args.add("--seed=" + forkSeed);
    return args;
  }

  /**
   * Runs {@code forks} JVMs one after another and merges their reports.
   *
   * @param progress receives one line before each fork starts
   * @param forkProgress receives each progress line of the running fork ({@code [done/total]
   *     what}, which the child prints as plain lines), prefixed with the fork
   * @param forkFinished receives each finished fork's measurements as the merged report holds them
   *     (trial {@code f} for fork {@code f}), before the next fork starts: the journal's entry
   * @throws IOException when a fork's JVM fails or prints no readable suite document (the message
   *     names the fork, its exit status and the end of its stderr)
   */
  SuiteReport run(CommandArguments a, int forks, long seed, Consumer<String> progress, Consumer<String> forkProgress,
      Consumer<List<Measurement>> forkFinished) throws IOException {
    long start = System.nanoTime();
    for (int f = 1; f <= forks; f++) {
      progress.accept("nanometer suite: fork " + f + " of " + forks + " (a fresh JVM, seed " + (seed + f - 1) + ")");
      String json;
      try {
        String fork = "fork " + f + " of " + forks + " ";
        // the fork prints its progress as plain lines (its stderr is a pipe), which the parent shows
        json = runner.standardOutput(childArguments(a, seed + f - 1), line -> {
          if (line.startsWith("[")) {
            forkProgress.accept(fork + line);
          }
        });
      } catch (IOException e) {
        throw new IOException("fork " + f + " of " + forks + ": " + e.getMessage(), e);
      }
      SuiteReport report;
      try {
        report = SuiteReader.parse(json);
      } catch (IllegalArgumentException e) {
        throw new IOException("fork " + f + " of " + forks + " printed no readable suite document: " + e.getMessage(),
            e);
      }
      synchronized (finished) {
        finished.add(report);
      }
      int fork = f;
      forkFinished.accept(report.measurements().stream().map(m -> asFork(m, fork)).toList());
    }
    return merge(finishedForks(), forks, seed, System.nanoTime() - start);
  }

  /** The reports of the forks that finished so far, in order (for an interrupted run). */
  List<SuiteReport> finishedForks() {
    synchronized (finished) {
      return List.copyOf(finished);
    }
  }

  /** Kills the fork that is running now, if any. */
  void killRunning() {
    runner.killRunning();
  }

  /** {@code m}, measured by fork {@code f}, as the merged report holds it: trial {@code f} of its row. */
  static Measurement asFork(Measurement m, int f) {
    return new Measurement(m.function(), m.implementation(), m.kind(), m.workload(), m.sizeBytes(),
        m.meanBytesPerCall(), f, m.inputSeed(), m.regime(), m.timing(), m.counts(), m.result());
  }

  /**
   * One report of {@code reports}, fork {@code f} being the {@code f}-th: its measurements become
   * trial {@code f} of their rows, the configuration says {@code forks} ({@code trials} as many) and
   * the run's seed; machine, buffers and skipped implementations are the first fork's; notes of
   * every fork, each once, and one saying how the forks ran. {@code forks} is the count asked for:
   * fewer reports (an interrupted run) keep it, and a note says how many finished.
   *
   * @throws IllegalArgumentException when {@code reports} is empty or a report has several trials
   */
  static SuiteReport merge(List<SuiteReport> reports, int forks, long seed, long wallNanos) {
    if (reports.isEmpty()) {
      throw new IllegalArgumentException("no fork finished");
    }
    SuiteReport first = reports.get(0);
    List<Measurement> measurements = new ArrayList<>();
    Set<String> notes = new LinkedHashSet<>();
    for (int f = 1; f <= reports.size(); f++) {
      SuiteReport r = reports.get(f - 1);
      if (r.config().trials() != 1) {
        throw new IllegalArgumentException("fork " + f + " ran " + r.config().trials() + " trials; a fork is one trial");
      }
      for (Measurement m : r.measurements()) {
        measurements.add(asFork(m, f));
      }
      notes.addAll(r.notes());
    }
    notes.add("forks: trial f of every row ran in fresh JVM f with the seed " + seed + " + f - 1; judge decides "
        + "over them");
    if (reports.size() < forks) {
      notes.add("interrupted: " + reports.size() + " of " + forks + " forks finished");
    }
    return new SuiteReport(first.config().forked(forks, seed), first.machine(), measurements, first.buffers(),
        first.skipped(), List.copyOf(notes), wallNanos);
  }
}
