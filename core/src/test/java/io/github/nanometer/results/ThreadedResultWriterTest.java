package io.github.nanometer.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.BlackholeKind;
import io.github.nanometer.ClockSummary;
import io.github.nanometer.Environment;
import io.github.nanometer.Note;
import io.github.nanometer.NoteKind;
import io.github.nanometer.ThreadedOptions;
import io.github.nanometer.ThreadedResult;
import io.github.nanometer.ThreadedResult.ThreadSamples;
import io.github.nanometer.engine.ThreadedSummaries;
import io.github.nanometer.json.JsonReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/** The threaded document and table of a fixed result, under two default locales. */
class ThreadedResultWriterTest {

  static ThreadedResult fixture() {
    List<ThreadSamples> threads = List.of(
        new ThreadSamples(0, "writer", 0, 1, "pinned to cpu 1", new long[] {1000, 1000, 1000, 1000, 1000, 1000},
            new double[] {10_500, 10_000, 11_000, 10_250, 10_750, 10_100},
            new long[] {0, 20_000_000, 40_000_000, 60_000_000, 80_000_000, 100_000_000},
            new long[] {10_000_000, 30_000_000, 50_000_000, 70_000_000, 90_000_000, 110_000_000}),
        new ThreadSamples(1, "reader", 0, 0, "pinned to cpu 0", new long[] {500, 500, 500, 500, 500, 500},
            new double[] {10_000, 10_000, 10_000, 10_000, 10_000, 10_000},
            new long[] {1_000, 20_001_000, 40_001_000, 60_001_000, 80_001_000, 100_001_000},
            new long[] {10_002_000, 30_002_000, 50_002_000, 70_002_000, 90_002_000, 110_002_000}));
    ThreadedOptions o = ThreadedOptions.defaults();
    Environment env = new Environment("17", "vm", "1", "Linux", "6", "amd64", 2, 1 << 30, BlackholeKind.VOLATILE,
        "one cpu per thread", new ClockSummary("nanoTime", 1, 30, 1000, 20, 1000), 1, Optional.empty(),
        Optional.of("Test CPU"), java.util.OptionalLong.of(1L << 33), "Test Vendor", java.util.List.of("-Xss1m"));
    return new ThreadedResult("rw", o, env, 3, threads, ThreadedSummaries.threads(threads, 0.95),
        List.of(ThreadedSummaries.group("writer", threads.subList(0, 1), 0.95),
            ThreadedSummaries.group("reader", threads.subList(1, 2), 0.95)),
        ThreadedSummaries.group("all", threads, 0.95), ThreadedSummaries.skew(threads),
        List.of(new Note(NoteKind.THREAD_PLACEMENT, "the 2 measuring threads take every cpu", "rw")));
  }

  static String capture(Consumer<PrintStream> write, Locale locale) {
    Locale saved = Locale.getDefault();
    try {
      Locale.setDefault(locale);
      ByteArrayOutputStream bytes = new ByteArrayOutputStream();
      try (PrintStream ps = new PrintStream(bytes, true, StandardCharsets.UTF_8)) {
        write.accept(ps);
      }
      return bytes.toString(StandardCharsets.UTF_8);
    } finally {
      Locale.setDefault(saved);
    }
  }

