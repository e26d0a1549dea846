package io.github.nanometer.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;

/** Echoed text stays one line (issue 12, failure 13). */
class MessagesTest {

  @Test
  void controlCharactersAreEscaped() {
    assertEquals("a\\nb\\tc\\r\\u001b[0m\\u0000", Messages.escape("a\nb\tc\r\u001b[0m\u0000"));
    assertEquals("line\\u2028sep", Messages.escape("line\u2028sep"));
    String plain = "caf\u00e9 50% ok";
    assertSame(plain, Messages.escape(plain));
    assertEquals("null", Messages.escape(null));
  }
}
