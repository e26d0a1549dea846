package io.github.nanometer.html;

import io.github.nanometer.Diagnosis;
import io.github.nanometer.comparison.ComparisonResult;
import io.github.nanometer.json.DocumentHeader;
import io.github.nanometer.judge.JudgeReader;
import io.github.nanometer.report.JmhFileEntry;
import io.github.nanometer.results.JmhDocument;
import io.github.nanometer.results.JmhForkSummary;
import io.github.nanometer.results.ResultReader;
import io.github.nanometer.results.SavedEnvironment;
import io.github.nanometer.results.ThreadedResultReader;
import io.github.nanometer.spi.PluginDocument;
import java.util.List;
import java.util.Optional;

/**
 * One saved document the report draws: where it came from, its schema and the typed value its
 * schema's reader made of it, which its section draws from. The report reads no files and parses
 * no JSON: each factory takes what a typed reader returned ({@link ResultReader}, {@link
 * ThreadedResultReader}, {@code ComparisonReader}, {@link JudgeReader}, {@code JmhJsonReader}, or a
 * plug-in's reader for a {@link PluginDocument}), so a document is as strictly checked as its reader
 * checks it before anything is drawn.
 */
public final class ReportDocument {

  /** The schema name the report gives a JMH result file, which has no schema member. */
  public static final String JMH = "jmh";

  private final String source;
  private final String schema;
  private final Object typed;
  private final List<JmhForkSummary> forkSummaries;

  private ReportDocument(String source, String schema, Object typed) {
    this(source, schema, typed, List.of());
  }

  private ReportDocument(String source, String schema, Object typed, List<JmhForkSummary> forkSummaries) {
    if (source == null || schema == null || typed == null) {
      throw new IllegalArgumentException("source, schema and the typed document must not be null");
    }
    this.source = source;
    this.schema = schema;
    this.typed = typed;
    this.forkSummaries = List.copyOf(forkSummaries);
  }

  /** A {@code nanometer-results} document, shown as {@code source}. */
  public static ReportDocument results(String source, ResultReader.Document document) {
    return new ReportDocument(source, DocumentHeader.RESULTS.schema(), document);
  }

  /**
   * A {@code nanometer-jmh} document, shown as {@code source}: drawn as a results document of its
   * runs' forks (its schema is {@code nanometer-results}), with each run's answer over its forks
   * (version 3's {@code forkSummaries}) before them.
   */
  public static ReportDocument jmhRuns(String source, JmhDocument document) {
    return new ReportDocument(source, DocumentHeader.RESULTS.schema(), document.runs(), document.forkSummaries());
  }

  /** A {@code nanometer-threaded} document, shown as {@code source}. */
  public static ReportDocument threaded(String source, ThreadedResultReader.Document document) {
    return new ReportDocument(source, DocumentHeader.THREADED.schema(), document);
  }

  /** A {@code nanometer-compare} document, shown as {@code source}. */
  public static ReportDocument comparison(String source, ComparisonResult result) {
    return new ReportDocument(source, DocumentHeader.COMPARE.schema(), result);
  }

  /** A {@code nanometer-judge} document, shown as {@code source}. */
  public static ReportDocument judge(String source, JudgeReader.Document document) {
    return new ReportDocument(source, DocumentHeader.JUDGE.schema(), document);
  }

  /** A JMH result file (JMH's {@code -rf json}), shown as {@code source}; its schema is {@value #JMH}. */
  public static ReportDocument jmh(String source, List<JmhFileEntry> benchmarks) {
    return new ReportDocument(source, JMH, List.copyOf(benchmarks));
  }

  /** A plug-in's document (e.g. the suite's), shown as {@code source}; its schema is the plug-in's. */
  public static ReportDocument plugin(String source, PluginDocument document) {
    return new ReportDocument(source, document.schema(), document);
  }

  /** The file name (or command) the report names the document by. */
  public String source() {
    return source;
  }

  /** The document's schema, e.g. {@code "nanometer-results"}, or {@value #JMH}. */
  public String schema() {
    return schema;
  }

  ResultReader.Document results() {
    return as(ResultReader.Document.class);
  }

  /** Each run's answer over its forks, for a {@code nanometer-jmh} document of version 3; empty otherwise. */
  List<JmhForkSummary> forkSummaries() {
    return forkSummaries;
  }

  ThreadedResultReader.Document threaded() {
    return as(ThreadedResultReader.Document.class);
  }

  ComparisonResult comparison() {
    return as(ComparisonResult.class);
  }

  JudgeReader.Document judge() {
    return as(JudgeReader.Document.class);
  }

  PluginDocument plugin() {
    return as(PluginDocument.class);
  }

  @SuppressWarnings("unchecked")
  List<JmhFileEntry> jmh() {
    if (!JMH.equals(schema)) {
      throw new IllegalStateException(source + ": not a JMH file");
    }
    return (List<JmhFileEntry>) typed;
  }

  private <T> T as(Class<T> kind) {
    if (!kind.isInstance(typed)) {
      throw new IllegalStateException(source + ": a " + schema + " document, not a " + kind.getSimpleName());
    }
    return kind.cast(typed);
  }

  /** How many benchmarks (or measurements, comparisons) the document holds. */
  int benchmarkCount() {
    if (typed instanceof ResultReader.Document d) {
      return d.results().size();
    } else if (typed instanceof ThreadedResultReader.Document d) {
      return d.results().size();
    } else if (typed instanceof ComparisonResult) {
      return 1;
    } else if (typed instanceof JudgeReader.Document d) {
      return d.result().judgements().size();
    } else if (typed instanceof PluginDocument d) {
      return d.benchmarkCount();
    }
    return jmh().size();
  }

  /** The machine and JVM the document was measured on, where it records them (a JMH file does not). */
  Optional<SavedEnvironment> environment() {
    if (typed instanceof ResultReader.Document d) {
      return d.results().stream().findFirst().map(r -> SavedEnvironment.of(r.environment()));
    } else if (typed instanceof ThreadedResultReader.Document d) {
      return d.environment();
    } else if (typed instanceof PluginDocument d) {
      return d.environment();
    }
    return Optional.empty();
  }

  /** The doctor's report the document embeds, if any. */
  Optional<Diagnosis> doctor() {
    if (typed instanceof ResultReader.Document d) {
      return d.doctor();
    } else if (typed instanceof ThreadedResultReader.Document d) {
      return d.doctor();
    } else if (typed instanceof PluginDocument d) {
      return d.doctor();
    }
    return Optional.empty();
  }
}
