package io.github.nanometer.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The strict JSON reader, and round trips of what {@link JsonWriter} writes. */
class JsonReaderTest {

  @Test
  void parsesEveryKindOfValue() {
    Map<String, Object> m = JsonReader.parseObject(
        " {\"s\": \"a\\\"b\\\\c\\/d\\n\\u00e9\\ud83d\\ude00\", \"i\": -12, \"big\": 12345678901234567890,"
            + " \"d\": 2.5e-3, \"e\": 1E+2, \"t\": true, \"f\": false, \"n\": null, \"a\": [1, [], {}], \"o\": {\"x\": 0}} ");
    assertEquals("a\"b\\c/d\né😀", m.get("s"));
    assertEquals(-12L, m.get("i"));
    assertEquals(1.2345678901234567e19, (Double) m.get("big"), 0);
    assertEquals(0.0025, m.get("d"));
    assertEquals(100.0, m.get("e"));
    assertEquals(Boolean.TRUE, m.get("t"));
    assertEquals(Boolean.FALSE, m.get("f"));
    assertTrue(m.containsKey("n"));
    assertNull(m.get("n"));
    assertEquals(List.of(1L, List.of(), Map.of()), m.get("a"));
    assertEquals(Map.of("x", 0L), m.get("o"));
    assertEquals(List.of("s", "i", "big", "d", "e", "t", "f", "n", "a", "o"), new ArrayList<>(m.keySet()));
  }

  @ParameterizedTest
  @ValueSource(strings = {"", "{", "[1,", "[1 2]", "{\"a\" 1}", "{\"a\":1,}", "{a:1}", "\"abc", "tru", "nul",
      "[1]x", "{\"a\":1,\"a\":2}", "\"\\x\"", "\"\\u12G4\"", "\"\\u12\"", "\"tab\there\"", "1.2.3", "-", "+1",
      ".5", "01", "-01", "1.", "1.e5", "1e", "NaN", "Infinity", "[01]"})
  void rejectsMalformedInput(String text) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> JsonReader.parse(text));
    assertTrue(e.getMessage().startsWith("JSON line "), e.getMessage());
  }

  @Test
  void acceptsEveryNumberForm() {
    assertEquals(0L, JsonReader.parse("0"));
    assertEquals(0L, JsonReader.parse("-0"));
    assertEquals(-0.5, JsonReader.parse("-0.5"));
    assertEquals(1.5e-3, JsonReader.parse("1.5E-3"));
    assertEquals(10.0, JsonReader.parse("1e1"));
  }

  @Test
  void errorsNameLineAndColumn() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> JsonReader.parse("{\n  \"a\": x}"));
    assertEquals("JSON line 2, column 8: unexpected character 'x'", e.getMessage());
    IllegalArgumentException top = assertThrows(IllegalArgumentException.class, () -> JsonReader.parseObject("[1]"));
    assertTrue(top.getMessage().contains("object"), top.getMessage());
  }

  @Test
  void roundTripsWhatTheWriterWrites() {
    SplittableRandom r = new SplittableRandom(99);
    double[] doubles = new double[500];
    for (int i = 0; i < doubles.length; i++) {
      doubles[i] = switch (i % 5) {
        case 0 -> r.nextDouble() * 1e6;
        case 1 -> Double.longBitsToDouble(r.nextLong() & 0x7fefffffffffffffL) * (r.nextBoolean() ? 1 : -1);
        case 2 -> Math.rint(r.nextDouble() * 1e12);
        case 3 -> r.nextGaussian() * 1e-300;
        default -> Double.MIN_VALUE * (i + 1);
      };
    }
    long[] longs = {0, -1, Long.MIN_VALUE, Long.MAX_VALUE, 1L << 53};
    StringBuilder strings = new StringBuilder();
    for (int c = 0; c < 0x3000; c++) {
      if (!Character.isSurrogate((char) c)) {
        strings.append((char) c);
      }
    }
    for (boolean pretty : new boolean[] {false, true}) {
      StringBuilder sb = new StringBuilder();
      new JsonWriter(sb, pretty).beginObject().name("d").array(doubles).name("l").array(longs)
          .field("s", strings.toString()).endObject().finish();
      Map<String, Object> m = JsonReader.parseObject(sb.toString());
      List<?> d = (List<?>) m.get("d");
      for (int i = 0; i < doubles.length; i++) {
        assertEquals(doubles[i], ((Number) d.get(i)).doubleValue(), 0, "index " + i + ": " + d.get(i));
      }
      assertEquals(Arrays.stream(longs).boxed().toList(), m.get("l"));
      assertEquals(strings.toString(), m.get("s"));
    }
  }

  @Test
  void nestedStructuresRoundTrip() {
    Map<String, Object> expected = new LinkedHashMap<>();
    expected.put("list", List.of(List.of(1L, 2L), Map.of("k", "v")));
    expected.put("empty", List.of());
    StringBuilder sb = new StringBuilder();
    new JsonWriter(sb, true).beginObject().name("list").beginArray().beginArray().value(1).value(2).endArray()
        .beginObject().field("k", "v").endObject().endArray().name("empty").beginArray().endArray().endObject().finish();
    assertEquals(expected, JsonReader.parseObject(sb.toString()));
  }

  /**
   * The number scanner accepts exactly JSON's number grammar: checked against the grammar as a
   * regular expression on hand-picked edge cases and on 200,000 random strings over the number
   * alphabet.
   */
  @Test
  void theNumberScannerAcceptsExactlyJsonsGrammar() {
    java.util.regex.Pattern grammar = java.util.regex.Pattern.compile("-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?");
    List<String> cases = List.of("0", "-0", "7", "-12", "01", "-01", "1.", ".5", "1.5", "1e", "1e5", "1E+5", "1e-05",
        "-", "+1", "1.5e", "1.e5", "0.0", "00", "1e+", "", "-e1", "12.34E-56", "1..2", "1ee2", "0e0");
    for (String c : cases) {
      assertEquals(grammar.matcher(c).matches(), JsonReader.isJsonNumber(c), c);
    }
    String alphabet = "0123456789.-+eE";
    SplittableRandom random = new SplittableRandom(11);
    for (int k = 0; k < 200_000; k++) {
      StringBuilder sb = new StringBuilder();
      for (int n = random.nextInt(1, 9); n > 0; n--) {
        sb.append(alphabet.charAt(random.nextInt(alphabet.length())));
      }
      String c = sb.toString();
      assertEquals(grammar.matcher(c).matches(), JsonReader.isJsonNumber(c), c);
    }
  }
}
