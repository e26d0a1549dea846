package io.github.nanometer.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.Estimator;
import io.github.nanometer.GcActivity;
import io.github.nanometer.Interval;
import io.github.nanometer.json.JsonReader;
import io.github.nanometer.report.GoldenText;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The weighted-mean column's interval and the mark of rows whose median and weighted mean disagree
 * beyond their intervals, in text, JSON and CSV, from scripted results (nothing is timed); documents
 * written before these members existed still read.
 */
class SuiteEstimatorAgreementTest {

  private static final int EVALUATIONS = 1000;

  /** 31 samples whose per-call times run 9.85..10.15 ns: the median's interval lies within that. */
  private static double[] medianSamples() {
    double[] elapsed = new double[31];
    for (int i = 0; i < elapsed.length; i++) {
      elapsed[i] = (9.85 + 0.01 * ((i * 7) % 31)) * EVALUATIONS;
    }
    return elapsed;
  }

  private static double[] constant(double nanosPerCall, int samples) {
    double[] elapsed = new double[samples];
    Arrays.fill(elapsed, nanosPerCall * EVALUATIONS);
    return elapsed;
  }

  private static Measurement minimum(String impl) {
    return SuiteFixture.scripted(impl, 1, Estimator.MINIMUM, EVALUATIONS, medianSamples(), Optional.empty(),
        GcActivity.UNKNOWN);
  }

  /** A weighted mean whose estimate is {@code centre} ns per call with the interval {@code centre +- half}. */
  private static Measurement weighted(String impl, double centre, double half, GcActivity gc) {
    return SuiteFixture.scripted(impl, 1, Estimator.WEIGHTED_MEAN, EVALUATIONS, constant(centre, 60),
        Optional.of(new Interval(centre - half, centre + half, 0.95, "weighted mean time per evaluation (ns)",
            "ratio estimator (delta method)")), gc);
  }

  /** Two rows: libc, whose weighted mean (12 +- 0.5 ns) lies above its median's interval; java, which agrees. */
  private static SuiteReport report(GcActivity libcGc) {
    SuiteReport base = SuiteFixture.report();
    List<Measurement> ms = List.of(weighted("libc", 12, 0.5, libcGc), minimum("libc"),
        weighted("java", 10, 0.5, GcActivity.UNKNOWN), minimum("java"));
    SuiteConfig c = base.config();
    SuiteConfig one = new SuiteConfig(SuiteMode.DISTRIBUTION, List.of(MemoryFunction.MEMCPY), c.implementations(),
        "Google A", java.util.Optional.empty(), 1, c.seed(), 1, false,
        List.of(Estimator.WEIGHTED_MEAN, Estimator.MINIMUM), c.minimumBudget(), c.maxWarmup(), c.oracle(),
        c.useTuningCache(), 512, 1);
    return new SuiteReport(one, base.machine(), ms, List.of(base.buffers().get(0)), List.of(), List.of(), 1);
  }

