package io.github.nanometer.results;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Allocation;
import io.github.nanometer.BlackholeKind;
import io.github.nanometer.ClockChoice;
import io.github.nanometer.ClockSummary;
import io.github.nanometer.CounterEvent;
import io.github.nanometer.CounterSample;
import io.github.nanometer.Diagnosis;
import io.github.nanometer.Environment;
import io.github.nanometer.Estimates;
import io.github.nanometer.Estimator;
import io.github.nanometer.Interval;
import io.github.nanometer.Mode;
import io.github.nanometer.Note;
import io.github.nanometer.NoteKind;
import io.github.nanometer.Options;
import io.github.nanometer.Pinning;
import io.github.nanometer.Result;
import io.github.nanometer.RunIdentity;
import io.github.nanometer.StopReason;
import io.github.nanometer.TuningSource;
import io.github.nanometer.WarmupSummary;
import io.github.nanometer.doctor.GoldenReports;
import io.github.nanometer.report.GoldenText;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The results document reads back into typed results: golden file, byte-identical round trip, refusals. */
class ResultReaderTest {

  private static final List<CounterEvent> EVENTS =
      List.of(CounterEvent.CYCLES, CounterEvent.CONTEXT_SWITCHES, CounterEvent.CPU_MIGRATIONS);

  /** Two results covering every member: counters or none, an interval or none, NaN, non-default options. */
  static List<Result> fixture() {
    Diagnosis doctor = GoldenReports.laptop().diagnosis();
    ClockSummary tsc = new ClockSummary("tsc", 7.5, 0.4, 25, 8, 12.25);
    Environment env = new Environment("17.0.9", "OpenJDK 64-Bit Server VM", "17.0.9+9", "Linux", "6.1.0", "amd64",
        8, 4_294_967_296L, BlackholeKind.COMPILER, "pinned to cpu 3 (isolated)", tsc, 0.3333333333333333,
        Optional.of(doctor), Optional.of("11th Gen Intel(R) Core(TM) i7-1165G7 @ 2.80GHz"), java.util.OptionalLong.of(16_624_705_536L), "Eclipse Adoptium", java.util.List.of("-Xmx4g", "-XX:+UseParallelGC", "-Dnote=\"quoted\""),
        java.util.OptionalInt.of(8));
    Options minimum = Options.builder().estimator(Estimator.MINIMUM).budget(Duration.ofMillis(250))
        .maxWarmup(Duration.ofMillis(40)).seed(-42).batchSize(64).minSamples(3).maxSamples(500).oracle("table")
        .useTuningCache(false).isolateLoops(false).pinning(Pinning.cpu(3)).clock(ClockChoice.TSC).compilations(3).build();
    List<CounterSample> counters = List.of(
        new CounterSample(EVENTS, new long[] {1200, 0, 0}, new double[] {1200, 0, 0}, new double[] {1, 1, 1}),
        new CounterSample(EVENTS, new long[] {900, 1, 0}, new double[] {1800, 1, 0}, new double[] {0.5, 1, 1}));
    Result first = new Result("copy \"64\" bytes \u00b5", Mode.LATENCY, Estimator.MINIMUM, minimum, env,
        new WarmupSummary(4, 4096, Duration.ofNanos(12_000_000), Optional.of(Duration.ofMillis(3)), true,
            "JIT quiet for 100 ms", 10.5, List.of()),
        16, TuningSource.TUNED,
        new int[] {16, 16}, new double[] {160.5, 170.25}, new Estimates(10.03125, 10.3359375, 10.3359375, Double.NaN),
        Optional.of(new Interval(9.5, 10.5, 0.95, "median time per evaluation (ns)",
            "order statistics")), Optional.empty(),
        StopReason.MAX_SAMPLES, false, false,
        List.of(new Note(NoteKind.LOOP_NOT_ISOLATED, "loop shared with other benchmarks", "copy"),
            new Note(NoteKind.CLOCK_CHOICE, "tsc chosen: 25 ns accuracy", "all")),
        counters, Allocation.measured(16.5, 4096), java.util.Map.of("n", "64"),
        new io.github.nanometer.MeasurementPlan(Estimator.MINIMUM, minimum.budget(), io.github.nanometer.Regime.FRESH, "tsc",
            io.github.nanometer.Isolation.SHARED_JVM, 2, io.github.nanometer.MeasurementPlan.MEASURED_STEADY_STATE,
            minimum.maxWarmup(), 0.95, 0),
        new io.github.nanometer.GcActivity(true, 3, Duration.ofNanos(4_500_000), 0.0125, 1234),
        Optional.of("0123456789abcdef"));
    Options weighted = Options.builder().estimator(Estimator.WEIGHTED_MEAN).seed(9).pinning(Pinning.none())
        .compilations(3).build();
    Result second = new Result("sleep", Mode.THROUGHPUT, Estimator.WEIGHTED_MEAN, weighted, env,
        new WarmupSummary(1, 1, Duration.ofNanos(1_000_000), Optional.of(Duration.ofMillis(0)), false,
            "time limit", Double.NaN, List.of()),
        1, TuningSource.NONE,
        new int[] {1, 1, 2}, new double[] {1e6, 1.5e6, 2.25e6}, new Estimates(1e6, 1.125e6, 1.25e6, 1.1875e6),
        Optional.empty(), Optional.of(new Interval(1e6, 2e6, 0.95, "mean time per evaluation (ns)", "t")), StopReason.PRECISION, true,
        true, List.of(), List.of(), Allocation.unavailable("no allocation counter in this JVM"), java.util.Map.of(),
        io.github.nanometer.MeasurementPlan.implied(weighted, Estimator.WEIGHTED_MEAN, "nanotime"),
        io.github.nanometer.GcActivity.UNKNOWN);
    return List.of(first, second);
  }

