package io.github.nanometer.cli;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 42, items 5 and 6, on real processes: the child JVMs of {@code reference} (one per
 * benchmark) are gone 2 s after their parent's SIGKILL ({@link KilledParent}). ({@code nanometer
 * jmh}: nanometer-jmh's JmhChildrenDieWithParentTest; {@code compare} and {@code paired-check}:
 * SigkillLeftoversTest; {@code suite --forks}: the suite's SuiteForksSigkillTest.)
 */
class ChildrenDieWithParentTest {

  @TempDir
  Path tmp;

  @Test
  void referencesBenchmarkJvmDiesWithItsKilledParent() throws Exception {
    // two forks of one benchmark: one JVM each, 10 s of measuring that a SIGKILL cuts short
    Process reference = KilledParent.start(tmp, List.of("reference", "--filter", "^empty$", "--forks", "2",
        "--budget", "10s", "--max-warmup", "0s", "--no-cache", "--cpu", "none", "--format", "json"));
    KilledParent.killOnceAChildWatches(reference, tmp);
  }
}
