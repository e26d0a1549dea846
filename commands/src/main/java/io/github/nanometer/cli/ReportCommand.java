package io.github.nanometer.cli;

import io.github.nanometer.cli.spi.CommandOption;
import io.github.nanometer.cli.spi.TypedOption;
import io.github.nanometer.cli.spi.UsageException;
import io.github.nanometer.html.HtmlReport;
import io.github.nanometer.html.RefusedDocument;
import io.github.nanometer.html.ReportDocument;
import io.github.nanometer.html.ReportInputs;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** {@code nanometer report FILE... --out report.html}: the HTML report of saved JSON documents. */
final class ReportCommand extends BuiltInCommand {

  @Override
  public String name() {
    return "report";
  }

  @Override
  public String summary() {
    return "write a self-contained HTML report with plots of saved JSON results (reference, threads, suite, jmh, compare, judge)"
        + " and JMH result files, opening with a summary";
  }

  @Override
  public String positionals() {
    return "FILE...";
  }

  @Override
  public List<CommandOption> options() {
    return List.of(TypedOption.text("out", "FILE", null, "the HTML file to write (required)"));
  }

  @Override
  public String details() {
    return """
        FILE is a JSON document written by nanometer (reference --format json, suite --format json,
        jmh --format json, compare --format json, judge --format json, reference --set threads
        --format json) or a JMH result file (-rf json); they can be mixed. The page opens with a summary: each document, its
        benchmark count, the machine and JVM it ran on, and the verdicts of judge and compare documents
        (counts of slower, faster, no change, inconclusive, and the slower and faster rows). Then it
        draws, per benchmark, the distribution of per-evaluation times (min, median, mean, interval)
        and the samples in order (warm-up end, drift, disturbed samples); per suite function the time
        per call by distribution and implementation, or against size for sweeps; per JMH file a table
        of score, score error, interval and unit and each benchmark's iteration scores; forest plots of
        comparisons with the threshold band; for judge a table of base, new, change with its interval
        and verdict, and base and new values overlaid per benchmark; the doctor's findings and the
        environment. One file: inline SVG and CSS, no scripts, nothing loaded from the network. The
        file is written atomically (temporary sibling, renamed); a name ending in .gz is written
        gzip-compressed. Each FILE is read through the typed reader of its schema first: a version
        newer than this nanometer reads, or a missing, mistyped or out-of-range member (a negative
        sample time, say) is refused, naming the file and the member.
        Exit status: 0 written, 1 the file could not be written, 2 bad arguments or unreadable or
        invalid input.
        """;
  }

  @Override
  public int run(ParsedArgs a, PrintStream out, PrintStream err) throws UsageException {
    if (a.positionals().isEmpty()) {
      throw new UsageException("report: give at least one FILE (a JSON document written by nanometer)");
    }
    if (!a.has("out")) {
      throw new UsageException("--out: required (the HTML file to write, e.g. --out report.html)");
    }
    Path target = a.outputPath("out");
    List<ReportDocument> docs = new ArrayList<>();
    for (String f : a.positionals()) {
      try {
        docs.add(ReportInputs.read(f));
      } catch (RefusedDocument e) {
        throw new UsageException(e.getMessage());
      }
    }
    try {
      HtmlReport.write(target, docs, "nanometer " + Version.current());
    } catch (IOException e) {
      err.println("nanometer report: cannot write " + target + ": " + e.getMessage());
      return 1;
    }
    out.println("report written to " + target);
    return 0;
  }
}
