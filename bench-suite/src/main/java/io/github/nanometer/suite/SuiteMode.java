package io.github.nanometer.suite;

import java.util.Locale;

/** What the suite's call sizes are. */
public enum SuiteMode {
  /** Sizes drawn from measured distributions (the default): one number per distribution. */
  DISTRIBUTION,
  /** One fixed size at a time over a range: per-size latency. */
  SWEEP,
  /** Calls past the last-level cache, each at a random position of a large buffer. */
  LARGE;

  /** The lower-case name used in output. */
  public String cliName() {
    return name().toLowerCase(Locale.ROOT);
  }
}
