package io.github.nanometer.suite;

import io.github.nanometer.cli.DocumentReader;
import io.github.nanometer.report.DocumentHeader;

/**
 * {@code nanometer report}'s reader of {@code nanometer-suite} documents: the whole document through
 * {@link SuiteReader}, so the report refuses what the suite's own reader refuses. A {@link
 * DocumentReader} service, found by {@link java.util.ServiceLoader}.
 */
public final class SuiteDocumentReader implements DocumentReader {

  /** For {@link java.util.ServiceLoader}. */
  public SuiteDocumentReader() {}

  /** {@code nanometer-suite}. */
  @Override
  public String schema() {
    return DocumentHeader.SUITE.schema();
  }

  /**
   * Reads {@code text} with {@link SuiteReader#parse}.
   *
   * @throws IllegalArgumentException naming the header that is not accepted or the path of the bad member
   */
  @Override
  public void check(String text) {
    SuiteReader.parse(text);
  }
}
