package io.github.nanometer.cli.spi;

import io.github.nanometer.options.OptionSpec;
import java.util.function.Predicate;

/**
 * An option of a plug-in's command whose value the command reads typed ({@link CommandArguments#get}). It
 * is backed by the library's one option model, so its value is parsed, range-checked and refused with
 * the same messages, and shown in {@code --help} the same way, as the core's own options. Made by the
 * factories below or lent by the host ({@link HostOptions}); immutable.
 *
 * @param <T> the type of the option's value
 */
public final class TypedOption<T> implements CommandOption {

  private final OptionSpec<T> spec;
  private final String defaultText;
  private final String help;

  private TypedOption(OptionSpec<T> spec, String defaultText, String help) {
    if (defaultText == null || help == null || help.isBlank()) {
      throw new IllegalArgumentException("an option needs a default text and a help line, got " + spec);
    }
    this.spec = spec;
    this.defaultText = defaultText;
    this.help = help;
  }

  /** The option as {@code spec} describes it. */
  static <T> TypedOption<T> of(OptionSpec<T> spec) {
    return new TypedOption<>(spec, spec.defaultText(), spec.help());
  }

  /** The option with a command's own default value, shown as the spec shows values. */
  static <T> TypedOption<T> of(OptionSpec<T> spec, T commandDefault) {
    return new TypedOption<>(spec, spec.showInHelp(commandDefault), spec.help());
  }

  /**
   * An option that takes any text (a file, a name, a list the command checks itself).
   *
   * @param valueName the value's placeholder in help, e.g. {@code FILE}
   * @param defaultValue the value when the option is absent, or null when there is none (help shows
   *     {@code none})
   */
  public static TypedOption<String> text(String name, String valueName, String defaultValue, String help) {
    return of(OptionSpec.any(name, name, valueName, defaultValue, defaultValue == null ? "none" : defaultValue,
        text -> text, "", help));
  }

  /** A flag that takes no value: true when given, false when absent. */
  public static TypedOption<Boolean> flag(String name, String help) {
    return of(OptionSpec.toggle(name, name, false, help));
  }

  /**
   * An option taking a whole number within {@code [min, max]}.
   *
   * @param name what the refusal message calls the value, e.g. {@code batchEntries}
   * @param flag the long name without {@code --}, e.g. {@code batch}
   */
  public static TypedOption<Integer> wholeNumber(String name, String flag, int defaultValue, int min, int max,
      String help) {
    return of(OptionSpec.integer(name, flag, defaultValue, min, max, help));
  }

  /**
   * This option with one more rule: a value must also pass {@code rule}, else it is refused saying it
   * must be {@code ruleText} (a power of two, say); help shows the range followed by the rule.
   */
  public TypedOption<T> also(Predicate<T> rule, String ruleText) {
    OptionSpec<T> checked = spec.also(rule, ruleText);
    return new TypedOption<>(checked, defaultText, help);
  }

  /** This option with its default described in words ({@code none: one JVM}). */
  public TypedOption<T> withDefaultText(String text) {
    return new TypedOption<>(spec, text, help);
  }

  /** This option with the help line worded for a command's context. */
  public TypedOption<T> withHelp(String commandHelp) {
    return new TypedOption<>(spec, defaultText, commandHelp);
  }

  /**
   * The value of command-line text, checked.
   *
   * @throws IllegalArgumentException naming the value and what is accepted (the CLI prefixes the flag)
   */
  public T parse(String text) {
    return spec.parse(text);
  }

  /** The value when the option is absent; null when there is none. */
  public T defaultValue() {
    return spec.defaultValue();
  }

  @Override
  public String name() {
    return spec.flag();
  }

  @Override
  public String valueName() {
    return spec.valueName();
  }

  @Override
  public String rangeText() {
    return spec.rangeText();
  }

  @Override
  public String defaultText() {
    return defaultText;
  }

  @Override
  public String help() {
    return help;
  }

  @Override
  public boolean takesValue() {
    return spec.takesValue();
  }

  @Override
  public String toString() {
    return "--" + name();
  }
}
