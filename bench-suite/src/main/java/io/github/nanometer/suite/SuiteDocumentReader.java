package io.github.nanometer.suite;

import io.github.nanometer.spi.DocumentReader;
import io.github.nanometer.spi.PluginDocument;

/**
 * {@code nanometer report}'s reader of {@code nanometer-suite} documents: the whole document through
 * {@link SuiteReader}, so the report refuses what the suite's own reader refuses, and draws the
 * {@link SuiteReport} it returns ({@link SuiteReportSection}). A {@link DocumentReader} service,
 * found by {@link java.util.ServiceLoader}.
 */
public final class SuiteDocumentReader implements DocumentReader {

  /** For {@link java.util.ServiceLoader}. */
  public SuiteDocumentReader() {}

  /** {@code nanometer-suite}. */
  @Override
  public String schema() {
    return SuiteSchemas.DOCUMENT.schema();
  }

  /**
   * Reads {@code text} with {@link SuiteReader#parse}.
   *
   * @return the suite's report as the HTML report draws it
   * @throws IllegalArgumentException naming the header that is not accepted or the path of the bad member
   */
  @Override
  public PluginDocument read(String text) {
    return new SuiteReportSection(SuiteReader.parse(text));
  }
}
