package io.github.nanometer.cli.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.OptionSpec;
import org.junit.jupiter.api.Test;

/**
 * A plug-in's options are the option model's specs: the same values, refusals and help as a spec
 * made directly, with the command's wording on top.
 */
class TypedOptionTest {

  private static final TypedOption<Integer> BATCH = TypedOption.wholeNumber("batchEntries", "batch", 256, 1, 1 << 20,
      "calls per parameter batch").also(n -> Integer.bitCount(n) == 1, "a power of two");

  private static final OptionSpec<Integer> BATCH_SPEC = OptionSpec.integer("batchEntries", "batch", 256, 1, 1 << 20,
      "calls per parameter batch").also(n -> Integer.bitCount(n) == 1, "a power of two");

  @Test
  void aWholeNumberIsReadAndRefusedAsItsSpecIs() {
    assertEquals(1024, BATCH.parse("1024"));
    for (String bad : new String[] {"0", "3", "2097152", "many", "1.5"}) {
      IllegalArgumentException ours = assertThrows(IllegalArgumentException.class, () -> BATCH.parse(bad));
      IllegalArgumentException spec = assertThrows(IllegalArgumentException.class, () -> BATCH_SPEC.parse(bad));
      assertEquals(spec.getMessage(), ours.getMessage(), bad);
    }
    assertTrue(assertThrows(IllegalArgumentException.class, () -> BATCH.parse("3")).getMessage()
        .contains("a power of two"));
  }

  @Test
  void helpShowsTheSpecsNameRangeAndDefault() {
    assertEquals("batch", BATCH.name());
    assertEquals(BATCH_SPEC.valueName(), BATCH.valueName());
    assertEquals(BATCH_SPEC.rangeText(), BATCH.rangeText());
    assertTrue(BATCH.rangeText().endsWith("a power of two"), BATCH.rangeText());
    assertEquals("256", BATCH.defaultText());
    assertEquals(256, BATCH.defaultValue());
    assertEquals("calls per parameter batch", BATCH.help());
    assertTrue(BATCH.takesValue());
  }

  @Test
  void theCommandsWordingLeavesTheValuesAlone() {
    TypedOption<Integer> worded = BATCH.withDefaultText("one batch").withHelp("calls per batch, here");
    assertEquals("one batch", worded.defaultText());
    assertEquals("calls per batch, here", worded.help());
    assertEquals(256, worded.defaultValue());
    assertEquals(BATCH.rangeText(), worded.rangeText());
    assertThrows(IllegalArgumentException.class, () -> worded.parse("3"));
    assertThrows(IllegalArgumentException.class, () -> BATCH.withHelp(" "));
  }

  @Test
  void aTextOptionTakesAnyTextAndShowsNoneWithoutADefault() {
    TypedOption<String> format = TypedOption.text("format", "text|json", "text", "output format");
    assertEquals("text", format.defaultValue());
    assertEquals("text", format.defaultText());
    assertEquals(" a,,b ", format.parse(" a,,b "));
    assertEquals("", format.rangeText());
    TypedOption<String> out = TypedOption.text("out", "FILE", null, "write to FILE");
    assertNull(out.defaultValue());
    assertEquals("none", out.defaultText());
    assertEquals("FILE", out.valueName());
  }

  @Test
  void aFlagTakesNoValueAndIsTrueWhenGiven() {
    TypedOption<Boolean> list = TypedOption.flag("list", "list, then exit");
    assertFalse(list.takesValue());
    assertNull(list.valueName());
    assertEquals("off", list.defaultText());
    assertEquals(false, list.defaultValue());
    assertEquals(true, list.parse("true"));
  }
}
