package io.github.nanometer.cli.spi;

/**
 * One command-line option of a {@link Command} as the CLI parses it and lists it in {@code --help}:
 * {@code --name VALUE}, or {@code --name} alone for a flag. What a value must be is the option's own
 * business ({@link TypedOption#parse}); this is what the command line and the help table see.
 */
public interface CommandOption {

  /** The long name without the leading {@code --}, e.g. {@code "budget"}. */
  String name();

  /** The value's placeholder in help ({@code DURATION}), or null for a flag without a value. */
  String valueName();

  /** What the option accepts as help shows it ({@code 1..1000}), or empty when any text. */
  String rangeText();

  /** The default as {@code --help} shows it ({@code 100ms}, {@code none}). */
  String defaultText();

  /** One line saying what the option does in this command. */
  String help();

  /** True when the option takes a value, false for a flag. */
  boolean takesValue();
}
