package io.github.nanometer.cli.spi;

import io.github.nanometer.OptionSpec;
import java.util.function.Predicate;

/**
 * An option of a command whose value the command reads typed ({@link CommandArguments#get}): the one
 * option wrapper of every command, the core's and plug-ins'. It is backed by the library's one option
 * model, so its value is parsed, range-checked and refused with the same messages, and shown in
 * {@code --help} the same way, whichever command takes it: a plug-in makes its own with the factories
 * below ({@link #text}, {@link #flag}, {@link #wholeNumber}) or takes the shared ones from {@link
 * HostOptions}; the core's commands wrap the option table's specs ({@link #of(OptionSpec)}). A
 * command may show its own default and word the help line for its context; the flag, placeholder and
 * accepted range always come from the spec. Immutable.
 *
 * @param <T> the type of the option's value
 */
public final class TypedOption<T> implements CommandOption {

  private final OptionSpec<T> spec;
  private final T defaultValue;
  private final String defaultText;
  private final String help;

  private TypedOption(OptionSpec<T> spec, T defaultValue, String defaultText, String help) {
    if (spec == null || defaultText == null || help == null || help.isBlank()) {
      throw new IllegalArgumentException("an option needs a spec, a default text and a help line, got " + spec);
    }
    this.spec = spec;
    this.defaultValue = defaultValue;
    this.defaultText = defaultText;
    this.help = help;
  }

  /**
   * The option as {@code spec} describes it: its default value, default text and help line. The
   * core's commands declare their options in the option table ({@code OptionSpecs}) this way; a
   * plug-in may wrap a spec of its own ({@code OptionSpec}'s factories) or use the factories below.
   *
   * @throws IllegalArgumentException when {@code spec} is null or has no help line
   */
  public static <T> TypedOption<T> of(OptionSpec<T> spec) {
    if (spec == null) {
      throw new IllegalArgumentException("an option needs a spec");
    }
    return new TypedOption<>(spec, spec.defaultValue(), spec.defaultText(), spec.help());
  }

  /**
   * The option with a command's own default value: read when the option is absent ({@link
   * #defaultValue()}), shown as the spec shows values. For the core's commands, as {@link
   * #of(OptionSpec)}.
   *
   * @throws IllegalArgumentException when {@code spec} is null or has no help line
   */
  public static <T> TypedOption<T> of(OptionSpec<T> spec, T commandDefault) {
    if (spec == null) {
      throw new IllegalArgumentException("an option needs a spec");
    }
    return new TypedOption<>(spec, commandDefault, spec.showInHelp(commandDefault), spec.help());
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
    return new TypedOption<>(checked, defaultValue, defaultText, help);
  }

  /** This option with its default described in words ({@code none: one JVM}); its default value is kept. */
  public TypedOption<T> withDefaultText(String text) {
    return new TypedOption<>(spec, defaultValue, text, help);
  }

  /** This option with the help line worded for a command's context. */
  public TypedOption<T> withHelp(String commandHelp) {
    return new TypedOption<>(spec, defaultValue, defaultText, commandHelp);
  }

  /**
   * The value of command-line text, checked.
   *
   * @throws IllegalArgumentException naming the value and what is accepted (the CLI prefixes the flag)
   */
  public T parse(String text) {
    return spec.parse(text);
  }

  /**
   * The value when the option is absent (the command's own default when it has one, else the
   * spec's); null when there is none.
   */
  public T defaultValue() {
    return defaultValue;
  }

  /**
   * The spec behind this option, for the core's commands and their tests (which check that an option
   * is the table's); see {@link #of(OptionSpec)}.
   */
  public OptionSpec<T> spec() {
    return spec;
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
