package io.github.nanometer.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A strict JSON parser into plain values: {@code Map<String,Object>} (insertion-ordered), {@code
 * List<Object>}, {@code String}, {@code Long} for integers that fit, {@code Double} otherwise,
 * {@code Boolean} and {@code null}. Used to read saved results and to round-trip output in tests.
 * Malformed input throws {@link IllegalArgumentException} naming the line and column.
 */
public final class JsonReader {

  /** RFC 8259 number grammar: no leading zeros, digits on both sides of a point. */
  private static final java.util.regex.Pattern NUMBER =
      java.util.regex.Pattern.compile("-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?");

  private final String text;
  private int pos;

  private JsonReader(String text) {
    this.text = text;
  }

  /** Parses one JSON document. */
  public static Object parse(String text) {
    JsonReader r = new JsonReader(text);
    r.skipWhitespace();
    Object v = r.readValue();
    r.skipWhitespace();
    if (r.pos != text.length()) {
      throw r.error("trailing characters after the JSON value");
    }
    return v;
  }

  /** Parses a document whose top level must be an object. */
  @SuppressWarnings("unchecked")
  public static Map<String, Object> parseObject(String text) {
    Object v = parse(text);
    if (!(v instanceof Map)) {
      throw new IllegalArgumentException("expected a JSON object at the top level");
    }
    return (Map<String, Object>) v;
  }

  private Object readValue() {
    if (pos >= text.length()) {
      throw error("unexpected end of input");
    }
    char c = text.charAt(pos);
    switch (c) {
      case '{':
        return readObject();
      case '[':
        return readArray();
      case '"':
        return readString();
      case 't':
        expectWord("true");
        return Boolean.TRUE;
      case 'f':
        expectWord("false");
        return Boolean.FALSE;
      case 'n':
        expectWord("null");
        return null;
      default:
        if (c == '-' || (c >= '0' && c <= '9')) {
          return readNumber();
        }
        throw error("unexpected character '" + c + "'");
    }
  }

  private Map<String, Object> readObject() {
    Map<String, Object> map = new LinkedHashMap<>();
    pos++;
    skipWhitespace();
    if (peek() == '}') {
      pos++;
      return map;
    }
    while (true) {
      skipWhitespace();
      if (peek() != '"') {
        throw error("expected a member name");
      }
      String name = readString();
      skipWhitespace();
      expect(':');
      skipWhitespace();
      if (map.containsKey(name)) {
        throw error("duplicate member '" + name + "'");
      }
      map.put(name, readValue());
      skipWhitespace();
      char c = next();
      if (c == '}') {
        return map;
      }
      if (c != ',') {
        pos--;
        throw error("expected ',' or '}'");
      }
    }
  }

  private List<Object> readArray() {
    List<Object> list = new ArrayList<>();
    pos++;
    skipWhitespace();
    if (peek() == ']') {
      pos++;
      return list;
    }
    while (true) {
      skipWhitespace();
      list.add(readValue());
      skipWhitespace();
      char c = next();
      if (c == ']') {
        return list;
      }
      if (c != ',') {
        pos--;
        throw error("expected ',' or ']'");
      }
    }
  }

  private String readString() {
    expect('"');
    StringBuilder sb = new StringBuilder();
    while (true) {
      char c = next();
      if (c == '"') {
        return sb.toString();
      }
      if (c < 0x20) {
        pos--;
        throw error("control character in string");
      }
      if (c != '\\') {
        sb.append(c);
        continue;
      }
      char e = next();
      switch (e) {
        case '"', '\\', '/' -> sb.append(e);
        case 'n' -> sb.append('\n');
        case 'r' -> sb.append('\r');
        case 't' -> sb.append('\t');
        case 'b' -> sb.append('\b');
        case 'f' -> sb.append('\f');
        case 'u' -> {
          if (pos + 4 > text.length()) {
            throw error("short \\u escape");
          }
          try {
            sb.append((char) Integer.parseInt(text.substring(pos, pos + 4), 16));
          } catch (NumberFormatException ex) {
            throw error("bad \\u escape");
          }
          pos += 4;
        }
        default -> {
          pos--;
          throw error("bad escape '\\" + e + "'");
        }
      }
    }
  }

  private Object readNumber() {
    int start = pos;
    if (peek() == '-') {
      pos++;
    }
    boolean integral = true;
    while (pos < text.length()) {
      char c = text.charAt(pos);
      if (c >= '0' && c <= '9') {
        pos++;
      } else if (c == '.' || c == 'e' || c == 'E' || c == '+' || c == '-') {
        integral = false;
        pos++;
      } else {
        break;
      }
    }
    String s = text.substring(start, pos);
    if (!NUMBER.matcher(s).matches()) {
      pos = start;
      throw error("bad number '" + s + "'");
    }
    try {
      if (integral) {
        try {
          return Long.parseLong(s);
        } catch (NumberFormatException overflow) {
          return Double.parseDouble(s);
        }
      }
      return Double.parseDouble(s);
    } catch (NumberFormatException e) {
      pos = start;
      throw error("bad number '" + s + "'");
    }
  }

  private void expectWord(String w) {
    if (!text.startsWith(w, pos)) {
      throw error("expected '" + w + "'");
    }
    pos += w.length();
  }

  private void expect(char c) {
    if (pos >= text.length() || text.charAt(pos) != c) {
      throw error("expected '" + c + "'");
    }
    pos++;
  }

  private char peek() {
    if (pos >= text.length()) {
      throw error("unexpected end of input");
    }
    return text.charAt(pos);
  }

  private char next() {
    char c = peek();
    pos++;
    return c;
  }

  private void skipWhitespace() {
    while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
      pos++;
    }
  }

  private IllegalArgumentException error(String what) {
    int line = 1;
    int col = 1;
    for (int i = 0; i < Math.min(pos, text.length()); i++) {
      if (text.charAt(i) == '\n') {
        line++;
        col = 1;
      } else {
        col++;
      }
    }
    return new IllegalArgumentException("JSON line " + line + ", column " + col + ": " + what);
  }
}
