package io.github.nanometer.text;

import java.util.ArrayList;
import java.util.List;

/**
 * Splitting and checking the text nanometer reads from the kernel and from people, by plain
 * character scanning. Code that runs in a measuring JVM uses this instead of {@code
 * String.split}, {@code String.matches} or {@code java.util.regex}: a benchmark body that uses
 * regular expressions would otherwise be compiled from profiles that include nanometer's own
 * patterns (see the package documentation).
 */
public final class Tokens {
  private Tokens() {}

  /**
   * True for the characters {@code \s} means in a regular expression: space, tab, newline,
   * vertical tab, form feed and carriage return.
   */
  public static boolean isBlank(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == 0x0B || c == '\f' || c == '\r';
  }

  /**
   * The blank-separated words of {@code text} (blanks as {@link #isBlank}), leading and trailing
   * blanks ignored; empty for an empty or all-blank text. {@code "  a b\tc "} gives {@code [a, b,
   * c]}.
   */
  public static List<String> words(String text) {
    return words(text, Integer.MAX_VALUE);
  }

  /**
   * At most {@code limit} blank-separated words of {@code text}: the last one holds the rest of the
   * text from its first character, inner blanks included, trailing blanks removed. {@code
   * words("a b  c d ", 2)} gives {@code [a, "b  c d"]}.
   *
   * @throws IllegalArgumentException when {@code limit} is below 1
   */
  public static List<String> words(String text, int limit) {
    if (limit < 1) {
      throw new IllegalArgumentException("limit " + limit + " is below 1");
    }
    List<String> out = new ArrayList<>();
    int n = text.length();
    int i = 0;
    while (true) {
      while (i < n && isBlank(text.charAt(i))) {
        i++;
      }
      if (i == n) {
        return out;
      }
      if (out.size() == limit - 1) {
        int end = n;
        while (isBlank(text.charAt(end - 1))) {
          end--;
        }
        out.add(text.substring(i, end));
        return out;
      }
      int start = i;
      while (i < n && !isBlank(text.charAt(i))) {
        i++;
      }
      out.add(text.substring(start, i));
    }
  }

  /**
   * The lines of {@code text} as {@link String#lines} gives them (ended by {@code \n}, {@code \r} or
   * {@code \r\n}; no empty last line for a text that ends in a line break; none for an empty text),
   * without a stream: streams share their pipeline code, and so their profiles, with a body that
   * uses streams.
   */
  public static List<String> lines(String text) {
    List<String> out = new ArrayList<>();
    int n = text.length();
    int start = 0;
    int i = 0;
    while (i < n) {
      char c = text.charAt(i);
      if (c == '\n' || c == '\r') {
        out.add(text.substring(start, i));
        i += c == '\r' && i + 1 < n && text.charAt(i + 1) == '\n' ? 2 : 1;
        start = i;
      } else {
        i++;
      }
    }
    if (start < n) {
      out.add(text.substring(start));
    }
    return out;
  }

  /**
   * The parts of {@code text} between occurrences of {@code separator}, every one kept, empty
   * ones included: {@code fields("a||b|", '|')} gives {@code [a, "", b, ""]} (what {@code
   * split("\\|", -1)} returns). An empty text gives one empty part.
   */
  public static List<String> fields(String text, char separator) {
    List<String> out = new ArrayList<>();
    int start = 0;
    for (int i = 0; i < text.length(); i++) {
      if (text.charAt(i) == separator) {
        out.add(text.substring(start, i));
        start = i + 1;
      }
    }
    out.add(text.substring(start));
    return out;
  }

  /**
   * True when {@code text} is {@code minDigits} to {@code maxDigits} ASCII digits and nothing else.
   */
  public static boolean isDigits(String text, int minDigits, int maxDigits) {
    int n = text.length();
    if (n < minDigits || n > maxDigits) {
      return false;
    }
    for (int i = 0; i < n; i++) {
      char c = text.charAt(i);
      if (c < '0' || c > '9') {
        return false;
      }
    }
    return true;
  }

  /**
   * True when {@code text} is not empty and each of its characters is an ASCII letter or digit or
   * one of {@code others}.
   */
  public static boolean isWordOf(String text, String others) {
    if (text.isEmpty()) {
      return false;
    }
    for (int i = 0; i < text.length(); i++) {
      if (!isWordChar(text.charAt(i), others)) {
        return false;
      }
    }
    return true;
  }

  /** True when {@code c} is an ASCII letter or digit or one of {@code others}. */
  public static boolean isWordChar(char c, String others) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || others.indexOf(c) >= 0;
  }
}
