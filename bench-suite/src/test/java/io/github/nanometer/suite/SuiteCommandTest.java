package io.github.nanometer.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.cli.Main;
import io.github.nanometer.spi.HostRoot;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code nanometer suite}: bad arguments exit 2 with one line; {@code --list} names everything. */
class SuiteCommandTest {

  private record Run(int status, String out, String err) {}

  private static Run run(String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status = Main.run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
    return new Run(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  private static void assertUsageError(Run r, String... fragments) {
    assertEquals(2, r.status(), r.err());
    assertEquals(1, r.err().lines().count(), r.err());
    assertTrue(r.err().startsWith("nanometer suite: "), r.err());
    for (String f : fragments) {
      assertTrue(r.err().contains(f), "'" + f + "' missing from: " + r.err());
    }
  }

  @Test
  void strictFailsASuiteWhoseWarmupDidNotSettle() {
    Run r = run("suite", "--impl", "java-arraycopy", "--function", "memcpy", "--distribution", "A", "--budget", "3ms",
        "--max-warmup", "0s", "--estimator", "minimum", "--no-cache", "--seed", "1", "--strict");
    assertEquals(5, r.status(), r.err());
    assertTrue(r.err().contains("nanometer suite: --strict: warm-up did not reach steady state"), r.err());
  }

  /**
   * Issue 42 item 18: {@code --estimator median} is accepted, as by the other measuring commands, and
   * runs the sampled measurement alone (the one whose samples give min, median and p90), as {@code
   * minimum} does; {@code both} adds the weighted mean's.
   */
  @Test
  void estimatorMedianRunsTheSampledMeasurementAlone() {
    for (String estimator : List.of("median", "minimum", "both")) {
      Run r = run("suite", "--impl", "java-arraycopy", "--function", "memcpy", "--distribution", "A", "--budget",
          "2ms", "--max-warmup", "10ms", "--estimator", estimator, "--no-cache", "--seed", "1", "--cpu", "none",
          "--format", "csv");
      assertEquals(0, r.status(), estimator + ": " + r.err());
      List<String> rows = r.out().lines().toList();
      int column = List.of(rows.get(0).split(",")).indexOf("estimator");
      assertTrue(column >= 0, rows.get(0));
      List<String> estimators = rows.stream().skip(1).map(l -> l.split(",")[column]).distinct().sorted().toList();
      assertEquals(estimator.equals("both") ? List.of("minimum", "weighted-mean") : List.of("minimum"), estimators,
          "--estimator " + estimator);
    }
    assertUsageError(run("suite", "--estimator", "mean"), "--estimator", "median");
  }

  @Test
  void unknownDistributionListsValidNames() {
    assertUsageError(run("suite", "--distribution", "Google Z"), "unknown distribution 'Google Z'", "Google A",
        "Google W", "uniform 384 to 4096");
    // issue 25: --distribution takes a list, as --function does; each entry is checked
    assertUsageError(run("suite", "--distribution", "Google A,Google Z"), "unknown distribution 'Google Z'");
    assertUsageError(run("suite", "--distribution", "Google A,"), "--distribution: empty entry 2");
  }

  @Test
  void aDistributionListNamesEachInOrderOnce() {
    List<String> names = SuitePlan.distributions("Google B,A, google b", MemoryFunction.MEMCPY).stream()
        .map(SizeDistribution::name).distinct().toList();
    assertEquals(List.of("memcpy Google B", "memcpy Google A"), names);
    assertEquals(SizeDistributions.forFunction(MemoryFunction.MEMSET).size(),
        SuitePlan.distributions("all", MemoryFunction.MEMSET).size());
  }

  @Test
  void unknownImplementationAndFunctionListValidNames() {
    assertUsageError(run("suite", "--impl", "musl"), "unknown implementation 'musl'", "libc", "java-arraycopy", "java-fill");
    assertUsageError(run("suite", "--function", "strlen"), "unknown function 'strlen'", "memcpy, memset, memmove, memcmp");
  }

  @Test
  void sweepBeyondTheBufferNamesTheLargestAllowedSize() {
    CacheSizes caches = CacheSizes.read(HostRoot.real());
    int largest = BufferPlan.forL1(MemoryFunction.MEMCPY, caches.l1DataBytesOrDefault(), 1024, 1, false).maxSizeBytes();
    assertUsageError(run("suite", "--function", "memcpy", "--sweep", "0.." + (largest + 1)),
        "the largest allowed size is " + largest);
  }

  @Test
  void otherBadValues() {
    assertUsageError(run("suite", "--sweep", "9..3"), "--sweep");
    assertUsageError(run("suite", "--align", "3"), "power of two");
    assertUsageError(run("suite", "--trials", "0"), "--trials");
    assertUsageError(run("suite", "--forks", "0"), "forks must be in [1, 1000], got 0");
    assertUsageError(run("suite", "--forks", "2", "--trials", "2"), "--forks 2 with --trials 2");
    assertUsageError(run("suite", "--format", "xml"), "--format");
    assertUsageError(run("suite", "--sweep", "0..8", "--large"), "--sweep and --large");
    assertUsageError(run("suite", "--distribution", "A", "--large"), "--distribution");
    assertUsageError(run("suite", "--out", "/nonexistent-dir/x.json"), "--out");
    assertUsageError(run("suite", "--html", "/nonexistent-dir/x.html"), "--html: cannot write");
    assertUsageError(run("suite", "extra"), "unexpected argument");
  }

  @Test
  void listNamesDistributionsAndImplementations() {
    Run r = run("suite", "--list");
    assertEquals(0, r.status(), r.err());
    for (String name : new String[] {"memcpy Google A", "memcmp Google W", "memset Google L", "uniform 384 to 4096",
        "libc", "java-arraycopy", "java-direct", "java-fill", "java-direct-fill", "java-mismatch", "java-equals",
        "largest --sweep size"}) {
      assertTrue(r.out().contains(name), name + " missing from --list");
    }
  }

  /** Issue 12 failure 7: large mode without the memory for its buffers measures nothing and must say so, non-zero. */
  @Test
  void aRunThatMeasuresNothingExitsThreeWithTheReason() throws Exception {
    String javaBin = java.nio.file.Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Process p = new ProcessBuilder(javaBin, "-Xmx24m", "-cp", System.getProperty("java.class.path"),
        "io.github.nanometer.cli.Main", "suite", "--large", "--function", "memcpy", "--impl", "java-arraycopy",
        "--estimator", "minimum", "--budget", "1ms", "--format", "csv")
        .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null"))).start();
    p.getOutputStream().close();
    byte[] out = p.getInputStream().readAllBytes();
    String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(60, java.util.concurrent.TimeUnit.SECONDS), "suite did not finish");
    assertEquals(3, p.exitValue(), err);
    assertTrue(err.contains("nanometer suite: nothing was measured: java-arraycopy memcpy: cannot allocate"), err);
    assertEquals(1, new String(out, StandardCharsets.UTF_8).lines().count(), "the CSV holds its header only");
  }
}
