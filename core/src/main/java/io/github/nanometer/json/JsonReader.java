package io.github.nanometer.json;

import io.github.nanometer.text.Decimals;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A strict JSON parser into plain values: {@code Map<String,Object>} (insertion-ordered), {@code
 * List<Object>}, {@code String}, {@code Long} for integers that fit, {@code Double} otherwise,
 * {@code Boolean} and {@code null}. Used to read saved results and to round-trip output in tests.
 * Malformed input throws {@link IllegalArgumentException} naming the line and column.
 *
 * <p>Limits, so hostile input fails with a message instead of a crash: arrays and objects nest at
 * most {@link #MAX_DEPTH} deep (deeper input would overflow the stack), and a number must be finite
 * as a double ({@code 1e400} is refused, the rule {@link Decimals#parse} applies to CSV cells and
 * flags). Files are read through {@link #readFile}, which refuses what is not a regular file or is
 * too large for the heap.
 */
public final class JsonReader {

  /** The deepest nesting of arrays and objects accepted; nanometer's own documents nest under 16 deep. */
  public static final int MAX_DEPTH = 256;

  /**
   * Heap bytes a parsed document needs per byte of its text, at most (the text itself, boxed
   * numbers, lists and maps); {@link #readFile} refuses a file whose size times this exceeds the
   * free heap.
   */
  static final int HEAP_PER_TEXT_BYTE = 8;

  /** RFC 8259 number grammar: no leading zeros, digits on both sides of a point. */

  private final String text;
  private int pos;
  private int depth;

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
    enter();
    Map<String, Object> map = new LinkedHashMap<>();
    pos++;
    skipWhitespace();
    if (peek() == '}') {
      pos++;
      depth--;
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
        depth--;
        return map;
      }
      if (c != ',') {
        pos--;
        throw error("expected ',' or '}'");
      }
    }
  }

  private List<Object> readArray() {
    enter();
    List<Object> list = new ArrayList<>();
    pos++;
    skipWhitespace();
    if (peek() == ']') {
      pos++;
      depth--;
      return list;
    }
    while (true) {
      skipWhitespace();
      list.add(readValue());
      skipWhitespace();
      char c = next();
      if (c == ']') {
        depth--;
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
    if (!isJsonNumber(s)) {
      pos = start;
      throw error("bad number '" + s + "'");
    }
    if (integral) {
      try {
        return Long.parseLong(s);
      } catch (NumberFormatException overflow) {
        // a whole number beyond a long: read as a double below
      }
    }
    try {
      return Decimals.parse(s);
    } catch (NumberFormatException e) {
      pos = start;
      throw error("number '" + (s.length() > 40 ? s.substring(0, 40) + "..." : s)
          + "' is out of range (not finite as a double, at most about 1.8e308)");
    }
  }

  /**
   * Whether {@code s} is a JSON number, {@code -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?}.
   *
   * <p>Implementation notes: a scan rather than that regular expression, which cost more than the
   * rest of parsing on documents of tens of thousands of per-sample numbers.
   */
  static boolean isJsonNumber(String s) {
    int n = s.length();
    int i = 0;
    if (i < n && s.charAt(i) == '-') {
      i++;
    }
    if (i >= n || !digit(s.charAt(i))) {
      return false;
    }
    i = s.charAt(i) == '0' ? i + 1 : afterDigits(s, i);
    if (i < n && s.charAt(i) == '.') {
      int digits = i + 1;
      i = afterDigits(s, digits);
      if (i == digits) {
        return false;
      }
    }
    if (i < n && (s.charAt(i) == 'e' || s.charAt(i) == 'E')) {
      int digits = i + 1 < n && (s.charAt(i + 1) == '+' || s.charAt(i + 1) == '-') ? i + 2 : i + 1;
      i = afterDigits(s, digits);
      if (i == digits) {
        return false;
      }
    }
    return i == n;
  }

  /** The index after the run of digits of {@code s} that starts at {@code i}. */
  private static int afterDigits(String s, int i) {
    while (i < s.length() && digit(s.charAt(i))) {
      i++;
    }
    return i;
  }

  private static boolean digit(char c) {
    return c >= '0' && c <= '9';
  }

  private void enter() {
    if (++depth > MAX_DEPTH) {
      throw error("arrays and objects nested deeper than " + MAX_DEPTH + " levels");
    }
  }

  /**
   * Reads {@code file} as UTF-8 text for parsing, refusing before reading what would hang or fill
   * the heap: anything but a regular file (a named pipe, a device such as {@code /dev/zero}, a
   * directory), and a file larger than {@code maxBytes} or than the free heap can parse.
   *
   * @throws IOException with a plain reason ({@link IoReasons#of} reads it) when the file cannot or
   *     must not be read
   */
  public static String readFile(Path file, long maxBytes) throws IOException {
    BasicFileAttributes attributes;
    try {
      attributes = Files.readAttributes(file, BasicFileAttributes.class);
    } catch (IOException e) {
      throw new FileSystemException(file.toString(), null, IoReasons.of(e));
    }
    if (attributes.isDirectory()) {
      throw new FileSystemException(file.toString(), null, "is a directory");
    }
    if (!attributes.isRegularFile()) {
      throw new FileSystemException(file.toString(), null, "not a regular file (a pipe or device); give a saved file");
    }
    long size = attributes.size();
    if (size > maxBytes) {
      throw new FileSystemException(file.toString(), null, "too large: " + size + " bytes, more than the "
          + maxBytes + " a document may have");
    }
    Runtime rt = Runtime.getRuntime();
    long free = rt.maxMemory() - (rt.totalMemory() - rt.freeMemory());
    if (size > free / HEAP_PER_TEXT_BYTE) {
      throw new FileSystemException(file.toString(), null, "too large for the heap: " + size + " bytes need about "
          + (size * HEAP_PER_TEXT_BYTE >> 20) + " MB to parse, " + (free >> 20) + " MB are free (raise -Xmx)");
    }
    try {
      return Files.readString(file, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new FileSystemException(file.toString(), null, IoReasons.ofRead(file, e));
    }
  }

  /** {@link #readFile(Path, long)} with {@link #MAX_FILE_BYTES}. */
  public static String readFile(Path file) throws IOException {
    return readFile(file, MAX_FILE_BYTES);
  }

  /** The largest document file {@link #readFile(Path)} reads: 1 GiB (a suite run's every raw sample fits many times). */
  public static final long MAX_FILE_BYTES = 1L << 30;

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
