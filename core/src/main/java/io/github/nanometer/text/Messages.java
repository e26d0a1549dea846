package io.github.nanometer.text;

/**
 * Echoing user-supplied text inside one-line messages: control characters (a newline, a tab, an
 * escape) are shown as {@code \n}, {@code \t} or {@code \u001b}, so a message stays one line and
 * cannot drive the terminal.
 */
public final class Messages {
  private Messages() {}

  /** {@code text} with every control character escaped; null becomes {@code "null"}. */
  public static String escape(String text) {
    if (text == null) {
      return "null";
    }
    StringBuilder sb = null;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      boolean control = Character.isISOControl(c) || c == '\u2028' || c == '\u2029';
      if (control && sb == null) {
        sb = new StringBuilder(text.length() + 8).append(text, 0, i);
      }
      if (sb != null) {
        if (!control) {
          sb.append(c);
        } else if (c == '\n') {
          sb.append("\\n");
        } else if (c == '\r') {
          sb.append("\\r");
        } else if (c == '\t') {
          sb.append("\\t");
        } else {
          appendUnicodeEscape(sb, c);
        }
      }
    }
    return sb == null ? text : sb.toString();
  }

  /**
   * Appends {@code c} as a backslash, {@code u} and four lowercase hex digits (ESC as backslash-{@code
   * u001b}), as Java and JSON write an escaped character; without {@link String#format}, which {@code
   * text} never calls.
   */
  public static void appendUnicodeEscape(StringBuilder sb, char c) {
    String hex = Integer.toHexString(c);
    sb.append("\\u");
    for (int k = hex.length(); k < 4; k++) {
      sb.append('0');
    }
    sb.append(hex);
  }
}
