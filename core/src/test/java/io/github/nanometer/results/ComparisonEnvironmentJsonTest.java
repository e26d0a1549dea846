package io.github.nanometer.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.BlackholeKind;
import io.github.nanometer.ClockSummary;
import io.github.nanometer.Comparison;
import io.github.nanometer.ComparisonOptions;
import io.github.nanometer.Environment;
import io.github.nanometer.Options;
import io.github.nanometer.compare.PairedAnalysis;
import io.github.nanometer.doctor.GoldenReports;
import io.github.nanometer.json.JsonReader;
import io.github.nanometer.json.JsonValue;
import io.github.nanometer.json.JsonWriter;
import io.github.nanometer.resultjson.EnvironmentJson;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A comparison's JSON (the paired-check document's entries) carries the environment captured when
 * the pairs were measured, and it reads back into the same typed {@link Environment}.
 */
class ComparisonEnvironmentJsonTest {

  private static final ClockSummary TSC = new ClockSummary("tsc", 7.5, 0.4, 25, 8, 12.25);

  static Environment environment(boolean withDoctor) {
    return new Environment("17.0.9", "OpenJDK 64-Bit Server VM", "17.0.9+9", "Linux", "6.1.0", "amd64", 8,
        4_294_967_296L, BlackholeKind.VOLATILE, "pinned to cpu 3 (isolated)", TSC, 0.3333333333333333,
        withDoctor ? Optional.of(GoldenReports.laptop().diagnosis()) : Optional.empty(),
        Optional.of("Test CPU"), java.util.OptionalLong.of(1L << 34), "Test Vendor", java.util.List.of("-Xmx1g"));
  }

  static Comparison comparison(Environment environment) {
    double[] base = {100, 102, 98, 101, 99, 103, 100, 97};
    double[] cand = {101, 104, 99, 103, 100, 104, 102, 98};
    ComparisonOptions co = ComparisonOptions.builder().build();
    PairedAnalysis a = PairedAnalysis.of(base, cand, co.thresholdFraction(), co.confidence(), co.trimOutliers());
    return new Comparison("base", "cand", Options.builder().seed(3).build(), co, environment, 16, base, cand,
        new boolean[8], a.comparisonAnalysis(), a.judgement(), List.of());
  }

  static String json(Comparison c) {
    StringBuilder sb = new StringBuilder();
    JsonWriter w = new JsonWriter(sb, true);
    PairedComparisonWriter.write(w, c);
    w.finish();
    return sb.toString();
  }

  static String json(Environment e) {
    StringBuilder sb = new StringBuilder();
    JsonWriter w = new JsonWriter(sb, true);
    w.beginObject();
    EnvironmentJson.write(w, "environment", e);
    w.endObject().finish();
    return sb.toString();
  }

  @ParameterizedTest
  @ValueSource(strings = {"ROOT", "de-DE"})
  void theEnvironmentIsWrittenAndReadsBackTyped(String tag) {
    Locale saved = Locale.getDefault();
    try {
      Locale.setDefault(tag.equals("ROOT") ? Locale.ROOT : Locale.forLanguageTag(tag));
      for (boolean withDoctor : new boolean[] {true, false}) {
        Environment e = environment(withDoctor);
        String text = json(comparison(e));
        JsonValue written = JsonValue.root(JsonReader.parseObject(text));
        assertTrue(written.has("environment"), "a comparison without its environment: " + text);
        Environment read = EnvironmentJson.read(written.get("environment"));
        assertEquals(e, read);
        assertEquals(json(e), json(read), "write, read, write is byte-identical");
        assertTrue(text.contains("\"threadPlacement\": \"pinned to cpu 3 (isolated)\""), text);
      }
    } finally {
      Locale.setDefault(saved);
    }
  }

  @org.junit.jupiter.api.Test
  void copiesPerSideAreWrittenAndTheVerdictReadsBackFromThem() {
    // Identical code, three compiled copies per side reading 100, 106 and 94 ns (candidate's in another
    // order): the pairs' own interval excludes zero, the one across copies does not.
    double[] base = new double[30];
    double[] cand = new double[30];
    double[] baseCopies = {100, 106, 94};
    double[] candCopies = {106, 94, 100};
    for (int p = 0; p < 30; p++) {
      base[p] = baseCopies[p % 3] + (p % 2 == 0 ? 0.5 : -0.5);
      cand[p] = candCopies[p % 3] + (p % 2 == 0 ? -0.25 : 0.25);
    }
    ComparisonOptions co = ComparisonOptions.builder().thresholdFraction(0.02).build();
    PairedAnalysis a = PairedAnalysis.of(base, cand, co.thresholdFraction(), co.confidence(), co.trimOutliers(), 3, false);
    assertTrue(a.acrossCompilations().isPresent());
    assertTrue(a.judged().interval().low() <= -0.02 && a.judged().interval().high() >= 0.02, a.judged().toString());
    assertEquals(io.github.nanometer.Verdict.INCONCLUSIVE, a.judgement());
    Comparison c = new Comparison("base", "cand", Options.builder().seed(3).build(), co, environment(false), 16,
        base, cand, new boolean[30], a.comparisonAnalysis(), a.judgement(), List.of());
    String text = json(c);
    assertTrue(text.contains("\"copiesPerSide\": 3"), text);
    assertTrue(text.contains("\"acrossCompilations\""), text);
    Comparison read = PairedComparisonReader.read(JsonValue.root(JsonReader.parseObject(text)));
    assertEquals(3, read.analysis().copiesPerSide());
    assertEquals(c.verdict(), read.verdict());
    assertEquals(c.relativeChangeInterval(), read.relativeChangeInterval());
    assertEquals(text, json(read), "write, read, write is byte-identical");
    assertTrue(PairedComparisonWriter.summary(c).contains("3 separately compiled copies per side"),
        PairedComparisonWriter.summary(c));
  }
}
