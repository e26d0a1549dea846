package io.github.nanometer.html;

import io.github.nanometer.report.IoReasons;
import io.github.nanometer.report.JmhFileEntry;
import io.github.nanometer.report.JmhJsonReader;
import io.github.nanometer.report.JsonReader;
import io.github.nanometer.report.JudgeReader;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * One saved document the report draws: where it came from, its schema, its parsed members and,
 * where a section draws from typed values, what the schema's typed reader made of it. The only
 * place the report reads files.
 *
 * <p>A JMH result file (JMH's {@code -rf json}: a top-level array of benchmarks) has the schema
 * {@value #JMH}, no members ({@code root} is empty) and its benchmarks as {@link JmhFileEntry}s. A
 * {@code nanometer-judge} document is read by {@link JudgeReader} as well, so it is refused as that
 * reader refuses it and its section draws from the {@link JudgeReader.Document}.
 *
 * @param source the file name shown in the report
 * @param schema the document's {@code schema} member, e.g. "nanometer-results", or {@value #JMH}
 * @param root the document's members; empty for a JMH file
 * @param typed the typed reader's value where a section draws from it ({@link JudgeReader.Document}
 *     for a judge document, a {@code List<JmhFileEntry>} for a JMH file); null otherwise
 */
public record ReportDocument(String source, String schema, Map<String, Object> root, Object typed) {

  /** The schema name the report gives a JMH result file, which has no schema member. */
  public static final String JMH = "jmh";

  /** Schemas the report can draw. */
  public static final List<String> SCHEMAS = List.of("nanometer-results", "nanometer-suite",
      "nanometer-compare", "nanometer-judge", "nanometer-threaded", JMH);

  /**
   * Reads and parses a file.
   *
   * @throws IOException naming the file and why it cannot be read or is not a document the report
   *     draws
   */
  public static ReportDocument read(Path file) throws IOException {
    String text;
    try {
      text = JsonReader.readFile(file);
    } catch (IOException e) {
      throw new IOException(file + ": " + IoReasons.of(e));
    }
    return parse(file.toString(), text);
  }

  /**
   * Parses a document held in memory (e.g. the JSON a measuring command just produced).
   *
   * @throws IOException naming {@code source} when the text is not JSON, its schema is unknown, or
   *     (a JMH file, a judge document) its typed reader refuses it, naming the member
   */
  public static ReportDocument parse(String source, String text) throws IOException {
    Object parsed;
    try {
      parsed = JsonReader.parse(text);
    } catch (IllegalArgumentException e) {
      throw new IOException(source + ": not a JSON document (" + e.getMessage() + ")");
    }
    try {
      if (parsed instanceof List<?>) {
        return new ReportDocument(source, JMH, Map.of(), JmhJsonReader.benchmarks(parsed));
      }
      if (!(parsed instanceof Map<?, ?>)) {
        throw new IOException(source + ": not a JSON document (an object, or JMH's array of benchmarks)");
      }
      @SuppressWarnings("unchecked")
      Map<String, Object> root = (Map<String, Object>) parsed;
      String schema = Fields.string(root, "schema");
      if (JMH.equals(schema) || !SCHEMAS.contains(schema)) {
        throw new IOException(source + ": schema '" + schema + "' is not one the report draws (accepted: "
            + String.join(", ", SCHEMAS.subList(0, SCHEMAS.size() - 1)) + ", and JMH's -rf json files)");
      }
      Object typed = schema.equals("nanometer-judge") ? JudgeReader.parse(text) : null;
      return new ReportDocument(source, schema, root, typed);
    } catch (IllegalArgumentException e) {
      throw new IOException(source + ": " + e.getMessage(), e);
    }
  }

  /**
   * The typed judge document.
   *
   * @throws IllegalStateException when this is not a judge document read by {@link #parse}
   */
  public JudgeReader.Document judge() {
    if (!(typed instanceof JudgeReader.Document d)) {
      throw new IllegalStateException(source + ": not a judge document read through its reader");
    }
    return d;
  }

  /**
   * The benchmarks of a JMH file.
   *
   * @throws IllegalStateException when this is not a JMH file read by {@link #parse}
   */
  @SuppressWarnings("unchecked")
  public List<JmhFileEntry> jmh() {
    if (!JMH.equals(schema) || !(typed instanceof List<?>)) {
      throw new IllegalStateException(source + ": not a JMH file");
    }
    return (List<JmhFileEntry>) typed;
  }

  /** How many benchmarks (or measurements, comparisons) the document holds. */
  public int benchmarkCount() {
    return switch (schema) {
      case JMH -> jmh().size();
      case "nanometer-suite" -> Fields.objects(root, "measurements").size();
      case "nanometer-compare" -> 1;
      case "nanometer-judge" -> judge().result().judgements().size();
      default -> Fields.objects(root, "results").size();
    };
  }
}
