package io.github.nanometer.engine;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.II_Result;

/**
 * {@link SpinBarrier} releases no party before every party has arrived, and what each party wrote
 * before it arrived is visible to every other party after it leaves: two measuring threads, each
 * writing a plain field before the barrier and reading the other's after it.
 */
@JCStressTest
@Outcome(id = "1, 1", expect = ACCEPTABLE, desc = "each party sees the other's write after the barrier")
@Outcome(expect = FORBIDDEN, desc = "a party left before the other arrived, or its write was not published")
@State
public class SpinBarrierPublicationTest {

  private final SpinBarrier barrier = new SpinBarrier(2);
  private int fromFirst;
  private int fromSecond;

  @Actor
  public void first(II_Result r) {
    fromFirst = 1;
    barrier.await();
    r.r1 = fromSecond;
  }

  @Actor
  public void second(II_Result r) {
    fromSecond = 1;
    barrier.await();
    r.r2 = fromFirst;
  }
}
