package io.github.nanometer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** {@code reference --format}: the words it reads and its default. */
class ReferenceFormatTest {

  @Test
  void theOptionReadsEveryWordAndDefaultsToText() {
    for (ReferenceFormat f : ReferenceFormat.values()) {
      assertEquals(f, ReferenceFormat.OPTION.parse(f.word()));
    }
    assertEquals(ReferenceFormat.TEXT, ReferenceFormat.OPTION.defaultValue());
    assertEquals("text|json|jmh|gh-action|bmf", ReferenceFormat.OPTION.valueName());
  }
}