  @Test
  void jsonKeepsEveryRawSampleAndTheSummariesWhateverTheLocale() {
    String root = capture(ps -> ThreadedResultWriter.json(List.of(fixture()), null, ps), Locale.ROOT);
    assertEquals(root, capture(ps -> ThreadedResultWriter.json(List.of(fixture()), null, ps), Locale.GERMANY));
    Map<String, Object> doc = JsonReader.parseObject(root);
    assertEquals("nanometer-threaded", doc.get("schema"));
    assertEquals(1L, doc.get("version"));
    Map<?, ?> r = (Map<?, ?>) ((List<?>) doc.get("results")).get(0);
    assertEquals(2L, r.get("threads"));
    Map<?, ?> all = (Map<?, ?>) r.get("all");
    // per sample mean of 10.5 and 20 ns ... median of the six means: (10.25+20)/2 and (10.5+20)/2 -> 15.1875
    assertEquals(15.1875, ((Number) all.get("nanosPerOperation")).doubleValue(), 1e-9);
    assertEquals(20.0 / 10.375, ((Number) all.get("threadSpread")).doubleValue(), 1e-9);
    Map<?, ?> skew = (Map<?, ?>) r.get("barrierSkew");
    assertEquals(1000.0, ((Number) skew.get("medianStartNanos")).doubleValue(), 0);
    assertEquals(2000.0, ((Number) skew.get("medianEndNanos")).doubleValue(), 0);
    Map<?, ?> reader = (Map<?, ?>) ((List<?>) r.get("perThread")).get(1);
    assertEquals("reader", reader.get("group"));
    assertEquals(0L, reader.get("cpu"));
    Map<?, ?> samples = (Map<?, ?>) reader.get("samples");
    assertEquals(List.of(500L, 500L, 500L, 500L, 500L, 500L), samples.get("evaluations"));
    assertEquals(6, ((List<?>) samples.get("startNanos")).size());
    assertEquals("THREAD_PLACEMENT", ((Map<?, ?>) ((List<?>) r.get("notes")).get(0)).get("kind"));
    assertTrue(((Map<?, ?>) r.get("all")).get("interval") instanceof Map, "6 samples give a 95% interval");
  }

  @Test
  void textHasARowPerGroupAndThreadAndTheSkewWhateverTheLocale() {
    String text = capture(ps -> ThreadedResultWriter.text(List.of(fixture()), ps), Locale.ROOT);
    assertEquals(text, capture(ps -> ThreadedResultWriter.text(List.of(fixture()), ps), Locale.GERMANY));
    assertTrue(text.contains("  group writer"), text);
    assertTrue(text.contains("  thread 1 (reader) cpu 0"), text);
    assertTrue(text.contains("15.19 ns"), text);
    assertTrue(text.contains("barrier skew: start 1.000 us, stop 2.000 us"), text);
    assertTrue(text.contains("note: rw: the 2 measuring threads take every cpu"), text);
  }

  @Test
  void theIntervalColumnSaysTheLevelOfTheRun() {
    ThreadedResult f = fixture();
    ThreadedOptions o = f.options().toBuilder().confidence(0.99).build();
    ThreadedResult at99 = new ThreadedResult(f.name(), o, f.environment(), f.warmupSamples(), f.threads(),
        f.threadSummaries(), f.groups(), f.all(), f.skew(), f.notes());
    String text = capture(ps -> ThreadedResultWriter.text(List.of(at99), ps), Locale.ROOT);
    String header = text.lines().findFirst().orElseThrow();
    assertTrue(header.contains("99% interval") && !header.contains("95%"), header);
  }

  @Test
  void intervalsFromOneJvmSaySoInEveryRowAndTheNoteRoundTrips() {
    ThreadedResult oneJvm = fixture().withNote(io.github.nanometer.engine.OneJvm.note("rw"));
    assertTrue(oneJvm.oneJvm() && !fixture().oneJvm());
    String text = capture(ps -> ThreadedResultWriter.text(List.of(oneJvm), ps), Locale.ROOT);
    List<String> rows = text.lines().filter(l -> l.matches(".*\\[.*ns, .*ns\\].*")).toList();
    assertEquals(5, rows.size(), "all, two groups, two threads: " + text);
    rows.forEach(l -> assertTrue(l.contains("] (one JVM)"), l));
    assertTrue(text.contains("note: rw: one JVM: the spread between JVMs was not measured"), text);
    assertTrue(!capture(ps -> ThreadedResultWriter.text(List.of(fixture()), ps), Locale.ROOT).contains("one JVM"));
    String json = capture(ps -> ThreadedResultWriter.json(List.of(oneJvm), null, ps), Locale.ROOT);
    assertTrue(ThreadedResultReader.parse(json).get(0).notes().stream()
        .anyMatch(n -> n.kind() == NoteKind.ONE_JVM), json);
  }
}
