package io.github.nanometer.cli;

import io.github.nanometer.OptionSpec;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Specs of options that belong to one command rather than to a run or a comparison (an output
 * format, a background load): words a command accepts, each standing for itself. The commands keep
 * each wrapped once as a {@link io.github.nanometer.cli.spi.TypedOption} constant, which they both
 * list and read ({@link ParsedArgs#get(io.github.nanometer.cli.spi.TypedOption)}), so the accepted
 * words and the default are written once.
 */
public final class CommandSpecs {
  private CommandSpecs() {}

  /** {@code --format}: the first word is the default. */
  public static OptionSpec<String> format(String... words) {
    return words("format", "output format", words);
  }

  /** An option accepting one of {@code words}, the first being the default. */
  static OptionSpec<String> words(String flag, String help, String... words) {
    Map<String, String> m = new LinkedHashMap<>();
    for (String w : words) {
      m.put(w, w);
    }
    return OptionSpec.choice(flag, flag, words[0], m, help);
  }
}
