package io.github.nanometer.history.cli;

import io.github.nanometer.history.store.SeriesKey;
import java.time.Instant;
import java.util.stream.Collectors;

/** How the commands name a series in one line: its benchmark, parameters, mode and measure, then where it ran. */
final class SeriesLabel {
  private SeriesLabel() {}

  /** The series' id as shown: its first 12 hex digits (commands accept any unique prefix of 6 or more). */
  static String shortId(SeriesKey key) {
    return key.id().substring(0, 12);
  }

  /** {@code name [k=v, ...] mode, measure}. */
  static String benchmark(SeriesKey key) {
    String params = key.benchmark().parameters().isEmpty() ? ""
        : key.benchmark().parameters().entrySet().stream().map(e -> e.getKey() + "=" + e.getValue())
            .collect(Collectors.joining(", ", " [", "]"));
    return key.benchmark().name() + params + " " + key.benchmark().mode() + ", " + key.measure();
  }

  /** {@code machine; vendor N [flags]}. */
  static String where(SeriesKey key) {
    return key.machine() + "; " + key.jvmVendor() + " " + key.jvmFeatureVersion()
        + (key.jvmFlags().isEmpty() ? "" : " " + String.join(" ", key.jvmFlags()));
  }

  /** A short commit name: its first 10 hex digits. */
  static String sha(String sha) {
    return sha.substring(0, Math.min(10, sha.length()));
  }

  /** An instant as the listings show it: {@code 2026-03-01 12:00:00} (UTC, to the second). */
  static String time(Instant instant) {
    return instant.toString().substring(0, 19).replace('T', ' ');
  }

  /** A fraction as a signed percentage with one decimal, {@code +3.1%}. */
  static String percent(double fraction) {
    if (Double.isInfinite(fraction)) {
      return fraction > 0 ? "+inf" : "-inf";
    }
    return String.format(java.util.Locale.ROOT, "%+.1f%%", 100 * fraction);
  }
}
