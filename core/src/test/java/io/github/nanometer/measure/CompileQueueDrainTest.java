package io.github.nanometer.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The wait before a body's first call, on a scripted queue and clock. */
class CompileQueueDrainTest {

  /** A queue reading the scripted counts in turn (the last one repeats) and a clock advanced only by sleeping. */
  private static final class Script implements JitActivity {
    final int[] counts;
    int reads;
    long nanos;
    final List<Long> sleeps = new ArrayList<>();

    Script(int... counts) {
      this.counts = counts;
    }

    @Override
    public long totalCompilationMillis() {
      return 0;
    }

    @Override
    public int pendingCompilations() {
      return counts[Math.min(reads++, counts.length - 1)];
    }

    CompileQueueDrain.Outcome await(int quiet, long maxWaitNanos) {
      return CompileQueueDrain.await(this, () -> nanos, n -> {
        sleeps.add(n);
        nanos += n;
      }, quiet, maxWaitNanos);
    }
  }

  @Test
  void aQuietQueueIsNotWaitedFor() {
    Script s = new Script(2);
    CompileQueueDrain.Outcome o = s.await(2, 500_000_000L);
    assertEquals(new CompileQueueDrain.Outcome(2, 2, 0, true), o);
    assertEquals(1, s.reads);
    assertTrue(s.sleeps.isEmpty());
  }

  @Test
  void waitsOnePollAtATimeUntilTheQueueIsQuiet() {
    Script s = new Script(30, 12, 5, 3, 1);
    CompileQueueDrain.Outcome o = s.await(2, 500_000_000L);
    assertTrue(o.quiet());
    assertEquals(30, o.pendingAtStart());
    assertEquals(1, o.pendingAtEnd());
    assertEquals(5, s.reads, "read until the first quiet reading, not after");
    long poll = CompileQueueDrain.POLL_NANOS;
    assertEquals(List.of(poll, poll, poll, poll), s.sleeps);
    assertEquals(4 * poll, o.waitedNanos());
  }

  @Test
  void aQueueThatStaysBusyIsLeftAfterTheLongestWait() {
    Script s = new Script(9);
    long poll = CompileQueueDrain.POLL_NANOS;
    CompileQueueDrain.Outcome o = s.await(2, 2 * poll + poll / 2);
    assertFalse(o.quiet());
    assertEquals(9, o.pendingAtEnd());
    assertEquals(2 * poll + poll / 2, o.waitedNanos(), "the last sleep is cut to the bound");
    assertEquals(List.of(poll, poll, poll / 2), s.sleeps);
  }

  @Test
  void anUnreadableQueueIsNotWaitedForAndNotCalledQuiet() {
    Script s = new Script(-1);
    CompileQueueDrain.Outcome o = s.await(2, 500_000_000L);
    assertFalse(o.quiet());
    assertEquals(-1, o.pendingAtStart());
    assertEquals(0, o.waitedNanos());
    assertTrue(s.sleeps.isEmpty());
  }

  @Test
  void anInterruptedThreadStopsWaitingAndKeepsItsInterrupt() {
    Script s = new Script(9);
    Thread.currentThread().interrupt();
    try {
      CompileQueueDrain.Outcome o = s.await(2, 500_000_000L);
      assertFalse(o.quiet());
      assertTrue(s.sleeps.isEmpty());
      assertTrue(Thread.currentThread().isInterrupted());
    } finally {
      Thread.interrupted();
    }
  }

  @Test
  void theRealQueueOfThisJvmCanBeAwaited() {
    CompileQueueDrain.Outcome o = CompileQueueDrain.await(JitActivity.ofThisJvm(), System::nanoTime);
    assertTrue(o.waitedNanos() >= 0 && o.waitedNanos() <= CompileQueueDrain.MAX_WAIT_NANOS + 100_000_000L, o.toString());
    assertTrue(!o.quiet() || o.pendingAtEnd() <= CompileQueueDrain.QUIET_TASKS, o.toString());
  }

  @Test
  void firstCallsDoubleTheirSamplesBetweenTwoWaitsUntilTheEvaluationsAreRun() {
    Script s = new Script(7, 1, 4, 0);
    List<Integer> samples = new ArrayList<>();
    List<Integer> readsAtSample = new ArrayList<>();
    CompileQueueDrain.FirstCalls calls = CompileQueueDrain.primeOnQuietQueue(n -> {
      samples.add(n);
      readsAtSample.add(s.reads);
      s.nanos += 10L * n;
      return 10.0 * n;
    }, s, () -> s.nanos, n -> s.nanos += n, 3000, 1_000_000_000L);
    assertEquals(List.of(1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 1024), samples);
    assertEquals(3071, calls.evaluations(), "stops at the first sample that reaches 3000 evaluations");
    assertEquals(new CompileQueueDrain.Outcome(7, 1, 5_000_000L, true), calls.before());
    assertEquals(0, calls.after().pendingAtEnd());
    assertTrue(calls.after().quiet() && !calls.onABusyJit(), calls.toString());
    assertTrue(readsAtSample.stream().allMatch(r -> r == 2), "every first call after the first wait: " + readsAtSample);
    assertEquals(4, s.reads, "and the queue is awaited again after them (4, then 0)");
  }

  @Test
  void firstCallsOfASlowBodyStopAtTheirTimeBound() {
    Script s = new Script(0);
    List<Integer> samples = new ArrayList<>();
    CompileQueueDrain.FirstCalls calls = CompileQueueDrain.primeOnQuietQueue(n -> {
      samples.add(n);
      s.nanos += 4_000_000L * n; // 4 ms per evaluation
      return 4e6 * n;
    }, s, () -> s.nanos, n -> s.nanos += n, 10_000, 20_000_000L);
    assertEquals(List.of(1, 2, 4), samples, "4 + 8 ms run, then 16 ms more reaches the 20 ms bound");
    assertEquals(7, calls.evaluations());
  }

  @Test
  void firstCallsThatMeetAQueueThatNeverQuietsSayHowManyWereLeft() {
    Script s = new Script(12, 12, 12, 30);
    CompileQueueDrain.FirstCalls calls = CompileQueueDrain.primeOnQuietQueue(n -> {
      s.nanos += n;
      return n;
    }, s, () -> s.nanos, n -> s.nanos += n, 10, 1_000_000_000L);
    assertTrue(calls.before().ranOut() && calls.after().ranOut(), calls.toString());
    assertTrue(calls.onABusyJit());
    assertEquals(30, calls.mostPendingAtEnd());
    assertTrue(calls.before().waitedNanos() >= CompileQueueDrain.MAX_WAIT_NANOS);
  }

  @Test
  void aQueueThatCannotBeReadIsNeitherQuietNorRunOut() {
    CompileQueueDrain.FirstCalls calls = CompileQueueDrain.primeOnQuietQueue(n -> n, new Script(-1), () -> 0L,
        n -> { }, 10, 1_000_000_000L);
    assertTrue(!calls.before().quiet() && !calls.before().ranOut() && !calls.onABusyJit(), calls.toString());
    assertEquals(-1, calls.mostPendingAtEnd());
  }
}
