package io.github.nanometer.history.store;

import java.util.List;

/**
 * The JVM a run was measured on: its vendor, full version and the flags it was started with.
 *
 * <p>Its {@link #id()} fingerprints all three, so an update release records a new JVM row that a
 * chart can draw as a rule; the JVM part of a {@link SeriesKey} is the vendor, the {@link
 * #featureVersion()} and the flags, so a JDK 17 to 21 move (or a changed flag) starts a new series
 * and is never blamed on a commit, while 17.0.9 to 17.0.10 stays in one.
 *
 * @param vendor {@code java.vendor} (or {@code java.vm.vendor}), e.g. {@code "Eclipse Adoptium"}; one line, not blank
 * @param version {@code java.version}, e.g. {@code "17.0.15"} or {@code "1.8.0_392"}; starts with a feature number
 * @param flags the JVM's input arguments in the order given (e.g. {@code -Xmx1g}); each one line, not
 *     blank; may be empty
 */
public record JvmIdentity(String vendor, String version, List<String> flags) {

  /** Checks the parts and copies the flags. */
  public JvmIdentity {
    Checks.text("vendor", vendor);
    Checks.text("version", version);
    featureVersionOf(version);
    flags = Checks.list("flags", flags);
    for (String flag : flags) {
      Checks.text("flag", flag);
    }
  }

  /** The feature release: 17 for {@code "17.0.15"}, 8 for {@code "1.8.0_392"}, 22 for {@code "22-ea"}. */
  public int featureVersion() {
    return featureVersionOf(version);
  }

  /** The fingerprint of the vendor, version and flags: the JVM row's id, 32 hex digits. */
  public String id() {
    return ContentHash.of("jvm", vendor, version, Columns.lines(flags));
  }

  private static int featureVersionOf(String version) {
    int first = leadingNumber(version, 0);
    if (first == 1 && version.length() > 2 && version.charAt(1) == '.') {
      int legacy = leadingNumber(version, 2);
      if (legacy > 0) {
        return legacy;
      }
    }
    if (first < 1) {
      throw new IllegalArgumentException("version must start with a feature release number such as 17 or 1.8, got \""
          + version + "\"");
    }
    return first;
  }

  /** The number of up to 4 digits at {@code from}, or -1 when none. */
  private static int leadingNumber(String text, int from) {
    int value = 0;
    int i = from;
    while (i < text.length() && i - from < 4 && text.charAt(i) >= '0' && text.charAt(i) <= '9') {
      value = value * 10 + (text.charAt(i) - '0');
      i++;
    }
    return i == from ? -1 : value;
  }
}
