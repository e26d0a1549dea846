package io.github.nanometer.json;

import io.github.nanometer.text.Messages;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayDeque;
import java.util.Deque;

/**
 * A streaming JSON writer: the one way nanometer emits JSON (never string concatenation).
 *
 * <p>Numbers are written in {@link java.util.Locale#ROOT} form via {@link Double#toString} or
 * {@link Long#toString}; non-finite doubles become {@code null}. Structural misuse (a value where a
 * name is expected, unbalanced ends) throws {@link IllegalStateException}. Output is pretty-printed
 * with two-space indentation when {@code pretty} is true, except that numeric arrays ({@link
 * #array(double[])} and its siblings) always take one line, which keeps documents of raw samples
 * small. Text goes straight to the {@link Appendable}: nothing is built in memory, so a document
 * of any size streams through a buffered {@link java.io.Writer}.
 */
public final class JsonWriter {

  private enum Scope { OBJECT_NAME, OBJECT_VALUE, ARRAY, TOP }

  private final Appendable out;
  private final boolean pretty;
  private final Deque<Scope> scopes = new ArrayDeque<>();
  private final Deque<Boolean> firsts = new ArrayDeque<>();

  /** Writes to {@code out}; pretty-prints when {@code pretty}. */
  public JsonWriter(Appendable out, boolean pretty) {
    this.out = out;
    this.pretty = pretty;
    scopes.push(Scope.TOP);
    firsts.push(true);
  }

  /** Starts an object. */
  public JsonWriter beginObject() {
    beforeValue();
    raw("{");
    scopes.push(Scope.OBJECT_NAME);
    firsts.push(true);
    return this;
  }

  /** Ends the current object. */
  public JsonWriter endObject() {
    if (scopes.peek() != Scope.OBJECT_NAME) {
      throw new IllegalStateException("endObject outside an object or after a dangling name");
    }
    end("}");
    return this;
  }

  /** Starts an array. */
  public JsonWriter beginArray() {
    beforeValue();
    raw("[");
    scopes.push(Scope.ARRAY);
    firsts.push(true);
    return this;
  }

  /** Ends the current array. */
  public JsonWriter endArray() {
    if (scopes.peek() != Scope.ARRAY) {
      throw new IllegalStateException("endArray outside an array");
    }
    end("]");
    return this;
  }

  /** Writes the name of the next member of the current object. */
  public JsonWriter name(String name) {
    if (scopes.peek() != Scope.OBJECT_NAME) {
      throw new IllegalStateException("name '" + name + "' outside an object");
    }
    separator();
    string(name);
    raw(pretty ? ": " : ":");
    scopes.pop();
    scopes.push(Scope.OBJECT_VALUE);
    return this;
  }

  /** Writes a string value, or null. */
  public JsonWriter value(String s) {
    beforeValue();
    if (s == null) {
      raw("null");
    } else {
      string(s);
    }
    return this;
  }

  /** Writes an integral number. */
  public JsonWriter value(long v) {
    beforeValue();
    raw(Long.toString(v));
    return this;
  }

  /** Writes a number; NaN and infinities become null. Integral values keep a ".0"-free form. */
  public JsonWriter value(double v) {
    beforeValue();
    raw(formatDouble(v));
    return this;
  }

  /** Writes a boolean. */
  public JsonWriter value(boolean v) {
    beforeValue();
    raw(v ? "true" : "false");
    return this;
  }

  /** Writes null. */
  public JsonWriter nullValue() {
    beforeValue();
    raw("null");
    return this;
  }

  /** Shorthand for {@code name(n).value(v)}. */
  public JsonWriter field(String n, String v) {
    return name(n).value(v);
  }

  /** Shorthand for {@code name(n).value(v)}. */
  public JsonWriter field(String n, long v) {
    return name(n).value(v);
  }

  /** Shorthand for {@code name(n).value(v)}. */
  public JsonWriter field(String n, double v) {
    return name(n).value(v);
  }

  /** Shorthand for {@code name(n).value(v)}. */
  public JsonWriter field(String n, boolean v) {
    return name(n).value(v);
  }

  /**
   * Writes an array of numbers on one line (compact even when pretty-printing).
   *
   * <p>Implementation notes: each array line is built in memory and handed to the output in one
   * call ({@link #line}), as {@link #rows(long[][])} does: per-sample arrays hold tens of thousands
   * of numbers, and one {@code append} per number and comma through a {@code PrintStream}
   * (synchronized, encoding each call) cost more than the formatting.
   */
  public JsonWriter array(double[] values) {
    return line(values.length, i -> formatDouble(values[i]));
  }

