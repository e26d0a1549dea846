package io.github.nanometer.results;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.BlackholeKind;
import io.github.nanometer.ClockChoice;
import io.github.nanometer.ClockSummary;
import io.github.nanometer.Comparison;
import io.github.nanometer.ComparisonOptions;
import io.github.nanometer.Environment;
import io.github.nanometer.Note;
import io.github.nanometer.Options;
import io.github.nanometer.Pinning;
import io.github.nanometer.compare.PairedAnalysis;
import io.github.nanometer.json.DocumentHeader;
import io.github.nanometer.report.GoldenText;
import io.github.nanometer.report.ReadableDocumentContract;
import java.io.IOException;
import java.io.PrintStream;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The paired-check document reads back into its report: golden file, round trip, refusals. */
class PairedCheckReaderTest extends ReadableDocumentContract<PairedCheckReport> {

  private static final String GOLDEN = "/golden/paired-check-fixture.json";
  private static final ClockSummary NANO_TIME = new ClockSummary("nanoTime", 21.5, 1, 30, 21, 40.25);
  private static final Environment ENVIRONMENT = new Environment("17.0.9", "OpenJDK 64-Bit Server VM", "17.0.9+9",
      "Linux", "6.1.0", "amd64", 2, 1_073_741_824L, BlackholeKind.COMPILER, "pinned to cpu 2", NANO_TIME, 1.0,
      Optional.empty(), Optional.empty(), java.util.OptionalLong.empty(), "", java.util.List.of());

  /**
   * A comparison analysed as the paired run analyses it (the reader recomputes the same), its notes
   * ending, as the paired run's do, with the note that it was measured in one JVM.
   */
  private static Comparison comparison(String base, String cand, long seed, ComparisonOptions co, double[] baseline,
      double[] candidate, List<String> notes) {
    Options options = Options.builder().budget(Duration.ofMillis(200)).useTuningCache(false).seed(seed)
        .pinning(Pinning.cpu(2)).clock(ClockChoice.NANOTIME).compilations(3).build();
    boolean[] candidateFirst = new boolean[baseline.length];
    for (int i = 0; i < candidateFirst.length; i += 3) {
      candidateFirst[i] = true;
    }
    PairedAnalysis analysis = PairedAnalysis.of(baseline, candidate, co.thresholdFraction(), co.confidence(),
        co.trimOutliers());
    return new Comparison(base, cand, options, co, ENVIRONMENT, 64, baseline, candidate, candidateFirst,
        analysis.comparisonAnalysis(), analysis.judgement(),
        java.util.stream.Stream.concat(notes.stream(), java.util.stream.Stream.of(Note.ONE_JVM_MESSAGE)).toList());
  }

  /** Two runs: A/A pairs around 100 ns, and a +1% candidate; one of each trims, one A/A notes a warm-up. */
  @Override
  protected PairedCheckReport fixture() {
    ComparisonOptions plain = ComparisonOptions.builder().thresholdFraction(0).confidence(0.9).build();
    ComparisonOptions trimmed = plain.toBuilder().trimOutliers(true).build();
    double[] base1 = {100.5, 101.25, 99.75, 100.0, 102.5, 100.25, 99.5, 100.75, 101.0, 100.125};
    double[] same1 = {100.25, 101.5, 99.875, 100.5, 101.75, 100.0, 99.625, 100.5, 101.25, 100.0};
    double[] base2 = {98.5, 99.25, 98.75, 99.0, 99.5, 98.875, 99.125, 100.25, 98.625, 99.0};
    double[] same2 = {98.75, 99.0, 98.5, 99.25, 99.75, 98.75, 99.0, 100.5, 98.5, 99.125};
    double[] more1 = {101.5, 102.25, 100.875, 101.0, 103.5, 101.25, 100.5, 101.75, 102.0, 101.125};
    double[] more2 = {99.5, 100.25, 99.75, 100.125, 100.5, 99.875, 100.0, 101.25, 99.625, 100.0};
    List<Comparison> aa = List.of(
        comparison("lcg k=1000", "lcg k=1000", 1, plain, base1, same1, List.of("warm-up did not settle: \"time limit\"")),
        comparison("lcg k=1000", "lcg k=1000", 2, trimmed, base2, same2, List.of()));
    List<Comparison> known = List.of(
        comparison("lcg k=1000", "lcg k=1010", 1, trimmed, base1, more1, List.of()),
        comparison("lcg k=1000", "lcg k=1010", 2, plain, base2, more2, List.of()));
    return new PairedCheckReport(0.9, 0.01, 1000, "same-core: CPU-bound `sh` loop pinned to cpu 2 (pid 77)",
        "pinned to cpu 2 (--cpu 2 requested)", aa, known, new double[] {0.4375, 0.5});
  }

