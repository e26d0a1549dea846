package io.github.nanometer.os;

import java.util.Optional;

/**
 * The host's transparent-huge-page mode, {@code /sys/kernel/mm/transparent_hugepage/enabled}:
 * {@code always}, {@code madvise} (huge pages only for memory that asks, as a JVM does with
 * {@code -XX:+UseTransparentHugePages}) or {@code never}.
 */
public final class TransparentHugePages {
  /** The selector file, as on the host. */
  public static final String ENABLED = "/sys/kernel/mm/transparent_hugepage/enabled";

  private TransparentHugePages() {}

  /**
   * The selected mode, e.g. {@code "madvise"} for {@code "always [madvise] never"}; empty when the
   * file is missing, unreadable or has no bracketed choice.
   */
  public static Optional<String> mode(HostFiles files) {
    return files.readTrimmed(ENABLED).flatMap(TransparentHugePages::selected);
  }

  /**
   * The bracketed choice of a sysfs selector such as {@code "always [madvise] never"}; empty when
   * there is none.
   */
  public static Optional<String> selected(String selector) {
    int open = selector.indexOf('[');
    int close = selector.indexOf(']', open + 1);
    if (open < 0 || close < 0) {
      return Optional.empty();
    }
    String v = selector.substring(open + 1, close).trim();
    return v.isEmpty() ? Optional.empty() : Optional.of(v);
  }
}
