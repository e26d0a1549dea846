package io.github.nanometer.html;

/**
 * A saved document that {@link ReportInputs} or {@link JudgeInputs} refuses: its message names the
 * document (its file or source name) and why it is refused, worded for the user as it stands, so a
 * command prints it unchanged (the commands report it as a usage error, exit status 2).
 */
public final class RefusedDocument extends Exception {
  private static final long serialVersionUID = 1L;

  /**
   * @param message the document's name followed by why it is refused
   */
  public RefusedDocument(String message) {
    super(message);
  }
}
