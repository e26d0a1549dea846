package io.github.nanometer.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Allocation;
import io.github.nanometer.Benchmark;
import io.github.nanometer.Estimator;
import io.github.nanometer.Nanometer;
import io.github.nanometer.Options;
import io.github.nanometer.Result;
import io.github.nanometer.TestNanometers;
import io.github.nanometer.clock.NanoTimeClock;
import io.github.nanometer.json.DocumentHeader;
import io.github.nanometer.json.JsonReader;
import io.github.nanometer.measure.TuningCache;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BiConsumer;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The results document, from real short runs: schema, raw samples, locale independence, text table. */
class ResultWriterTest {

  @TempDir
  static Path cacheDir;

  static List<Result> results;

  @BeforeAll
  static void run() {
    Options o = Options.builder().budget(Duration.ofMillis(10)).maxWarmup(Duration.ofMillis(20)).seed(77).build();
    Nanometer nm = TestNanometers.create(o, NanoTimeClock.INSTANCE, TuningCache.at(cacheDir));
    Options wm = o.toBuilder().estimator(Estimator.WEIGHTED_MEAN).build();
    results = List.of(
        nm.run(Benchmark.ofLong("lcg \"quoted\"", SplittableRandom::nextLong, x -> x * 31 + 7)),
        nm.run(Benchmark.ofLong("lcg latency", SplittableRandom::nextLong, x -> x * 31 + 7).latency(), wm),
        nm.run(Benchmark.of("sleep", () -> {
          LockSupport.parkNanos(1_000_000);
          return null;
        }), wm));
  }

  /** The results document as one run writes it: the same bytes each time (its end fixed). */
  static void jsonOfOneRun(List<Result> results, PrintStream out) {
    ResultWriter.json(results, null, io.github.nanometer.RunIdentity.ofThisJvm(java.time.Instant.EPOCH), out);
  }

  static String capture(BiConsumer<List<Result>, PrintStream> writer, Locale locale) {
    Locale saved = Locale.getDefault();
    try {
      Locale.setDefault(locale);
      ByteArrayOutputStream bytes = new ByteArrayOutputStream();
      writer.accept(results, new PrintStream(bytes, true, StandardCharsets.UTF_8));
      return bytes.toString(StandardCharsets.UTF_8);
    } finally {
      Locale.setDefault(saved);
    }
  }

