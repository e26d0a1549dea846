package io.github.nanometer.spi;

import io.github.nanometer.json.DocumentHeader;

/**
 * The schema of a document a plug-in writes and reads, at the version this build of the plug-in
 * writes: the header {@code {"schema": ..., "version": N}} that starts the document ({@link
 * DocumentWriter#document}) and that its reader checks ({@link DocumentValue#parse}, {@link #check}).
 * A reader accepts versions 1 up to {@link #version()}. The plug-in declares its own schemas ({@link
 * #of}); the library holds none of them.
 */
public final class PluginSchema {

  private final DocumentHeader header;

  private PluginSchema(DocumentHeader header) {
    this.header = header;
  }

  /**
   * A plug-in's schema.
   *
   * @param schema the document's {@code schema} member: {@code "nanometer-"} followed by lower-case
   *     words joined by dashes, as every nanometer document's, e.g. {@code "nanometer-suite"}
   * @param version the version this build writes and the newest it reads, at least 1
   * @throws IllegalArgumentException naming the bad value and what is accepted
   */
  public static PluginSchema of(String schema, int version) {
    return new PluginSchema(new DocumentHeader(schema, version));
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

  /** Equal when the name and the version are. */
  @Override
  public boolean equals(Object o) {
    return o instanceof PluginSchema p && p.header.equals(header);
  }

  @Override
  public int hashCode() {
    return header.hashCode();
  }

  /** {@code schema/version}, e.g. {@code nanometer-suite/2}. */
  @Override
  public String toString() {
    return schema() + "/" + version();
  }
}
