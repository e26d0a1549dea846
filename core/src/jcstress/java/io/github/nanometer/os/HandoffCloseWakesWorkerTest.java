package io.github.nanometer.os;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Mode;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.Signal;
import org.openjdk.jcstress.annotations.State;

/** Stop: a measuring thread waiting for work ends when the hand-off is closed, never hangs. */
@JCStressTest(Mode.Termination)
@Outcome(id = "TERMINATED", expect = ACCEPTABLE, desc = "the waiting worker saw the close and ended")
@Outcome(id = "STALE", expect = FORBIDDEN, desc = "the worker kept waiting after close")
@State
public class HandoffCloseWakesWorkerTest {

  private final TaskHandoff handoff = new TaskHandoff();

  @Actor
  public void measuring() {
    try {
      while (handoff.take() != null) {
        // no tasks are offered in this test
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt(); // the harness interrupts a stale actor; the outcome is STALE
    }
  }

  @Signal
  public void close() {
    handoff.close();
  }
}
