package io.github.nanometer;

import java.time.Duration;

/**
 * The specification of one bounded option: its API name, its command-line flag, its default, the
 * closed range it accepts and one line of help. {@link OptionSpecs} lists them; the options
 * records validate with {@link #check}, the CLI parses within {@link #min()}..{@link #max()} and
 * prints {@link #helpWithRange()}, so each range is written once.
 *
 * @param name the option's API name, as in the builder method ({@code budget})
 * @param flag the command-line flag without dashes ({@code budget}, {@code max-warmup})
 * @param defaultValue the API default (from {@link Defaults}); commands may use their own
 * @param min the smallest accepted value
 * @param max the largest accepted value
 * @param help one line saying what the option does, without the range
 * @param <T> the value type
 */
public record OptionSpec<T extends Comparable<? super T>>(String name, String flag, T defaultValue, T min, T max,
    String help) {

  /** Checks that the bounds are ordered and the default lies within them. */
  public OptionSpec {
    if (name == null || flag == null || min == null || max == null || defaultValue == null || help == null) {
      throw new IllegalArgumentException("option spec " + name + ": no member may be null");
    }
    if (min.compareTo(max) > 0 || !contains(min, max, defaultValue)) {
      throw new IllegalArgumentException("option spec " + name + ": default " + defaultValue + " outside ["
          + min + ", " + max + "]");
    }
  }

  /**
   * Returns {@code value} when it lies in [{@link #min()}, {@link #max()}].
   *
   * @throws IllegalArgumentException naming the option, the value and the range, when it is null or outside
   */
  public T check(T value) {
    if (value == null || !contains(min, max, value)) {
      throw new IllegalArgumentException(name + " must be in [" + show(min) + ", " + show(max) + "], got "
          + (value == null ? "null" : show(value)));
    }
    return value;
  }

  /** The range as help shows it, e.g. {@code 1ms..1h} or {@code 2..1000}. */
  public String rangeText() {
    return show(min) + ".." + show(max);
  }

  /** The help line with the range appended, e.g. {@code measuring time per benchmark (1ms..1h)}. */
  public String helpWithRange() {
    return help + " (" + rangeText() + ")";
  }

  /**
   * A duration as a user would type it: the shortest exact form among h, m, s, ms, us, ns
   * ({@code 500ms}, {@code 5m}); zero is {@code 0s}.
   */
  public static String durationText(Duration d) {
    long nanos = d.toNanos();
    long[] sizes = {3_600_000_000_000L, 60_000_000_000L, 1_000_000_000L, 1_000_000L, 1_000L, 1L};
    String[] names = {"h", "m", "s", "ms", "us", "ns"};
    for (int i = 0; i < sizes.length; i++) {
      if (nanos != 0 && nanos % sizes[i] == 0) {
        return (nanos / sizes[i]) + names[i];
      }
    }
    return "0s";
  }

  private static <T extends Comparable<? super T>> boolean contains(T min, T max, T value) {
    return value.compareTo(min) >= 0 && value.compareTo(max) <= 0;
  }

  private static String show(Object value) {
    return value instanceof Duration ? durationText((Duration) value) : String.valueOf(value);
  }
}
