package io.github.nanometer.suite;

import io.github.nanometer.spi.NumberText;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The sizes of sweep mode: {@code MIN..MAX} every byte, {@code MIN..MAX:STEP} every STEP bytes, or
 * {@code MIN..MAX:xF} geometric (each size F times the previous, at least one more), always ending
 * with MAX so the range is covered to its end.
 *
 * @param minBytes the first size, at least 0
 * @param maxBytes the last size, at least minBytes
 * @param stepBytes the arithmetic step (0 when geometric)
 * @param factor the geometric factor, above 1 (0 when arithmetic)
 */
public record SweepSpec(int minBytes, int maxBytes, int stepBytes, double factor) {

  /** The most sizes one sweep may hold. */
  public static final int MAX_SIZES = 100_000;

  /** Validates the fields. */
  public SweepSpec {
    if (minBytes < 0 || maxBytes < minBytes) {
      throw new IllegalArgumentException("need 0 <= MIN <= MAX, got " + minBytes + ".." + maxBytes);
    }
    if ((stepBytes > 0) == (factor > 0) || stepBytes < 0 || (factor != 0 && !(factor > 1 && factor <= 1024))) {
      throw new IllegalArgumentException("need either a step >= 1 or a factor in (1, 1024], got step " + stepBytes
          + " and factor " + factor);
    }
  }

  /**
   * Parses {@code MIN..MAX}, {@code MIN..MAX:STEP} or {@code MIN..MAX:xF}.
   *
   * @throws IllegalArgumentException with a one-line message naming the accepted forms
   */
  public static SweepSpec parse(String text) {
    String t = text.trim().toLowerCase(Locale.ROOT);
    String forms = "expected MIN..MAX, MIN..MAX:STEP or MIN..MAX:xFACTOR (e.g. 0..256, 0..4096:64, 1..65536:x2)";
    int dots = t.indexOf("..");
    if (dots < 0) {
      throw new IllegalArgumentException("'" + text + "': " + forms);
    }
    String rest = t.substring(dots + 2);
    String spacing = null;
    int colon = rest.indexOf(':');
    if (colon >= 0) {
      spacing = rest.substring(colon + 1);
      rest = rest.substring(0, colon);
    }
    try {
      int min = NumberText.parseInt(t.substring(0, dots).trim());
      int max = NumberText.parseInt(rest.trim());
      if (spacing == null) {
        return new SweepSpec(min, max, 1, 0);
      }
      if (spacing.startsWith("x")) {
        return new SweepSpec(min, max, 0, NumberText.parseDecimal(spacing.substring(1)));
      }
      return new SweepSpec(min, max, NumberText.parseInt(spacing.trim()), 0);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("'" + text + "': " + forms);
    }
  }

  /**
   * Every size of the sweep, increasing, ending with {@link #maxBytes()}.
   *
   * @throws IllegalArgumentException when there would be more than {@link #MAX_SIZES}
   */
  public int[] sizes() {
    List<Integer> list = new ArrayList<>();
    long s = minBytes;
    while (s < maxBytes) {
      list.add((int) s);
      if (list.size() > MAX_SIZES) {
        throw new IllegalArgumentException("the sweep " + this.text() + " has more than " + MAX_SIZES + " sizes");
      }
      s = stepBytes > 0 ? s + stepBytes : Math.max(s + 1, Math.round(s * factor));
    }
    list.add(maxBytes);
    return list.stream().mapToInt(Integer::intValue).toArray();
  }

  /** The canonical text form, as parsed. */
  public String text() {
    if (stepBytes > 0) {
      return minBytes + ".." + maxBytes + (stepBytes == 1 ? "" : ":" + stepBytes);
    }
    return minBytes + ".." + maxBytes + ":x" + (factor == Math.rint(factor) ? String.valueOf((long) factor)
        : String.valueOf(factor));
  }
}
