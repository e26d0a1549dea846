package io.github.nanometer.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.ThreadState;
import io.github.nanometer.ThreadedBenchmark;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * The contention family's bodies touch what their names say: atomic one shared counter through a
 * holder the threads only read; the false-sharing pair each thread's own slot, clear of the array's
 * header line at both ends.
 */
class ThreadedWorkloadsTest {

  @SuppressWarnings("unchecked")
  private static <S> S runEachThreadOnce(ThreadedBenchmark<S> b, int times) {
    S shared = b.newShared();
    ThreadedBenchmark.Group<S, ?> g = b.groups().get(0);
    Function<Object, ?> body = (Function<Object, ?>) (Function<?, ?>) g.body();
    for (int thread = 0; thread < g.threads(); thread++) {
      ThreadState<S, Object> state = new ThreadState<>(shared, null, null, thread, g.name(), thread);
      for (int k = 0; k <= thread * times; k++) {
        body.apply(state);
      }
    }
    return shared;
  }

  @Test
  void atomicIncrementsTheOneCounterOfItsHolder() {
    @SuppressWarnings("unchecked")
    ThreadedWorkloads.SharedCounter c = runEachThreadOnce((ThreadedBenchmark<ThreadedWorkloads.SharedCounter>)
        ThreadedWorkloads.atomic(3), 1);
    assertEquals(1 + 2 + 3, c.value.get(), "thread i made 1 + i increments");
  }

  @Test
  void eachThreadOfTheFalseSharingPairIncrementsItsOwnSlotClearOfTheHeaderLine() {
    for (int stride : new int[] {1, ThreadedWorkloads.PAD_SLOTS}) {
      @SuppressWarnings("unchecked")
      ThreadedWorkloads.SharedSlots s = runEachThreadOnce((ThreadedBenchmark<ThreadedWorkloads.SharedSlots>)
          ThreadedWorkloads.counters("c", 3, stride), 10);
      AtomicLongArray slots = s.slots;
      for (int thread = 0; thread < 3; thread++) {
        assertEquals(1 + 10 * thread, slots.get(ThreadedWorkloads.PAD_SLOTS + thread * stride), "stride " + stride);
      }
      long touched = 0;
      for (int i = 0; i < slots.length(); i++) {
        touched += slots.get(i);
        assertTrue(slots.get(i) == 0 || (i >= ThreadedWorkloads.PAD_SLOTS
            && i < slots.length() - ThreadedWorkloads.PAD_SLOTS), "slot " + i + " of " + slots.length());
      }
      assertEquals(1 + 11 + 21, touched, "no other slot");
    }
  }
}
