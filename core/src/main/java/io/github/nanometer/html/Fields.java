package io.github.nanometer.html;

import java.util.List;
import java.util.Map;

/**
 * Typed, forgiving access to parsed JSON values ({@link io.github.nanometer.report.JsonReader}
 * maps): a missing or mistyped member reads as absent (NaN, empty, empty list), because a report
 * shows what a document holds and says what it lacks rather than failing on an older schema.
 */
final class Fields {

  private Fields() {}

  @SuppressWarnings("unchecked")
  static Map<String, Object> object(Map<String, Object> m, String key) {
    Object v = m == null ? null : m.get(key);
    return v instanceof Map ? (Map<String, Object>) v : Map.of();
  }

  @SuppressWarnings("unchecked")
  static List<Map<String, Object>> objects(Map<String, Object> m, String key) {
    Object v = m == null ? null : m.get(key);
    if (!(v instanceof List)) {
      return List.of();
    }
    return ((List<Object>) v).stream().filter(o -> o instanceof Map).map(o -> (Map<String, Object>) o).toList();
  }

  static String string(Map<String, Object> m, String key) {
    Object v = m == null ? null : m.get(key);
    return v == null ? "" : String.valueOf(v);
  }

  static double number(Map<String, Object> m, String key) {
    Object v = m == null ? null : m.get(key);
    return v instanceof Number n ? n.doubleValue() : Double.NaN;
  }

  static double[] numbers(Map<String, Object> m, String key) {
    Object v = m == null ? null : m.get(key);
    if (!(v instanceof List<?> list)) {
      return new double[0];
    }
    double[] out = new double[list.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = list.get(i) instanceof Number n ? n.doubleValue() : Double.NaN;
    }
    return out;
  }

  static boolean[] booleans(Map<String, Object> m, String key) {
    Object v = m == null ? null : m.get(key);
    if (!(v instanceof List<?> list)) {
      return null;
    }
    boolean[] out = new boolean[list.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = Boolean.TRUE.equals(list.get(i));
    }
    return out;
  }

  /** A list of strings; an element that is an object with a {@code message} (a typed note) reads as its message. */
  static List<String> strings(Map<String, Object> m, String key) {
    Object v = m == null ? null : m.get(key);
    if (!(v instanceof List<?> list)) {
      return List.of();
    }
    return list.stream().map(o -> o instanceof Map<?, ?> note && note.get("message") != null
        ? String.valueOf(note.get("message"))
        : String.valueOf(o)).toList();
  }
}
