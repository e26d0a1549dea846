package io.github.nanometer.spi;

import io.github.nanometer.json.IoReasons;
import io.github.nanometer.text.Messages;
import java.io.IOException;

/** The library's wording of one-line messages, for a plug-in's messages to read like its own. */
public final class MessageText {
  private MessageText() {}

  /**
   * {@code text} (a path, a name from the user) with every control character shown escaped (a
   * newline as {@code \n}, a tab as {@code \t}), so a message stays one line and cannot drive the
   * terminal; null gives {@code "null"}.
   */
  public static String escape(String text) {
    return Messages.escape(text);
  }

  /**
   * The plain reason of an I/O failure, e.g. {@code "permission denied"} or {@code "no space left
   * on device"}, without the exception's path; never null or empty.
   */
  public static String ioReason(IOException e) {
    return IoReasons.of(e);
  }
}
