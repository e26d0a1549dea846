package io.github.nanometer.engine;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/** A parent that is stopping stops the children it waits for ({@link ChildJvm#killRunning}). */
class ChildJvmKillTest {

  @Test
  void killRunningStopsAChildAndItsRunReportsTheStatus() throws Exception {
    AtomicReference<Throwable> failure = new AtomicReference<>();
    Thread waiter = new Thread(() -> {
      try {
        ChildJvm.run(resultFile -> List.of("sleep", "60"), "a sleeping child");
      } catch (Throwable t) {
        failure.set(t);
      }
    });
    long start = System.nanoTime();
    waiter.start();
    Thread.sleep(300); // the child is started and waited for
    ChildJvm.killRunning();
    waiter.join(20_000);
    assertTrue(!waiter.isAlive(), "run still waits for a killed child");
    assertTrue(System.nanoTime() - start < 20_000_000_000L);
    assertTrue(failure.get() instanceof IllegalStateException && failure.get().getMessage()
        .startsWith("a sleeping child exited with status "), String.valueOf(failure.get()));
  }
}
