package io.github.nanometer.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.ClockSummary;
import io.github.nanometer.Diagnosis;
import io.github.nanometer.Estimator;
import io.github.nanometer.Interval;
import io.github.nanometer.Result;
import io.github.nanometer.TestResults;
import io.github.nanometer.json.JsonWriter;
import io.github.nanometer.report.IntervalJson;
import io.github.nanometer.resultjson.ResultJsonWriter;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A plug-in's documents written and read through the spi, in the library's own form. */
class DocumentWriterTest {
  /** A plug-in schema of the suite's shape. */
  static final PluginSchema SUITE = PluginSchema.of("nanometer-suite", 2);


  private static final Interval INTERVAL = new Interval(1.5, Double.POSITIVE_INFINITY, 0.95, "median per call",
      "order statistics");

  private static Result result() {
    return TestResults.result(Estimator.MEDIAN, new int[] {1, 2}, new double[] {10, 22}, List.of("a note"),
        Optional.of(new Interval(1, 3, 0.95, "median time per evaluation", "order statistics")));
  }

  @Test
  void aDocumentStartsWithItsSchemasHeaderAndEndsWithANewline() {
    StringBuilder sb = new StringBuilder();
    DocumentWriter w = DocumentWriter.document(sb, SUITE);
    w.field("n", 3).name("xs").beginArray().value(1.5).value(Double.NaN).value("s").value(true).nullValue().endArray()
        .endObject().finish();
    assertEquals("{\n  \"schema\": \"nanometer-suite\",\n  \"version\": " + SUITE.version()
        + ",\n  \"n\": 3,\n  \"xs\": [\n    1.5,\n    null,\n    \"s\",\n    true,\n    null\n  ]\n}\n", sb.toString());
    DocumentValue top = DocumentValue.parse(sb.toString(), SUITE);
    assertEquals(3, top.get("n").integer());
    assertTrue(Double.isNaN(top.get("xs").elements().get(1).number()), "null reads as NaN");
  }

  @Test
  void anIntervalIsWrittenAsTheLibraryWritesOneAndAnEmptyOneAsNull() {
    StringBuilder mine = new StringBuilder();
    DocumentWriter w = new DocumentWriter(new JsonWriter(mine, false));
    w.beginObject().interval("i", Optional.of(INTERVAL)).interval("none", Optional.empty()).endObject();
    StringBuilder library = new StringBuilder();
    JsonWriter j = new JsonWriter(library, false).beginObject();
    IntervalJson.write(j, "i", INTERVAL.covers(),
        new Interval(1.5, Double.POSITIVE_INFINITY, 0.95, "median per call", "order statistics"));
    j.name("none").nullValue().endObject();
    assertEquals(library.toString(), mine.toString());
    assertTrue(mine.toString().contains("\"intervalCovers\":\"median per call\""), mine.toString());
  }

  @Test
  void aResultIsWrittenAsNanometerResultsWritesItAndReadBack() {
    Result r = result();
    StringBuilder mine = new StringBuilder();
    DocumentWriter.document(mine, SUITE).name("result").result(r).environment(r.environment())
        .endObject().finish();
    StringBuilder library = new StringBuilder();
    JsonWriter j = new JsonWriter(library, true).beginObject().field("schema", "nanometer-suite")
        .field("version", SUITE.version()).name("result");
    ResultJsonWriter.write(j, r);
    ResultJsonWriter.writeEnvironment(j, r.environment());
    j.endObject().finish();
    assertEquals(library.toString(), mine.toString());
    Result back = DocumentValue.parse(mine.toString(), SUITE).get("result").result(Optional.empty());
    assertEquals(r.name(), back.name());
    assertEquals(List.of(10.0, 22.0), List.of(back.elapsedNanos()[0], back.elapsedNanos()[1]));
    assertEquals(r.interval(), back.interval());
  }

  @Test
  void clockAndDoctorReadBackAsWritten() {
    ClockSummary clock = new ClockSummary("nanoTime", 20, 1, 3000, 20, 30);
    Diagnosis doctor = new Diagnosis(List.of(new Diagnosis.Observation("cpu.governor", Diagnosis.Severity.WARN,
        "CPU governor", "powersave", "clock changes", "set performance", "set powersave", "docs")), 2, true, false,
        false, Duration.ofMillis(5));
    StringBuilder sb = new StringBuilder();
    DocumentWriter.document(sb, SUITE).name("clock").clock(clock).name("doctor").doctor(doctor)
        .endObject().finish();
    DocumentValue top = DocumentValue.parse(sb.toString(), SUITE);
    assertEquals(clock, top.get("clock").clock());
    assertEquals(doctor.findings(), top.get("doctor").doctor().findings());
  }

  @Test
  void anUnfinishedDocumentIsRefused() {
    DocumentWriter w = DocumentWriter.document(new StringBuilder(), SUITE);
    assertThrows(IllegalStateException.class, w::finish);
  }
}
