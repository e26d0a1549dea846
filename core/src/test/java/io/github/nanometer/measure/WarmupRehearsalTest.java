package io.github.nanometer.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/** The rehearsal of warm-up's bookkeeping, with counted suppliers and a scripted wall clock. */
class WarmupRehearsalTest {

  private static final WarmupSettings SETTINGS = WarmupSettings.defaults(Duration.ofSeconds(2));

  /** Counts the reads of each supplier; the clock advances {@code nanosPerRead} at every read. */
  private static final class Reads {
    long wall;
    long nanosPerRead;
    int faults;
    int eden;
    int allocated;
    int compile;
    int pending;
    boolean conditioned;

    HeapWatch heap() {
      HeapConditioner recording = HeapConditioner.of(() -> 1L << 20, () -> {
        conditioned = true;
        return wall;
      }, HeapConditioner.CHUNK_BYTES, 4L * HeapConditioner.CHUNK_BYTES);
      // eden grows at every read and the thread allocates a lot: a real warm-up would condition now
      return new HeapWatch(() -> faults++, () -> 1024L * ++eden, () -> (long) ++allocated << 30, recording);
    }

    JitActivity jit() {
      return new JitActivity() {
        @Override
        public long totalCompilationMillis() {
          return compile++; // a compilation finishes between every two reads: never quiet
        }

        @Override
        public int pendingCompilations() {
          pending++;
          return 3;
        }
      };
    }

    long now() {
      wall += nanosPerRead;
      return wall;
    }
  }

  @Test
  void makesEveryReadOncePerRoundUpToTheRoundLimit() {
    Reads r = new Reads();
    int made = WarmupRehearsal.run(r.jit(), r.heap(), r::now, SETTINGS, 1_000, Long.MAX_VALUE);
    assertEquals(1_000, made);
    assertEquals(1_000, r.faults);
    assertEquals(1_000, r.compile);
    assertEquals(1_000 + 1, r.eden, "one read per round and one at the start");
    assertTrue(r.allocated >= 1_000, "allocation read per round: " + r.allocated);
  }

  @Test
  void stopsAtItsWallTimeBound() {
    Reads r = new Reads();
    r.nanosPerRead = 1_000_000; // 1 ms per clock read
    int made = WarmupRehearsal.run(r.jit(), r.heap(), r::now, SETTINGS, 1_000_000, 10_000_000L);
    assertEquals(9, made, "10 ms at one clock read (1 ms) per round after the start's");
  }

  @Test
  void neverConditionsTheHeapNorReadsTheCompileQueue() {
    Reads r = new Reads();
    WarmupRehearsal.run(r.jit(), r.heap(), r::now, SETTINGS, WarmupRehearsal.ROUNDS, Long.MAX_VALUE);
    assertFalse(r.conditioned);
    assertEquals(0, r.pending);
  }

  @Test
  void defaultsReachTheTierFourInvocationThreshold() {
    assertTrue(WarmupRehearsal.ROUNDS >= 5_000, "HotSpot's Tier4InvocationThreshold is 5,000");
  }

  @Test
  void refusesNegativeBoundsAndNulls() {
    Reads r = new Reads();
    assertThrows(IllegalArgumentException.class,
        () -> WarmupRehearsal.run(r.jit(), r.heap(), r::now, SETTINGS, -1, 1));
    assertThrows(IllegalArgumentException.class,
        () -> WarmupRehearsal.run(r.jit(), r.heap(), r::now, SETTINGS, 1, -1));
    assertThrows(IllegalArgumentException.class,
        () -> WarmupRehearsal.run(null, r.heap(), r::now, SETTINGS, 1, 1));
    assertEquals(0, WarmupRehearsal.run(r.jit(), r.heap(), r::now, SETTINGS, 0, 1));
  }
}
