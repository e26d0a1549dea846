package io.github.nanometer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class PinningTest {

  @Test
  void textAndParseAreOneSpellingBothWays() {
    for (Pinning p : List.of(Pinning.none(), Pinning.auto(), Pinning.cpu(0), Pinning.cpu(65536))) {
      assertEquals(p, Pinning.parse(p.text()), p.text());
    }
    assertEquals("cpu 3", Pinning.cpu(3).text());
    assertEquals("auto", Pinning.auto().text());
  }

  @Test
  void anyOtherTextIsRefusedByName() {
    for (String bad : new String[] {"AUTO", "cpu", "cpu -1", "cpu 65537", "cpu 1 ", "", "3"}) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Pinning.parse(bad), bad);
      assertTrue(e.getMessage().contains("cpu") || e.getMessage().contains(bad), e.getMessage());
    }
    assertThrows(IllegalArgumentException.class, () -> Pinning.parse(null));
  }
}
