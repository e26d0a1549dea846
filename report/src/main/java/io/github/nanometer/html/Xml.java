package io.github.nanometer.html;

/**
 * Escaping for text and attribute values in HTML and SVG. Every string that reaches the report
 * passes through here: benchmark names, file names, commands and doctor findings come from users
 * and the machine, so none is trusted to be markup-free.
 */
public final class Xml {

  private Xml() {}

  /**
   * Escapes {@code &}, {@code <}, {@code >}, both quotes, and replaces control characters that XML
   * 1.0 forbids (everything below U+0020 except tab, newline and carriage return) with U+FFFD, so
   * the result is safe as element text and as a double- or single-quoted attribute value.
   *
   * @param text any string; {@code null} becomes the empty string
   */
  public static String escape(String text) {
    if (text == null) {
      return "";
    }
    StringBuilder sb = new StringBuilder(text.length() + 16);
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '&' -> sb.append("&amp;");
        case '<' -> sb.append("&lt;");
        case '>' -> sb.append("&gt;");
        case '"' -> sb.append("&quot;");
        case '\'' -> sb.append("&#39;");
        default -> {
          if (c < 0x20 && c != '\t' && c != '\n' && c != '\r') {
            sb.append('\uFFFD');
          } else if (c == '\uFFFE' || c == '\uFFFF') {
            sb.append('\uFFFD');
          } else {
            sb.append(c);
          }
        }
      }
    }
    return sb.toString();
  }
}
