package io.github.nanometer.analysis;

/**
 * A CSV file that cannot be read as leveled measurements: the message names the file, the line
 * (1-based; 0 when the problem is not on one line, such as an unbalanced design) and what is wrong.
 */
public final class MalformedCsvException extends Exception {
  private static final long serialVersionUID = 1L;

  private final int lineNumber;

  /**
   * @param source the file name as the user gave it
   * @param lineNumber the 1-based line, or 0 when the problem concerns the whole file
   * @param problem what is wrong, in one line
   */
  public MalformedCsvException(String source, int lineNumber, String problem) {
    super(source + (lineNumber > 0 ? ":" + lineNumber : "") + ": " + problem);
    this.lineNumber = lineNumber;
  }

  /** The 1-based line number of the problem, or 0 when it concerns the whole file. */
  public int lineNumber() {
    return lineNumber;
  }
}
