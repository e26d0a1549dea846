package io.github.nanometer.spi;

/**
 * The typed reader of one kind of saved JSON document that a plug-in brings, so that {@code
 * nanometer report} reads that kind as strictly as the core's own and draws it from what the reader
 * returned (the suite's {@code nanometer-suite} reader is one). A class implementing it with a
 * public no-argument constructor, named in {@code
 * META-INF/services/io.github.nanometer.spi.DocumentReader}, is found through {@link
 * java.util.ServiceLoader}.
 */
public interface DocumentReader {

  /** The schema this reader reads, e.g. {@code "nanometer-suite"}: the document's {@code schema} member. */
  String schema();

  /**
   * Reads the whole document through the typed reader, as the report draws it.
   *
   * @param text the document's JSON text
   * @return the document, which draws its own section of the report
   * @throws IllegalArgumentException when the header names another schema or a version newer than
   *     this build reads, or a member is missing, mistyped or out of range; the message names the
   *     member's path (e.g. {@code measurements[3].result.samples}) and what was expected
   */
  PluginDocument read(String text);
}
