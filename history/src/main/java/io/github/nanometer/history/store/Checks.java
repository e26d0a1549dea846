package io.github.nanometer.history.store;

import java.time.Instant;

/**
 * The argument checks of the store's records: each names the parameter, the value (when it is safe
 * to echo) and what is accepted. Text that is stored must be one line without control characters,
 * so that a listing prints it as it was given and the list encodings of {@link Columns} stay
 * unambiguous.
 */
final class Checks {
  private Checks() {}

  /** The longest text a stored name, label or id may have. */
  static final int MAX_TEXT_CHARS = 4096;

  /** {@code value} when it is not blank, at most {@link #MAX_TEXT_CHARS} and free of control characters. */
  static String text(String name, String value) {
    if (value == null || value.isBlank()) {
      throw new IllegalArgumentException(name + " must not be blank, got "
          + (value == null ? "null" : "\"" + value + "\""));
    }
    return line(name, value);
  }

  /** {@code value} (which may be empty, never null) when it is one line of at most {@link #MAX_TEXT_CHARS}. */
  static String line(String name, String value) {
    if (value == null) {
      throw new IllegalArgumentException(name + " must not be null");
    }
    if (value.length() > MAX_TEXT_CHARS) {
      throw new IllegalArgumentException(name + " must have at most " + MAX_TEXT_CHARS + " characters, got "
          + value.length());
    }
    for (int i = 0; i < value.length(); i++) {
      char c = value.charAt(i);
      if (Character.isISOControl(c) || c == '\u2028' || c == '\u2029') {
        throw new IllegalArgumentException(name + " must be one line without control characters, got one (U+"
            + Integer.toHexString(0x10000 | c).substring(1).toUpperCase(java.util.Locale.ROOT) + ") at index " + i);
      }
    }
    return value;
  }

  /** {@code value} when it is a git object name: 4 to 64 lowercase hexadecimal digits. */
  static String sha(String name, String value) {
    return hex(name, value, 4, 64);
  }

  /** {@code value} when it is {@code minDigits} to {@code maxDigits} lowercase hexadecimal digits. */
  static String hex(String name, String value, int minDigits, int maxDigits) {
    boolean ok = value != null && value.length() >= minDigits && value.length() <= maxDigits;
    for (int i = 0; ok && i < value.length(); i++) {
      char c = value.charAt(i);
      ok = (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f');
    }
    if (!ok) {
      throw new IllegalArgumentException(name + " must be " + minDigits + " to " + maxDigits
          + " lowercase hex digits, got " + (value == null ? "null" : "\"" + line(name, value) + "\""));
    }
    return value;
  }

  /** {@code interval} when it is present and its two descriptions are one line each (they are stored as text). */
  static io.github.nanometer.Interval interval(String name, io.github.nanometer.Interval interval) {
    present(name, interval);
    line(name + " covers", interval.covers());
    line(name + " method", interval.method());
    return interval;
  }

  /** {@code value} when it is finite. */
  static double finite(String name, double value) {
    if (!Double.isFinite(value)) {
      throw new IllegalArgumentException(name + " must be finite, got " + value);
    }
    return value;
  }

  /** {@code value} when it is at least {@code min}. */
  static long atLeast(String name, long value, long min) {
    if (value < min) {
      throw new IllegalArgumentException(name + " must be >= " + min + ", got " + value);
    }
    return value;
  }

  /** {@code value} when not null. */
  static <T> T present(String name, T value) {
    if (value == null) {
      throw new IllegalArgumentException(name + " must not be null");
    }
    return value;
  }

  /** An unmodifiable copy of {@code list} when neither it nor an element is null. */
  static <T> java.util.List<T> list(String name, java.util.List<T> list) {
    present(name, list);
    for (int i = 0; i < list.size(); i++) {
      if (list.get(i) == null) {
        throw new IllegalArgumentException(name + " must hold no null, got one at index " + i);
      }
    }
    return java.util.List.copyOf(list);
  }

  /**
   * {@code value} truncated to whole microseconds (the store keeps epoch microseconds, so what is
   * read back equals what was given), when it lies in years 1..9999.
   */
  static Instant micros(String name, Instant value) {
    present(name, value);
    if (value.isBefore(Columns.EARLIEST) || value.isAfter(Columns.LATEST)) {
      throw new IllegalArgumentException(name + " must lie in the years 1 to 9999 (UTC), got " + value);
    }
    return value.truncatedTo(java.time.temporal.ChronoUnit.MICROS);
  }

  /**
   * The constant of {@code type} whose lower-case name is {@code text}; the message names {@code what}
   * and lists the accepted names.
   */
  static <E extends Enum<E>> E byText(String what, Class<E> type, String text) {
    StringBuilder accepted = new StringBuilder();
    for (E e : type.getEnumConstants()) {
      String name = e.name().toLowerCase(java.util.Locale.ROOT);
      if (name.equals(text)) {
        return e;
      }
      accepted.append(accepted.length() == 0 ? "" : ", ").append(name);
    }
    throw new IllegalArgumentException(what + " must be one of " + accepted + ", got "
        + (text == null ? "null" : "\"" + line(what, text) + "\""));
  }
}
