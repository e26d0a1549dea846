package io.github.nanometer;

/**
 * A system property set for the length of a {@code try} block: {@link #set} sets it, {@link #close}
 * puts back what was there before (the earlier value, or no property).
 */
public final class TemporaryProperty implements AutoCloseable {
  private final String key;
  private final String before;

  private TemporaryProperty(String key, String before) {
    this.key = key;
    this.before = before;
  }

  /** Sets {@code key} to {@code value}, or clears it when {@code value} is null, until {@link #close}. */
  public static TemporaryProperty set(String key, String value) {
    String before = value == null ? System.clearProperty(key) : System.setProperty(key, value);
    return new TemporaryProperty(key, before);
  }

  /** Puts back the value {@code key} had before {@link #set}. */
  @Override
  public void close() {
    if (before == null) {
      System.clearProperty(key);
    } else {
      System.setProperty(key, before);
    }
  }
}