  @Test
  void jsonRoundTripsEveryRawSample() {
    Map<String, Object> doc = JsonReader.parseObject(capture(ResultWriter::json, Locale.ROOT));
    assertEquals("nanometer-results", doc.get("schema"));
    assertEquals(DocumentHeader.RESULTS.version(), DocumentHeader.RESULTS.check(doc));
    assertTrue(doc.get("environment") instanceof Map);
    List<?> rs = (List<?>) doc.get("results");
    assertEquals(results.size(), rs.size());
    for (int i = 0; i < rs.size(); i++) {
      Map<?, ?> j = (Map<?, ?>) rs.get(i);
      Result r = results.get(i);
      assertEquals(r.name(), j.get("name"));
      assertEquals(r.mode().name().toLowerCase(Locale.ROOT), j.get("mode"));
      assertEquals(r.estimator().cliName(), j.get("estimator"));
      assertEquals((long) r.sampleCount(), j.get("sampleCount"));
      Map<?, ?> samples = (Map<?, ?>) j.get("samples");
      List<?> evals = (List<?>) samples.get("evaluations");
      List<?> nanos = (List<?>) samples.get("elapsedNanos");
      assertEquals(r.sampleCount(), evals.size());
      assertEquals(r.sampleCount(), nanos.size());
      for (int k = 0; k < evals.size(); k++) {
        assertEquals((long) r.evaluations()[k], evals.get(k));
        assertEquals(r.elapsedNanos()[k], ((Number) nanos.get(k)).doubleValue(), 0);
      }
      assertEquals(r.estimateNanos(), ((Number) j.get("estimateNanos")).doubleValue(), 0);
      Map<?, ?> est = (Map<?, ?>) j.get("estimates");
      assertEquals(r.estimates().weightedMeanNanos(), ((Number) est.get("weightedMeanNanos")).doubleValue(), 0);
      assertEquals(r.estimates().minimumNanos(), ((Number) est.get("minimumNanos")).doubleValue(), 0);
      assertEquals(r.interval().isPresent(), j.get("interval") != null);
      r.interval().ifPresent(c -> assertEquals(c.low(),
          ((Number) ((Map<?, ?>) j.get("interval")).get("lowNanos")).doubleValue(), 0));
      assertEquals(r.tuningSource().cliName(), j.get("tuning"));
      assertEquals(r.stopReason().name(), j.get("stopReason"));
      Map<?, ?> environment = (Map<?, ?>) j.get("environment");
      assertEquals(r.environment().tickNanos(), ((Number) environment.get("tickNanos")).doubleValue(), 0);
      assertEquals(r.threadPlacement(), environment.get("threadPlacement"));
      assertEquals(r.singleEvaluations(), j.get("singleEvaluations"));
      assertEquals(r.loopIsolated(), j.get("loopIsolated"));
      Map<?, ?> options = (Map<?, ?>) j.get("options");
      assertEquals(77L, options.get("seed"));
      assertEquals(10_000_000L, options.get("budgetNanos"));
      assertEquals(10_000_000L, ((Map<?, ?>) options.get("geometric")).get("maxDurationNanos"));
      assertEquals("nanoTime", ((Map<?, ?>) j.get("clock")).get("name"));
      assertEquals(r.warmup().settled(), ((Map<?, ?>) j.get("warmup")).get("settled"));
      assertEquals(r.remarks().stream().map(n -> Map.of("kind", n.kind().name(), "message", n.message(),
          "appliesTo", n.appliesTo())).toList(), j.get("notes"));
      assertEquals(r.meanInterval().isPresent(), j.get("meanInterval") != null);
      Map<?, ?> alloc = (Map<?, ?>) j.get("allocation");
      if (r.allocation().isMeasured()) {
        assertEquals(r.allocation().bytesPerEvaluation(), ((Number) alloc.get("bytesPerEvaluation")).doubleValue(), 0);
        assertEquals(r.allocation().measuredEvaluations(), alloc.get("measuredEvaluations"));
      } else {
        assertEquals(null, alloc.get("bytesPerEvaluation"));
        assertEquals(r.allocation().unavailableReason(), alloc.get("unavailable"));
      }
    }
    assertTrue((Boolean) ((Map<?, ?>) rs.get(2)).get("singleEvaluations"), "the 1 ms body took the single path");
  }

  @Test
  void allocationCellsUseBytesWithUnitsOrADash() {
    assertEquals("0 B", ResultWriter.allocationCell(Allocation.measured(0, 10)));
    assertEquals("24 B", ResultWriter.allocationCell(Allocation.measured(24, 10)));
    assertEquals("2.5 B", ResultWriter.allocationCell(Allocation.measured(2.5, 10)));
    assertEquals("1.5 KiB", ResultWriter.allocationCell(Allocation.measured(1536, 10)));
    assertEquals("-", ResultWriter.allocationCell(Allocation.unavailable("no counter")));
    // The measured lcg bodies take and return primitives: nothing is allocated per evaluation.
    assertEquals(0.0, results.get(0).allocation().bytesPerEvaluation(), 0);
    assertTrue(capture(ResultWriter::text, Locale.ROOT).contains("alloc/eval"));
  }

  @Test
  void outputIsTheSameUnderEveryDefaultLocale() {
    assertEquals(capture(ResultWriterTest::jsonOfOneRun, Locale.ROOT), capture(ResultWriterTest::jsonOfOneRun,
        Locale.GERMANY));
    assertEquals(capture(ResultWriter::text, Locale.ROOT), capture(ResultWriter::text, Locale.GERMANY));
    assertEquals(capture(ResultWriterTest::jsonOfOneRun, Locale.ROOT), capture(ResultWriterTest::jsonOfOneRun,
        Locale.forLanguageTag("ar-EG")));
  }

