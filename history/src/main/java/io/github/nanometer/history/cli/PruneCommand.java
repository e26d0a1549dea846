package io.github.nanometer.history.cli;

import io.github.nanometer.OptionSpec;
import io.github.nanometer.cli.spi.Command;
import io.github.nanometer.cli.spi.CommandArguments;
import io.github.nanometer.cli.spi.CommandHost;
import io.github.nanometer.cli.spi.CommandOption;
import io.github.nanometer.cli.spi.TypedOption;
import io.github.nanometer.cli.spi.UsageException;
import io.github.nanometer.history.store.HistoryStore;
import io.github.nanometer.history.store.HistoryStoreException;
import io.github.nanometer.history.store.SamplePruning;
import io.github.nanometer.history.store.SeriesKey;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * {@code nanometer history prune --keep-samples N}: the raw samples of every series' runs deleted but
 * those of its latest N runs; summaries, change points and annotations are kept forever.
 */
public final class PruneCommand implements Command {

  /** The most runs {@code --keep-samples} may keep per series. */
  static final int MAX_KEEP = 1_000_000_000;

  static final TypedOption<Integer> KEEP_SAMPLES = TypedOption.of(OptionSpec.integer("keepSamples", "keep-samples",
      null, 0, MAX_KEEP, "keep the raw samples of each series' latest N runs by run start, delete the others'"
          + " (required; 0 deletes every raw sample)"));
  private static final TypedOption<Boolean> DRY_RUN = TypedOption.flag("dry-run",
      "list what would be deleted, delete nothing");

  /** The command, as the CLI's service loader makes it. */
  public PruneCommand() {}

  @Override
  public String name() {
    return "history prune";
  }

  @Override
  public String summary() {
    return "delete the raw samples of all but each series' latest N runs (runs, results and change points stay)";
  }

  @Override
  public List<CommandOption> options() {
    return List.of(HistoryOptions.DB, KEEP_SAMPLES, DRY_RUN);
  }

  @Override
  public String details() {
    return """
        Raw samples are stored only by history record --samples. In each series the latest N runs by
        run start (whatever their branch or reason; ties by run id) keep their raw samples, and every
        older run's are deleted, in one transaction. Runs, results (estimates, intervals, forks,
        sample counts), change points and annotations are never deleted, so show, changes, export
        and bisect --change answer as before. Prints each result whose samples it deleted, by
        series, and the bytes their values took; an SQLite history is then compacted (VACUUM), so
        its file shrinks; PostgreSQL reuses the space itself (autovacuum; VACUUM FULL result_samples
        gives it back to the system). --dry-run lists the same and deletes nothing.
        Exit status: 0 pruned (or nothing to prune), 2 bad input (a missing or bad --keep-samples,
        a history that cannot be opened).
        """;
  }

  @Override
  public int run(CommandArguments args, CommandHost host, PrintStream out, PrintStream err) throws UsageException {
    if (!args.positionals().isEmpty()) {
      throw new UsageException("takes no argument, got " + args.positionals().size() + " argument(s)");
    }
    Optional<Integer> keep = args.optional(KEEP_SAMPLES);
    if (keep.isEmpty()) {
      throw new UsageException("needs --keep-samples N, the runs of each series whose raw samples are kept, in [0, "
          + MAX_KEEP + "]");
    }
    boolean dryRun = args.get(DRY_RUN);
    try (HistoryStore store = HistoryOptions.open(args, Path.of(""), System.getenv(), err, false)) {
      Optional<Path> file = store.location().sqliteFile();
      OptionalLong sizeBefore = file.map(PruneCommand::size).orElse(OptionalLong.empty());
      SamplePruning pruning;
      try {
        pruning = store.pruneSamples(keep.get(), dryRun);
      } catch (HistoryStoreException e) {
        throw new UsageException(e.getMessage());
      }
      list(store, pruning, out);
      if (dryRun || pruning.removed().isEmpty()) {
        return 0;
      }
      boolean compacted;
      try {
        compacted = store.compact();
      } catch (HistoryStoreException e) {
        err.println("nanometer history prune: note: the raw samples are deleted, but the history could not be"
            + " compacted (" + e.getMessage() + "); sqlite3 FILE VACUUM gives the space back later");
        return 0;
      }
      if (compacted) {
        OptionalLong sizeAfter = size(file.orElseThrow());
        out.println(store.location() + ": compacted (VACUUM)" + (sizeBefore.isPresent() && sizeAfter.isPresent()
            ? ", " + sizeBefore.getAsLong() + " bytes before, " + sizeAfter.getAsLong() + " after" : ""));
      } else {
        out.println(store.location() + ": PostgreSQL reuses the freed space itself (autovacuum); VACUUM FULL"
            + " result_samples gives it back to the system");
      }
      return 0;
    }
  }

  /** Each series' results whose samples went, then the totals. */
  private static void list(HistoryStore store, SamplePruning pruning, PrintStream out) {
    String verb = pruning.dryRun() ? "would delete" : "deleted";
    Map<String, List<SamplePruning.PrunedResult>> bySeries = new LinkedHashMap<>();
    for (SamplePruning.PrunedResult r : pruning.removed()) {
      bySeries.computeIfAbsent(r.seriesId(), k -> new ArrayList<>()).add(r);
    }
    bySeries.forEach((seriesId, results) -> {
      Optional<SeriesKey> key = store.series(seriesId);
      out.println(key.map(k -> SeriesLabel.benchmark(k) + "  (series " + SeriesLabel.shortId(k) + ")")
          .orElse("series " + seriesId) + ": " + verb + " the raw samples of " + results.size() + " run(s)");
      for (SamplePruning.PrunedResult r : results) {
        out.println("  run " + r.runId() + "  " + SeriesLabel.time(r.runStart()) + "  " + r.sampleCount()
            + " samples, " + r.storedBytes() + " bytes");
      }
    });
    out.println((pruning.dryRun() ? "dry run: " : "") + verb + " the raw samples of " + pruning.removed().size()
        + " result(s) in " + pruning.seriesCount() + " series (" + pruning.removedBytes() + " bytes of samples); "
        + pruning.keptResults() + " result(s) keep theirs, each of the latest " + pruning.keepLatest()
        + " run(s) of its series; runs, results, change points and annotations unchanged");
  }

  /** The file's size, or empty when it cannot be read (the pruning stands; only the report lacks it). */
  private static OptionalLong size(Path file) {
    try {
      return OptionalLong.of(Files.size(file));
    } catch (IOException e) {
      return OptionalLong.empty();
    }
  }
}
