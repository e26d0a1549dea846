package io.github.nanometer.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/** The streaming JSON writer: exact output, escaping, numbers, and structural misuse. */
class JsonWriterTest {

  private static String compact(java.util.function.Consumer<JsonWriter> body) {
    StringBuilder sb = new StringBuilder();
    JsonWriter w = new JsonWriter(sb, false);
    body.accept(w);
    w.finish();
    return sb.toString();
  }

  @Test
  void compactDocument() {
    String s = compact(w -> w.beginObject()
        .field("a", 1)
        .name("b").array(new double[] {1, 2.5, Double.NaN})
        .name("c").beginObject().field("d", true).name("e").nullValue().field("f", (String) null).endObject()
        .name("g").array(new long[] {-3, Long.MAX_VALUE})
        .name("h").beginArray().endArray()
        .name("i").beginObject().endObject()
        .endObject());
    assertEquals("{\"a\":1,\"b\":[1,2.5,null],\"c\":{\"d\":true,\"e\":null,\"f\":null},"
        + "\"g\":[-3,9223372036854775807],\"h\":[],\"i\":{}}\n", s);
  }

  @Test
  void prettyDocument() {
    StringBuilder sb = new StringBuilder();
    new JsonWriter(sb, true).beginObject().field("a", "x").name("b").beginArray().value(1).value(false).endArray()
        .name("c").beginArray().endArray().endObject().finish();
    assertEquals("{\n  \"a\": \"x\",\n  \"b\": [\n    1,\n    false\n  ],\n  \"c\": []\n}\n", sb.toString());
  }

  @Test
  void escapesStrings() {
    String s = compact(w -> w.value("q\" b\\ s/ n\n r\r t\t b\b f\f c\u0001\u001f é \u2028 😀"));
    assertEquals("\"q\\\" b\\\\ s/ n\\n r\\r t\\t b\\b f\\f c\\u0001\\u001f é \u2028 😀\"\n", s);
    assertEquals("{\"na\\\"me\":1}\n", compact(w -> w.beginObject().field("na\"me", 1).endObject()));
  }

  @Test
  void numbers() {
    assertEquals("1", JsonWriter.formatDouble(1.0));
    assertEquals("-2", JsonWriter.formatDouble(-2.0));
    assertEquals("0", JsonWriter.formatDouble(-0.0));
    assertEquals("2.5", JsonWriter.formatDouble(2.5));
    assertEquals("0.30000000000000004", JsonWriter.formatDouble(0.1 + 0.2));
    assertEquals("1.0E20", JsonWriter.formatDouble(1e20));
    assertEquals("1.0E-7", JsonWriter.formatDouble(1e-7));
    assertEquals("999999999999999", JsonWriter.formatDouble(999_999_999_999_999.0));
    assertEquals("null", JsonWriter.formatDouble(Double.NaN));
    assertEquals("null", JsonWriter.formatDouble(Double.POSITIVE_INFINITY));
    assertEquals("null", JsonWriter.formatDouble(Double.NEGATIVE_INFINITY));
    assertEquals("[null,null]\n", compact(w -> w.beginArray().value(Double.NaN).value(Double.NEGATIVE_INFINITY)
        .endArray()));
  }

  private static void assertMisuse(Executable e) {
    assertThrows(IllegalStateException.class, e);
  }

  @Test
  void structuralMisuseThrows() {
    assertMisuse(() -> new JsonWriter(new StringBuilder(), false).beginObject().value(1));
    assertMisuse(() -> new JsonWriter(new StringBuilder(), false).name("a"));
    assertMisuse(() -> new JsonWriter(new StringBuilder(), false).beginArray().name("a"));
    assertMisuse(() -> new JsonWriter(new StringBuilder(), false).beginArray().endObject());
    assertMisuse(() -> new JsonWriter(new StringBuilder(), false).beginObject().endArray());
    assertMisuse(() -> new JsonWriter(new StringBuilder(), false).beginObject().name("a").endObject());
    assertMisuse(() -> new JsonWriter(new StringBuilder(), false).beginObject().finish());
    assertMisuse(() -> new JsonWriter(new StringBuilder(), false).value(1).value(2));
    assertMisuse(() -> new JsonWriter(new StringBuilder(), false).endObject());
    assertMisuse(() -> new JsonWriter(new StringBuilder(), false).beginObject().name("a").name("b"));
  }

  @Test
  void ioFailuresAreUnchecked() {
    Appendable broken = new Appendable() {
      @Override
      public Appendable append(CharSequence csq) throws IOException {
        throw new IOException("disk full");
      }

      @Override
      public Appendable append(CharSequence csq, int start, int end) throws IOException {
        throw new IOException("disk full");
      }

      @Override
      public Appendable append(char c) throws IOException {
        throw new IOException("disk full");
      }
    };
    UncheckedIOException e = assertThrows(UncheckedIOException.class, () -> new JsonWriter(broken, false).value(1));
    assertTrue(e.getCause().getMessage().contains("disk full"));
  }

  @Test
  void numericArraysTakeOneLineEvenWhenPretty() {
    StringBuilder sb = new StringBuilder();
    JsonWriter w = new JsonWriter(sb, true);
    w.beginObject().name("d").array(new double[] {1.5, Double.NaN, 3}).name("l").array(new long[] {1, -2})
        .name("i").array(new int[] {}).name("n").beginArray().array(new int[] {7, 8}).endArray()
        .name("b").array(new boolean[] {true, false}).name("r").rows(new double[][] {{1, 2}, {}, {0.5}}).endObject()
        .finish();
    assertEquals("{\n  \"d\": [1.5,null,3],\n  \"l\": [1,-2],\n  \"i\": [],\n  \"n\": [\n    [7,8]\n  ],\n"
        + "  \"b\": [true,false],\n  \"r\": [[1,2],[],[0.5]]\n}\n",
        sb.toString());
  }
}
