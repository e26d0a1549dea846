package io.github.nanometer;

import java.util.Locale;

/** Which blackhole implementation a JVM uses (decided once per JVM, by the flags it was started with). */
public enum BlackholeKind {
  /** The JDK's compiler blackhole: free, keeps every argument alive. */
  COMPILER,
  /** The volatile-comparison fallback: a few nanoseconds per value. */
  VOLATILE;

  /** The spelling in documents and reports: {@code compiler} or {@code volatile}. */
  public String cliName() {
    return name().toLowerCase(Locale.ROOT);
  }
}
