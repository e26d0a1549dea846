package io.github.nanometer.os;

import io.github.nanometer.text.Tokens;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The facts of {@code /proc/cpuinfo} that matter for timing: the feature flags of the first cpu
 * ({@code constant_tsc}, {@code nonstop_tsc}, {@code hypervisor}, ...) and the model name. Every
 * cpu of a machine reports the same flags on the x86 parts nanometer targets, so the first block
 * stands for all. Read through {@link HostFiles}; an unreadable file gives {@link #readable()} false.
 */
public final class CpuInfo {

  private final boolean readable;
  private final Set<String> flags;
  private final Optional<String> modelName;

  private CpuInfo(boolean readable, Set<String> flags, Optional<String> modelName) {
    this.readable = readable;
    this.flags = flags;
    this.modelName = modelName;
  }

  /** Reads {@code /proc/cpuinfo} of the given host tree; never throws. */
  public static CpuInfo read(HostFiles files) {
    List<String> lines = files.readLines("/proc/cpuinfo");
    Set<String> flags = new LinkedHashSet<>();
    Optional<String> model = Optional.empty();
    boolean sawFlags = false;
    for (String line : lines) {
      int colon = line.indexOf(':');
      if (colon < 0) {
        continue;
      }
      String key = line.substring(0, colon).trim();
      String value = line.substring(colon + 1).trim();
      if (!sawFlags && (key.equals("flags") || key.equals("Features"))) {
        sawFlags = true;
        for (String f : Tokens.words(value)) {
          if (!f.isEmpty()) {
            flags.add(f);
          }
        }
      } else if (model.isEmpty() && key.equals("model name")) {
        model = Optional.of(value);
      }
    }
    return new CpuInfo(sawFlags, Collections.unmodifiableSet(flags), model);
  }

  /** True when a flags line was found, so {@link #hasFlag} answers are meaningful. */
  public boolean readable() {
    return readable;
  }

  /** True when the first cpu lists the flag (e.g. {@code "constant_tsc"}). */
  public boolean hasFlag(String flag) {
    return flags.contains(flag);
  }

  /** Every flag of the first cpu, in file order (unmodifiable). */
  public Set<String> flags() {
    return flags;
  }

  /** The first {@code model name}, if present. */
  public Optional<String> modelName() {
    return modelName;
  }
}
