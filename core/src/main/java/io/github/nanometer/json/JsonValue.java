package io.github.nanometer.json;

import io.github.nanometer.text.Messages;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * A value parsed by {@link JsonReader} together with its path in the document ({@code
 * results[2].options.seed}), for typed readers: each accessor checks the type and range it needs and
 * otherwise throws {@link IllegalArgumentException} naming the path, what was expected and what was
 * found. JSON {@code null} reads as NaN where a number is expected (writers write non-finite numbers
 * as null).
 */
public final class JsonValue {

  private final Object value;
  /** The path of this value, or of its array when {@link #index} is not negative. */
  private final String basePath;
  /** The index in its array, or -1; the path of an element is built only when asked for. */
  private final int index;

  private JsonValue(Object value, String path) {
    this(value, path, -1);
  }

  private JsonValue(Object value, String basePath, int index) {
    this.value = value;
    this.basePath = basePath;
    this.index = index;
  }

  /** The top level of a parsed document (path {@code the document}). */
  public static JsonValue root(Map<String, Object> document) {
    return new JsonValue(document, "");
  }

  /** Where this value sits, e.g. {@code results[0].clock}; empty for the top level. */
  public String path() {
    return index < 0 ? basePath : basePath + "[" + index + "]";
  }

  /** The member {@code name} of this object (which may hold null); fails when it is absent. */
  public JsonValue get(String name) {
    Map<String, Object> map = objectMap();
    if (!map.containsKey(name)) {
      throw new IllegalArgumentException(where(name) + ": member missing");
    }
    return new JsonValue(map.get(name), where(name));
  }

  /** Whether this object has the member {@code name} (null or not). */
  public boolean has(String name) {
    return objectMap().containsKey(name);
  }

  /** This object's members, insertion-ordered. */
  @SuppressWarnings("unchecked")
  public Map<String, Object> objectMap() {
    if (!(value instanceof Map)) {
      throw error("must be an object");
    }
    return (Map<String, Object>) value;
  }

  /** This array's elements. */
  public List<JsonValue> elements() {
    if (!(value instanceof List<?> list)) {
      throw error("must be an array");
    }
    List<JsonValue> out = new ArrayList<>(list.size());
    String base = path();
    for (int i = 0; i < list.size(); i++) {
      out.add(new JsonValue(list.get(i), base, i)); // the element's path is built only for an error
    }
    return out;
  }

  /** Whether this value is JSON null. */
  public boolean isNull() {
    return value == null;
  }

  /** A string. */
  public String string() {
    if (!(value instanceof String s)) {
      throw error("must be a string");
    }
    return s;
  }

  /** A number; null reads as NaN. */
  public double number() {
    if (value == null) {
      return Double.NaN;
    }
    if (!(value instanceof Number n)) {
      throw error("must be a number or null");
    }
    return n.doubleValue();
  }

  /** A whole number. */
  public long longValue() {
    if (!(value instanceof Long l)) {
      throw error("must be a whole number");
    }
    return l;
  }

  /** A whole number within int range. */
  public int integer() {
    long l = longValue();
    if (l < Integer.MIN_VALUE || l > Integer.MAX_VALUE) {
      throw error("must be a whole number from " + Integer.MIN_VALUE + " to " + Integer.MAX_VALUE);
    }
    return (int) l;
  }

  /** A boolean. */
  public boolean bool() {
    if (!(value instanceof Boolean b)) {
      throw error("must be true or false");
    }
    return b;
  }

  /** An array of numbers (nulls as NaN). */
  public double[] numbers() {
    List<JsonValue> list = elements();
    double[] out = new double[list.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = list.get(i).number();
    }
    return out;
  }

  /** An array of whole numbers. */
  public long[] longs() {
    List<JsonValue> list = elements();
    long[] out = new long[list.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = list.get(i).longValue();
    }
    return out;
  }

  /**
   * An array of arrays of whole numbers ({@code [[1,2],[3,4]]}), rows of any length. Reads the
   * parsed lists directly, without a value object per number: per-sample tables hold hundreds of
   * thousands of them.
   */
  public long[][] longRows() {
    if (!(value instanceof List<?> rows)) {
      throw error("must be an array");
    }
    long[][] out = new long[rows.size()][];
    for (int r = 0; r < out.length; r++) {
      if (!(rows.get(r) instanceof List<?> row)) {
        throw new JsonValue(rows.get(r), path(), r).error("must be an array of whole numbers");
      }
      long[] values = new long[row.size()];
      for (int i = 0; i < values.length; i++) {
        if (!(row.get(i) instanceof Long l)) {
          throw new JsonValue(row.get(i), path() + "[" + r + "]", i).error("must be a whole number");
        }
        values[i] = l;
      }
      out[r] = values;
    }
    return out;
  }

  /** An array of whole numbers within int range. */
  public int[] ints() {
    List<JsonValue> list = elements();
    int[] out = new int[list.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = list.get(i).integer();
    }
    return out;
  }

  /** The constant among {@code values} whose {@code name} is this string. */
  public <E> E choice(E[] values, Function<E, String> name) {
    String s = string();
    List<String> names = new ArrayList<>();
    for (E e : values) {
      if (name.apply(e).equals(s)) {
        return e;
      }
      names.add(name.apply(e));
    }
    throw error("must be one of " + String.join(", ", names) + ", got \"" + Messages.escape(s) + "\"");
  }

  /** Runs a constructor on values read here; its {@link IllegalArgumentException} gets this path. */
  public <T> T build(Supplier<T> constructor) {
    try {
      return constructor.get();
    } catch (IllegalArgumentException e) {
      if (e.getMessage() != null && e.getMessage().startsWith(label())) {
        throw e;
      }
      throw new IllegalArgumentException(label() + ": " + e.getMessage(), e);
    }
  }

  /** An exception saying that the value here {@code problem}. */
  public IllegalArgumentException error(String problem) {
    return new IllegalArgumentException(label() + ": " + problem);
  }

  private String label() {
    String path = path();
    return path.isEmpty() ? "the document" : path;
  }

  private String where(String name) {
    String path = path();
    return path.isEmpty() ? name : path + "." + name;
  }
}
