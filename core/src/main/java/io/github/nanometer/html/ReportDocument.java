package io.github.nanometer.html;

import io.github.nanometer.report.JsonReader;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;

/**
 * One saved document the report draws: where it came from, its schema and its parsed members.
 * The only place the report reads files, so a typed reader of saved results can replace the maps
 * without touching the sections.
 *
 * @param source the file name shown in the report
 * @param schema the document's {@code schema} member, e.g. "nanometer-results"
 */
public record ReportDocument(String source, String schema, Map<String, Object> root) {

  /** Schemas the report can draw. */
  public static final java.util.List<String> SCHEMAS = java.util.List.of("nanometer-results", "nanometer-suite",
      "nanometer-compare", "nanometer-judge", "nanometer-threaded");

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
      throw new IOException(file + ": " + io.github.nanometer.report.IoReasons.of(e));
    }
    return parse(file.toString(), text);
  }

  /**
   * Parses a document held in memory (e.g. the JSON a measuring command just produced).
   *
   * @throws IOException naming {@code source} when the text is not JSON or its schema is unknown
   */
  public static ReportDocument parse(String source, String text) throws IOException {
    Map<String, Object> root;
    try {
      root = JsonReader.parseObject(text);
    } catch (IllegalArgumentException e) {
      throw new IOException(source + ": not a JSON document (" + e.getMessage() + ")");
    }
    String schema = Fields.string(root, "schema");
    if (!SCHEMAS.contains(schema)) {
      throw new IOException(source + ": schema '" + schema + "' is not one the report draws (accepted: "
          + String.join(", ", SCHEMAS) + ")");
    }
    return new ReportDocument(source, schema, root);
  }
}
