package io.github.nanometer.cli;

import static io.github.nanometer.cli.MainTest.assertUsageError;
import static io.github.nanometer.cli.MainTest.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code reference --format}: each format says whether it can hold forks, and {@code --forks} obeys it. */
class ReferenceFormatTest {

  @Test
  void theNanometerDocumentsAndJmhsHoldSeveralResultsPerBenchmark() {
    assertTrue(ReferenceFormat.TEXT.holdsSeveralResultsPerBenchmark());
    assertTrue(ReferenceFormat.JSON.holdsSeveralResultsPerBenchmark());
    assertTrue(ReferenceFormat.JMH.holdsSeveralResultsPerBenchmark());
    assertFalse(ReferenceFormat.GH_ACTION.holdsSeveralResultsPerBenchmark());
    assertFalse(ReferenceFormat.BMF.holdsSeveralResultsPerBenchmark());
    assertEquals(List.of("text", "json", "jmh"), ReferenceFormat.wordsHoldingSeveralResults());
  }

  @Test
  void theOptionReadsEveryWordAndDefaultsToText() {
    for (ReferenceFormat f : ReferenceFormat.values()) {
      assertEquals(f, ReferenceFormat.OPTION.parse(f.word()));
    }
    assertEquals(ReferenceFormat.TEXT, ReferenceFormat.OPTION.defaultValue());
    assertEquals("text|json|jmh|gh-action|bmf", ReferenceFormat.OPTION.valueName());
  }

  @Test
  void forksAreRefusedWithEveryFormatThatHoldsOneResultPerBenchmark() {
    for (String word : List.of("gh-action", "bmf")) {
      assertUsageError(run("reference", "--forks", "2", "--format", word),
          "--forks 2 with --format " + word + ": that format holds one result per benchmark, and forks give several; "
              + "use --format text or json or jmh");
    }
  }
}
