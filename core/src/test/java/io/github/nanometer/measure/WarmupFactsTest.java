package io.github.nanometer.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

class WarmupFactsTest {

  @Test
  void theReasonIsRenderedOnceAtItsFirstRead() {
    int[] renders = {0};
    Supplier<String> text = () -> "steady after " + (++renders[0]) + " renders";
    WarmupFacts f = new WarmupFacts(3, 300, 1_000, 0, true, text, 2.5, WarmupCurve.EMPTY);
    assertEquals(0, renders[0], "nothing is rendered when the facts are made");
    assertFalse(f.reasonRendered());
    assertEquals("steady after 1 renders", f.reason());
    assertEquals("steady after 1 renders", f.reason());
    assertEquals(1, renders[0]);
    assertTrue(f.reasonRendered());
  }

  @Test
  void aStringReasonIsThereAsItIs() {
    WarmupFacts f = new WarmupFacts(0, 0, 0, -1, false, "none", Double.NaN);
    assertEquals("none", f.reason());
    assertThrows(IllegalArgumentException.class,
        () -> new WarmupFacts(0, 0, 0, -1, false, (Supplier<String>) null, Double.NaN, WarmupCurve.EMPTY));
  }
}
