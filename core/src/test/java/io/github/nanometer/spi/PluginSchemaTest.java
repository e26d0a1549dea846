package io.github.nanometer.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** A plug-in declares its own schemas; a bad name or version is refused with the value and the rule. */
class PluginSchemaTest {

  @Test
  void aSchemaIsItsNameAndVersion() {
    PluginSchema s = PluginSchema.of("nanometer-my-plugin", 3);
    assertEquals("nanometer-my-plugin", s.schema());
    assertEquals(3, s.version());
    assertEquals(PluginSchema.of("nanometer-my-plugin", 3), s);
    assertEquals(PluginSchema.of("nanometer-my-plugin", 3).hashCode(), s.hashCode());
    assertNotEquals(PluginSchema.of("nanometer-my-plugin", 2), s);
    assertEquals("nanometer-my-plugin/3", s.toString());
  }

  @Test
  void badNamesAndVersionsAreRefusedByValue() {
    for (String bad : new String[] {"", "suite", "nanometer-Suite", "nanometer_suite", "nanometer-", "nanometer--a",
        "nanometer-suite2"}) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> PluginSchema.of(bad, 1), bad);
      assertEquals("schema must be \"nanometer-\" followed by lower-case words joined by dashes, got \"" + bad + "\"",
          e.getMessage());
    }
    assertEquals("version of nanometer-doc must be at least 1, got 0",
        assertThrows(IllegalArgumentException.class, () -> PluginSchema.of("nanometer-doc", 0)).getMessage());
  }
}
