package io.github.nanometer.text;

import java.io.PrintStream;

/**
 * One status line on a terminal, rewritten in place ({@code \r}, padded over the previous text).
 * The shared mechanism of the progress displays; callers decide whether stderr is a terminal. A
 * message printed meanwhile on the same stream goes through {@link #printAbove}, which puts it on a
 * line of its own above the status line instead of into it.
 */
public final class StatusLine {
  private static final Object LOCK = new Object();
  /** The status line on screen now, if any. */
  private static StatusLine showing;

  private final PrintStream err;
  private int lastWidth;
  private String text = "";

  /** A status line on {@code err}. */
  public StatusLine(PrintStream err) {
    this.err = err;
  }

  /** Replaces the line's text with {@code line}. */
  public void show(String line) {
    synchronized (LOCK) {
      err.print("\r" + line + " ".repeat(Math.max(0, lastWidth - line.length())));
      err.flush();
      lastWidth = line.length();
      text = line;
      showing = this;
    }
  }

  /** Erases the line, leaving the cursor at its start. */
  public void clear() {
    synchronized (LOCK) {
      if (lastWidth > 0) {
        err.print("\r" + " ".repeat(lastWidth) + "\r");
        err.flush();
        lastWidth = 0;
      }
      forget();
    }
  }

  /** Keeps the line's text and moves to the next line. */
  public void end() {
    synchronized (LOCK) {
      if (lastWidth > 0) {
        err.println();
        lastWidth = 0;
      }
      forget();
    }
  }

  /**
   * Prints {@code message} as a line of its own on {@code stream}: when a status line is showing on
   * that stream, it is erased first and drawn again below the message, so the two never share a line.
   */
  public static void printAbove(PrintStream stream, String message) {
    synchronized (LOCK) {
      StatusLine line = showing;
      if (line == null || line.err != stream || line.lastWidth == 0) {
        stream.println(message);
        return;
      }
      stream.print("\r" + " ".repeat(line.lastWidth) + "\r");
      stream.println(message);
      stream.print(line.text);
      stream.flush();
    }
  }

  private void forget() {
    text = "";
    if (showing == this) {
      showing = null;
    }
  }
}
