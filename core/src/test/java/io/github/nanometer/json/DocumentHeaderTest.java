package io.github.nanometer.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class DocumentHeaderTest {

  private static Map<String, Object> parse(String json) {
    return JsonReader.parseObject(json);
  }

  private static String message(Runnable r) {
    return assertThrows(IllegalArgumentException.class, r::run).getMessage();
  }

  @Test
  void writesSchemaThenVersionFirst() {
    StringBuilder sb = new StringBuilder();
    JsonWriter w = new JsonWriter(sb, false);
    DocumentHeader.DOCTOR.write(w.beginObject()).field("other", 1).endObject().finish();
    assertEquals("{\"schema\":\"nanometer-doctor\",\"version\":1,\"other\":1}\n", sb.toString());
    assertEquals(List.of("schema", "version", "other"), List.copyOf(parse(sb.toString()).keySet()));
  }

  @Test
  void everyKnownHeaderReadsBackFromWhatItWrites() {
    Set<String> schemas = new HashSet<>();
    for (DocumentHeader h : DocumentHeader.KNOWN) {
      assertTrue(schemas.add(h.schema()), "schema listed twice: " + h.schema());
      StringBuilder sb = new StringBuilder();
      h.write(new JsonWriter(sb, true).beginObject()).endObject().finish();
      Map<String, Object> doc = parse(sb.toString());
      assertEquals(h, DocumentHeader.read(doc));
      assertEquals(h.version(), h.check(doc));
    }
  }

  @Test
  void olderVersionsOfTheSameSchemaAreAccepted() {
    assertEquals(1, DocumentHeader.RESULTS.check(parse("{\"schema\":\"nanometer-results\",\"version\":1}")));
    // version 4 added the run and the members a history keys on: version 3 documents stay readable
    assertEquals(3, DocumentHeader.RESULTS.check(parse("{\"schema\":\"nanometer-results\",\"version\":3}")));
    assertEquals(3, DocumentHeader.SUITE.check(parse("{\"schema\":\"nanometer-suite\",\"version\":3}")));
    assertEquals(3, DocumentHeader.JMH.check(parse("{\"schema\":\"nanometer-jmh\",\"version\":3}")));
    assertEquals(List.of(4, 4, 4), List.of(DocumentHeader.RESULTS.version(), DocumentHeader.SUITE.version(),
        DocumentHeader.JMH.version()));
  }

  @Test
  void newerVersionIsRefusedNamingBoth() {
    String m = message(() -> DocumentHeader.RESULTS.check(parse("{\"schema\":\"nanometer-results\",\"version\":5}")));
    assertTrue(m.contains("nanometer-results version 5 is newer"), m);
    assertTrue(m.contains("versions 1..4"), m);
  }

  @Test
  void anotherKnownSchemaIsRefusedNamingBoth() {
    String m = message(() -> DocumentHeader.RESULTS.check(parse("{\"schema\":\"nanometer-compare\",\"version\":2}")));
    assertEquals("expected a nanometer-results document, got a nanometer-compare document (version 2)", m);
  }

  @Test
  void unknownSchemaIsRefusedListingTheKnownOnes() {
    String m = message(() -> DocumentHeader.read(parse("{\"schema\":\"jmh-results\",\"version\":1}")));
    assertTrue(m.startsWith("unknown schema \"jmh-results\"; nanometer writes nanometer-results, "), m);
    m = message(() -> DocumentHeader.read(parse("{\"schema\":7,\"version\":1}")));
    assertTrue(m.startsWith("unknown schema \"7\""), m);
  }

  @Test
  void retiredFormatHeaderIsNamed() {
    String m = message(() -> DocumentHeader.DOCTOR.check(parse("{\"format\":\"nanometer-doctor/1\",\"findings\":[]}")));
    assertEquals("not a nanometer document: no \"schema\" member (it has the retired header "
        + "{\"format\": \"nanometer-doctor/1\"}; write it again with this nanometer)", m);
    assertEquals("not a nanometer document: no \"schema\" member",
        message(() -> DocumentHeader.read(parse("{\"clocks\":[]}"))));
  }

  @Test
  void badVersionsAreRefused() {
    for (String v : List.of("0", "-1", "1.5", "\"1\"", "null", "4294967296")) {
      String m = message(() -> DocumentHeader.read(parse("{\"schema\":\"nanometer-timer\",\"version\":" + v + "}")));
      assertTrue(m.startsWith("nanometer-timer: \"version\" must be a whole number from 1"), v + ": " + m);
    }
    String m = message(() -> DocumentHeader.read(parse("{\"schema\":\"nanometer-timer\"}")));
    assertTrue(m.endsWith("got none"), m);
  }

  @Test
  void echoedSchemaStaysOneShortLine() {
    String m = message(() -> DocumentHeader.read(parse("{\"schema\":\"a\\nb" + "x".repeat(200) + "\",\"version\":1}")));
    assertTrue(m.startsWith("unknown schema \"a?b" + "x".repeat(77) + "...\""), m);
    assertTrue(!m.contains("\n"), m);
  }

  @Test
  void constructorChecksFormAndRange() {
    assertTrue(message(() -> new DocumentHeader("results", 1)).contains("got \"results\""));
    assertTrue(message(() -> new DocumentHeader(null, 1)).contains("got null"));
    assertEquals("version of nanometer-x must be at least 1, got 0",
        message(() -> new DocumentHeader("nanometer-x", 0)));
  }
}
