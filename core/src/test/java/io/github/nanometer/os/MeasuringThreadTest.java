package io.github.nanometer.os;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Pinning;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MeasuringThreadTest {

  @TempDir
  Path dir;

  private MeasuringThread unpinned() {
    return MeasuringThread.start("test-measuring", Pinning.none(),
        new ThreadAffinity(new FakeSyscalls("0-1"), HostFiles.rootedAt(dir)), () -> CpuActivity.NONE);
  }

  @Test
  void tasksRunOnTheDedicatedThreadInOrder() throws Exception {
    try (MeasuringThread t = unpinned()) {
      assertEquals(PinResult.notRequested(), t.pinResult());
      Thread measuring = t.call(Thread::currentThread);
      assertNotSame(Thread.currentThread(), measuring);
      assertEquals("test-measuring", measuring.getName());
      assertTrue(measuring.isDaemon());
      List<Integer> order = new ArrayList<>();
      for (int i = 0; i < 5; i++) {
        int k = i;
        assertSame(measuring, t.call(() -> {
          order.add(k);
          return Thread.currentThread();
        }));
      }
      assertEquals(List.of(0, 1, 2, 3, 4), order);
    }
  }

  @Test
  void taskFailuresComeBackWrappedAndTheThreadSurvives() throws Exception {
    try (MeasuringThread t = unpinned()) {
      ExecutionException e = assertThrows(ExecutionException.class, () -> t.call(() -> {
        throw new IllegalStateException("boom");
      }));
      assertInstanceOf(IllegalStateException.class, e.getCause());
      assertEquals(7, t.call(() -> 7));
    }
  }

  @Test
  void closedThreadRejectsTasksAndCloseIsIdempotent() throws Exception {
    MeasuringThread t = unpinned();
    Thread measuring = t.call(Thread::currentThread);
    t.close();
    t.close();
    assertFalse(t.isOpen());
    assertFalse(measuring.isAlive());
    IllegalStateException e = assertThrows(IllegalStateException.class, () -> t.call(() -> 1));
    assertTrue(e.getMessage().contains("closed"), e.getMessage());
  }

  @Test
  void callFromTheMeasuringThreadItselfIsRefusedNotADeadlock() throws Exception {
    try (MeasuringThread t = unpinned()) {
      ExecutionException e = assertThrows(ExecutionException.class, () -> t.call(() -> t.call(() -> 1)));
      assertInstanceOf(IllegalStateException.class, e.getCause());
    }
  }

  @Test
  void pinOutcomeIsDataEvenWhenPinningFails() throws Exception {
    FakeSyscalls calls = new FakeSyscalls("0-1");
    calls.setErrno = Errno.EPERM;
    new FakeHost(dir).cpus("0-1", "0-1");
    try (MeasuringThread t = MeasuringThread.start("m", Pinning.cpu(1),
        new ThreadAffinity(calls, HostFiles.rootedAt(dir)), () -> CpuActivity.NONE)) {
      assertFalse(t.pinResult().pinned());
      assertTrue(t.pinResult().reason().contains("EPERM"));
      assertEquals(3, t.call(() -> 3));
    }
  }

  @Test
  void aBackgroundStartReturnsBeforeThePinAndRunsTasksAfterIt() throws Exception {
    java.util.concurrent.CountDownLatch probing = new java.util.concurrent.CountDownLatch(1);
    java.util.concurrent.atomic.AtomicBoolean probed = new java.util.concurrent.atomic.AtomicBoolean();
    // The activity probe blocks until released: a start that waited for the pin would hang here.
    try (MeasuringThread t = MeasuringThread.startInBackground("m", Pinning.auto(),
        new ThreadAffinity(new FakeSyscalls("0-1"), HostFiles.rootedAt(dir)), () -> {
          try {
            probing.await();
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
          }
          probed.set(true);
          return CpuActivity.NONE;
        })) {
      assertFalse(probed.get(), "the probe is still running when the start returns");
      probing.countDown();
      assertTrue(t.call(probed::get), "a task runs only after the thread has pinned itself");
      assertTrue(t.pinResult().summary().length() > 0);
    }
  }

  @Test
  void closingWhileTheProbeRunsInterruptsItInsteadOfWaitingItOut() {
    java.util.concurrent.atomic.AtomicBoolean interrupted = new java.util.concurrent.atomic.AtomicBoolean();
    java.util.concurrent.CountDownLatch probing = new java.util.concurrent.CountDownLatch(1);
    MeasuringThread t = MeasuringThread.startInBackground("m", Pinning.auto(),
        new ThreadAffinity(new FakeSyscalls("0-1"), HostFiles.rootedAt(dir)), () -> {
          probing.countDown();
          try {
            Thread.sleep(60_000); // a probe window far longer than the test
          } catch (InterruptedException e) {
            interrupted.set(true);
            Thread.currentThread().interrupt();
          }
          return CpuActivity.NONE;
        });
    assertTrue(awaitQuietly(probing), "the probe started");
    long start = System.nanoTime();
    t.close();
    assertTrue(System.nanoTime() - start < 30_000_000_000L, "close did not wait out the window");
    assertTrue(interrupted.get(), "the probe was interrupted");
    assertFalse(t.isOpen());
  }

  private static boolean awaitQuietly(java.util.concurrent.CountDownLatch latch) {
    try {
      return latch.await(30, java.util.concurrent.TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }

  @Test
  void handoffAcceptsUntilClosedThenDrains() throws Exception {
    TaskHandoff h = new TaskHandoff();
    FutureTask<Integer> a = new FutureTask<>(() -> 1);
    assertTrue(h.offer(a));
    h.close();
    assertFalse(h.offer(new FutureTask<>(() -> 2)));
    assertSame(a, h.take());
    assertEquals(null, h.take());
    assertEquals(null, h.poll());
    assertThrows(IllegalArgumentException.class, () -> h.offer(null));
  }
}
