package io.github.nanometer.doctor;

import io.github.nanometer.os.CpuList;
import io.github.nanometer.text.DecimalText;
import java.util.BitSet;
import java.util.Optional;

/** Formatting and parsing shared by the checks; output never varies by locale (no {@code java.util.Formatter}). */
final class Text {
  private Text() {}

  /** kHz as GHz with two decimals, e.g. {@code "2.50 GHz"}. */
  static String ghz(long khz) {
    return DecimalText.fixed(khz / 1e6, 2) + " GHz";
  }

  /** A fraction on 0..1 as a whole percentage, e.g. {@code "35%"}; small values keep one decimal. */
  static String percent(double fraction) {
    double p = fraction * 100;
    return DecimalText.fixed(p, p < 10 ? 1 : 0) + "%";
  }

  /** A decimal with the given number of places. */
  static String decimal(double v, int places) {
    return DecimalText.fixed(v, places);
  }

  /** Bytes in the largest binary unit that keeps one decimal, e.g. {@code "2.0 GiB"}. */
  static String bytes(long bytes) {
    String[] units = {"B", "KiB", "MiB", "GiB", "TiB"};
    double v = bytes;
    int u = 0;
    while (v >= 1024 && u < units.length - 1) {
      v /= 1024;
      u++;
    }
    return u == 0 ? bytes + " B" : DecimalText.fixed(v, 1) + " " + units[u];
  }

  /** A JVM heap flag value: whole gibibytes as {@code "2g"}, else mebibytes rounded up ({@code "384m"}). */
  static String jvmSize(long bytes) {
    long gib = 1L << 30;
    long mib = 1L << 20;
    return bytes % gib == 0 ? (bytes / gib) + "g" : ((bytes + mib - 1) / mib) + "m";
  }

  /** A cpu set in kernel list form, or {@code "none"} when empty. */
  static String cpus(BitSet set) {
    return set.isEmpty() ? "none" : CpuList.format(set);
  }

  /** A cpu list parsed without throwing: empty for malformed text. */
  static Optional<BitSet> parseCpus(String text) {
    try {
      return Optional.of(CpuList.parse(text));
    } catch (IllegalArgumentException e) {
      return Optional.empty();
    }
  }

  /** A set holding one cpu. */
  static BitSet single(int cpu) {
    BitSet b = new BitSet();
    b.set(cpu);
    return b;
  }
}
