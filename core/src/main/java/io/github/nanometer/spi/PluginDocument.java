package io.github.nanometer.spi;

import io.github.nanometer.Diagnosis;
import io.github.nanometer.results.SavedEnvironment;
import java.util.Optional;

/**
 * A document of a plug-in's schema (the suite's {@code nanometer-suite} is one), as the plug-in's
 * typed reader ({@link DocumentReader}) made it: the report draws the plug-in's own section ({@link
 * #html}, built with the report's charts, {@link ReportCharts}) and, after it, the doctor's findings
 * and the environment, and lists it in the summary by its kind, benchmark count, machine and JVM.
 * The core never knows the plug-in's document; the plug-in never parses JSON for the report (its
 * reader did).
 */
public interface PluginDocument {

  /** The document's schema, e.g. {@code "nanometer-suite"}. */
  String schema();

  /** What kind of document this is, in words, for the summary, e.g. "memory-function suite". */
  String kind();

  /** How many benchmarks (measurements) the document holds. */
  int benchmarkCount();

  /** The machine and JVM the document was measured on, when it records them. */
  Optional<SavedEnvironment> environment();

  /** The doctor's report the document embeds, when it has one. */
  Optional<Diagnosis> doctor();

  /**
   * The document's section: well-formed XHTML (every text escaped, {@link ReportCharts#escape}),
   * starting with an {@code h2} heading that names {@code source}, with inline SVG charts only (no
   * scripts, nothing external), as {@code charts} draws them.
   *
   * @param source the file name (or command) the report names the document by
   * @param charts the report's charts, to draw the section with
   */
  String html(String source, ReportCharts charts);
}
