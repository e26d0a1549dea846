package io.github.nanometer.engine;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.I_Result;

/**
 * {@link SpinBarrier#breakWith} releases a waiting party with the failure, whether it arrives
 * before or after the break: a measuring thread that failed never leaves the others waiting for it.
 * (A waiter that was never released would hang the test, which jcstress reports.)
 */
@JCStressTest
@Outcome(id = "1", expect = ACCEPTABLE, desc = "the waiter was released with the breaking failure")
@Outcome(expect = FORBIDDEN, desc = "the waiter passed a barrier the other party never reached, or lost the cause")
@State
public class SpinBarrierBreakTest {

  private final SpinBarrier barrier = new SpinBarrier(2);
  private final IllegalArgumentException cause = new IllegalArgumentException("measuring thread failed");

  @Actor
  public void waiter(I_Result r) {
    try {
      barrier.await();
      r.r1 = 0;
    } catch (IllegalStateException e) {
      r.r1 = e.getCause() == cause ? 1 : 2;
    }
  }

  @Actor
  public void failing() {
    barrier.breakWith(cause);
  }
}
