package io.github.nanometer.report;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nanometer.json.JsonReader;
import java.util.List;
import java.util.Map;

/**
 * Parsers of the CI formats, each written from the tool's documented format, for every writer's
 * test of them (the judgement's, a result's, the suite's, {@code reference}'s):
 * github-action-benchmark's {@code customSmallerIsBetter} (README, "Examples": an array of {@code
 * name}, {@code unit}, {@code value} required, {@code range} and {@code extra} optional strings) and
 * the Bencher Metric Format (bencher.dev "Benchmark Adapters", BMF: benchmark name -> measure slug
 * -> {@code value} required, {@code lower_value} and {@code upper_value} optional numbers).
 */
public final class CiFormatParsers {
  private CiFormatParsers() {}

  /** github-action-benchmark's custom tool format; returns the benches by name. */
  public static Map<String, Map<String, Object>> ghActionParse(String text) {
    Map<String, Map<String, Object>> byName = new java.util.LinkedHashMap<>();
    for (Object o : (List<?>) JsonReader.parse(text)) {
      @SuppressWarnings("unchecked")
      Map<String, Object> b = (Map<String, Object>) o;
      assertTrue(b.get("name") instanceof String, "name: a string");
      assertTrue(b.get("unit") instanceof String, "unit: a string");
      assertTrue(b.get("value") instanceof Number, "value: a number");
      assertTrue(!b.containsKey("range") || b.get("range") instanceof String, "range: a string");
      assertTrue(!b.containsKey("extra") || b.get("extra") instanceof String, "extra: a string");
      assertTrue(java.util.Set.of("name", "unit", "value", "range", "extra").containsAll(b.keySet()), b.toString());
      byName.put((String) b.get("name"), b);
    }
    return byName;
  }

  /** The Bencher Metric Format; returns benchmark -> measure -> metric. */
  @SuppressWarnings("unchecked")
  public static Map<String, Map<String, Map<String, Object>>> bmfParse(String text) {
    Map<String, Object> doc = JsonReader.parseObject(text);
    for (Object measures : doc.values()) {
      for (Object metric : ((Map<String, Object>) measures).values()) {
        Map<String, Object> m = (Map<String, Object>) metric;
        assertTrue(m.get("value") instanceof Number, "value: a number");
        assertTrue(java.util.Set.of("value", "lower_value", "upper_value").containsAll(m.keySet()), m.toString());
        for (String bound : List.of("lower_value", "upper_value")) {
          assertTrue(!m.containsKey(bound) || m.get(bound) instanceof Number, bound + ": a number");
        }
        if (m.containsKey("lower_value") && m.containsKey("upper_value")) {
          assertTrue(((Number) m.get("lower_value")).doubleValue() < ((Number) m.get("upper_value")).doubleValue(),
              "no zero-width bounds: " + m);
        }
      }
    }
    return (Map<String, Map<String, Map<String, Object>>>) (Map<?, ?>) doc;
  }
}
