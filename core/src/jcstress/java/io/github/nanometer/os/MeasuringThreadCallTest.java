package io.github.nanometer.os;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import io.github.nanometer.Pinning;
import java.nio.file.Path;
import java.util.concurrent.ExecutionException;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.III_Result;

/**
 * Two controlling threads call the same {@link MeasuringThread} at once: their tasks run one at a
 * time (a plain, unsynchronized increment inside the tasks never loses an update), each caller gets
 * its own task's result, and the final state is visible to the arbiter.
 */
@JCStressTest
@Outcome(id = {"1, 2, 2", "2, 1, 2"}, expect = ACCEPTABLE, desc = "tasks ran one after the other")
@Outcome(expect = FORBIDDEN, desc = "tasks overlapped, a result went to the wrong caller, or a write was lost")
@State
public class MeasuringThreadCallTest {

  /** One measuring thread per forked JVM, never pinned, shared by all states. */
  private static final MeasuringThread THREAD = MeasuringThread.start("jcstress-measuring", Pinning.none(),
      new ThreadAffinity(LinuxSyscalls.unavailable("not needed"), HostFiles.rootedAt(Path.of("/nonexistent"))),
      () -> CpuActivity.NONE);

  private int samples;

  private int record() {
    try {
      return THREAD.call(() -> ++samples);
    } catch (ExecutionException | InterruptedException e) {
      return -1;
    }
  }

  @Actor
  public void controllerA(III_Result r) {
    r.r1 = record();
  }

  @Actor
  public void controllerB(III_Result r) {
    r.r2 = record();
  }

  @Arbiter
  public void check(III_Result r) {
    r.r3 = samples;
  }
}
