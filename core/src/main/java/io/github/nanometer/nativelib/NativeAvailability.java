package io.github.nanometer.nativelib;

/**
 * Whether a native facility (the JNI helper, the timestamp counter) can be used, and why not:
 * gathered once as data and printed once by whoever reports the environment.
 *
 * @param available true when the facility is usable
 * @param reason when available, what was loaded or found (e.g. {@code "loaded linux-x86_64 helper
 *     (sha256 8f1b01a4...)"}); otherwise the plain-words reason it is not, e.g. {@code "disabled
 *     by -Dnanometer.native=false"}
 * @param howToEnable what the user can do to make it available; empty when available or when
 *     nothing can be done on this machine
 */
public record NativeAvailability(boolean available, String reason, String howToEnable) {

  /** Validates that the reason is present and that {@code howToEnable} is not null. */
  public NativeAvailability {
    if (reason == null || reason.isBlank()) {
      throw new IllegalArgumentException("reason must not be blank");
    }
    if (howToEnable == null) {
      throw new IllegalArgumentException("howToEnable must not be null (use \"\" for nothing)");
    }
  }

  /** An available facility, described by {@code detail}. */
  public static NativeAvailability availableBecause(String detail) {
    return new NativeAvailability(true, detail, "");
  }

  /** An unavailable facility with its reason and the fix (empty when there is none). */
  public static NativeAvailability unavailable(String reason, String howToEnable) {
    return new NativeAvailability(false, reason, howToEnable);
  }

  /** One line for reports: {@code "<what>: available (<reason>)"} or {@code "<what>: unavailable: <reason>; to enable: <fix>"}. */
  public String describe(String what) {
    if (available) {
      return what + ": available (" + reason + ")";
    }
    return what + ": unavailable: " + reason + (howToEnable.isEmpty() ? "" : "; to enable: " + howToEnable);
  }
}
