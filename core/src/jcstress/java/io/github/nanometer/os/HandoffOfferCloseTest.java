package io.github.nanometer.os;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import java.util.concurrent.FutureTask;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.III_Result;

/**
 * A task offered while the hand-off closes is either accepted and run exactly once, or rejected and
 * never run: the controlling thread offers, the measuring thread closes and drains (as {@link
 * MeasuringThread#close} and its loop do); the arbiter finds nothing left behind.
 *
 * <p>Result: r1 = 1 when accepted, r2 = times the task ran, r3 = tasks still queued after the drain.
 */
@JCStressTest
@Outcome(id = "1, 1, 0", expect = ACCEPTABLE, desc = "accepted before close, run once by the drain")
@Outcome(id = "0, 0, 0", expect = ACCEPTABLE, desc = "rejected after close, never run")
@Outcome(expect = FORBIDDEN, desc = "a task lost, run twice, or left queued")
@State
public class HandoffOfferCloseTest {

  private final TaskHandoff handoff = new TaskHandoff();
  private int runs;
  private final FutureTask<Void> task = new FutureTask<>(() -> {
    runs++;
    return null;
  });

  @Actor
  public void controller(III_Result r) {
    r.r1 = handoff.offer(task) ? 1 : 0;
  }

  @Actor
  public void measuring() {
    handoff.close();
    FutureTask<?> t;
    while ((t = handoff.poll()) != null) {
      t.run();
    }
  }

  @Arbiter
  public void check(III_Result r) {
    int left = 0;
    while (handoff.poll() != null) {
      left++;
    }
    r.r2 = runs;
    r.r3 = left;
  }
}
