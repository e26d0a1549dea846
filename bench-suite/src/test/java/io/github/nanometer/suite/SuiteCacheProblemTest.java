package io.github.nanometer.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 21, item 17: a tuning cache that cannot be written once the output is done is said on
 * stderr, not dropped in silence. The cache directory lies under a regular file, which fails for
 * root too; the run is a child JVM because the cache is written at its exit.
 */
class SuiteCacheProblemTest {

  @TempDir
  Path dir;

  @Test
  void aCacheThatCannotBeWrittenAfterTheOutputIsSaid() throws Exception {
    Path blocker = Files.writeString(dir.resolve("not-a-dir"), "x");
    Path cache = blocker.resolve("cache");
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Process p = new ProcessBuilder(java, "-XX:TieredStopAtLevel=1", "-Dnanometer.cacheDir=" + cache, "-cp",
        System.getProperty("java.class.path"), "io.github.nanometer.cli.Main", "suite", "--function", "memset",
        "--impl", "java-fill", "--distribution", "A", "--estimator", "minimum", "--budget", "1ms",
        "--max-warmup", "0s", "--trials", "1", "--format", "csv")
        .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")))
        .redirectOutput(dir.resolve("out.csv").toFile()).redirectError(dir.resolve("err.txt").toFile()).start();
    assertTrue(p.waitFor(120, TimeUnit.SECONDS), "suite did not finish");
    String err = Files.readString(dir.resolve("err.txt"), StandardCharsets.UTF_8);
    assertEquals(0, p.exitValue(), err);
    assertTrue(err.contains("nanometer: tuning cache not written to " + cache.resolve("tuning.properties") + ": "),
        err);
  }
}
