package io.github.nanometer.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The conditioner's stopping rule and once-only behaviour, with a scripted eden and clock. */
class HeapConditionerTest {
  private static final long CHUNK = HeapConditioner.CHUNK_BYTES;
  private static final long MAX = 1_500_000_000L;

  @Test
  void allocatesUntilEdenKeptItsSizeOverFourGiB() {
    int[] reads = {0};
    // Eden grows at each of the first 6 reads after the initial one, then keeps 972 MiB.
    YoungGeneration eden = () -> (32L << 20) + (157L << 20) * Math.min(reads[0]++, 6);
    long[] clock = {0};
    HeapConditioner c = HeapConditioner.of(eden, () -> clock[0] += 1_000_000, CHUNK, 16 * CHUNK);
    String done = c.conditionOnce(MAX).orElseThrow().describe();
    assertEquals(6 + 16, reads[0] - 1, "checks until 16 checks without change");
    assertTrue(done.contains("eden 32 MiB to 974 MiB"), done);
    assertTrue(!done.contains("still growing"), done);
    assertEquals(Optional.empty(), c.conditionOnce(MAX), "a second call does nothing");
  }

  @Test
  void stopsAtTheTimeBoundAndSaysSo() {
    long[] size = {32L << 20};
    long[] clock = {0};
    HeapConditioner c = HeapConditioner.of(() -> size[0] += 2L << 20, () -> clock[0] += 400_000_000L, CHUNK,
        16 * CHUNK);
    String done = c.conditionOnce(MAX).orElseThrow().describe();
    assertTrue(done.contains("still growing at the bound"), done);
    assertTrue(clock[0] >= MAX && clock[0] < MAX + 2 * 400_000_000L, "stopped at " + clock[0] + " ns");
  }

  @Test
  void doesNothingWithoutEdenOrWhenDisabled() {
    assertEquals(Optional.empty(),
        HeapConditioner.of(YoungGeneration.unknown(), System::nanoTime, CHUNK, 16 * CHUNK).conditionOnce(MAX));
    assertEquals(Optional.empty(), HeapConditioner.none().conditionOnce(MAX));
  }
}