  /** The run the golden document records. */
  static final RunIdentity RUN = new RunIdentity("0f3c2a1e-5b7d-4e29-9a61-2c8d4f0b7e13",
      Instant.parse("2026-11-30T10:00:00.125Z"), Instant.parse("2026-11-30T10:00:07.5Z"));

  /** The fixture as a document written before version 4 reads: none of the members a history keys on. */
  static List<Result> withoutHistoryFacts(List<Result> results) {
    return results.stream().map(r -> {
      Environment e = r.environment();
      Environment older = new Environment(e.javaVersion(), e.vmName(), e.vmVersion(), e.osName(), e.osVersion(),
          e.arch(), e.availableProcessors(), e.maxHeapBytes(), e.blackhole(), e.threadPlacement(), e.clock(),
          e.tickNanos(), e.doctor(), Optional.empty(), OptionalLong.empty(), "", List.of());
      return new Result(r.name(), r.mode(), r.estimator(), r.options(), older, r.warmup(), r.evaluationsPerSample(),
          r.tuningSource(), r.evaluations(), r.elapsedNanos(), r.estimates(), r.interval(), r.meanInterval(),
          r.stopReason(), r.singleEvaluations(), r.loopIsolated(), r.remarks(), r.counterDeltas(), r.allocation(),
          r.parameters(), r.plan(), r.gc());
    }).toList();
  }

  static String write(List<Result> results, Locale locale) {
    Locale saved = Locale.getDefault();
    try {
      Locale.setDefault(locale);
      ByteArrayOutputStream bytes = new ByteArrayOutputStream();
      ResultWriter.json(results, null, RUN, new PrintStream(bytes, true, StandardCharsets.UTF_8));
      return bytes.toString(StandardCharsets.UTF_8);
    } finally {
      Locale.setDefault(saved);
    }
  }

