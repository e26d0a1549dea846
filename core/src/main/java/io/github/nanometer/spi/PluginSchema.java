package io.github.nanometer.spi;

import io.github.nanometer.report.DocumentHeader;

/**
 * The schemas of the documents a plug-in writes and reads, each at the version this build writes:
 * the header {@code {"schema": ..., "version": N}} that starts the document ({@link
 * DocumentWriter#document}) and that its reader checks ({@link DocumentValue#parse}, {@link
 * #check}). A reader accepts versions 1 up to {@link #version()} of its schema.
 */
public enum PluginSchema {
  /** The bundled suite's document, {@code nanometer-suite} ({@code suite --format json}). */
  SUITE(DocumentHeader.SUITE),
  /** The header line of the bundled suite's JSON Lines journal, {@code nanometer-suite-journal}. */
  SUITE_JOURNAL(DocumentHeader.SUITE_JOURNAL);

  private final DocumentHeader header;

  PluginSchema(DocumentHeader header) {
    this.header = header;
  }

  /** The schema's name, the document's {@code schema} member, e.g. {@code "nanometer-suite"}. */
  public String schema() {
    return header.schema();
  }

  /** The version this build writes, and the newest it reads; at least 1. */
  public int version() {
    return header.version();
  }

  /**
   * Checks that {@code document} (an object) has this schema's header at a version this build reads
   * (1 up to {@link #version()}).
   *
   * @return the document's version
   * @throws IllegalArgumentException when the header is missing or malformed, names another schema
   *     or a newer version; the message says which and what was expected
   */
  public int check(DocumentValue document) {
    return header.check(document.json().objectMap());
  }

  /** The header this schema stands for, for the views that write and read it. */
  DocumentHeader header() {
    return header;
  }
}
