package io.github.nanometer.json;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The header every JSON document nanometer writes starts with: {@code {"schema": "nanometer-...",
 * "version": N}}, in that order, before any other member.
 *
 * <p>The schema names what the document is; the version is bumped when a member changes meaning or
 * disappears, or when members a reader may rely on are added (version 4 of the results, suite and
 * jmh documents: the run that wrote them and the members a history keys on); an optional member
 * may be added within a version. A reader built for version N reads versions 1..N
 * of its schema and refuses anything else with a message that names the schema and the versions it
 * found and expected ({@link #check}).
 *
 * @param schema the document's name, {@code nanometer-} followed by lower-case words and dashes
 * @param version the document's version, at least 1
 */
public record DocumentHeader(String schema, int version) {

  /** Saved benchmark results ({@code results.ResultWriter}, {@code reference --format json}). */
  public static final DocumentHeader RESULTS = new DocumentHeader("nanometer-results", 4);
  /** The bundled memcpy/memset suite ({@code suite --format json}). */
  public static final DocumentHeader SUITE = new DocumentHeader("nanometer-suite", 4);
  /** A sequential comparison of two commands ({@code compare --format json}). */
  public static final DocumentHeader COMPARE = new DocumentHeader("nanometer-compare", 2);
  /** The analysis of saved hierarchical data ({@code analyze --format json}). */
  public static final DocumentHeader ANALYZE = new DocumentHeader("nanometer-analyze", 2);
  /** The doctor's findings ({@code doctor --format json}). */
  public static final DocumentHeader DOCTOR = new DocumentHeader("nanometer-doctor", 1);
  /** Clock facts ({@code timer --format json}). */
  public static final DocumentHeader TIMER = new DocumentHeader("nanometer-timer", 1);
  /** The perf counter probe ({@code counters --format json}). */
  public static final DocumentHeader COUNTERS = new DocumentHeader("nanometer-counters", 1);
  /** The paired-benchmarking self-check ({@code paired-check --format json}). */
  public static final DocumentHeader PAIRED_CHECK = new DocumentHeader("nanometer-paired-check", 2);

  /** Saved results judged against each other ({@code judge --format json}). */
  public static final DocumentHeader JUDGE = new DocumentHeader("nanometer-judge", 1);

  /**
   * The header line of the suite's JSON Lines journal beside {@code --out} (declared by the suite as
   * its own schema; listed here so that {@link #read} knows it).
   */
  public static final DocumentHeader SUITE_JOURNAL = new DocumentHeader("nanometer-suite-journal", 3);

  /** Threaded benchmark results with every thread's raw samples ({@code results.ThreadedResultWriter}). */
  public static final DocumentHeader THREADED = new DocumentHeader("nanometer-threaded", 1);

  /** JMH benchmarks run by nanometer's engine ({@code nanometer jmh --format json}). */
  public static final DocumentHeader JMH = new DocumentHeader("nanometer-jmh", 4);

  /** Every document nanometer writes, at the version this build writes. */
  public static final List<DocumentHeader> KNOWN =
      List.of(RESULTS, SUITE, COMPARE, ANALYZE, DOCTOR, TIMER, COUNTERS, PAIRED_CHECK, JUDGE, SUITE_JOURNAL,
          THREADED, JMH);

  /** Checks the schema's form and the version's range. */
  public DocumentHeader {
    if (schema == null || !schema.matches("nanometer-[a-z]+(-[a-z]+)*")) {
      throw new IllegalArgumentException(
          "schema must be \"nanometer-\" followed by lower-case words joined by dashes, got " + quoted(schema));
    }
    if (version < 1) {
      throw new IllegalArgumentException("version of " + schema + " must be at least 1, got " + version);
    }
  }

  /** Writes {@code "schema"} and {@code "version"} as the first members of the object {@code w} has just begun. */
  public JsonWriter write(JsonWriter w) {
    return w.field("schema", schema).field("version", version);
  }

  /**
   * Parses {@code text} as a JSON object and {@link #check}s its header; returns the document's root
   * for the reader to take its members from.
   *
   * @throws IllegalArgumentException when the text is not a JSON object or the header is not accepted
   */
  public JsonValue parseChecked(String text) {
    JsonValue top = JsonValue.root(JsonReader.parseObject(text));
    check(top.objectMap());
    return top;
  }

  /**
   * Checks that a parsed document is this schema at a version this build reads (1 up to {@link
   * #version()}) and returns the document's version.
   *
   * @throws IllegalArgumentException when the header is missing or malformed, names another or an
   *     unknown schema, or a newer version; the message says which and what was expected
   */
  public int check(Map<String, Object> document) {
    DocumentHeader found = read(document);
    if (!found.schema.equals(schema)) {
      throw new IllegalArgumentException("expected a " + schema + " document, got a " + found.schema
          + " document (version " + found.version + ")");
    }
    if (found.version > version) {
      throw new IllegalArgumentException(schema + " version " + found.version
          + " is newer than this nanometer reads (versions 1.." + version + "); use a newer nanometer");
    }
    return found.version;
  }

  /**
   * Reads the header of a parsed document whose schema is one of {@link #KNOWN}, at any version
   * (the caller decides what it can read).
   *
   * @throws IllegalArgumentException when the header is missing, malformed or names an unknown schema
   */
  public static DocumentHeader read(Map<String, Object> document) {
    if (document == null) {
      throw new IllegalArgumentException("document is null");
    }
    Object schema = document.get("schema");
    if (schema == null) {
      Object format = document.get("format");
      String hint = format instanceof String
          ? " (it has the retired header {\"format\": " + quoted((String) format)
              + "}; write it again with this nanometer)"
          : "";
      throw new IllegalArgumentException("not a nanometer document: no \"schema\" member" + hint);
    }
    if (!(schema instanceof String) || KNOWN.stream().noneMatch(h -> h.schema.equals(schema))) {
      throw new IllegalArgumentException("unknown schema " + quoted(String.valueOf(schema))
          + "; nanometer writes " + KNOWN.stream().map(DocumentHeader::schema).collect(Collectors.joining(", ")));
    }
    Object version = document.get("version");
    if (!(version instanceof Long) || (Long) version < 1 || (Long) version > Integer.MAX_VALUE) {
      throw new IllegalArgumentException(schema + ": \"version\" must be a whole number from 1 to "
          + Integer.MAX_VALUE + ", got " + (version == null ? "none" : String.valueOf(version)));
    }
    return new DocumentHeader((String) schema, (int) (long) (Long) version);
  }

  /** Echoes text from a file on one line: control characters as '?', at most 80 characters. */
  private static String quoted(String s) {
    if (s == null) {
      return "null";
    }
    String shown = s.length() > 80 ? s.substring(0, 80) + "..." : s;
    return '"' + shown.replaceAll("\\p{Cntrl}", "?") + '"';
  }
}
