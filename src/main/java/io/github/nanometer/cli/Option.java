package io.github.nanometer.cli;

/**
 * One command-line option of a {@link Command}: its long name (without dashes), whether it takes a
 * value, the value's placeholder, its default as shown in help, and one line of help.
 *
 * @param name long name without the leading {@code --}, e.g. {@code "format"}
 * @param valueName placeholder shown in help (e.g. {@code "text|json"}), or null for a boolean flag
 * @param defaultText the default as shown in help, or null when there is none
 * @param help one line saying what the option does
 */
public record Option(String name, String valueName, String defaultText, String help) {

  /** An option that takes a value. */
  public static Option value(String name, String valueName, Object defaultValue, String help) {
    return new Option(name, valueName, defaultValue == null ? null : String.valueOf(defaultValue), help);
  }

  /** A boolean flag that takes no value. */
  public static Option flag(String name, String help) {
    return new Option(name, null, null, help);
  }

  /** True when the option takes a value. */
  public boolean takesValue() {
    return valueName != null;
  }
}
