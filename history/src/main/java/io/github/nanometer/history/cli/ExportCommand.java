package io.github.nanometer.history.cli;

import io.github.nanometer.Interval;
import io.github.nanometer.cli.spi.Command;
import io.github.nanometer.cli.spi.CommandArguments;
import io.github.nanometer.cli.spi.CommandHost;
import io.github.nanometer.cli.spi.CommandOption;
import io.github.nanometer.cli.spi.TypedOption;
import io.github.nanometer.cli.spi.UsageException;
import io.github.nanometer.OptionSpec;
import io.github.nanometer.history.store.BranchSeries;
import io.github.nanometer.history.store.HistoryStore;
import io.github.nanometer.history.store.RawSamples;
import io.github.nanometer.history.store.ResultRecord;
import io.github.nanometer.history.store.SeriesKey;
import io.github.nanometer.history.store.SeriesPoint;
import io.github.nanometer.json.AtomicOutput;
import io.github.nanometer.json.DocumentHeader;
import io.github.nanometer.json.JsonWriter;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** {@code nanometer history export}: one series' runs on a branch as CSV or JSON. */
public final class ExportCommand implements Command {

  /** The JSON form's schema and version. */
  static final DocumentHeader HEADER = new DocumentHeader("nanometer-history-series", 1);

  private static final TypedOption<String> FORMAT = TypedOption.of(OptionSpec.choice("format", "format", "csv",
      ChangesCommand.orderedWords("csv", "json"), "output format"));
  private static final TypedOption<Boolean> SAMPLES = TypedOption.flag("samples",
      "with --format json, each run's stored raw samples too (null for a run without them)");
  private static final TypedOption<String> OUT = TypedOption.text("out", "FILE", null,
      "write here (atomically: an existing file is replaced only once the new one is complete)")
      .withDefaultText("standard output");

  /** The CSV header: one column per field of a run's result. */
  static final String CSV_HEADER = "position,commit,run_id,reason,run_start,estimate,unit,interval_low,interval_high,"
      + "confidence,forks,between_fork_spread,sample_count,kernel,jvm_version,excluded_reason";

  /** The command, as the CLI's service loader makes it. */
  public ExportCommand() {}

  @Override
  public String name() {
    return "history export";
  }

  @Override
  public String summary() {
    return "write one series' runs on a branch as CSV or JSON";
  }

  @Override
  public List<CommandOption> options() {
    return List.of(HistoryOptions.DB, HistoryOptions.BRANCH, ShowCommand.SERIES, FORMAT, SAMPLES, OUT);
  }

  @Override
  public String details() {
    return "CSV columns: " + CSV_HEADER + ".\nJSON: the document nanometer-history-series, version 1, with the "
        + "series' key and one object per run; with --samples each run's raw samples too (\"samples\": {\"unit\", "
        + "\"parts\": [[...], ...]}, a part per fork, or null where none are stored; history record --samples stores "
        + "them, history prune deletes older runs').\nExcluded runs are included with their reason; an empty reason "
        + "is a run that detection scans.\n";
  }

  @Override
  public int run(CommandArguments args, CommandHost host, PrintStream out, PrintStream err) throws UsageException {
    if (!args.positionals().isEmpty()) {
      throw new UsageException("takes no file, got " + args.positionals().size() + " argument(s)");
    }
    if (args.optional(ShowCommand.SERIES).isEmpty()) {
      throw new UsageException("needs --series ID (nanometer history show lists the series)");
    }
    boolean json = args.get(FORMAT).equals("json");
    boolean withSamples = args.get(SAMPLES);
    if (withSamples && !json) {
      throw new UsageException("--samples needs --format json (the CSV keeps one row of summaries per run)");
    }
    Path target = args.optional(OUT).map(Path::of).orElse(null);
    if (target != null) {
      String problem = AtomicOutput.check(target);
      if (problem != null) {
        throw new UsageException("--out " + target + ": " + problem);
      }
    }
    BranchSeries series;
    Optional<Map<String, RawSamples>> samples;
    try (HistoryStore store = HistoryOptions.open(args, Path.of(""), System.getenv(), err, false)) {
      SeriesKey key = SeriesSelector.byId(store, args.get(ShowCommand.SERIES));
      series = store.readSeries(key, HistoryOptions.branch(args, store));
      samples = withSamples ? Optional.of(store.seriesSamples(key.id())) : Optional.empty();
    }
    if (target == null) {
      write(series, json, samples, out);
      return 0;
    }
    try (AtomicOutput file = AtomicOutput.open(target)) {
      write(series, json, samples, file.printStream());
      file.commit();
    } catch (IOException e) {
      err.println("nanometer history export: cannot write " + target + ": " + e.getMessage());
      return 1;
    }
    err.println("nanometer history export: wrote " + SeriesRows.of(series).size() + " runs to " + target);
    return 0;
  }