  /** Writes an array of integers on one line (compact even when pretty-printing), in one output call. */
  public JsonWriter array(long[] values) {
    return line(values.length, i -> Long.toString(values[i]));
  }

  /** Writes an array of integers on one line (compact even when pretty-printing), in one output call. */
  public JsonWriter array(int[] values) {
    return line(values.length, i -> Integer.toString(values[i]));
  }

  /** Writes an array of booleans on one line (compact even when pretty-printing), in one output call. */
  public JsonWriter array(boolean[] values) {
    return line(values.length, i -> values[i] ? "true" : "false");
  }

  /** One array of {@code length} elements, the text of element i {@code element(i)}, as one output call. */
  private JsonWriter line(int length, java.util.function.IntFunction<String> element) {
    beforeValue();
    StringBuilder line = new StringBuilder(length * 10 + 2).append('[');
    for (int i = 0; i < length; i++) {
      if (i > 0) {
        line.append(',');
      }
      line.append(element.apply(i));
    }
    raw(line.append(']').toString());
    return this;
  }

  /**
   * Writes an array of numeric rows, all on one line ({@code [[1,2],[3,4]]}): per-sample tables
   * such as counter deltas stay one line however many samples there are.
   */
  public JsonWriter rows(double[][] rows) {
    beforeValue();
    StringBuilder line = new StringBuilder("[");
    for (int r = 0; r < rows.length; r++) {
      line.append(r > 0 ? ",[" : "[");
      for (int i = 0; i < rows[r].length; i++) {
        if (i > 0) {
          line.append(',');
        }
        line.append(formatDouble(rows[r][i]));
      }
      line.append(']');
    }
    raw(line.append(']').toString());
    return this;
  }

  /** Writes an array of whole-number rows, all on one line ({@code [[1,2],[3,4]]}), e.g. raw counter deltas. */
  public JsonWriter rows(long[][] rows) {
    beforeValue();
    StringBuilder line = new StringBuilder("[");
    for (int r = 0; r < rows.length; r++) {
      line.append(r > 0 ? ",[" : "[");
      for (int i = 0; i < rows[r].length; i++) {
        line.append(i > 0 ? "," : "").append(rows[r][i]);
      }
      line.append(']');
    }
    raw(line.append(']').toString());
    return this;
  }

  /** Ends the document with a newline; throws when scopes are still open. */
  public void finish() {
    if (scopes.size() != 1) {
      throw new IllegalStateException("unclosed JSON scope at finish");
    }
    raw("\n");
  }

  /** The JSON text of a double: shortest round-trip form, integral values without ".0", NaN as null. */
  public static String formatDouble(double v) {
    if (!Double.isFinite(v)) {
      return "null";
    }
    if (v == Math.rint(v) && Math.abs(v) < 1e15) {
      return Long.toString((long) v);
    }
    return Double.toString(v);
  }

  private void beforeValue() {
    Scope s = scopes.peek();
    if (s == Scope.OBJECT_NAME) {
      throw new IllegalStateException("value without a name inside an object");
    }
    if (s == Scope.OBJECT_VALUE) {
      scopes.pop();
      scopes.push(Scope.OBJECT_NAME);
      return;
    }
    if (s == Scope.TOP && !firsts.peek()) {
      throw new IllegalStateException("a JSON document has one top-level value");
    }
    separator();
  }

  private void separator() {
    boolean first = firsts.pop();
    firsts.push(false);
    if (scopes.peek() == Scope.TOP) {
      return;
    }
    if (!first) {
      raw(",");
    }
    newline(scopes.size() - 1);
  }

  private void end(String bracket) {
    scopes.pop();
    boolean empty = firsts.pop();
    if (!empty) {
      newline(scopes.size() - 1);
    }
    raw(bracket);
  }

  private void newline(int depth) {
    if (pretty) {
      raw("\n");
      raw("  ".repeat(Math.max(0, depth)));
    }
  }

  private void string(String s) {
    StringBuilder sb = new StringBuilder(s.length() + 2).append('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"' -> sb.append("\\\"");
        case '\\' -> sb.append("\\\\");
        case '\n' -> sb.append("\\n");
        case '\r' -> sb.append("\\r");
        case '\t' -> sb.append("\\t");
        case '\b' -> sb.append("\\b");
        case '\f' -> sb.append("\\f");
        default -> {
          if (c < 0x20) {
            Messages.appendUnicodeEscape(sb, c);
          } else {
            sb.append(c);
          }
        }
      }
    }
    raw(sb.append('"').toString());
  }

  private void raw(String s) {
    try {
      out.append(s);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
