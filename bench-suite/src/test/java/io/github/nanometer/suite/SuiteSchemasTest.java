package io.github.nanometer.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.nanometer.json.DocumentHeader;
import org.junit.jupiter.api.Test;

/**
 * The suite declares its own schemas; the core's readers of saved results (judge, compare) still know
 * the suite's document by name, so the two must not drift apart.
 */
class SuiteSchemasTest {

  @Test
  void theSuitesSchemasAreTheOnesTheCoresReadersAccept() {
    assertEquals(DocumentHeader.SUITE.schema(), SuiteSchemas.DOCUMENT.schema());
    assertEquals(DocumentHeader.SUITE.version(), SuiteSchemas.DOCUMENT.version());
    assertEquals(DocumentHeader.SUITE_JOURNAL.schema(), SuiteSchemas.JOURNAL.schema());
    assertEquals(DocumentHeader.SUITE_JOURNAL.version(), SuiteSchemas.JOURNAL.version());
  }
}
