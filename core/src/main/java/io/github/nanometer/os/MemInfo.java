package io.github.nanometer.os;

import io.github.nanometer.text.Tokens;
import java.util.List;
import java.util.Optional;

/**
 * The values of {@code /proc/meminfo}, each a line {@code "Key:   1234 kB"}: the machine's total
 * memory ({@code MemTotal}) and its swap ({@code SwapTotal}, {@code SwapFree}). Read through {@link
 * HostFiles}; a missing file, key or number is an empty answer, never an exception.
 */
public final class MemInfo {

  private final List<String> lines;

  private MemInfo(List<String> lines) {
    this.lines = lines;
  }

  /** Reads {@code /proc/meminfo} of the given host tree; never throws. */
  public static MemInfo read(HostFiles files) {
    return new MemInfo(files.readLines("/proc/meminfo"));
  }

  /**
   * The first number after {@code key:} (the kernel writes it in KiB), or empty when the key is
   * absent or its value is not a whole number.
   */
  public Optional<Long> kib(String key) {
    for (String line : lines) {
      if (line.startsWith(key + ":")) {
        List<String> words = Tokens.words(line.substring(key.length() + 1));
        try {
          return words.isEmpty() ? Optional.empty() : Optional.of(Long.parseLong(words.get(0)));
        } catch (NumberFormatException e) {
          return Optional.empty();
        }
      }
    }
    return Optional.empty();
  }

  /** The machine's physical memory in bytes ({@code MemTotal} times 1024), or empty when unknown. */
  public Optional<Long> totalBytes() {
    return kib("MemTotal").filter(k -> k > 0 && k <= Long.MAX_VALUE / 1024).map(k -> k * 1024);
  }
}
