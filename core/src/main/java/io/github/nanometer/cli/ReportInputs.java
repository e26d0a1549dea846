package io.github.nanometer.cli;

import io.github.nanometer.html.ReportDocument;
import io.github.nanometer.report.ComparisonReader;
import io.github.nanometer.report.DocumentHeader;
import io.github.nanometer.report.IoReasons;
import io.github.nanometer.report.JsonReader;
import io.github.nanometer.report.JudgeReader;
import io.github.nanometer.results.ResultReader;
import io.github.nanometer.results.ThreadedResultReader;
import java.io.IOException;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.function.Consumer;

/**
 * The documents {@code nanometer report} draws, each read through the typed reader of its schema
 * before it is drawn: {@code nanometer-results} by {@link ResultReader}, {@code nanometer-compare}
 * by {@link ComparisonReader}, {@code nanometer-judge} by {@link JudgeReader} and a JMH result file
 * (JMH's {@code -rf json}) by {@link io.github.nanometer.report.JmhJsonReader}, both inside {@link
 * ReportDocument#parse}, which keeps their typed values for the sections, a plug-in's schema
 * ({@code nanometer-suite}) by its {@link DocumentReader} service, {@code nanometer-threaded} by
 * {@link ThreadedResultReader}. So a newer version, a missing, mistyped or
 * out-of-range member is refused with the file and the member's path, as every reader of saved
 * documents refuses it.
 */
final class ReportInputs {

  /** The core's typed readers by schema; each throws {@link IllegalArgumentException} naming a bad member. */
  private static final Map<String, Consumer<String>> CORE_READERS = Map.of(
      DocumentHeader.RESULTS.schema(), ResultReader::parse,
      DocumentHeader.COMPARE.schema(), ComparisonReader::parse,
      DocumentHeader.JUDGE.schema(), text -> { }, // read by ReportDocument.parse, which keeps the typed value
      ReportDocument.JMH, text -> { }, // read by ReportDocument.parse (JmhJsonReader)
      DocumentHeader.THREADED.schema(), ThreadedResultReader::parse);

  private ReportInputs() {}

  /**
   * Reads the file named {@code name} as a document the report draws.
   *
   * @throws UsageException naming the file and why it is refused: not a valid path, unreadable, not
   *     JSON, a schema the report does not draw, or (from the typed reader) a newer version or the
   *     path of a missing, mistyped or out-of-range member
   */
  static ReportDocument read(String name) throws UsageException {
    Path file;
    try {
      file = Path.of(name);
    } catch (InvalidPathException e) {
      throw new UsageException("'" + name + "' is not a valid path (" + e.getReason() + ")");
    }
    String text;
    try {
      text = JsonReader.readFile(file);
    } catch (IOException e) {
      throw new UsageException(file + ": " + IoReasons.of(e));
    }
    ReportDocument document;
    try {
      document = ReportDocument.parse(file.toString(), text);
    } catch (IOException e) {
      throw new UsageException(e.getMessage());
    }
    Consumer<String> reader = Readers.ALL.get(document.schema());
    if (reader == null) {
      throw new UsageException(file + ": no reader of " + document.schema()
          + " documents is on the class path (the nanometer-suite module brings it)");
    }
    try {
      reader.accept(text);
    } catch (IllegalArgumentException e) {
      throw new UsageException(file + ": " + e.getMessage());
    }
    return document;
  }

  /**
   * The core's readers and the plug-ins' ({@link DocumentReader} services), by schema: looked up
   * once per JVM, on first use (the class path does not change), not once per file.
   */
  private static final class Readers {
    static final Map<String, Consumer<String>> ALL = load();

    private static Map<String, Consumer<String>> load() {
      Map<String, Consumer<String>> all = new LinkedHashMap<>(CORE_READERS);
      for (DocumentReader r : ServiceLoader.load(DocumentReader.class, ReportInputs.class.getClassLoader())) {
        all.putIfAbsent(r.schema(), r::check);
      }
      return Map.copyOf(all);
    }
  }
}