  static String golden() throws IOException {
    try (InputStream in = ResultReaderTest.class.getResourceAsStream("/golden/results-fixture.json")) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"ROOT", "de-DE"})
  void documentMatchesTheGoldenFileUnderTwoLocales(String tag) throws IOException {
    Locale locale = tag.equals("ROOT") ? Locale.ROOT : Locale.forLanguageTag(tag);
    if (tag.equals("ROOT")) {
      io.github.nanometer.report.GoldenText.updateIfAsked("/golden/results-fixture.json", write(fixture(), locale));
    }
    assertEquals(golden(), write(fixture(), locale));
  }

  @ParameterizedTest
  @ValueSource(strings = {"ROOT", "de-DE"})
  void writeReadWriteIsByteIdentical(String tag) throws IOException {
    Locale locale = tag.equals("ROOT") ? Locale.ROOT : Locale.forLanguageTag(tag);
    String text = golden();
    assertEquals(text, write(ResultReader.parse(text), locale));
  }

  @Test
  void theDocumentKeepsItsDoctorReportEvenWithoutResults() throws IOException {
    ResultReader.Document d = ResultReader.document(golden());
    assertEquals("cpufreq.governor", d.doctor().orElseThrow().findings().get(0).id());
    assertEquals(d.doctor(), d.results().get(0).environment().doctor(), "the same report in each environment");
    String empty = golden().replaceFirst("(?s)\"results\": \\[.*\\]\\s*}\\s*$", "\"results\": []}");
    assertNotEquals(golden(), empty);
    ResultReader.Document none = ResultReader.document(empty);
    assertEquals(List.of(), none.results());
    assertEquals(d.doctor(), none.doctor());
  }

  @Test
  void readsTypedMembersBack() throws IOException {
    assertReadsTheFixture(golden(), fixture());
  }

  @Test
  void readsTheRunAndTheMembersAHistoryKeysOnBack() throws IOException {
    ResultReader.Document d = ResultReader.document(golden());
    assertEquals(Optional.of(RUN), d.run());
    Environment e = d.results().get(0).environment();
    assertEquals(Optional.of("11th Gen Intel(R) Core(TM) i7-1165G7 @ 2.80GHz"), e.cpuModel());
    assertEquals(OptionalLong.of(16_624_705_536L), e.memoryBytes());
    assertEquals("Eclipse Adoptium", e.jvmVendor());
    assertEquals(List.of("-Xmx4g", "-XX:+UseParallelGC", "-Dnote=\"quoted\""), e.jvmArguments());
    assertEquals(Optional.of("0123456789abcdef"), d.results().get(0).bodyFingerprint());
    assertEquals(Optional.empty(), d.results().get(1).bodyFingerprint());
    String text = golden();
    for (String member : List.of("\"run\": {", "\"id\": \"0f3c2a1e-5b7d-4e29-9a61-2c8d4f0b7e13\"",
        "\"startTime\": \"2026-11-30T10:00:00.125Z\"", "\"endTime\": \"2026-11-30T10:00:07.500Z\"",
        "\"cpuModel\": \"11th Gen Intel(R) Core(TM) i7-1165G7 @ 2.80GHz\"", "\"memoryBytes\": 16624705536",
        "\"jvmVendor\": \"Eclipse Adoptium\"", "\"bodyFingerprint\": \"0123456789abcdef\"",
        "\"bodyFingerprint\": null")) {
      assertTrue(text.contains(member), member);
    }
  }

  @Test
  void unknownMachineFactsAreWrittenAsNullAndReadBackEmpty() {
    List<Result> unknown = withoutHistoryFacts(fixture());
    String text = write(unknown, Locale.ROOT);
    assertTrue(text.contains("\"cpuModel\": null") && text.contains("\"memoryBytes\": null")
        && text.contains("\"jvmArguments\": []"), text.substring(0, 800));
    Environment e = ResultReader.parse(text).get(0).environment();
    assertEquals(Optional.empty(), e.cpuModel());
    assertEquals(OptionalLong.empty(), e.memoryBytes());
    assertEquals(List.of(), e.jvmArguments());
  }

  @Test
  void readsAVersion3DocumentWithoutTheRunOrTheMembersAHistoryKeysOn() throws IOException {
    String v3 = GoldenText.resource("/golden/results-fixture-v3.json");
    assertTrue(v3.contains("\"version\": 3") && !v3.contains("\"run\"") && !v3.contains("cpuModel"),
        "the version 3 fixture");
    ResultReader.Document d = ResultReader.document(v3);
    assertEquals(Optional.empty(), d.run());
    assertReadsTheFixture(v3, withoutHistoryFacts(fixture()));
    assertEquals(Optional.empty(), d.results().get(0).bodyFingerprint());
    assertEquals(write(withoutHistoryFacts(fixture()), Locale.ROOT), write(d.results(), Locale.ROOT),
        "rewritten in this version's form, the unknown members null");
  }

  @Test
  void refusesARunOrAFingerprintOfTheWrongForm() throws IOException {
    String text = golden();
    assertEquals("run.startTime: must be an ISO-8601 UTC instant such as 2026-01-31T12:00:00Z, got \"yesterday\"",
        refused(text.replace("\"2026-11-30T10:00:00.125Z\"", "\"yesterday\"")));
    assertEquals("run.id: must be a string", refused(text.replace("\"0f3c2a1e-5b7d-4e29-9a61-2c8d4f0b7e13\"", "17")));
    assertEquals("results[0].bodyFingerprint: must be 1 to 128 lower-case hex digits (or null), got \"0123456789ABCDEF\"",
        refused(text.replace("\"0123456789abcdef\"", "\"0123456789ABCDEF\"")));
    assertEquals("results[0].environment.memoryBytes: must be at least 1 byte (or null when unknown), got 0",
        refused(text.replace("\"memoryBytes\": 16624705536", "\"memoryBytes\": 0")));
    assertEquals("results[0].environment.jvmArguments[1]: must be a string",
        refused(text.replace("\"-XX:+UseParallelGC\"", "true")));
  }

  @Test
  void readsTheVersion2FormOfTheCountersTheSame() throws IOException {
    String v2;
    try (InputStream in = ResultReaderTest.class.getResourceAsStream("/golden/results-fixture-v2.json")) {
      v2 = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    assertTrue(v2.contains("\"version\": 2") && v2.contains("\"perSample\""), "the version 2 fixture");
    assertReadsTheFixture(v2, withoutHistoryFacts(fixture()));
    assertEquals(write(withoutHistoryFacts(fixture()), Locale.ROOT), write(ResultReader.parse(v2), Locale.ROOT),
        "rewritten in this version's form");
  }

  private static void assertReadsTheFixture(String document, List<Result> expected) {
    List<Result> read = ResultReader.parse(document);
    assertEquals(expected.size(), read.size());
    for (int i = 0; i < read.size(); i++) {
      Result e = expected.get(i);
      Result r = read.get(i);
      assertEquals(e.name(), r.name());
      assertEquals(e.mode(), r.mode());
      assertEquals(e.estimator(), r.estimator());
      assertEquals(e.options(), r.options());
      assertEquals(e.environment(), r.environment());
      assertEquals(e.warmup(), r.warmup());
      assertEquals(e.tuningSource(), r.tuningSource());
      assertArrayEquals(e.evaluations(), r.evaluations());
      assertArrayEquals(e.elapsedNanos(), r.elapsedNanos());
      assertArrayEquals(e.elapsedTicks(), r.elapsedTicks());
      assertEquals(e.estimates(), r.estimates());
      assertEquals(e.interval(), r.interval());
      assertEquals(e.meanInterval(), r.meanInterval());
      assertEquals(e.stopReason(), r.stopReason());
      assertEquals(e.remarks(), r.remarks());
      assertEquals(e.counterDeltas().size(), r.counterDeltas().size());
      for (int k = 0; k < e.counterDeltas().size(); k++) {
        assertArrayEquals(e.counterDeltas().get(k).raw(), r.counterDeltas().get(k).raw());
        assertArrayEquals(e.counterDeltas().get(k).scaled(), r.counterDeltas().get(k).scaled());
        assertArrayEquals(e.counterDeltas().get(k).runningFraction(), r.counterDeltas().get(k).runningFraction());
      }
      assertEquals(e.disturbedSamples(), r.disturbedSamples());
      assertEquals(e.allocation(), r.allocation());
      assertEquals(e.parameters(), r.parameters());
      assertEquals(e.bodyFingerprint(), r.bodyFingerprint());
    }
    assertEquals(Pinning.cpu(3), read.get(0).options().pinning());
    assertEquals(64, read.get(0).options().batchSize());
    assertTrue(Double.isNaN(read.get(0).estimates().weightedMeanNanos()));
  }

  private static String refused(String text) {
    return assertThrows(IllegalArgumentException.class, () -> ResultReader.parse(text)).getMessage();
  }

  @Test
  void anIntervalWithoutCoversReadsItsMethodForBoth() throws IOException {
    String older = golden().replace("        \"covers\": \"median time per evaluation (ns)\",\n", "");
    assertTrue(older.length() < golden().length(), "the fixture's covers line was removed");
    Interval read = ResultReader.parse(older).get(0).interval().orElseThrow();
    assertEquals("order statistics", read.covers());
    assertEquals("order statistics", read.method());
    assertEquals(9.5, read.low(), 0);
    assertEquals(0.95, read.confidence(), 0);
  }

  @Test
  void refusesNewerVersionsOtherSchemasAndBadMembersNamingThePath() throws IOException {
    String text = golden();
    assertTrue(refused(text.replace("\"version\": 4", "\"version\": 5")).startsWith("nanometer-results version 5 is newer"));
    assertEquals("expected a nanometer-results document, got a nanometer-suite document (version 4)",
        refused(text.replace("\"nanometer-results\"", "\"nanometer-suite\"")));
    String m = refused(text.replace("\"PRECISION\"", "\"SOON\""));
    assertTrue(m.startsWith("results[1].stopReason: must be one of PRECISION, MAX_SAMPLES") && m.endsWith("got \"SOON\""),
        m);
    assertEquals("results[0].options.seed: member missing", refused(text.replace("\"seed\": -42,", "")));
    assertEquals("results[0].options.pinning: must be auto, none or cpu N",
        refused(text.replace("\"cpu 3\"", "\"cpu three\"")));
    assertTrue(refused(text.replace("\"batchSize\": 64", "\"batchSize\": 65"))
        .startsWith("results[0].options: batchSize must be a power of two"));
  }

  @Test
  void refusesSamplesAndEstimatesNoMeasurementCanHave() throws IOException {
    String text = golden();
    String sampleTime = "results[0].samples.elapsedNanos[%d]: a sample's time must be a finite number of at least 0 ns, "
        + "got %s";
    // {the golden text, what replaces it, the refusal}
    String[][] cases = {
        {"[160.5,170.25]", "[160.5,-170.25]", String.format(sampleTime, 1, "-170.25")},
        {"[160.5,170.25]", "[null,170.25]", String.format(sampleTime, 0, "null")},
        {"\"evaluations\": [16,16]", "\"evaluations\": [16,0]",
            "results[0].samples.evaluations[1]: evaluations of a sample must be at least 1, got 0"},
        {"\"estimateNanos\": 10.03125", "\"estimateNanos\": \"10.03125\"",
            "results[0].estimateNanos: must be a number or null"},
        {"\"estimateNanos\": 10.03125", "\"estimateNanos\": -10.03125",
            "results[0].estimateNanos: a time must be at least 0 ns (or null), got -10.03125"},
        {"\"estimateNanos\": 10.03125,", "", "results[0].estimateNanos: member missing"}};
    for (String[] c : cases) {
      assertTrue(text.contains(c[0]), c[0]);
      assertEquals(c[2], refused(text.replace(c[0], c[1])), c[1]);
    }
  }
}
