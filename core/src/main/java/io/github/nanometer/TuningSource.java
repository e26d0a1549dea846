package io.github.nanometer;

import java.util.Locale;

/** Where a result's evaluations per sample came from ({@link Result#tuningSource()}). */
public enum TuningSource {
  /** Algorithm 1's trials ran. */
  TUNED,
  /** Reused from the tuning cache. */
  CACHE,
  /** Work far above tau_acc: taken from the warm-up's estimate, without trials. */
  WARMUP,
  /** Not tuned: the weighted mean's growing samples, or single evaluations. */
  NONE,
  /** Forced by the options ({@code evaluationsPerSample}). */
  FORCED;

  /** The spelling in documents and reports: {@code tuned}, {@code cache}, {@code warmup}, {@code none} or {@code forced}. */
  public String cliName() {
    return name().toLowerCase(Locale.ROOT);
  }
}
