package io.github.nanometer.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.nativelib.ParameterBatch;
import org.junit.jupiter.api.Test;

/** The batch's sizes and sharing, and the checked copy the native loops take: once per draw, never stale after {@code changed()}. */
class CallBatchTest {

  @Test
  void entriesArePowersOfTwoUpTo2To20() {
    assertEquals(1, new CallBatch(1, true).length());
    assertEquals((1 << 20) - 1, new CallBatch(1 << 20, true).mask());
    for (int bad : new int[] {0, -4, 3, 1000, 1 << 21}) {
      assertThrows(IllegalArgumentException.class, () -> new CallBatch(bad, false), "entries " + bad);
    }
  }

  @Test
  void sharedOffsetsAreOneArray() {
    CallBatch shared = new CallBatch(8, true);
    assertTrue(shared.sharedOffsets());
    assertSame(shared.dstOffsets(), shared.srcOffsets());
    CallBatch separate = new CallBatch(8, false);
    assertNotSame(separate.dstOffsets(), separate.srcOffsets());
  }

  @Test
  void theCheckedCopyIsMadeOncePerDrawAndFollowsChanged() {
    CallBatch b = new CallBatch(4, false);
    b.sizes()[0] = 5;
    b.srcOffsets()[0] = 7;
    ParameterBatch first = b.checked();
    assertSame(first, b.checked());
    assertEquals(5, b.totalBytes());
    assertEquals(7, first.srcOffset(0));
    b.sizes()[1] = 3;
    assertEquals(5, b.totalBytes(), "until changed() the copy of the last draw stands");
    b.changed();
    assertEquals(8, b.totalBytes());
    assertNotSame(first, b.checked());
    assertEquals(3, b.checked().size(1));
  }

  @Test
  void aNegativeEntryIsRefusedBeforeAnyLoopSeesIt() {
    CallBatch b = new CallBatch(4, true);
    b.sizes()[2] = -1;
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, b::totalBytes);
    assertTrue(e.getMessage().contains("sizes[2]"), e.getMessage());
  }
}