  @Override
  protected String goldenResource() {
    return GOLDEN;
  }

  @Override
  protected void write(PairedCheckReport value, PrintStream out) {
    PairedCheckWriter.json(value, out);
  }

  @Override
  protected PairedCheckReport parse(String text) {
    return PairedCheckReader.parse(text);
  }

  @Override
  protected DocumentHeader header() {
    return DocumentHeader.PAIRED_CHECK;
  }

  @Test
  void readsTypedMembersBack() throws IOException {
    PairedCheckReport e = fixture();
    PairedCheckReport r = PairedCheckReader.parse(golden());
    assertEquals(e.confidence(), r.confidence());
    assertEquals(e.changeFraction(), r.changeFraction());
    assertEquals(e.steps(), r.steps());
    assertEquals(e.background(), r.background());
    assertEquals(e.placement(), r.placement());
    assertArrayEquals(e.secondsPerComparison(), r.secondsPerComparison());
    assertEquals(e.falseAlarms(), r.falseAlarms());
    assertEquals(e.significant(), r.significant());
    List<Comparison> expected = new java.util.ArrayList<>(e.aa());
    expected.addAll(e.known());
    List<Comparison> read = new java.util.ArrayList<>(r.aa());
    read.addAll(r.known());
    for (int i = 0; i < expected.size(); i++) {
      Comparison x = expected.get(i);
      Comparison c = read.get(i);
      assertEquals(x.baselineName(), c.baselineName());
      assertEquals(x.candidateName(), c.candidateName());
      assertEquals(x.options(), c.options());
      assertEquals(x.comparisonOptions(), c.comparisonOptions());
      assertEquals(x.clock(), c.clock());
      assertEquals(x.evaluationsPerSample(), c.evaluationsPerSample());
      assertArrayEquals(x.baselineNanos(), c.baselineNanos());
      assertArrayEquals(x.candidateNanos(), c.candidateNanos());
      assertArrayEquals(x.candidateFirst(), c.candidateFirst());
      assertEquals(x.analysis(), c.analysis());
      assertEquals(x.verdict(), c.verdict());
      assertEquals(x.notes(), c.notes());
    }
    assertEquals(Pinning.cpu(2), r.aa().get(0).options().pinning());
    assertTrue(r.known().get(0).comparisonOptions().trimOutliers());
    assertTrue(r.known().get(0).analysis().trimmedMeanDifferenceNanos().isPresent());
  }

  @Test
  void everyVerdictLineAndTheNoiseFloorSayTheirIntervalsAreOneJvms() throws IOException {
    PairedCheckReport r = PairedCheckReader.parse(golden());
    assertTrue(r.aa().stream().allMatch(Comparison::oneJvm) && r.known().stream().allMatch(Comparison::oneJvm),
        "the note reads back from JSON");
    String text = GoldenText.written(java.util.Locale.ROOT, o -> PairedCheckWriter.text(r, o));
    List<String> verdicts = text.lines().filter(l -> l.startsWith("A/A   ") || l.startsWith("known ")).toList();
    assertEquals(4, verdicts.size(), text);
    verdicts.forEach(l -> assertTrue(l.contains("90% confidence, one JVM)"), l));
    assertTrue(text.contains("(median interval half-width, one JVM)"), text);
  }

  @Test
  void aCorruptedMemberIsNamedByItsPath() throws IOException {
    String golden = golden();
    String pair = refused(golden.replaceFirst("\"candidateNanos\": \\[101.5,", "\"candidateNanos\": [\"101.5\","));
    assertTrue(pair.startsWith("known[0].candidateNanos[0]: must be a number or null"), pair);
    String seed = refused(golden.replaceFirst("\"seed\": 2,\n(\\s*)\"batchSize\"", "\"seed\": 2.5,\n$1\"batchSize\""));
    assertTrue(seed.startsWith("aa[1].options.seed: must be a whole number"), seed);
    String confidence = refused(golden.replaceFirst("\"confidence\": 0.9,\n(\\s*)\"thresholdFraction\"",
        "\"confidence\": 1.5,\n$1\"thresholdFraction\""));
    assertTrue(confidence.startsWith("aa[0]: confidence must be in [0.5, 0.9999], got 1.5"), confidence);
    String lengths = refused(golden.replaceFirst("\"candidateFirst\": \\[\\s*true,", "\"candidateFirst\": ["));
    assertTrue(lengths.startsWith("aa[0]: has baselineNanos, candidateNanos and candidateFirst of different lengths"),
        lengths);
    String missing = refused(golden.replace("\"secondsPerComparison\": [0.4375,0.5]", "\"seconds\": []"));
    assertEquals("secondsPerComparison: member missing", missing);
  }
}
