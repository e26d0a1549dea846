package io.github.nanometer.history.bisect;

/** The run command's contract: its last non-blank stdout line is one positive finite number. */
final class RunValue {
  private RunValue() {}

  /**
   * The number on {@code line}.
   *
   * @throws RunFailedException quoting the line when it is not one positive finite number
   */
  static double parse(String sha, String line) throws RunFailedException {
    double v;
    try {
      v = Double.parseDouble(line);
    } catch (NumberFormatException e) {
      v = Double.NaN;
    }
    if (!(v > 0) || Double.isInfinite(v) || line.endsWith("d") || line.endsWith("f") || line.endsWith("D")
        || line.endsWith("F")) {
      throw new RunFailedException(sha, "its last stdout line '" + (line.length() > 80 ? line.substring(0, 80) + "..."
          : line) + "' is not one positive number (the run command must print the measured value last)");
    }
    return v;
  }
}
