package io.github.nanometer.history.chart;

/**
 * Escaping of user text (benchmark names, parameters, commit subjects, exclusion reasons, notes) for
 * the history page, as element text and as a double- or single-quoted attribute value.
 */
final class HtmlText {
  private HtmlText() {}

  /**
   * {@code text} with {@code & < > " '} written as character references, and every control
   * character but tab, newline and carriage return (which XML 1.0 forbids) and the non-characters
   * U+FFFE and U+FFFF replaced by U+FFFD; {@code null} is the empty string.
   */
  static String escape(String text) {
    if (text == null) {
      return "";
    }
    StringBuilder out = null;
    for (int i = 0; i < text.length(); i++) {
      String replacement = replacement(text.charAt(i));
      if (replacement != null && out == null) {
        out = new StringBuilder(text.length() + 16).append(text, 0, i);
      }
      if (out != null) {
        out.append(replacement != null ? replacement : String.valueOf(text.charAt(i)));
      }
    }
    return out == null ? text : out.toString();
  }

  private static String replacement(char c) {
    return switch (c) {
      case '&' -> "&amp;";
      case '<' -> "&lt;";
      case '>' -> "&gt;";
      case '"' -> "&quot;";
      case '\'' -> "&#39;";
      case '\t', '\n', '\r' -> null;
      case '\uFFFE', '\uFFFF' -> "\uFFFD";
      default -> c < 0x20 ? "\uFFFD" : null;
    };
  }
}
