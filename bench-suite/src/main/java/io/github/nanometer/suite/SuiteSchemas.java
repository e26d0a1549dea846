package io.github.nanometer.suite;

import io.github.nanometer.spi.PluginSchema;

/** The suite's document schemas, each at the version this build writes and the newest it reads. */
public final class SuiteSchemas {

  private SuiteSchemas() {}

  /** The suite's document, {@code nanometer-suite} ({@code suite --format json}). */
  public static final PluginSchema DOCUMENT = PluginSchema.of("nanometer-suite", 4);

  /** The header line of the suite's JSON Lines journal, {@code nanometer-suite-journal}. */
  public static final PluginSchema JOURNAL = PluginSchema.of("nanometer-suite-journal", 3);
}
