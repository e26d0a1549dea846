package io.github.nanometer.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.doctor.DoctorReport;
import io.github.nanometer.doctor.GoldenReports;
import io.github.nanometer.json.DocumentHeader;
import io.github.nanometer.json.JsonReader;
import io.github.nanometer.json.JsonWriter;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Golden-file tests of the doctor's text and JSON output, under two default locales. */
class FindingsWriterTest {

  private static String capture(Consumer<PrintStream> body) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
    body.accept(out);
    return bytes.toString(StandardCharsets.UTF_8);
  }

  private static String golden(String name) throws IOException {
    try (InputStream in = FindingsWriterTest.class.getResourceAsStream("/golden/" + name)) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  private static <T> T inLocale(String tag, java.util.function.Supplier<T> body) {
    Locale saved = Locale.getDefault();
    try {
      Locale.setDefault(Locale.forLanguageTag(tag));
      return body.get();
    } finally {
      Locale.setDefault(saved);
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"und", "de-DE"})
  void jsonMatchesGolden(String locale) throws IOException {
    String json = inLocale(locale, () -> {
      DoctorReport r = GoldenReports.laptop();
      return capture(out -> FindingsWriter.json(r, out));
    });
    assertEquals(golden("doctor-laptop.json"), json);
  }

  @ParameterizedTest
  @ValueSource(strings = {"und", "de-DE"})
  void textMatchesGolden(String locale) throws IOException {
    String text = inLocale(locale, () -> {
      DoctorReport r = GoldenReports.laptop();
      return capture(out -> FindingsWriter.text(r, out, false));
    });
    assertEquals(golden("doctor-laptop.txt"), text);
  }

  @Test
  @SuppressWarnings("unchecked")
  void jsonHasTheDocumentedShape() {
    DoctorReport r = GoldenReports.laptop();
    Map<String, Object> doc = JsonReader.parseObject(capture(out -> FindingsWriter.json(r, out)));
    assertEquals(DocumentHeader.DOCTOR, DocumentHeader.read(doc));
    List<Object> findings = (List<Object>) doc.get("findings");
    assertEquals(r.findings().size(), findings.size());
    for (Object o : findings) {
      Map<String, Object> f = (Map<String, Object>) o;
      assertEquals(List.of("id", "status", "observed", "why", "fix", "undo", "doc", "label"), List.copyOf(f.keySet()));
      assertTrue(List.of("ok", "warn", "fail", "unknown").contains(f.get("status")));
    }
    Map<String, Object> summary = (Map<String, Object>) doc.get("summary");
    assertEquals((long) r.findings().size(), (Long) summary.get("ok") + (Long) summary.get("warn")
        + (Long) summary.get("fail") + (Long) summary.get("unknown"));
    assertEquals(r.oneLineSummary(), summary.get("line"));
  }

  @Test
  void embeddingWritesOneObjectInsideAnotherDocument() {
    DoctorReport r = GoldenReports.laptop();
    StringBuilder sb = new StringBuilder();
    JsonWriter w = new JsonWriter(sb, false);
    w.beginObject().field("benchmark", "memcpy").name("environment");
    FindingsWriter.write(w, r);
    w.name("findingsOnly");
    FindingsWriter.writeArray(w, r.findings());
    w.endObject().finish();
    Map<String, Object> doc = JsonReader.parseObject(sb.toString());
    assertTrue(((Map<?, ?>) doc.get("environment")).containsKey("summary"));
    assertEquals(r.findings().size(), ((List<?>) doc.get("findingsOnly")).size());
  }

  @Test
  void colourOnlyWhenAsked() {
    DoctorReport r = GoldenReports.laptop();
    assertFalse(capture(out -> FindingsWriter.text(r, out, false)).contains("\u001b["));
    String coloured = capture(out -> FindingsWriter.text(r, out, true));
    assertTrue(coloured.contains("\u001b[1;31mFAIL"), "failures in bold red");
    assertTrue(coloured.contains("\u001b[33mWARN"), "warnings in yellow");
  }
}
