package io.github.nanometer.cli;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 42, item 5: the fork JVMs of {@code suite --forks N} are gone 2 s after their parent's
 * SIGKILL ({@link KilledParent}); before, a fork measured on until its run ended.
 */
class SuiteForksSigkillTest {

  @TempDir
  Path tmp;

  @Test
  void aForkDiesWithItsKilledParent() throws Exception {
    // every memset size for 1 s each: a fork that measures for many seconds unless its parent's death stops it
    Process suite = KilledParent.start(tmp, List.of("suite", "--function", "memset", "--impl", "java",
        "--estimator", "minimum", "--budget", "1s", "--max-warmup", "0s", "--no-cache", "--cpu", "none",
        "--forks", "2", "--format", "json", "--out", tmp.resolve("suite.json").toString()));
    KilledParent.killOnceAChildWatches(suite, tmp);
  }
}
