package io.github.nanometer.suite;

import io.github.nanometer.spi.HostRoot;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * The L1 data cache and last-level cache of CPU 0, read from sysfs ({@code
 * /sys/devices/system/cpu/cpu0/cache/index*}: {@code level}, {@code type}, {@code size}). When a
 * size cannot be read the suite falls back to a default and keeps the warning as data.
 *
 * @param l1DataBytes the L1 data cache size, if read
 * @param lastLevelBytes the size of the highest-level data or unified cache, if read
 * @param lastLevel that cache's level (0 when unknown)
 * @param caches one line per cache found, e.g. {@code "L1 Data 48 KiB"}
 */
public record CacheSizes(OptionalLong l1DataBytes, OptionalLong lastLevelBytes, int lastLevel, List<String> caches) {

  /** The directory holding CPU 0's cache descriptions. */
  public static final String CACHE_DIR = "/sys/devices/system/cpu/cpu0/cache";

  /** The L1 data size assumed when sysfs does not say (llvm-libc would refuse to run). */
  public static final long DEFAULT_L1_DATA_BYTES = 32 * 1024;

  /** The last-level size assumed when sysfs does not say. */
  public static final long DEFAULT_LAST_LEVEL_BYTES = 32L * 1024 * 1024;

  /** Copies the list. */
  public CacheSizes {
    caches = List.copyOf(caches);
  }

  /** Reads the caches through {@code files}; never throws. */
  public static CacheSizes read(HostRoot files) {
    OptionalLong l1 = OptionalLong.empty();
    OptionalLong llc = OptionalLong.empty();
    int llcLevel = 0;
    List<String> lines = new ArrayList<>();
    for (String entry : files.list(CACHE_DIR)) {
      if (!entry.startsWith("index")) {
        continue;
      }
      String dir = CACHE_DIR + "/" + entry;
      Optional<Long> level = files.readLong(dir + "/level");
      Optional<String> type = files.readTrimmed(dir + "/type");
      OptionalLong size = parseSize(files.readTrimmed(dir + "/size").orElse(""));
      if (level.isEmpty() || type.isEmpty() || size.isEmpty()) {
        continue;
      }
      lines.add("L" + level.get() + " " + type.get() + " " + formatBytes(size.getAsLong()));
      if (level.get() == 1 && type.get().equals("Data")) {
        l1 = size;
      }
      boolean holdsData = type.get().equals("Data") || type.get().equals("Unified");
      if (holdsData && level.get() >= llcLevel) {
        llcLevel = level.get().intValue();
        llc = size;
      }
    }
    return new CacheSizes(l1, llc, llcLevel, lines);
  }

  /** The L1 data size, or {@link #DEFAULT_L1_DATA_BYTES} when it could not be read. */
  public long l1DataBytesOrDefault() {
    return l1DataBytes.orElse(DEFAULT_L1_DATA_BYTES);
  }

  /** The last-level size, or {@link #DEFAULT_LAST_LEVEL_BYTES} when it could not be read. */
  public long lastLevelBytesOrDefault() {
    return lastLevelBytes.orElse(DEFAULT_LAST_LEVEL_BYTES);
  }

  /** Warnings about sizes that could not be read, one line each (empty when both were read). */
  public List<String> warnings() {
    List<String> w = new ArrayList<>();
    if (l1DataBytes.isEmpty()) {
      w.add("L1 data cache size not readable from " + CACHE_DIR + "/index*/{level,type,size}; assuming "
          + formatBytes(DEFAULT_L1_DATA_BYTES));
    }
    if (lastLevelBytes.isEmpty()) {
      w.add("last-level cache size not readable from " + CACHE_DIR + "; assuming " + formatBytes(DEFAULT_LAST_LEVEL_BYTES));
    }
    return w;
  }

  /**
   * Parses a sysfs cache size: a number of bytes with an optional {@code K}, {@code M} or {@code G}
   * suffix (powers of 1024); empty when malformed.
   */
  static OptionalLong parseSize(String text) {
    String t = text.trim().toUpperCase(Locale.ROOT);
    if (t.isEmpty()) {
      return OptionalLong.empty();
    }
    long multiplier = 1;
    char last = t.charAt(t.length() - 1);
    if (last == 'K' || last == 'M' || last == 'G') {
      multiplier = last == 'K' ? 1L << 10 : last == 'M' ? 1L << 20 : 1L << 30;
      t = t.substring(0, t.length() - 1);
    }
    try {
      long v = Long.parseLong(t);
      return v > 0 && v <= Long.MAX_VALUE / multiplier ? OptionalLong.of(v * multiplier) : OptionalLong.empty();
    } catch (NumberFormatException e) {
      return OptionalLong.empty();
    }
  }

  /** Bytes in the largest binary unit that divides them, e.g. {@code "48 KiB"}, {@code "300 MiB"}. */
  public static String formatBytes(long bytes) {
    if (bytes >= (1L << 30) && bytes % (1L << 30) == 0) {
      return (bytes >> 30) + " GiB";
    }
    if (bytes >= (1L << 20) && bytes % (1L << 20) == 0) {
      return (bytes >> 20) + " MiB";
    }
    if (bytes >= 1024 && bytes % 1024 == 0) {
      return (bytes >> 10) + " KiB";
    }
    return bytes + " B";
  }
}