  @Test
  void textTableNamesEveryResultAndNote() {
    String text = capture(ResultWriter::text, Locale.ROOT);
    assertTrue(text.startsWith("clock nanoTime: read "), text);
    for (Result r : results) {
      assertTrue(text.contains(r.name()), r.name());
      for (io.github.nanometer.Note note : r.remarks()) {
        String n = note.message();
        // A note that every result carries is printed once, as "note: all: ...".
        boolean everywhere = results.stream().allMatch(other -> other.notes().contains(n));
        // A summarised kind that two or more results carry is one line with a count.
        long carriers = results.stream().filter(other -> other.remarks().stream()
            .anyMatch(o -> o.kind() == note.kind())).count();
        if (!everywhere && ResultWriter.SUMMARISED_KINDS.contains(note.kind()) && carriers >= 2) {
          assertTrue(text.contains("results: " + ResultWriter.summaryOf(note.kind())), text);
          assertTrue(!text.contains("note: " + r.name() + ": " + n), n);
          continue;
        }
        assertTrue(everywhere ? text.contains("note: all: " + n) && !text.contains("note: " + r.name() + ": " + n)
            : text.contains("note: " + r.name() + ": " + n), n);
      }
    }
    assertTrue(text.contains("weighted-mean"));
    assertTrue(text.contains("1 x " + results.get(2).sampleCount()), text);
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    ResultWriter.text(List.of(), new PrintStream(bytes, true, StandardCharsets.UTF_8));
    assertEquals("(no results)" + System.lineSeparator(), bytes.toString(StandardCharsets.UTF_8));
  }

  @Test
  void anIntervalFromOneJvmSaysSoBesideItsNumbersAndTheNoteSaysItOnce() {
    String text = capture(ResultWriter::text, Locale.ROOT);
    for (Result r : results) {
      assertTrue(r.oneJvm(), r.name() + " was measured in this JVM");
      r.interval().ifPresent(i -> assertTrue(text.contains("[" + io.github.nanometer.report.Units.nanos(i.low()) + ", "
          + io.github.nanometer.report.Units.nanos(i.high()) + "] (one JVM)"), text));
    }
    assertTrue(results.stream().anyMatch(r -> r.interval().isPresent()), "some result has an interval");
    String note = "note: all: one JVM: the spread between JVMs was not measured; a forked run measures it";
    assertEquals(text.indexOf(note), text.lastIndexOf(note), text);
    assertTrue(text.contains(note), text);

    Result unmarked = results.get(0).withoutNotes(io.github.nanometer.NoteKind.ONE_JVM);
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    ResultWriter.text(List.of(unmarked), new PrintStream(bytes, true, StandardCharsets.UTF_8));
    String plain = bytes.toString(StandardCharsets.UTF_8);
    assertTrue(unmarked.interval().isPresent() && !plain.contains("one JVM"), "no note, no label: " + plain);
  }

  @Test
  void theOneJvmNoteKindRoundTripsThroughJson() {
    String text = capture(ResultWriter::json, Locale.ROOT);
    assertTrue(text.contains("\"kind\": \"ONE_JVM\""), text);
    for (Result r : ResultReader.parse(text)) {
      assertTrue(r.oneJvm(), r.name());
      assertEquals(1, r.remarks().stream().filter(n -> n.kind() == io.github.nanometer.NoteKind.ONE_JVM).count());
    }
  }

  @Test
  void realResultsReadBackAndWriteTheSameBytes() {
    String text = capture(ResultWriter::json, Locale.ROOT);
    ResultReader.Document document = ResultReader.document(text);
    List<Result> read = document.results();
    assertEquals(results.size(), read.size());
    assertEquals(io.github.nanometer.RunIdentity.ofThisJvm().id(), document.run().orElseThrow().id(),
        "written by this JVM's run");
    Locale saved = Locale.getDefault();
    try {
      Locale.setDefault(Locale.GERMANY);
      java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
      ResultWriter.json(read, null, document.run().orElseThrow(), new PrintStream(bytes, true, StandardCharsets.UTF_8));
      assertEquals(text, bytes.toString(StandardCharsets.UTF_8));
    } finally {
      Locale.setDefault(saved);
    }
    for (int i = 0; i < read.size(); i++) {
      assertEquals(results.get(i).options(), read.get(i).options());
      assertEquals(results.get(i).clock(), read.get(i).clock());
      assertEquals(results.get(i).environment().tickNanos(), read.get(i).environment().tickNanos());
      assertEquals(results.get(i).threadPlacement(), read.get(i).threadPlacement());
      assertEquals(results.get(i).remarks(), read.get(i).remarks());
      assertEquals(results.get(i).warmup(), read.get(i).warmup());
    }
  }
}
