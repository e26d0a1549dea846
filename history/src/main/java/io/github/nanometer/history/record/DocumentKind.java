package io.github.nanometer.history.record;

import java.util.List;
import java.util.Map;

/**
 * The kinds of saved document the history records, each with the versions it reads: nanometer's
 * own (version 3, and version 4, which adds the run's id and times, the machine's CPU model and
 * memory, the JVM's vendor and flags and each benchmark's body fingerprint) and JMH's {@code -rf
 * json} array.
 */
public enum DocumentKind {
  /** {@code nanometer-results}: the reference runs' and the API's results. */
  RESULTS("nanometer-results"),
  /** {@code nanometer-suite}: the bundled memcpy/memset suite. */
  SUITE("nanometer-suite"),
  /** {@code nanometer-jmh}: JMH benchmarks run by nanometer's engine ({@code nanometer jmh}). */
  NANOMETER_JMH("nanometer-jmh"),
  /** JMH's own {@code -rf json} output (also as nanometer's {@code --format jmh} writes it): a JSON array. */
  JMH("JMH -rf json");

  /** The oldest version of a nanometer document the history reads. */
  public static final int OLDEST_VERSION = 3;
  /** The newest version of a nanometer document the history reads: the first with run ids and times. */
  public static final int NEWEST_VERSION = 4;

  /** What the history reads, for messages. */
  static final String ACCEPTED = "nanometer-results, nanometer-suite or nanometer-jmh (versions " + OLDEST_VERSION
      + " and " + NEWEST_VERSION + ") or a JMH -rf json array";

  private final String label;

  DocumentKind(String label) {
    this.label = label;
  }

  /** The document's schema name ({@code nanometer-results}), or {@code "JMH -rf json"}. */
  public String label() {
    return label;
  }

  /**
   * The kind and version of a parsed document ({@code JsonReader.parse}'s value): the version is 0
   * for a JMH array, which has none.
   *
   * @throws IllegalArgumentException naming what was found and what is accepted
   */
  static Header of(Object parsed) {
    if (parsed instanceof List<?>) {
      return new Header(JMH, 0);
    }
    if (!(parsed instanceof Map<?, ?> top)) {
      throw new IllegalArgumentException("expected " + ACCEPTED + ", got a JSON " + (parsed == null ? "null"
          : parsed instanceof String ? "string" : parsed instanceof Boolean ? "boolean" : "number"));
    }
    Object schema = top.get("schema");
    if (!(schema instanceof String name)) {
      throw new IllegalArgumentException("not a saved result document: no \"schema\" member; expected " + ACCEPTED);
    }
    for (DocumentKind kind : values()) {
      if (kind.label.equals(name)) {
        return new Header(kind, version(kind, top.get("version")));
      }
    }
    throw new IllegalArgumentException("a document of schema \"" + name + "\" holds no run to record; expected "
        + ACCEPTED);
  }

  private static int version(DocumentKind kind, Object version) {
    if (!(version instanceof Long v)) {
      throw new IllegalArgumentException(kind.label + ": \"version\" must be a whole number, got " + version);
    }
    if (v < OLDEST_VERSION) {
      throw new IllegalArgumentException(kind.label + " version " + v + " is older than the history reads (versions "
          + OLDEST_VERSION + " and " + NEWEST_VERSION + "); write it again with this nanometer");
    }
    if (v > NEWEST_VERSION) {
      throw new IllegalArgumentException(kind.label + " version " + v + " is newer than the history reads (versions "
          + OLDEST_VERSION + " and " + NEWEST_VERSION + "); use a newer nanometer");
    }
    return (int) (long) v;
  }

  /** A document's kind and version (0 for JMH's array). */
  record Header(DocumentKind kind, int version) {

    /** Whether the document carries the members of version 4 (a run id and times, the new facts). */
    boolean hasRunFacts() {
      return kind != JMH && version >= NEWEST_VERSION;
    }
  }
}
