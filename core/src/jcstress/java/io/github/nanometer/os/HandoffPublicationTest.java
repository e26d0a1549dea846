package io.github.nanometer.os;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.III_Result;

/**
 * Publication of samples: what the measuring thread writes in a task — a fresh sample object with
 * plain fields, and a plain field of shared state — is fully visible to the controlling thread once
 * the task's result is returned.
 */
@JCStressTest
@Outcome(id = "1, 2, 3", expect = ACCEPTABLE, desc = "every write of the task is visible after get()")
@Outcome(expect = FORBIDDEN, desc = "a stale or half-built sample")
@State
public class HandoffPublicationTest {

  /** A sample as the kernel records it: plain, non-final fields. */
  static final class Sample {
    int evaluations;
    int elapsedTicks;
  }

  private final TaskHandoff handoff = new TaskHandoff();
  private int samplesRecorded;

  @Actor
  public void controller(III_Result r) {
    FutureTask<Sample> task = new FutureTask<>(() -> {
      Sample s = new Sample();
      s.evaluations = 1;
      s.elapsedTicks = 2;
      samplesRecorded = 3;
      return s;
    });
    if (!handoff.offer(task)) {
      return;
    }
    try {
      Sample s = task.get();
      r.r1 = s.evaluations;
      r.r2 = s.elapsedTicks;
      r.r3 = samplesRecorded;
    } catch (InterruptedException | ExecutionException e) {
      r.r1 = -1;
    }
  }

  @Actor
  public void measuring() {
    try {
      handoff.take().run();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