  /**
   * Writes {@code series} as CSV, or as JSON with each run's raw samples from {@code samples} (by run
   * id) when present.
   */
  static void write(BranchSeries series, boolean json, Optional<Map<String, RawSamples>> samples, PrintStream out) {
    if (json) {
      json(series, samples, out);
      return;
    }
    out.println(CSV_HEADER);
    for (SeriesRows row : SeriesRows.of(series)) {
      SeriesPoint p = row.point();
      ResultRecord r = p.result();
      Interval i = r.interval();
      out.println(String.join(",", Long.toString(p.position()), p.commitSha(), csv(p.runId()), p.reason().text(),
          p.runStart().toString(), Double.toString(r.estimate()), csv(r.unit()), bound(i, i.low()), bound(i, i.high()),
          Double.toString(i.confidence()), Integer.toString(r.forks()),
          r.betweenForkSpread().isPresent() ? Double.toString(r.betweenForkSpread().getAsDouble()) : "",
          Long.toString(r.sampleCount()), csv(p.kernel()), csv(p.jvmVersion()), csv(row.excludedReason().orElse(""))));
    }
  }

  private static String bound(Interval i, double v) {
    return i.isBounded() ? Double.toString(v) : "";
  }

  /** {@code "samples": {"unit", "parts": [[...], ...]}}, or null for a run without stored samples. */
  private static void samples(JsonWriter w, RawSamples samples) {
    w.name("samples");
    if (samples == null) {
      w.nullValue();
      return;
    }
    w.beginObject().field("unit", samples.unit()).name("parts").beginArray();
    for (int i = 0; i < samples.partSizes().size(); i++) {
      w.array(samples.part(i));
    }
    w.endArray().endObject();
  }

  /** A CSV field, quoted when it holds a comma, a quote or a line break (RFC 4180). */
  static String csv(String text) {
    if (text.contains(",") || text.contains("\"") || text.contains("\n") || text.contains("\r")) {
      return "\"" + text.replace("\"", "\"\"") + "\"";
    }
    return text;
  }

  private static void json(BranchSeries series, Optional<Map<String, RawSamples>> samples, PrintStream out) {
    JsonWriter w = new JsonWriter(out, true);
    HEADER.write(w.beginObject());
    SeriesKey key = series.key();
    w.field("series", key.id()).field("branch", series.branch());
    HistoryJson.keyFields(w, key);
    w.name("runs").beginArray();
    for (SeriesRows row : SeriesRows.of(series)) {
      SeriesPoint p = row.point();
      ResultRecord r = p.result();
      w.beginObject().field("position", p.position()).field("commit", p.commitSha()).field("runId", p.runId())
          .field("reason", p.reason().text()).field("runStart", p.runStart().toString())
          .field("estimate", r.estimate()).field("unit", r.unit());
      HistoryJson.interval(w, r.interval());
      w.field("forks", r.forks()).name("betweenForkSpread");
      if (r.betweenForkSpread().isPresent()) {
        w.value(r.betweenForkSpread().getAsDouble());
      } else {
        w.nullValue();
      }
      w.field("sampleCount", r.sampleCount()).field("kernel", p.kernel()).field("jvmVersion", p.jvmVersion());
      HistoryJson.optional(w, "excludedReason", row.excludedReason());
      if (samples.isPresent()) {
        samples(w, samples.get().get(p.runId()));
      }
      w.endObject();
    }
    w.endArray().endObject().finish();
    out.println();
  }
}
