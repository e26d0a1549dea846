package io.github.nanometer.cli;

import static io.github.nanometer.cli.MainTest.assertUsageError;
import static io.github.nanometer.cli.MainTest.run;
import static io.github.nanometer.report.GoldenText.resource;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code nanometer report} reads every document through the typed reader of its schema: what the
 * reader refuses (a newer version, a missing, mistyped or out-of-range member) exits 2 with one line
 * naming the file and the member, and nothing is written.
 */
class ReportInputsTest {

  /** A valid {@code nanometer-results} document of the current version (kept by {@code ResultReaderTest}). */
  private static final String RESULTS = "/golden/results-fixture.json";

  @TempDir
  Path dir;

  /** The resource {@code original} with the first match of {@code regex} replaced, saved as {@code name}. */
  private Path edited(String name, String original, String regex, String replacement) throws IOException {
    String text = resource(original);
    String changed = text.replaceFirst(regex, replacement);
    assertNotEquals(text, changed, "the edit must change the document: " + regex);
    Path p = dir.resolve(name);
    Files.writeString(p, changed);
    return p;
  }

  /** Runs {@code report} on {@code file} and checks the one-line refusal and that no page was written. */
  private void refused(Path file, String... parts) {
    Path out = dir.resolve("report.html");
    assertUsageError(run("report", file.toString(), "--out", out.toString()), parts);
    assertFalse(Files.exists(out), "nothing written for " + file);
  }

  @Test
  void theValidResultsDocumentIsDrawn() throws Exception {
    Path good = dir.resolve("good.json");
    Files.writeString(good, resource(RESULTS));
    CliRun r = run("report", good.toString(), "--out", dir.resolve("report.html").toString());
    assertEquals(0, r.status(), r.err());
  }

  @Test
  void aNewerVersionIsRefused() throws Exception {
    Path file = edited("v99.json", RESULTS, "\"version\": 4,", "\"version\": 99,");
    refused(file, file + ": ", "nanometer-results version 99 is newer than this nanometer reads (versions 1..4)");
  }

  @Test
  void aResultWithoutSamplesIsRefused() throws Exception {
    Path file = edited("nosamples.json", RESULTS, "\"samples\":", "\"samplesRenamed\":");
    refused(file, file + ": results[0].samples: member missing");
  }

  @Test
  void aStringEstimateIsRefused() throws Exception {
    Path file = edited("string.json", RESULTS, "\"estimateNanos\": ([-0-9.eE]+)",
        "\"estimateNanos\": \"$1\"");
    refused(file, file + ": results[0].estimateNanos: must be a number or null");
  }

  @Test
  void aNegativeSampleIsRefused() throws Exception {
    Path file = edited("negative.json", RESULTS,
        "(\"samples\": \\{\\s*\"evaluations\": \\[[^\\]]*\\],\\s*\"elapsedNanos\": \\[\\s*)", "$1-");
    refused(file, file + ": results[0].samples.elapsedNanos[0]: a sample's time must be a finite number of at least "
        + "0 ns, got -");
  }

  @Test
  void aSampleWithoutEvaluationsIsRefused() throws Exception {
    // $1 then a literal 0: the first evaluations become 0
    Path file = edited("zero.json", RESULTS, "(\"samples\": \\{\\s*\"evaluations\": \\[\\s*)[0-9]+", "$1" + "0");
    refused(file, file + ": results[0].samples.evaluations[0]: evaluations of a sample must be at least 1, got 0");
  }

  @Test
  void comparisonAndJudgeDocumentsGoThroughTheirReaders() throws Exception {
    Path j = edited("judge.json", "/golden/judge-fixture.json", "\"threshold\": ([0-9.]+)", "\"threshold\": \"$1\"");
    refused(j, j + ": ", "threshold: must be a number or null");
    Path c = edited("compare.json", "/golden/compare-failed.json", "\"blocks\": [0-9]+,", "");
    refused(c, c + ": ", "blocks: member missing");
    Path negative = edited("negative-compare.json", "/golden/compare-failed.json", "\"wallNanos\": \\[",
        "\"wallNanos\": [-");
    refused(negative, negative + ": runs.wallNanos[0]: a run's wall time must be at least 0 ns, got -1000000007");
  }

  @Test
  void aJmhFileGoesThroughItsReader() throws Exception {
    Path file = edited("jmh.json", "/io/github/nanometer/html/jmh.json", "\"scoreUnit\" : \"ops/ns\"",
        "\"scoreUnit\" : 7");
    refused(file, file + ": benchmark [0] primaryMetric: member 'scoreUnit' must be a string");
    Path negative = edited("negative-jmh.json", "/io/github/nanometer/html/jmh.json", "\"score\" : ",
        "\"score\" : -");
    refused(negative, negative + ": benchmark [0] primaryMetric.score: must not be negative, got -0.96");
  }

  @Test
  void aThreadedDocumentGoesThroughItsReader() throws Exception {
    String threaded = "/io/github/nanometer/html/threaded.json";
    Path negative = edited("negative-threads.json", threaded, "\"elapsedNanos\": \\[\\s*10500",
        "\"elapsedNanos\": [-10500");
    refused(negative, negative + ": results[0].perThread[0].samples.elapsedNanos[0]: a sample's time must be a finite"
        + " number of at least 0 ns, got -10500.0");
    Path v99 = edited("v99-threads.json", threaded, "\"version\": 1,", "\"version\": 99,");
    refused(v99, v99 + ": nanometer-threaded version 99 is newer than this nanometer reads");
    Path missing = edited("nogroup-threads.json", threaded, "\"threadSpread\":", "\"spread\":");
    refused(missing, missing + ": results[0].all.threadSpread: member missing");
  }

  @Test
  void theReportFixturesAreValidDocuments() throws Exception {
    for (String name : new String[] {"reference.json", "compare.json", "judge.json", "jmh.json", "threaded.json"}) {
      Path file = dir.resolve(name);
      Files.writeString(file, resource("/io/github/nanometer/html/" + name));
      CliRun r = run("report", file.toString(), "--out", dir.resolve(name + ".html").toString());
      assertEquals(0, r.status(), name + ": " + r.err());
    }
  }
}
