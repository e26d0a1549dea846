package io.github.nanometer.html;

import io.github.nanometer.comparison.ComparisonReader;
import io.github.nanometer.json.DocumentHeader;
import io.github.nanometer.json.IoReasons;
import io.github.nanometer.json.JsonReader;
import io.github.nanometer.json.JsonValue;
import io.github.nanometer.judge.JudgeReader;
import io.github.nanometer.report.JmhJsonReader;
import io.github.nanometer.results.JmhDocument;
import io.github.nanometer.results.ResultReader;
import io.github.nanometer.results.ThreadedResultReader;
import io.github.nanometer.spi.DocumentReader;
import java.io.IOException;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.function.BiFunction;

/**
 * The documents {@code nanometer report} (and every {@code --html}) draws, each read through the
 * typed reader of its schema, whose value the report then draws: {@code nanometer-results} by
 * {@link ResultReader}, {@code nanometer-jmh} (each run's fork results and, from version 3, its
 * answer over its forks) by {@link JmhDocument}, {@code nanometer-threaded} by {@link
 * ThreadedResultReader}, {@code nanometer-compare} by {@link ComparisonReader}, {@code nanometer-judge} by {@link JudgeReader}, a
 * JMH result file (JMH's {@code -rf json}, a top-level array) by {@link JmhJsonReader}, and a
 * plug-in's schema ({@code nanometer-suite}) by its {@link DocumentReader} service. So a newer
 * version, a missing, mistyped or out-of-range member is refused with the file and the member's
 * path, as every reader of saved documents refuses it, and nothing else parses the document.
 */
public final class ReportInputs {

  /** The core's typed readers by schema; each throws {@link IllegalArgumentException} naming a bad member. */
  private static Map<String, BiFunction<String, String, ReportDocument>> coreReaders() {
    Map<String, BiFunction<String, String, ReportDocument>> core = new LinkedHashMap<>();
    core.put(DocumentHeader.RESULTS.schema(), (source, text) -> ReportDocument.results(source,
        ResultReader.document(text)));
    core.put(DocumentHeader.COMPARE.schema(), (source, text) -> ReportDocument.comparison(source,
        ComparisonReader.parse(text)));
    core.put(DocumentHeader.JUDGE.schema(), (source, text) -> ReportDocument.judge(source, JudgeReader.parse(text)));
    core.put(DocumentHeader.JMH.schema(), (source, text) -> ReportDocument.jmhRuns(source, JmhDocument.parse(text)));
    core.put(DocumentHeader.THREADED.schema(), (source, text) -> ReportDocument.threaded(source,
        ThreadedResultReader.document(text)));
    return core;
  }

  private ReportInputs() {}

  /**
   * Reads the file named {@code name} as a document the report draws.
   *
   * @throws RefusedDocument naming the file and why it is refused: not a valid path, unreadable, or
   *     what {@link #parse} refuses
   */
  public static ReportDocument read(String name) throws RefusedDocument {
    String text = text(name); // refuses an invalid path first, with its message
    return parse(Path.of(name).toString(), text);
  }

  /**
   * The text of the file named {@code name}, through {@link JsonReader#readFile}'s gate (a regular
   * file, within the size limits).
   *
   * @throws RefusedDocument naming the file and why it cannot be read: not a valid path, missing,
   *     unreadable, a special file or too large
   */
  static String text(String name) throws RefusedDocument {
    Path file;
    try {
      file = Path.of(name);
    } catch (InvalidPathException e) {
      throw new RefusedDocument("'" + name + "' is not a valid path (" + e.getReason() + ")");
    }
    try {
      return JsonReader.readFile(file);
    } catch (IOException e) {
      throw new RefusedDocument("cannot read '" + file + "': " + IoReasons.of(e));
    }
  }

  /**
   * Reads a document held in memory (a saved file's text, or the JSON a measuring command just
   * produced for {@code --html}), named {@code source} in messages and in the report.
   *
   * @throws RefusedDocument naming {@code source} and why it is refused: not JSON, a schema the report
   *     does not draw or whose plug-in is missing, or (from the typed reader) a newer version or the
   *     path of a missing, mistyped or out-of-range member
   */
  public static ReportDocument parse(String source, String text) throws RefusedDocument {
    return parse(source, text, json(source, text));
  }

  /**
   * {@code text} parsed as JSON ({@link JsonReader#parse}).
   *
   * @throws RefusedDocument naming {@code source} when it is not JSON
   */
  static Object json(String source, String text) throws RefusedDocument {
    try {
      return JsonReader.parse(text);
    } catch (IllegalArgumentException e) {
      throw new RefusedDocument(source + ": not a JSON document (" + e.getMessage() + ")");
    }
  }

  /**
   * As {@link #parse(String, String)}, for a caller that has parsed {@code text} already ({@code
   * parsed}, what {@link #json} returned for it).
   */
  static ReportDocument parse(String source, String text, Object parsed) throws RefusedDocument {
    try {
      if (parsed instanceof List<?>) {
        return ReportDocument.jmh(source, JmhJsonReader.benchmarks(parsed));
      }
      if (!(parsed instanceof Map<?, ?>)) {
        throw new RefusedDocument(source + ": not a JSON document (an object, or JMH's array of benchmarks)");
      }
      @SuppressWarnings("unchecked")
      String schema = JsonValue.root((Map<String, Object>) parsed).get("schema").string();
      BiFunction<String, String, ReportDocument> reader = Readers.ALL.get(schema);
      if (reader == null && schema.equals(DocumentHeader.SUITE.schema())) {
        throw new RefusedDocument(source + ": no reader of " + schema
            + " documents is on the class path (the nanometer-suite module brings it)");
      }
      if (reader == null) {
        throw new RefusedDocument(source + ": schema '" + schema + "' is not one the report draws (accepted: "
            + String.join(", ", Readers.ALL.keySet()) + ", and JMH's -rf json files)");
      }
      return reader.apply(source, text);
    } catch (IllegalArgumentException e) {
      throw new RefusedDocument(source + ": " + e.getMessage());
    }
  }

  /**
   * The core's readers and the plug-ins' ({@link DocumentReader} services), by schema: looked up
   * once per JVM, on first use (the class path does not change), not once per file.
   */
  private static final class Readers {
    static final Map<String, BiFunction<String, String, ReportDocument>> ALL = load();

    private static Map<String, BiFunction<String, String, ReportDocument>> load() {
      Map<String, BiFunction<String, String, ReportDocument>> all = coreReaders();
      for (DocumentReader r : ServiceLoader.load(DocumentReader.class, ReportInputs.class.getClassLoader())) {
        all.putIfAbsent(r.schema(), (source, text) -> ReportDocument.plugin(source, r.read(text)));
      }
      return java.util.Collections.unmodifiableMap(all);
    }
  }
}
