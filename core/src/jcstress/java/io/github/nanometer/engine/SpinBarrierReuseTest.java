package io.github.nanometer.engine;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.IIII_Result;

/**
 * {@link SpinBarrier} reused as the threaded runs use it (start and end of every sample): a party
 * that leaves one generation and arrives at the next at once counts towards the next only, so no
 * party passes the second barrier before the other has finished its first round and arrived again.
 * Each party writes its round number before each barrier and reads the other's after it.
 */
@JCStressTest
@Outcome(id = "1, 1, 2, 2", expect = ACCEPTABLE, desc = "both rounds separated: each sees the other's round")
@Outcome(expect = FORBIDDEN, desc = "a party raced through a barrier (a 2 in the first round) or a round's write "
    + "was unseen after its barrier")
@State
public class SpinBarrierReuseTest {

  private final SpinBarrier barrier = new SpinBarrier(2);
  private volatile int firstRound;
  private volatile int secondRound;

  @Actor
  public void first(IIII_Result r) {
    firstRound = 1;
    barrier.await();
    r.r1 = secondRound;
    barrier.await();
    firstRound = 2;
    barrier.await();
    r.r3 = secondRound;
  }

  @Actor
  public void second(IIII_Result r) {
    secondRound = 1;
    barrier.await();
    r.r2 = firstRound;
    barrier.await();
    secondRound = 2;
    barrier.await();
    r.r4 = firstRound;
  }
}
