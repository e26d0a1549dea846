package io.github.nanometer.os;

import io.github.nanometer.Pinning;
import io.github.nanometer.text.Tokens;
import java.util.BitSet;

/**
 * Parses and prints the kernel's cpu-list format ({@code "0-3,8,10-11"}), as used by sysfs
 * ({@code online}, {@code isolated}, {@code thread_siblings_list}), {@code Cpus_allowed_list} and
 * the {@code isolcpus=} / {@code nohz_full=} boot parameters.
 */
public final class CpuList {
  private CpuList() {}

  /** The largest cpu number accepted, as a guard against garbage input. */
  public static final int MAX_CPU = Pinning.MAX_CPU;

  /**
   * Parses a cpu list; blank text gives an empty set. Boot-parameter flags before the list (e.g.
   * {@code "domain,managed_irq,2-3"}) are skipped.
   *
   * @throws IllegalArgumentException naming the bad element when the text is not a cpu list
   */
  public static BitSet parse(String text) {
    BitSet cpus = new BitSet();
    if (text == null || text.isBlank()) {
      return cpus;
    }
    for (String raw : Tokens.fields(text.trim(), ',')) {
      String part = raw.trim();
      if (part.isEmpty() || Character.isLetter(part.charAt(0))) {
        continue; // isolcpus flags such as "domain" or "managed_irq"
      }
      // "<first>-<last>:<used>/<group size>": the first <used> cpus of each group, as the kernel reads it.
      int used = 1;
      int group = 1;
      int colon = part.indexOf(':');
      String range = colon >= 0 ? part.substring(0, colon) : part;
      if (colon >= 0) {
        String spec = part.substring(colon + 1);
        int slash = spec.indexOf('/');
        if (slash < 0) {
          throw new IllegalArgumentException("cpu range '" + part + "' needs <used>/<group size> after ':' in '"
              + text + "'");
        }
        used = parseCpu(spec.substring(0, slash), text);
        group = parseCpu(spec.substring(slash + 1), text);
        if (group < 1 || used > group) {
          throw new IllegalArgumentException("cpu range '" + part + "': used cpus (" + used
              + ") must be at most the group size (" + group + ", at least 1) in '" + text + "'");
        }
      }
      int dash = range.indexOf('-');
      int lo = parseCpu(dash < 0 ? range : range.substring(0, dash), text);
      int hi = dash < 0 ? lo : parseCpu(range.substring(dash + 1), text);
      if (hi < lo) {
        throw new IllegalArgumentException("cpu range '" + part + "' runs backwards in '" + text + "'");
      }
      for (int start = lo; start <= hi; start += group) {
        cpus.set(start, Math.min(hi + 1, start + used));
      }
    }
    return cpus;
  }

  private static int parseCpu(String s, String whole) {
    try {
      int c = Integer.parseInt(s.trim());
      if (c < 0 || c > MAX_CPU) {
        throw new IllegalArgumentException("cpu " + c + " out of range 0.." + MAX_CPU + " in '" + whole + "'");
      }
      return c;
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("'" + s + "' is not a cpu number in cpu list '" + whole + "'");
    }
  }

  /** Formats a set in the kernel's compact form, e.g. {@code "0-3,8"}; empty set gives "". */
  public static String format(BitSet cpus) {
    StringBuilder sb = new StringBuilder();
    int c = cpus.nextSetBit(0);
    while (c >= 0) {
      int end = cpus.nextClearBit(c) - 1;
      if (sb.length() > 0) {
        sb.append(',');
      }
      sb.append(c);
      if (end > c) {
        sb.append('-').append(end);
      }
      c = cpus.nextSetBit(end + 1);
    }
    return sb.toString();
  }
}
