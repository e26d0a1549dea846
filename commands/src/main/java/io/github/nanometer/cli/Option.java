package io.github.nanometer.cli;

import io.github.nanometer.options.OptionSpec;
import io.github.nanometer.cli.spi.CommandOption;

/**
 * One command-line option of a core command, always backed by an {@link OptionSpec}: the shared
 * specs of {@link io.github.nanometer.options.OptionSpecs} for what runs and comparisons take, or a spec of
 * the command's own. A command may show its own default (a command-specific budget) and word the
 * help line for its context; the flag, placeholder and accepted range always come from the spec.
 *
 * @param spec the option's specification; its flag is the option's name
 * @param defaultText the default as this command's help shows it
 * @param help one line saying what the option does in this command
 */
public record Option(OptionSpec<?> spec, String defaultText, String help) implements CommandOption {

  /** Rejects a missing spec, default text or help line. */
  public Option {
    if (spec == null || defaultText == null || help == null || help.isBlank()) {
      throw new IllegalArgumentException("an option needs a spec, a default text and a help line, got " + spec);
    }
  }

  /** The option as its spec describes it. */
  public static Option of(OptionSpec<?> spec) {
    return new Option(spec, spec.defaultText(), spec.help());
  }

  /** The option with this command's own default value (shown as the spec's help shows values). */
  public static <T> Option of(OptionSpec<T> spec, T commandDefault) {
    return new Option(spec, spec.showInHelp(commandDefault), spec.help());
  }

  /** This option with its default described in words ({@code highest-numbered usable cpu}). */
  public Option withDefaultText(String text) {
    return new Option(spec, text, help);
  }

  /** This option with the help line worded for a command's context. */
  public Option withHelp(String commandHelp) {
    return new Option(spec, defaultText, commandHelp);
  }

  /**
   * A command's own option that takes any text (a file, a name, a list the command checks itself).
   *
   * @param defaultValue the default as help shows it, or null when there is none
   */
  public static Option value(String name, String valueName, Object defaultValue, String help) {
    return of(OptionSpec.any(name, name, valueName, null, defaultValue == null ? "none" : String.valueOf(defaultValue),
        text -> text, "", help));
  }

  /** A command's own flag that takes no value (off unless given). */
  public static Option flag(String name, String help) {
    return of(OptionSpec.toggle(name, name, false, help));
  }

  /** The long name without the leading {@code --}: the spec's flag. */
  @Override
  public String name() {
    return spec.flag();
  }

  /** The value's placeholder in help, or null for a flag without a value. */
  @Override
  public String valueName() {
    return spec.valueName();
  }

  /** What the option accepts as help shows it, or empty when any text. */
  @Override
  public String rangeText() {
    return spec.rangeText();
  }

  /** True when the option takes a value. */
  @Override
  public boolean takesValue() {
    return spec.takesValue();
  }
}
