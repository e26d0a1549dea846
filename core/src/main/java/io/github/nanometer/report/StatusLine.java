package io.github.nanometer.report;

import java.io.PrintStream;

/**
 * One status line on a terminal, rewritten in place ({@code \r}, padded over the previous text).
 * The shared mechanism of the progress displays; callers decide whether stderr is a terminal.
 */
public final class StatusLine {
  private final PrintStream err;
  private int lastWidth;

  /** A status line on {@code err}. */
  public StatusLine(PrintStream err) {
    this.err = err;
  }

  /** Replaces the line's text with {@code line}. */
  public void show(String line) {
    err.print("\r" + line + " ".repeat(Math.max(0, lastWidth - line.length())));
    err.flush();
    lastWidth = line.length();
  }

  /** Erases the line, leaving the cursor at its start. */
  public void clear() {
    if (lastWidth > 0) {
      err.print("\r" + " ".repeat(lastWidth) + "\r");
      err.flush();
      lastWidth = 0;
    }
  }

  /** Keeps the line's text and moves to the next line. */
  public void end() {
    if (lastWidth > 0) {
      err.println();
      lastWidth = 0;
    }
  }
}
