package io.github.nanometer.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryType;
import org.junit.jupiter.api.Test;

/** Which pools count as eden, and this JVM's reading. */
class YoungGenerationTest {

  @Test
  void edenPoolsOfEveryGenerationalCollectorCount() {
    assertTrue(YoungGeneration.isYoung(MemoryType.HEAP, "G1 Eden Space"));
    assertTrue(YoungGeneration.isYoung(MemoryType.HEAP, "PS Eden Space"));
    assertTrue(YoungGeneration.isYoung(MemoryType.HEAP, "Eden Space"));
    assertFalse(YoungGeneration.isYoung(MemoryType.HEAP, "G1 Survivor Space"), "survivors change every collection");
    assertFalse(YoungGeneration.isYoung(MemoryType.HEAP, "G1 Old Gen"));
    assertFalse(YoungGeneration.isYoung(MemoryType.HEAP, "ZHeap"));
    assertFalse(YoungGeneration.isYoung(MemoryType.NON_HEAP, "Eden Space"));
  }

  @Test
  void readsThisJvmsEdenWhereItHasOne() {
    boolean hasEden = ManagementFactory.getMemoryPoolMXBeans().stream()
        .anyMatch(p -> YoungGeneration.isYoung(p.getType(), p.getName()));
    long bytes = YoungGeneration.ofThisJvm().committedBytes();
    if (hasEden) {
      assertTrue(bytes >= 0, "eden committed " + bytes);
    } else {
      assertEquals(-1, bytes);
    }
    assertEquals(-1, YoungGeneration.unknown().committedBytes());
  }
}