  private static String text(SuiteReport r) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    SuiteTextWriter.write(r, new PrintStream(out, true, StandardCharsets.UTF_8));
    return out.toString(StandardCharsets.UTF_8);
  }

  private static String row(String text, String impl) {
    return text.lines().filter(l -> l.startsWith("memcpy Google A  " + impl)).findFirst().orElseThrow();
  }

  @Test
  void intervalsThatTouchAgreeAndIntervalsApartDisagree() {
    Measurement w = weighted("libc", 12, 0.5, GcActivity.UNKNOWN);
    Measurement m = minimum("libc");
    Interval nine = new Interval(9, 10, 0.95, "a", "b");
    assertFalse(new EstimatorAgreement(1, nine, new Interval(10, 11, 0.95, "a", "b"), m, w).disagree());
    assertFalse(new EstimatorAgreement(1, nine, new Interval(8, 9.5, 0.95, "a", "b"), m, w).disagree());
    assertTrue(new EstimatorAgreement(1, nine, new Interval(10.001, 11, 0.95, "a", "b"), m, w).disagree());
    assertTrue(new EstimatorAgreement(1, nine, new Interval(7, 8.999, 0.95, "a", "b"), m, w).disagree());
  }

  @Test
  void theMedianIntervalBracketsTheMedianColumnAndTheWeightedMeansIsPerCall() {
    Measurement m = minimum("libc");
    Interval median = m.medianIntervalPerCall().orElseThrow();
    assertTrue(median.contains(m.quantileNanosPerCall(0.5)), median.toString());
    assertTrue(median.low() >= 9.85 - 0.01 && median.high() <= 10.15 + 0.01, median.toString());
    assertEquals(Optional.empty(), m.intervalPerCall(), "the minimum has no interval");
    Measurement w = weighted("libc", 12, 0.5, GcActivity.UNKNOWN);
    assertEquals(11.5, w.intervalPerCall().orElseThrow().low(), 1e-12);
    assertEquals("weighted mean time per call (ns)", w.intervalPerCall().orElseThrow().covers());
    Measurement fewSamples = SuiteFixture.scripted("libc", 1, Estimator.MINIMUM, EVALUATIONS, constant(10, 3),
        Optional.empty(), GcActivity.UNKNOWN);
    assertEquals(Optional.empty(), fewSamples.medianIntervalPerCall(), "3 samples give no 95% order-statistic interval");
  }

  @Test
  void textShowsTheIntervalAndMarksExactlyTheRowWhoseIntervalsDoNotOverlap() {
    String text = text(report(new GcActivity(true, 0, Duration.ZERO, 0, 37)));
    String libc = row(text, "libc");
    String java = row(text, "java");
    assertTrue(libc.contains("12.00 ns +-4.2%!"), libc);
    assertTrue(java.contains("10.00 ns +-5.0% "), java);
    assertFalse(java.contains("!"), java);
    List<String> explained = text.lines().filter(l -> l.contains("! = median and weighted mean disagree")).toList();
    assertEquals(1, explained.size(), text);
    String line = explained.get(0);
    assertTrue(line.contains("95% intervals (1 row)"), line);
    assertTrue(line.contains("page faults, GC, interrupts and preemption by other load land in it"), line);
    assertTrue(line.contains("the median leaves disturbed samples out"), line);
    assertTrue(line.contains("memcpy Google A libc: 37 page faults"), line);
  }

  @Test
  void theLineSaysGcWhenTheWeightedMeanHadCollectionsAndInterruptsWhenNothingWasCounted() {
    String gc = text(report(new GcActivity(true, 2, Duration.ofMillis(30), 0.03, 0)));
    assertTrue(gc.contains("counted while the weighted mean sampled: memcpy Google A libc: 2 GCs"), gc);
    String none = text(report(new GcActivity(true, 0, Duration.ZERO, 0, 0)));
    assertTrue(none.contains("no page faults, GC or context switches counted while the weighted mean sampled, so interrupts"),
        none);
  }

  @Test
  void theLineCountsTheWeightedMeansContextSwitchedSamples() {
    Measurement switched = SuiteFixture.scripted("libc", 1, Estimator.WEIGHTED_MEAN, EVALUATIONS, constant(12, 60),
        Optional.of(new Interval(11.5, 12.5, 0.95, "weighted mean time per evaluation (ns)", "ratio")),
        new GcActivity(true, 0, Duration.ZERO, 0, 0), 59);
    SuiteReport r = report(GcActivity.UNKNOWN);
    SuiteReport loaded = new SuiteReport(r.config(), r.machine(), List.of(switched, minimum("libc")), r.buffers(),
        r.skipped(), r.notes(), r.wallNanos());
    String text = text(loaded);
    assertTrue(text.contains("memcpy Google A libc: 59 of 60 samples context-switched"), text);
  }

  @Test
  void noMarkAndNoLineWhenEveryRowAgrees() {
    SuiteReport r = report(GcActivity.UNKNOWN);
    SuiteReport agreeing = new SuiteReport(r.config(), r.machine(), r.measurements().subList(2, 4), r.buffers(),
        r.skipped(), r.notes(), r.wallNanos());
    String text = text(agreeing);
    assertFalse(text.contains("!"), text);
    assertFalse(text.contains("disagree"), text);
  }

  @Test
  void aWeightedMeanWithoutAnIntervalShowsItsEstimateAloneAndNoMark() {
    Measurement w = SuiteFixture.scripted("libc", 1, Estimator.WEIGHTED_MEAN, EVALUATIONS, constant(12, 60),
        Optional.empty(), GcActivity.UNKNOWN);
    SuiteReport r = report(GcActivity.UNKNOWN);
    SuiteReport noInterval = new SuiteReport(r.config(), r.machine(), List.of(w, minimum("libc")), r.buffers(),
        r.skipped(), r.notes(), r.wallNanos());
    String libc = row(text(noInterval), "libc");
    assertTrue(libc.contains("12.00 ns "), libc);
    assertFalse(libc.contains("12.00 ns +-") || libc.contains("!"), libc);
    // issue 42 item 18: the median column carries its own 95% interval, as docs/suite.md says
    assertTrue(libc.matches(".* 10\\.00 ns \\+-[0-9.]+% .*"), libc);
  }

  @Test
  @SuppressWarnings("unchecked")
  void jsonHasEachMeasurementsIntervalsAndTheAgreementOfEachRow() {
    StringBuilder sb = new StringBuilder();
    SuiteJsonWriter.write(report(new GcActivity(true, 1, Duration.ofMillis(5), 0.01, 37)), sb);
    Map<String, Object> doc = JsonReader.parseObject(sb.toString());
    List<Object> ms = (List<Object>) doc.get("measurements");
    Map<String, Object> w = (Map<String, Object>) ms.get(0);
    Map<String, Object> interval = (Map<String, Object>) w.get("nanosPerCallInterval");
    assertEquals(11.5, ((Number) interval.get("low")).doubleValue(), 1e-12);
    assertEquals(12.5, ((Number) interval.get("high")).doubleValue(), 1e-12);
    assertEquals(0.95, ((Number) interval.get("confidence")).doubleValue(), 0);
    assertEquals("weighted mean time per call (ns)", interval.get("covers"));
    Map<String, Object> min = (Map<String, Object>) ms.get(1);
    assertNull(min.get("nanosPerCallInterval"), "the minimum has no interval");
    Map<String, Object> median = (Map<String, Object>) min.get("medianNanosPerCallInterval");
    double medianPerCall = ((Number) min.get("medianNanosPerCall")).doubleValue();
    assertTrue(((Number) median.get("low")).doubleValue() <= medianPerCall
        && medianPerCall <= ((Number) median.get("high")).doubleValue(), median.toString());
    List<Object> agreement = (List<Object>) doc.get("estimatorAgreement");
    assertEquals(2, agreement.size());
    Map<String, Object> libc = (Map<String, Object>) agreement.get(0);
    assertEquals("libc", libc.get("implementation"));
    assertEquals(Boolean.TRUE, libc.get("disagree"));
    assertEquals(37L, libc.get("pageFaults"));
    assertEquals(1L, libc.get("gcCollections"));
    assertEquals(11.5, ((Number) ((Map<String, Object>) libc.get("weightedMean")).get("low")).doubleValue(), 1e-12);
    assertEquals(median.get("high"), ((Map<String, Object>) libc.get("median")).get("high"));
    Map<String, Object> java = (Map<String, Object>) agreement.get(1);
    assertEquals(Boolean.FALSE, java.get("disagree"));
    assertNull(java.get("pageFaults"), "not counted");
  }

  @Test
  void theJsonWithIntervalsReadsBackAndWritesTheSameBytes() {
    StringBuilder sb = new StringBuilder();
    SuiteJsonWriter.write(report(new GcActivity(true, 0, Duration.ZERO, 0, 37)), sb);
    StringBuilder again = new StringBuilder();
    SuiteJsonWriter.write(SuiteReader.parse(sb.toString()), again);
    assertEquals(sb.toString(), again.toString());
  }

  @Test
  void csvHasTheIntervalsAndTheDisagreementOnBothMeasurementsOfTheRow() {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    SuiteCsvWriter.write(report(GcActivity.UNKNOWN), new PrintStream(out, true, StandardCharsets.UTF_8));
    List<String> lines = out.toString(StandardCharsets.UTF_8).lines().toList();
    List<String> header = List.of(lines.get(0).split(","));
    assertEquals(5, lines.size());
    int low = header.indexOf("nanos_per_call_low");
    int high = header.indexOf("nanos_per_call_high");
    int medianLow = header.indexOf("median_ns_per_call_low");
    int disagree = header.indexOf("estimators_disagree");
    assertEquals(header.indexOf("stop_reason") + 1, low, "appended after the old last column");
    List<String> w = List.of(lines.get(1).split(",", -1));
    assertEquals("11.5000", w.get(low));
    assertEquals("12.5000", w.get(high));
    assertEquals("true", w.get(disagree));
    List<String> m = List.of(lines.get(2).split(",", -1));
    assertEquals("", m.get(low), "the minimum has no interval");
    assertFalse(m.get(medianLow).isEmpty());
    assertEquals("true", m.get(disagree));
    assertEquals("false", List.of(lines.get(3).split(",", -1)).get(disagree));
  }

  @Test
  void aSuiteDocumentAndAJournalWrittenBeforeTheIntervalsStillRead() throws IOException {
    String old = GoldenText.resource("/golden/suite-fixture-before-intervals.json");
    assertFalse(old.contains("nanosPerCallInterval"), "the old document has no intervals");
    SuiteReport read = SuiteReader.parse(old);
    assertEquals(SuiteFixture.report().measurements().size(), read.measurements().size());
    assertEquals(SuiteFixture.report().config(), read.config());
    assertEquals(Optional.empty(), read.run(), "written before documents named their run");
    String now = SuiteFixture.withoutHistoryFacts(GoldenText.resource("/golden/suite-fixture.json"));
    SuiteReport sameRun = new SuiteReport(read.config(), read.machine(), read.measurements(), read.buffers(),
        read.skipped(), read.notes(), read.wallNanos(), Optional.of(SuiteFixture.RUN));
    assertEquals(now, SuiteFixture.write(sameRun, java.util.Locale.ROOT),
        "read and written again, it gains the members (those it could not know null)");
    String oldJournal = GoldenText.resource("/golden/suite-journal-before-intervals.jsonl");
    assertFalse(oldJournal.contains("nanosPerCallInterval"));
    SuiteJournalReader.Contents journal = SuiteJournalReader.parse(oldJournal);
    assertEquals(2, journal.measurements().size());
    assertEquals("libc", journal.measurements().get(0).implementation());
  }
}
