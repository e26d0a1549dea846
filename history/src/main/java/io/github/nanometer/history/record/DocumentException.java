package io.github.nanometer.history.record;

import java.nio.file.Path;

/**
 * A saved document the history cannot record: it cannot be read, is not JSON, is of a kind or
 * version the history does not read, lacks or mistypes a member it needs, or lacks a machine fact
 * that only {@code --machine LABEL} can stand in for. The message is one line that starts with the
 * document's path and says what was found and what was expected; the command line prints it and
 * exits 2.
 */
public class DocumentException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** The refusal of {@code document}: {@code "<document>: <problem>"}, on one line. */
  public DocumentException(Path document, String problem) {
    super(oneLine(document + ": " + problem));
  }

  /** The refusal of {@code document} for {@code cause}, whose message says the problem. */
  public DocumentException(Path document, String problem, Throwable cause) {
    super(oneLine(document + ": " + problem), cause);
  }

  /** {@code text} with each line break or other control character replaced by a blank. */
  static String oneLine(String text) {
    StringBuilder sb = new StringBuilder(text.length());
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      sb.append(Character.isISOControl(c) || c == '\u2028' || c == '\u2029' ? ' ' : c);
    }
    return sb.toString();
  }
}
