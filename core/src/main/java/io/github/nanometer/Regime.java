package io.github.nanometer;

import java.util.Locale;

/**
 * Which input history a benchmark's samples see: the input regime, declared before measuring and
 * named in every result, so that a number never depends on how long the samples happened to be.
 *
 * <p>The suite's {@code --batch-runs R} ("trained" in older documents) is {@link #REPLAYED}; its
 * default is {@link #FRESH}.
 */
public enum Regime {
  /**
   * No input is replayed within a sample: a sample evaluates each input of a freshly drawn batch at
   * most once (the batch grows to the sample, or the sample is bounded by the batch). The branch
   * predictor and caches cannot learn the inputs. The default of {@code Benchmark.withInputs}.
   */
  FRESH("fresh"),
  /**
   * One batch drawn once and cycled for the whole run, as a JMH benchmark cycling an index over a
   * fixed array does: the predictor may learn what is replayed. For users who want JMH's number.
   */
  REPLAYED("replayed"),
  /** No generated inputs: the body takes none, or one fixed input from a setup; nothing to replay. */
  FIXED("fixed"),
  /** Inputs live in the user's own state (a JMH {@code @State}); nanometer does not control them. */
  USER_MANAGED("user-managed");

  private final String cliName;

  Regime(String cliName) {
    this.cliName = cliName;
  }

  /** The name used on the command line and in documents: {@code fresh}, {@code replayed}, {@code fixed}, {@code user-managed}. */
  public String cliName() {
    return cliName;
  }

  /**
   * The regime named {@code name} (case-insensitive).
   *
   * @throws IllegalArgumentException naming the value and the accepted names when none matches
   */
  public static Regime named(String name) {
    for (Regime r : values()) {
      if (r.cliName.equals(name == null ? null : name.toLowerCase(Locale.ROOT))) {
        return r;
      }
    }
    throw new IllegalArgumentException("regime must be one of fresh, replayed, fixed, user-managed; got '" + name + "'");
  }
}
